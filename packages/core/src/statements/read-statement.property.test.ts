import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readStatement } from "./read-statement.ts";

describe("readStatement on any bytes", () => {
  it("never throws and answers an entry list or an error", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const r = readStatement({ fileName: "x.csv", bytes });
        expect(typeof r.ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on text shaped like a statement", () => {
    const cell = fc.oneof(
      fc.constantFrom(
        "Data",
        "Valor",
        "Histórico",
        "01/03/2026",
        "-1.234,56",
        "12.5",
        "S A L D O",
        "<STMTTRN>",
        "<OFX>",
        '"',
      ),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { maxLength: 7 }), { maxLength: 30 }),
        fc.constantFrom(";", ",", "\t"),
        (rows, d) => {
          const text = rows.map((r) => r.join(d)).join("\n");
          const r = readStatement({ fileName: "x.csv", bytes: new TextEncoder().encode(text) });
          if (r.ok) for (const e of r.value.entries) expect(e.amount).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
