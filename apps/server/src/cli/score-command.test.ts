import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cliIo } from "../testing/cli-io.ts";
import { runCli } from "./run-cli.ts";

const dir = mkdtempSync(join(tmpdir(), "tostao-score-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a corpus file: objects become JSON lines, strings are written as they are. */
function corpus(name: string, lines: (string | object)[]): string {
  const path = join(dir, name);
  const text = lines.map((line) => (typeof line === "string" ? line : JSON.stringify(line)));
  writeFileSync(path, `${text.join("\n")}\n`);
  return path;
}

/** A corpus line saying what `text` should give. */
const line = (id: string, text: string, ...expected: object[]) => ({ id, text, now: NOW, expect: expected });

async function score(path: string) {
  const io = cliIo();
  const code = await runCli(["score", path], io);
  return { code, out: io.out(), err: io.err() };
}

const NOW = "2026-11-23T10:00:00-03:00";

describe("cli score", () => {
  it("prints 100 % and exits 0 when every expected field is right", async () => {
    const path = corpus("right.jsonl", [
      line("a", "gastei 50 no mercado", { intent: "record", amount: 50, category: "Mercado" }),
      line("b", "oi", { intent: "greeting" }),
    ]);
    const r = await score(path);
    expect(r.code).toBe(0);
    expect(r.out).toContain("2/2 mensagens certas (100,00 %)");
  });

  it("lists each miss with what it got and what was expected, and exits 1", async () => {
    const path = corpus("miss.jsonl", [
      line("m1", "gastei 50 no mercado", { intent: "record", amount: 60 }),
      line("m2", "oi", { intent: "greeting" }),
    ]);
    const r = await score(path);
    expect(r.code).toBe(1);
    expect(r.out).toContain("1/2 mensagens certas (50,00 %)");
    expect(r.out).toContain('m1 "gastei 50 no mercado" amount: obtido 50, esperado 60');
  });

  it("refuses a malformed file with the line number and reason, and exits 2", async () => {
    const path = corpus("bad.jsonl", ["{not json", { id: "x", text: "oi", now: NOW }]);
    const r = await score(path);
    expect(r.code).toBe(2);
    expect(r.err).toContain("linha 1: não é JSON válido");
    expect(r.err).toContain('linha 2: falta o campo "expect"');
  });

  it("says so when the file does not exist", async () => {
    const r = await score(join(dir, "missing.jsonl"));
    expect(r.code).toBe(2);
    expect(r.err).toContain("arquivo não encontrado");
  });

  it("refuses a call without a file", async () => {
    expect(await runCli(["score"], cliIo())).toBe(2);
  });
});
