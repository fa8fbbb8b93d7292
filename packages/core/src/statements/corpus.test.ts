/// <reference types="node" />
// The statement corpus (./corpus): one file per documented bank layout, both OFX versions,
// Windows-1252 files, repeated FITIDs, an overlapping export. Exact counts and totals per file.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readStatement } from "./read-statement.ts";

const dir = new URL("./corpus/", import.meta.url);
const expected = JSON.parse(readFileSync(new URL("expected.json", dir), "utf8")) as Record<
  string,
  {
    bank: string;
    layout: string;
    format: string;
    encoding: string;
    entries: number;
    in: number;
    out: number;
    kinds: Record<string, number>;
    closing: number | null;
  }
>;
// Spreadsheets are read to cells by the server (exceljs); their expectations are checked there.
const textFiles = readdirSync(dir).filter((name) => /\.(csv|ofx)$/.test(name));

describe("the statement corpus", () => {
  it("has an expectation for every text file", () => {
    expect(textFiles.filter((f) => !expected[f])).toEqual([]);
    expect(textFiles.length).toBeGreaterThanOrEqual(20);
  });

  it.each(textFiles)("reads %s with its exact counts and totals", (name) => {
    const want = expected[name];
    const result = readStatement({ fileName: name, bytes: new Uint8Array(readFileSync(new URL(name, dir))) });
    if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
    const r = result.value;
    const sum = (d: "in" | "out") =>
      r.entries.filter((e) => e.direction === d).reduce((s, e) => s + e.amount, 0);
    const kinds: Record<string, number> = {};
    for (const e of r.entries) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
    expect({
      bank: r.bank,
      layout: r.layout,
      format: r.format,
      encoding: r.encoding,
      entries: r.entries.length,
      in: sum("in"),
      out: sum("out"),
      kinds,
      closing: r.closingBalance?.amount ?? null,
    }).toEqual(want);
    expect(new Set(r.entries.map((e) => e.key)).size).toBe(r.entries.length);
  });

  it("keeps Banco do Brasil's repeated FITIDs as distinct entries", () => {
    const r = readStatement({
      fileName: "bb.ofx",
      bytes: new Uint8Array(readFileSync(new URL("bb-fitid-repetido.ofx", dir))),
    });
    if (!r.ok) throw new Error(r.error.message);
    const same = r.value.entries.filter((e) => e.fitid === "20260310001");
    expect(same.map((e) => e.amount)).toEqual([1000, 2550, 499]);
    const twins = r.value.entries.filter((e) => e.fitid === "20260312001");
    expect(twins).toHaveLength(2);
    expect(twins[0]?.key).not.toBe(twins[1]?.key);
  });

  it("reads accented names from Windows-1252 files without garbling them", () => {
    const r = readStatement({
      fileName: "x.csv",
      bytes: new Uint8Array(readFileSync(new URL("bradesco-conta.csv", dir))),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.entries[0]?.description).toBe("Ana Cláudia Souza");
    const ofx = readStatement({
      fileName: "x.ofx",
      bytes: new Uint8Array(readFileSync(new URL("itau-conta.ofx", dir))),
    });
    if (!ofx.ok) throw new Error(ofx.error.message);
    expect(ofx.value.entries[0]?.description).toBe("José Araújo");
  });

  it("refuses a text that is not a statement", () => {
    const r = readStatement({
      fileName: "n.txt",
      bytes: new Uint8Array(readFileSync(new URL("nao-e-extrato.txt", dir))),
    });
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: "unsupported_format" }) });
  });
});
