import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.ts";

const clock = () => new Date("2026-10-14T12:00:00-03:00");

function io(input = "") {
  let out = "";
  let err = "";
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  stdout.on("data", (d) => {
    out += d;
  });
  stderr.on("data", (d) => {
    err += d;
  });
  return { stdin: Readable.from([input]), stdout, stderr, clock, out: () => out, err: () => err };
}

describe("cli dispatch", () => {
  it("refuses an unknown command with the usage and exit code 2", async () => {
    const t = io();
    expect(await runCli(["frobnicate"], t)).toBe(2);
    expect(t.err()).toContain("Comando desconhecido: frobnicate");
    expect(t.err()).toContain("parse [--now");
  });

  it("refuses a missing command", async () => {
    const t = io();
    expect(await runCli([], t)).toBe(2);
    expect(t.err()).toContain("Nenhum comando");
  });

  it.each([[["parse", "--now", "amanhã"]], [["parse", "--now"]], [["parse", "--verbose"]]])(
    "refuses bad options %j with exit code 2",
    async (argv) => {
      const t = io();
      expect(await runCli(argv, t)).toBe(2);
      expect(t.err()).toContain("Uso:");
    },
  );

  it("parses with --now=ISO as the default now", async () => {
    const t = io('{"id":"x","text":"mercado 50 ontem"}\n');
    expect(await runCli(["parse", "--now=2026-03-01T10:00:00-03:00"], t)).toBe(0);
    expect(JSON.parse(t.out())).toMatchObject({ id: "x", results: [{ amount: 50, date: "2026-02-28" }] });
  });

  it("prints the usage for help", async () => {
    const t = io();
    expect(await runCli(["help"], t)).toBe(0);
    expect(t.out()).toContain("Comandos:");
  });
});
