// Days said in a message (each relative day word dates its own record, a week named without a day,
// "terço" never a Tuesday) and the words that name a record or its card.
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { NOW } from "./parse-table.test-support.ts";
import { correctTypo } from "./typos.ts";

/** Thursday 5 November 2026, morning in São Paulo. */
const THURSDAY = new Date("2026-11-05T09:00:00-03:00");

describe('"terço" (the third paid with vacations) is never "terça"', () => {
  it.each(["terco", "tercos", "quartos", "quintos"])("leaves the word %s alone", (w) =>
    expect(correctTypo(w)).toBeNull(),
  );
  it.each(["recebi as ferias 4.300 com o terco", "recebi o terço de ferias 1.400"])("%s is today", (text) => {
    const [got] = parseMessage(text, THURSDAY);
    expect(got).toMatchObject({ intent: "record", kind: "income", date: "2026-11-05" });
  });
  it('a Tuesday typed one letter off is still a Tuesday: "uber 30 na terca"', () => {
    const [got] = parseMessage("uber 30 na terca", THURSDAY);
    expect(got).toMatchObject({ amount: 30, date: "2026-11-03" });
  });
});

describe("each day said before its amount dates its own record", () => {
  const WEDNESDAY = new Date("2026-11-25T20:00:00-03:00");
  it.each([
    ["anteontem 35 de gasolina ontem 50", ["2026-11-23", "2026-11-24"]],
    ["ontem almoco 30 hoje 25", ["2026-11-24", "2026-11-25"]],
    ["dia 20 paguei 35 de gasolina dia 22 50", ["2026-11-20", "2026-11-22"]],
    ["anteontem 35 de gasolina e ontem 50", ["2026-11-23", "2026-11-24"]],
    // days after their amounts date the one before them
    ["gasolina 35 anteontem e 50 ontem", ["2026-11-23", "2026-11-24"]],
    // one day said first dates every amount after it
    ["ontem gastei 30 de uber e 20 de almoco", ["2026-11-24", "2026-11-24"]],
    // a day that opens a later record is that record's alone; the one before, with none, is today's
    ["gastei 40 no mercado e ontem mais 60", ["2026-11-25", "2026-11-24"]],
    ["mercado 40, ontem 60 de uber", ["2026-11-25", "2026-11-24"]],
    ["uber 20 e na segunda 35 de uber", ["2026-11-25", "2026-11-23"]],
    // a day said at the end is every record's
    ["gastei 40 no mercado e 60 na farmacia ontem", ["2026-11-24", "2026-11-24"]],
    ["gastei 40 no mercado, ontem", ["2026-11-24"]],
  ])("%s", (text, days) => {
    const got = parseMessage(text, WEDNESDAY);
    expect(got.map((r) => (r.intent === "record" ? r.date : r.intent))).toEqual(days);
  });
});

describe("a weekday between a word and an amount is that amount's day", () => {
  const WEDNESDAY = new Date("2026-11-25T20:00:00-03:00");
  it("dates each record after its day", () => {
    const got = parseMessage("segunda 35 de gasolina terca 50", WEDNESDAY);
    expect(got.map((r) => (r.intent === "record" ? [r.amount, r.date] : r.intent))).toEqual([
      [35, "2026-11-23"],
      [50, "2026-11-24"],
    ]);
  });
  it("a payment ahead with its day and amount is a reminder", () =>
    expect(parseMessage("tenho q pagar o dentista sexta 350", WEDNESDAY)).toMatchObject([
      { intent: "reminder", amount: 350, date: "2026-11-27" },
    ]));
  it.each(["paguei a segunda 350", "paguei a segunda parcela 350"])("%s is an ordinal: today", (text) =>
    expect(parseMessage(text, WEDNESDAY)).toMatchObject([
      { intent: "record", amount: 350, date: "2026-11-25" },
    ]),
  );
});

describe("a week named: its day, or the same weekday that many weeks back; a holiday said", () => {
  const WEDNESDAY = new Date("2026-11-25T20:00:00-03:00");
  const SUNDAY = new Date("2026-11-22T12:00:00-03:00");
  const dateOf = (text: string, now: Date) => {
    const [got] = parseMessage(text, now);
    return got?.intent === "record" ? got.date : got?.intent;
  };
  it.each([
    ["segunda da semana passada paguei 80 de consulta", "2026-11-16"],
    ["na segunda-feira da semana passada almocei 40", "2026-11-16"],
    ["sexta da semana retrasada uber 30", "2026-11-13"],
    ["semana passada paguei 200 de mecanico", "2026-11-18"],
    ["semana retrasada paguei 200 de mecanico", "2026-11-11"],
    ["no feriado gastei 200 na praia", "2026-11-20"],
    ["gastei 150 no mercado nesse feriado", "2026-11-20"],
  ])("%s", (text, day) => expect(dateOf(text, WEDNESDAY)).toBe(day));
  it("the previous week runs Monday to Sunday: on a Sunday its Monday is 8 days back", () =>
    expect(dateOf("segunda da semana passada paguei 80", SUNDAY)).toBe("2026-11-09"));
  it("a holiday on the day itself is today", () =>
    expect(dateOf("no feriado gastei 200", new Date("2026-11-20T18:00:00-03:00"))).toBe("2026-11-20"));
  it('"feriado" dates, it describes nothing', () => {
    const [got] = parseMessage("no feriado gastei 200 na praia", WEDNESDAY);
    expect(got).toMatchObject({ description: "praia" });
  });
  it.each([
    ["quanto gastei semana retrasada", "2026-11-09", "2026-11-15"],
    ["quanto gastei no feriado", "2026-11-20", "2026-11-20"],
    ["quanto gastei segunda da semana passada", "2026-11-16", "2026-11-16"],
  ])("asks about %s", (text, from, to) =>
    expect(parseMessage(text, WEDNESDAY)[0]).toMatchObject({ intent: "query", from, to }),
  );
  it('"a segunda parcela" is no day', () =>
    expect(dateOf("paguei a segunda parcela de 200", WEDNESDAY)).toBe("2026-11-25"));
});

describe('"isso foi anteontem": the record just booked, named as "isso"', () => {
  const THURSDAY = new Date("2026-11-26T20:00:00-03:00");
  it.each([
    ["pera, isso foi anteontem", { date: "2026-11-24", amount: null }],
    ["isso foi ontem", { date: "2026-11-25", amount: null }],
    ["esse foi 45", { amount: 45, date: null }],
  ])("%s", (text, want) => {
    expect(parseMessage(text, THURSDAY)).toEqual([expect.objectContaining({ intent: "edit_last", ...want })]);
  });
  it.each(["isso foi caro", "isso foi muito bom"])("%s corrects nothing", (text) => {
    expect(parseMessage(text, THURSDAY)[0]?.intent).not.toBe("edit_last");
  });
});

describe("a deletion's reason after a comma names nothing", () => {
  it.each([
    ["apaga o uber, a empresa pagou", { count: 1, target: "uber" }],
    ["tira a pizza, foi meu marido que pagou", { count: 1, target: "pizza" }],
    ["apaga os dois, meu amigo pagou", { count: 2 }],
    ["apaga os dois", { count: 2 }],
    ["apaga as tres, foi engano", { count: 3 }],
    ["apaga ambos", { count: 2 }],
    // more words of the record after the comma still say which
    ["apaga o uber, o da volta", { count: 1, target: "uber volta" }],
    ["apaga o uber, o de 32", { count: 1, target: "uber", amount: 32 }],
    ["apaga os dois cafes", { count: 1, target: "cafes" }],
  ])("%s", (text, want) => {
    const got = parseMessage(text, NOW);
    expect(got).toEqual([expect.objectContaining({ intent: "delete_last", ...want })]);
    if (!("target" in want)) expect(got[0]).not.toHaveProperty("target");
  });
});

describe("Nubank's nicknames, where a card is said", () => {
  it.each(["comprei um tenis de 399 no roxinho", "passei 89 no nu no posto", "paguei 50 no cartao roxinho"])(
    "%s is on credit on Nubank",
    (text) => {
      expect(parseMessage(text, NOW)[0]).toMatchObject({ payment: { method: "credit", card: "Nubank" } });
    },
  );
  it('"um vestido roxinho" is a colour', () => {
    expect(parseMessage("comprei um vestido roxinho 80", NOW)[0]).toMatchObject({
      amount: 80,
      payment: null,
    });
  });
});

describe("an expense with no amount keeps how it was paid", () => {
  it.each([
    ["paguei o condominio no pix", "pix"],
    ["paguei a luz no debito", "debit"],
  ])("%s", (text, method) => {
    expect(parseMessage(text, NOW)[0]).toMatchObject({ intent: "incomplete", payment: { method } });
  });
  it("none said, none kept", () => {
    expect(parseMessage("paguei o condominio", NOW)[0]).not.toHaveProperty("payment");
  });
});

describe("a record and a question in one message: the record, then the question", () => {
  const WEDNESDAY = new Date("2026-11-25T20:00:00-03:00");
  it.each([
    ["gastei 60 de uber hj quanto ja foi de uber na semana?", 60],
    ["gastei 60 de uber hj, quanto gastei de uber na semana?", 60],
    ["quanto gastei essa semana? ah e paguei 30 de estacionamento", 30],
  ])("%s", (text, amount) => {
    const got = parseMessage(text, WEDNESDAY);
    expect(got.map((r) => r.intent)).toEqual(["record", "query"]);
    expect(got[0]).toMatchObject({ amount });
    expect(got[1]).toMatchObject({ metric: "expenses", from: "2026-11-23", to: "2026-11-25" });
  });
  it("a question not understood leaves the record alone", () => {
    expect(parseMessage("quanto custa? paguei 30 de uber", WEDNESDAY).map((r) => r.intent)).toEqual([
      "record",
    ]);
  });
  it.each(["quanto gastei de uber na semana?", "gastei 60 de uber hj"])("%s is one intent", (text) => {
    expect(parseMessage(text, WEDNESDAY)).toHaveLength(1);
  });
  it('"quanto já foi de uber?" asks what was spent', () => {
    expect(parseMessage("quanto ja foi de uber na semana?", WEDNESDAY)[0]).toMatchObject({
      intent: "query",
      metric: "expenses",
      category: "Transporte",
    });
  });
});

describe('a day of a month counted from this one: "dia 10 do mês passado"', () => {
  it.each([
    ["paguei 300 do condominio dia 10 do mes passado", "2026-10-10"],
    ["dia 31 do mês passado gastei 50", "2026-10-31"],
    ["gastei 40 dia 10 do mês retrasado", "2026-09-10"],
    // the same day of last month when none is said
    ["gastei 200 mês passado", "2026-10-22"],
  ])("%s is %s", (text, date) => {
    const [got] = parseMessage(text, NOW);
    expect(got).toMatchObject({ intent: "record", date });
  });
  it("a question about that day asks about that day alone", () => {
    const [got] = parseMessage("quanto gastei dia 10 do mês passado", NOW);
    expect(got).toMatchObject({ intent: "query", from: "2026-10-10", to: "2026-10-10", by: "days" });
  });
  it("a reminder on that day of next month", () => {
    const [got] = parseMessage("me lembra de pagar o ipva dia 5 do mês que vem", NOW);
    expect(got).toMatchObject({ intent: "reminder", date: "2026-12-05" });
  });
});

describe("a weekday after a heading's colon opens what was spent on it", () => {
  it('"gastos da semana: segunda mercado 120, terça gasolina 150" dates each on its day', () => {
    const got = parseMessage("gastos da semana: segunda mercado 120, terça gasolina 150", NOW);
    expect(got).toMatchObject([
      { intent: "record", amount: 120, date: "2026-11-16" },
      { intent: "record", amount: 150, date: "2026-11-17" },
    ]);
  });
  it('"obs: segunda via do boleto 5" is no day', () => {
    const [got] = parseMessage("obs: segunda via do boleto 5", NOW);
    expect(got).toMatchObject({ intent: "record", amount: 5, date: "2026-11-22" });
  });
});
