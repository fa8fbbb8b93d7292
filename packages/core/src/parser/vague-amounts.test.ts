// Amounts said without the exact number ("uns 40 e poucos", "40 ou 50", "2 pau") are asked, never
// guessed; slang that is one amount ("meio pau", "50tão") is read; an amount taken back with
// "mentira" is corrected; a weekday before a later amount dates that record; a part of a total that
// is someone else's is left out. NOW is Sunday 22/11/2026, noon in São Paulo.
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { asked, exp, NOW, table } from "./parse-table.test-support.ts";

table("a floor with a little more is no amount: the exact one is asked", [
  ["gastei uns 40 e poucos no estacionamento", asked([40], { description: "estacionamento" })],
  ["quarenta e poucos de uber", asked([40], { category: "Transporte" })],
  ["paguei 50 e tantos no gás", asked([50], { description: "gás" })],
  ["mercado 200 e pouco", asked([200], { category: "Mercado" })],
  // restated right after, it is the amount said last; "uns", "cerca de", "mais ou menos" are the amount
  ["o mercado deu 134 e pouco, 134,70", exp(134.7)],
  ["a luz deu 134 e pouco, 134,70", { intent: "confirm_record", reason: "arrived", record: exp(134.7) }],
  ["gastei uns 40 no uber", exp(40)],
  ["gastei cerca de 80 na farmácia", exp(80)],
  ["gastei 40 mais ou menos no uber", exp(40)],
]);

table("a ceiling with a little less is no amount either: the exact one is asked", [
  ["gastei quase 50 no mercado", asked([50], { category: "Mercado", almost: true })],
  ["recebi quase 3000 de salário", { ...asked([3000], { almost: true }), kind: "income" }],
  // restated right after, it is the amount said last; "quase comprei" moved no money
  ["mercado quase 130, 134,70", exp(134.7, { category: "Mercado" })],
  ["quase comprei um tenis de 300", { intent: "unknown", hint: "not_spent" }],
]);

table("the thousands said once after two candidates are both candidates'", [
  ["tv 2 ou 3 mil", asked([2000, 3000], { description: "tv" })],
  ["gastei 40 ou 50 mil reais no carro", asked([40000, 50000])],
  ["tv 2 ou 3 mil em 10x", asked([2000, 3000], { payment: { installments: 10 } })],
  ["gastei uns 40 ou 50 no lava jato", asked([40, 50])],
  // in different writings, both candidates: never R$ 3, nor either booked
  ["gastei 2 mil ou 3 no sofa", asked([2000, 3000], { description: "sofa" })],
  ["uns 2000 ou 3 mil de tv", asked([2000, 3000], { description: "tv" })],
  ["gastei 1,5k ou 2k no conserto do carro", asked([1500, 2000])],
  ["mercado 200 ou 250 nao lembro direito", asked([200, 250], { description: "mercado" })],
  ["paguei 2 mil ou 3 no sofa nem lembro", asked([2000, 3000], { description: "sofa" })],
  ["mercado 200 ou 2 mil", asked([200, 2000])],
]);

table("an amount not said exactly with nothing named is asked, what it was too", [
  ["2000 ou 3 mil", asked([2000, 3000])],
  ["quase 50", asked([50], { almost: true })],
  ["40 e poucos", asked([40])],
  ["uns 40 ou 50", asked([40, 50])],
  // one amount with a doubt before it names nothing either: "R$ 40,00 de quê?"
  ["uns 40", { intent: "unknown", hint: "amount", amount: 40 }],
  ["cerca de 40", { intent: "unknown", hint: "amount", amount: 40 }],
  ["40 mais ou menos", { intent: "unknown", hint: "amount", amount: 40 }],
  ["mais ou menos 40?", { intent: "unknown", hint: "amount", amount: 40 }],
  // small candidates alone count things more often than reais
  ["1 ou 2", { intent: "unknown" }],
]);

it("an amount not said exactly with nothing named leaves what it was to the answer", () => {
  for (const text of ["2000 ou 3 mil", "quase 50", "40 e poucos", "uns 40 ou 50"]) {
    const [one] = parseMessage(text, NOW);
    expect(one).not.toHaveProperty("category");
    expect(one).not.toHaveProperty("description");
  }
});

table("each part of a purchase in instalments said roughly is asked, never the floor times the count", [
  [
    "comprei uma geladeira 12x de 150 e poucos",
    asked([150], {
      description: "geladeira",
      perPart: true,
      payment: { method: "credit", installments: 12 },
    }),
  ],
  [
    "celular novo 10x de uns 200",
    asked([200], { perPart: true, doubt: { words: "uns" }, payment: { installments: 10 } }),
  ],
  [
    "o sofa ficou em 6x de 300 mais ou menos",
    asked([300], {
      perPart: true,
      doubt: { words: "mais ou menos", after: true },
      payment: { installments: 6 },
    }),
  ],
  [
    "parcelei o notebook em 10x de quase 400",
    asked([400], { almost: true, perPart: true, payment: { installments: 10 } }),
  ],
  [
    "tv 10x de cerca de 300",
    asked([300], { perPart: true, doubt: { words: "cerca de" }, payment: { installments: 10 } }),
  ],
  // "tipo" and "aproximadamente" are said back as "cerca de"
  ["sofa 12x de tipo 150", asked([150], { perPart: true, doubt: { words: "cerca de" } })],
  [
    "bike 5x de 200 e pouco no nubank",
    asked([200], { perPart: true, payment: { method: "credit", card: "Nubank", installments: 5 } }),
  ],
  ["tv em 10x de mais ou menos 300", asked([300], { perPart: true, payment: { installments: 10 } })],
  // two candidates for each part: which is asked, never the first times the count
  ["geladeira 12x de 150 ou 160", asked([150, 160], { perPart: true, payment: { installments: 12 } })],
  // with nothing named, still asked
  ["12 parcelas de 150 e poucos", asked([150], { perPart: true, payment: { installments: 12 } })],
  // each part said exactly is the total, as before
  ["geladeira 12x de 150", exp(1800, { payment: { installments: 12 } })],
]);

table("a purchase in instalments said roughly is asked the same, its parts kept for the answer", [
  [
    "tv uns 2 mil e poucos em 10x",
    asked([2000], { description: "tv", payment: { method: "credit", installments: 10 } }),
  ],
  [
    "comprei uma geladeira de 3 mil e pouco em 12x no nubank",
    asked([3000], { payment: { method: "credit", card: "Nubank", installments: 12 } }),
  ],
  ["celular quase 2 mil em 10x", asked([2000], { almost: true, payment: { installments: 10 } })],
  // one number said roughly is the amount, as it is without parts
  ["tv uns 2 mil em 10x", exp(2000, { payment: { method: "credit", installments: 10 } })],
  // with no count said, the count is asked first and the exact amount after it
  [
    "comprei uma tv de 2 mil e poucos parcelado",
    { intent: "unknown", instalments_unsaid: true, purchase: asked([2000], { description: "tv" }) },
  ],
]);

describe("an amount not said exactly among other records: only that one is asked", () => {
  const both = (text: string) => parseMessage(text, NOW);
  it("'gastei 30 e poucos no almoço e 20 no uber' books the uber and asks the lunch", () => {
    expect(both("gastei 30 e poucos no almoço e 20 no uber")).toEqual([
      expect.objectContaining(exp(20, { description: "uber" })),
      expect.objectContaining(asked([30], { description: "almoço" })),
    ]);
    expect(both("almoço 30 e poucos, uber 20")).toEqual([
      expect.objectContaining(exp(20, { description: "uber" })),
      expect.objectContaining(asked([30], { description: "almoço" })),
    ]);
  });
  it("the rough one said last, or of the same amount as the exact one, is still the one asked", () => {
    expect(both("gastei 20 no uber e 40 e tantos no mercado")).toEqual([
      expect.objectContaining(exp(20, { description: "uber" })),
      expect.objectContaining(asked([40], { category: "Mercado" })),
    ]);
    expect(both("gastei 30 no almoço e 30 e poucos no uber")).toEqual([
      expect.objectContaining(exp(30, { description: "almoço" })),
      expect.objectContaining(asked([30], { description: "uber" })),
    ]);
    expect(both("gastei 20 no uber e quase 50 no mercado")).toEqual([
      expect.objectContaining(exp(20, { description: "uber" })),
      expect.objectContaining(asked([50], { almost: true })),
    ]);
  });
  it("two amounts not said exactly are both asked, nothing booked", () => {
    expect(both("gastei 30 e poucos no almoço e 20 e poucos no uber")).toEqual([
      expect.objectContaining(asked([30], { description: "almoço" })),
      expect.objectContaining(asked([20], { description: "uber" })),
    ]);
    expect(both("gastei 30 e poucos no almoço e uns 40 ou 50 no uber")).toEqual([
      expect.objectContaining(asked([30], { description: "almoço" })),
      expect.objectContaining(asked([40, 50], { description: "uber" })),
    ]);
  });
  it("'uns 30' is the amount said, so both are booked", () => {
    expect(both("uns 30 no almoço e 20 no uber")).toEqual([
      expect.objectContaining(exp(30, { description: "almoço" })),
      expect.objectContaining(exp(20, { description: "uber" })),
    ]);
  });
});

table("two candidate amounts for one thing: which one is asked", [
  ["gastei uns 40 ou 50 no lava jato", asked([40, 50], { description: "lava jato" })],
  ["uber 18 ou 20 ontem", asked([18, 20], { date: "2026-11-21" })],
  ["paguei 40 ou 50 reais cada", asked([40, 50])],
  // "ou melhor" corrects; the same amount twice is no choice
  ["almoço 30 ou melhor 32", exp(32)],
]);

table("'pau' in slang: a thousand said as such is read, a count before it is asked", [
  ["e o notebook novo foi 2 pau", asked([2, 2000], { description: "notebook novo" })],
  ["gastei 50 paus na balada", asked([50, 50000], { category: "Lazer" })],
  ["gastei meio pau no celular", exp(500)],
  ["gastei um pau no conserto", exp(1000)],
  ["paguei 200 paus no show", exp(200)],
  ["comprei um pau de selfie por 30", exp(30)],
  ["100 pila no bar", exp(100)],
  ["dez conto de pão", exp(10)],
]);

table("a note's nickname written with digits, and an amount taken back with 'mentira'", [
  ["dei um 50tão pro flanelinha", exp(50, { description: "flanelinha" })],
  ["10zinho de pão", exp(10)],
  ["dei um 50tão pro flanelinha kkkk mentira foi 5", exp(5, { description: "flanelinha" })],
  ["gastei 50 no bar, mentira, foi 60", exp(60, { description: "bar" })],
  ["dei 50 pro flanelinha, ops, foi 45", exp(45, { description: "flanelinha" })],
]);

table("a part of a total that is someone else's is not the person's", [
  ["o mercado deu 250 mas 50 disso era coisa da minha vizinha que ela vai me pagar", exp(200)],
  ["mercado 250, 50 disso era do meu irmão", exp(200, { category: "Mercado" })],
  ["gastei 300 na farmácia, 100 disso era pra Ana", exp(200)],
  // without "disso", after "mas" or a comma
  [
    "comprei o presente do amigo secreto 80 mas 40 é da minha irma",
    exp(40, { description: "presente amigo secreto" }),
  ],
  ["mercado 250 mas 50 era dela", exp(200, { category: "Mercado" })],
  ["presente 80, 40 é da Ana", exp(40)],
  // another amount said with "e" is not a part taken off
  ["paguei 80 no mercado e 40 foi da minha irma", exp(80)],
]);

describe("a part of a total of the person's own is still booked apart", () => {
  it("'gastei 250 no mercado mas 50 disso foi cerveja' is 200 and 50", () => {
    expect(parseMessage("gastei 250 no mercado mas 50 disso foi cerveja", NOW)).toMatchObject([
      exp(200, { category: "Mercado" }),
      exp(50, { description: "cerveja" }),
    ]);
  });
});

describe("a weekday that opens a later amount dates that record", () => {
  const wednesday = new Date("2026-11-25T20:00:00-03:00");
  it("'segunda gastei 30 de uber e terça 45 no mercado' is Monday's 30 and Tuesday's 45", () => {
    expect(parseMessage("segunda gastei 30 de uber e terça 45 no mercado", wednesday)).toMatchObject([
      exp(30, { date: "2026-11-23", description: "uber" }),
      exp(45, { date: "2026-11-24", description: "mercado" }),
    ]);
    expect(parseMessage("segunda 30 de uber e terça gastei 45 no mercado", wednesday)).toMatchObject([
      exp(30, { date: "2026-11-23" }),
      exp(45, { date: "2026-11-24", description: "mercado" }),
    ]);
  });
  it("an ordinal, or two weekdays said together, name no day of their own", () => {
    expect(parseMessage("paguei a primeira parcela de 100 e segunda 30", wednesday)).toMatchObject([
      exp(100, { date: "2026-11-25" }),
      exp(30, { date: "2026-11-25" }),
    ]);
    const both = parseMessage("gastei 30 de uber segunda e terça 45 no mercado", wednesday);
    expect(both.map((r) => (r.intent === "record" ? r.date : null))).toEqual(["2026-11-25", "2026-11-25"]);
  });
  it("two weekdays said together with one amount ask each day's or both's, naming both", () => {
    const days = (text: string) => {
      const [one] = parseMessage(text, wednesday);
      return one?.intent === "confirm_record" ? [one.reason, one.days, one.record.date] : one?.intent;
    };
    expect(days("segunda e terça 45 de almoço")).toEqual([
      "days",
      ["2026-11-23", "2026-11-24"],
      "2026-11-24",
    ]);
    expect(days("estacionamento 25 segunda e terça")).toEqual([
      "days",
      ["2026-11-23", "2026-11-24"],
      "2026-11-24",
    ]);
    expect(days("gastei 50 de uber segunda e terça")).toEqual([
      "days",
      ["2026-11-23", "2026-11-24"],
      "2026-11-24",
    ]);
    expect(days("uber segunda e terça 18")).toEqual(["days", ["2026-11-23", "2026-11-24"], "2026-11-24"]);
    expect(days("paguei 45 na segunda e na terça de almoço")).toEqual([
      "days",
      ["2026-11-23", "2026-11-24"],
      "2026-11-24",
    ]);
    // a day each ("e no domingo 50") is each amount's
    expect(parseMessage("gastei 40 no sabado e no domingo 50", wednesday)).toHaveLength(2);
    // "cada dia" books each; an ordinal after an article is no day
    expect(parseMessage("segunda e terça gastei 30 de uber cada dia", wednesday)).toMatchObject([
      exp(30, { date: "2026-11-23" }),
      exp(30, { date: "2026-11-24" }),
    ]);
    expect(days("paguei a segunda e terça 30")).not.toBe("confirm_record");
  });
});

describe("'N e M': a price with its cents, two amounts, or asked", () => {
  it("a second thing named after the M is that thing's amount", () => {
    expect(parseMessage("uber 30 e 20 pra minha mãe", NOW)).toMatchObject([
      exp(30, { category: "Transporte", description: "uber" }),
      exp(20, { description: "mãe" }),
    ]);
    expect(parseMessage("uber 30 e 20 no lanche", NOW)).toMatchObject([
      exp(30, { category: "Transporte" }),
      exp(20, { category: "Alimentação", description: "lanche" }),
    ]);
    expect(parseMessage("mercado 50 e 20 na farmácia", NOW)).toMatchObject([
      exp(50, { category: "Mercado" }),
      exp(20, { category: "Saúde" }),
    ]);
  });
  it("a place of the same thing, a way of paying, where a ride went or a day is no second thing", () => {
    expect(parseMessage("pão 12 e 50 na padaria", NOW)).toMatchObject([exp(12.5)]);
    expect(parseMessage("padaria 12 e 50 ontem", NOW)).toMatchObject([exp(12.5, { date: "2026-11-21" })]);
    expect(parseMessage("almoço 25 e 90 no cartão", NOW)).toMatchObject([exp(25.9)]);
    expect(parseMessage("taxi 35 e 60 pra casa", NOW)).toMatchObject([exp(35.6)]);
    expect(parseMessage("gastei 12 e 50 no lanche", NOW)).toMatchObject([
      exp(12.5, { description: "lanche" }),
    ]);
  });
  it("cents said, or the price in words, are one amount", () => {
    expect(parseMessage("o uber deu 30 e 20 centavos", NOW)).toMatchObject([
      exp(30.2, { category: "Transporte" }),
    ]);
    expect(parseMessage("o uber deu trinta e vinte", NOW)).toMatchObject([exp(30.2)]);
    expect(parseMessage("a internet é 99 e 90", NOW)).toMatchObject([exp(99.9)]);
  });
  it("whole tens no bigger than the reais after one thing: which is asked", () => {
    for (const text of ["o uber deu 30 e 20", "uber 30 e 20", "uber 30 e 20 no cartão", "mercado 100 e 50"])
      expect(parseMessage(text, NOW)).toMatchObject([
        { intent: "incomplete", apart: [expect.any(Number), expect.any(Number)] },
      ]);
    expect(parseMessage("uber 30 e 20 ontem", NOW)).toMatchObject([
      asked([30.2, 50], { apart: [30, 20], category: "Transporte", date: "2026-11-21" }),
    ]);
  });
});

table("a way of paying said with a rough amount is kept, the amount still asked", [
  ["gastei uns 40 e poucos no cartão", asked([40], { payment: { method: "credit" } })],
  ["gastei uns 40 ou 50 no pix", asked([40, 50], { payment: { method: "pix" } })],
]);
