import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centavos, centavosToReais, formatBRL, formatDecimalComma, reaisToCentavos } from "./money.ts";

describe("money", () => {
  it.each([
    [123456, "R$ 1.234,56"],
    [3990, "R$ 39,90"],
    [5, "R$ 0,05"],
    [-150, "-R$ 1,50"],
    [100000000, "R$ 1.000.000,00"],
  ])("formats %i centavos as %s", (value, text) => {
    expect(formatBRL(centavos(value))).toBe(text);
  });

  it("formats for spreadsheets without thousands separators", () => {
    expect(formatDecimalComma(centavos(123456))).toBe("1234,56");
  });

  it("converts reais to centavos without float drift", () => {
    expect(reaisToCentavos(19.9)).toBe(1990);
    expect(reaisToCentavos(0.1 + 0.2)).toBe(30);
    expect(reaisToCentavos(1.005)).toBe(101);
    expect(reaisToCentavos(-2.5)).toBe(-250);
  });

  it("refuses fractional centavos", () => {
    expect(() => centavos(1.5)).toThrow(RangeError);
  });

  it("round-trips centavos through reais", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(reaisToCentavos(centavosToReais(centavos(n)))).toBe(n);
      }),
    );
  });
});
