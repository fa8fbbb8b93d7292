import { describe, expect, it } from "vitest";
import { cliIo as io } from "../testing/cli-io.ts";
import { runCli } from "./run-cli.ts";

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
