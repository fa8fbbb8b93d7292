import { describe, expect, it } from "vitest";
import { tokenise } from "./normalise.ts";
import { parseNumericCentavos, readWordNumber } from "./numbers.ts";

describe("parseNumericCentavos", () => {
  it.each<[string, number | null]>([
    ["50", 5000],
    ["50,9", 5090],
    ["50,90", 5090],
    ["50.90", 5090],
    ["1.500", 150000],
    ["10.000", 1000000],
    ["1.234,56", 123456],
    ["1,234.56", 123456],
    ["1.234.567,89", 123456789],
    ["1,5", 150],
    ["0,05", 5],
    ["1.2.3", null],
    ["12,345,6", null],
    ["1.23,45", null],
    ["1234567890123", null],
  ])('reads "%s" as %s centavos', (text, want) => {
    expect(parseNumericCentavos(text)).toBe(want);
  });
});

describe("readWordNumber", () => {
  it.each<[string, number]>([
    ["cinquenta", 50],
    ["cinquenta e dois", 52],
    ["cento e vinte", 120],
    ["cento e vinte e cinco", 125],
    ["mil e duzentos", 1200],
    ["dois mil e quinhentos", 2500],
    ["três mil quatrocentos e noventa e nove", 3499],
    ["duzentos mil", 200000],
    ["um milhão", 1000000],
    ["um milhão e meio", 1500000],
    ["dois milhões e trezentos mil", 2300000],
    ["dezenove", 19],
    ["cem", 100],
  ])('reads "%s" as %i', (text, want) => {
    expect(readWordNumber(tokenise(text), 0)?.value).toBe(want);
  });

  it("stops where the number ends", () => {
    const tokens = tokenise("vinte e dois reais e cinquenta centavos");
    expect(readWordNumber(tokens, 0)).toMatchObject({ value: 22, end: 3 });
  });

  it('does not join numbers of the same order ("dois e três")', () => {
    expect(readWordNumber(tokenise("dois e três"), 0)?.value).toBe(2);
  });

  it('flags a lone "um" as a likely article', () => {
    expect(readWordNumber(tokenise("um tênis"), 0)).toMatchObject({ value: 1, articleOnly: true });
    expect(readWordNumber(tokenise("um mil"), 0)).toMatchObject({ value: 1000, articleOnly: false });
  });
});

describe("tokenise", () => {
  it("folds case and accents and splits currency from digits", () => {
    expect(tokenise("Gastei R$50,90 no Açaí 😋").map((t) => t.folded)).toEqual([
      "gastei",
      "r$",
      "50,90",
      "no",
      "acai",
    ]);
  });

  it("keeps the original spelling beside the folded form", () => {
    expect(tokenise("Farmácia")[0]).toMatchObject({ folded: "farmacia", original: "Farmácia" });
  });

  it("expands chat abbreviations", () => {
    expect(tokenise("qto vc gastou hj").map((t) => t.folded)).toEqual(["quanto", "voce", "gastou", "hoje"]);
  });

  it("maps unusual dashes to plain separators and keeps ordinal marks", () => {
    expect(tokenise("13º salário − 2.800").map((t) => t.folded)).toEqual(["13", "º", "salario", "2.800"]);
  });
});
