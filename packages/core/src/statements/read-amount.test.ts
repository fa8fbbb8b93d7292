import { describe, expect, it } from "vitest";
import { guessDecimal, readAmount } from "./read-amount.ts";

describe("readAmount", () => {
  it.each([
    ["1.234,56", ",", 123456],
    ["-1234.56", ".", -123456],
    ["-1234.56", null, -123456],
    ["R$ 29,90", ",", 2990],
    ["-R$ 1.000,00", ",", -100000],
    ["R$ -5,00", ",", -500],
    ["(12,00)", ",", -1200],
    ["12,00-", ",", -1200],
    ["500,00+", ",", 50000],
    ["1.234,56 +", ",", 123456],
    ["1.234,56 D", ",", -123456],
    ["1.234,56 C", ",", 123456],
    ["100,00D", ",", -10000],
    ["10,00 BRL", ",", 1000],
    ["-10.00 R$", ".", -1000],
    ["1.100,00C", ",", 110000],
    ["R$ 5,00 D", ",", -500],
    ["+0,17", ",", 17],
    ["−45,00", ",", -4500],
    ["3500", ".", 350000],
    ["0.5", ".", 50],
    ["199.09000000000001", ".", 19909],
    ["1,234.56", null, 123456],
    ["1.234", null, 123400],
    ["12,00 DB", ",", -1200],
    ["12,00 CR", ",", 1200],
    ["R$ (12,00)", ",", -1200],
    ["'-12,00", ",", -1200],
  ] as const)('reads "%s" (decimal %s) as %i centavos', (text, mark, cents) => {
    expect(readAmount(text, mark)).toBe(cents);
  });

  it.each(["", "abc", "12/03/2026", "1.2.3", "R$"])('reads "%s" as no amount', (text) => {
    expect(readAmount(text, ",")).toBeNull();
  });
});

describe("guessDecimal", () => {
  it("picks the dot for Nubank's values and the comma for Brazilian Excel", () => {
    expect(guessDecimal(["-37.79", "3500.00", "12.5"])).toBe(".");
    expect(guessDecimal(["-37,79", "1.234,00", "0"])).toBe(",");
  });
});
