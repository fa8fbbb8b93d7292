import { describe, expect, it } from "vitest";
import { readSplitCommand, replySplit, splitRefusal } from "./split.ts";

describe("a split said in chat", () => {
  it("reads the total, the record's words and each part", () => {
    expect(readSplitCommand("desses 300, 80 foi farmácia")).toEqual({
      total: 30000,
      about: null,
      parts: [{ amount: 8000, words: "farmacia" }],
    });
    expect(readSplitCommand("Dos 1.250,40 do mercado, 80,50 foi farmácia e 40 de limpeza")).toEqual({
      total: 125040,
      about: "mercado",
      parts: [
        { amount: 8050, words: "farmacia" },
        { amount: 4000, words: "limpeza" },
      ],
    });
    expect(readSplitCommand("divide o mercado: 80 farmácia, 20 pet")).toEqual({
      total: null,
      about: "mercado",
      parts: [
        { amount: 8000, words: "farmacia" },
        { amount: 2000, words: "pet" },
      ],
    });
    expect(readSplitCommand("disso, 50 foi presente")).toEqual({
      total: null,
      about: null,
      parts: [{ amount: 5000, words: "presente" }],
    });
  });

  it("leaves other messages alone", () => {
    for (const text of [
      "gastei 300 no mercado",
      "desses 300 nada",
      "quanto gastei de farmácia?",
      "divide 80",
    ])
      expect(readSplitCommand(text)).toBeNull();
  });

  it("words the split with what stayed first", () => {
    expect(
      replySplit({
        description: "mercado",
        total: 30000,
        kept: { amount: 22000, category: "Mercado" },
        parts: [{ amount: 8000, category: "Saúde" }],
      }),
    ).toBe(
      '✂️ Dividi mercado (R$ 300,00): R$ 220,00 em Mercado, R$ 80,00 em Saúde.\nSe não era isso, diga "desfaz".',
    );
  });
});

describe("the books' rules of a split", () => {
  it("refuses an instalment part, a part of no amount and parts worth more than the record", () => {
    const record = { amount: 30_000, installmentCount: null };
    expect(splitRefusal({ amount: 30_000, installmentCount: 3 }, [{ amount: 100 }])).toEqual({
      reason: "instalment",
    });
    expect(splitRefusal(record, [])).toEqual({ reason: "no_amount" });
    expect(splitRefusal(record, [{ amount: 0 }])).toEqual({ reason: "no_amount" });
    expect(splitRefusal(record, [{ amount: 10.5 }])).toEqual({ reason: "no_amount" });
    expect(splitRefusal(record, [{ amount: 20_000 }, { amount: 10_001 }])).toEqual({
      reason: "too_much",
      parts: 30_001,
      total: 30_000,
    });
  });

  it("lets parts take the record whole or leave a rest", () => {
    expect(
      splitRefusal({ amount: 30_000, installmentCount: 1 }, [{ amount: 20_000 }, { amount: 10_000 }]),
    ).toBeNull();
    expect(splitRefusal({ amount: 30_000, installmentCount: null }, [{ amount: 1 }])).toBeNull();
  });
});
