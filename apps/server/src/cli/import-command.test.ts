/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runImport } from "./import-command.ts";

const dir = new URL("../../../../packages/core/src/statements/corpus/", import.meta.url);
const expected = JSON.parse(readFileSync(new URL("expected.json", dir), "utf8")) as Record<
  string,
  { bank: string; layout: string; format: string; entries: number; in: number; out: number }
>;

async function run(files: string[]) {
  let text = "";
  const out = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  const code = await runImport(files, out, 20 * 1_048_576);
  return {
    code,
    lines: text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const path = (name: string) => fileURLToPath(new URL(name, dir));

describe("cli import", () => {
  it.each(Object.keys(expected))("prints every entry of %s and a summary with its totals", async (name) => {
    const { code, lines } = await run([path(name)]);
    const want = expected[name];
    if (!want) throw new Error(name);
    expect(code).toBe(0);
    const entries = lines.filter((l) => l.type === "entry");
    expect(entries).toHaveLength(want.entries);
    for (const e of entries) {
      expect(Object.keys(e)).toEqual(
        expect.arrayContaining(["file", "date", "amount", "direction", "kind", "description", "fitid"]),
      );
      expect(e.amount).toBeGreaterThan(0);
    }
    const summary = lines.at(-1);
    expect(summary).toMatchObject({
      type: "summary",
      bank: want.bank,
      layout: want.layout,
      format: want.format,
      entries: want.entries,
      money_in: want.in / 100,
      money_out: want.out / 100,
    });
  });

  it("reads every corpus file in one run and exits 1 for the one that is not a statement", async () => {
    const files = readdirSync(dir)
      .filter((n) => n !== "expected.json")
      .map(path);
    const { code, lines } = await run([...files, "/nonexistent/extrato.ofx"]);
    expect(code).toBe(1);
    const errors = lines.filter((l) => l.type === "error");
    expect(errors.map((e) => (e.error as { code: string }).code).sort()).toEqual([
      "not_found",
      "unsupported_format",
    ]);
    expect(lines.filter((l) => l.type === "summary")).toHaveLength(Object.keys(expected).length);
  });

  it("refuses a broken spreadsheet with a clear error", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const tmp = mkdtempSync("/tmp/import-");
    writeFileSync(`${tmp}/quebrado.xlsx`, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]));
    const { code, lines } = await run([`${tmp}/quebrado.xlsx`]);
    expect(code).toBe(1);
    expect(lines[0]).toMatchObject({ type: "error", error: { code: "invalid_file" } });
  });
});
