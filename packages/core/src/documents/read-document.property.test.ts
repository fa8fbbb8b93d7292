import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readDocument } from "./read-document.ts";

const KINDS = ["receipt", "bill", "boleto", "card_statement", "pix_receipt", "unknown"];
const ocrish = fc.array(
  fc.oneof(
    fc.string(),
    fc.constantFrom(
      "TOTAL R$ 12,34",
      "Vencimento 10/12/2026",
      "Pix",
      "fatura do cartão",
      "Valor a pagar",
      "0O1l|S5",
    ),
    fc.stringMatching(/^[0-9 .,/-]{0,60}$/),
  ),
  { maxLength: 30 },
);

describe("readDocument on any text", () => {
  it("never throws, and returns integer centavos and valid ISO dates", () => {
    fc.assert(
      fc.property(ocrish, (parts) => {
        const fields = readDocument(parts.join("\n"), "2026-11-24");
        expect(KINDS).toContain(fields.kind);
        if (fields.amount !== null) expect(Number.isSafeInteger(fields.amount)).toBe(true);
        for (const d of [fields.date, fields.dueDate])
          if (d !== null) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 300 },
    );
  });
});
