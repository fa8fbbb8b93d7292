import { describe, expect, it } from "vitest";
import { legibility, type OcrWord, weighByLegibility } from "./legibility.ts";
import { readDocument } from "./read-document.ts";

const TODAY = "2026-11-24";
const words = (text: string, conf: (word: string) => number): OcrWord[] =>
  text.split("\n").flatMap((line, n) =>
    line
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => ({ text: w, conf: conf(w), line: n })),
  );
const PIX =
  "BANCO DO BRASIL\nComprovante Pix\nPago para CARLOS LIMA\nvalor R$ 320,00\nRealizado em 30/10/2026 às 18:03";
const RECEIPT = "AUTO POSTO\nValor total R$ 750,09\nPix 750,09\n28/10/2026 07:41";

describe("the amount's legibility", () => {
  it("is the best confidence among the words that print it", () => {
    const w = words(RECEIPT, (t) => (t === "750,09" ? 31 : 90));
    expect(legibility(w, 75009)).toBe(31);
    expect(legibility(w, 12345)).toBeNull();
    expect(
      legibility(
        [
          { text: "R$", conf: 95, line: 0 },
          { text: "12,50", conf: 88, line: 0 },
        ],
        1250,
      ),
    ).toBe(88);
  });

  it("keeps a well-read amount's confidence high", () => {
    const fields = weighByLegibility(
      readDocument(PIX, TODAY),
      words(PIX, () => 96),
    );
    expect(fields.amount).toBe(32000);
    expect(fields.confidence.amount).toBeGreaterThan(0.65);
    expect(fields.evidence).toContain("OCR 96 %");
  });

  it("drops a lone label's amount the recogniser could barely read", () => {
    const fields = weighByLegibility(
      readDocument(PIX, TODAY),
      words(PIX, (t) => (t === "320,00" ? 30 : 90)),
    );
    expect(fields.amount).toBeNull();
    expect(fields.confidence.amount).toBe(0);
  });

  it("lowers below 'vouched' two copies of an amount both misread alike", () => {
    const read = readDocument(RECEIPT, TODAY);
    expect(read.confidence.amount).toBeGreaterThanOrEqual(0.9);
    const weighed = weighByLegibility(
      read,
      words(RECEIPT, (t) => (t === "750,09" ? 31 : 90)),
    );
    expect(weighed.amount).toBe(75009);
    expect(weighed.confidence.amount).toBeLessThan(0.9);
  });
});
