import { describe, expect, it } from "vitest";
import { parseMessage } from "../parser/parse-message.ts";
import type { Interpretation } from "../parser/types.ts";
import { inContext } from "./in-context.ts";
import { type ConversationState, emptyState, liveState, type Mention, mention } from "./state.ts";

// Sunday 22 November 2026, noon in São Paulo.
const NOW = new Date("2026-11-22T12:00:00-03:00");

/** The state after a turn that mentioned these things, a minute before NOW. */
function after(...mentions: Mention[]): ConversationState {
  return mention(emptyState(), mentions, "personal", new Date(NOW.getTime() - 60_000));
}

/** What a message means after the state: the parser, then the conversation. */
function read(state: ConversationState, text: string): Interpretation {
  const [first] = inContext(state, parseMessage(text, NOW), text, NOW);
  if (!first) throw new Error("no result");
  return first.item;
}

const asked = (text: string): Mention => {
  const [q] = parseMessage(text, NOW);
  if (q?.intent !== "query") throw new Error(`not a question: ${text}`);
  return { type: "question", query: q };
};

const RECORD = {
  ids: [41],
  kind: "expense" as const,
  total: 1800,
  date: "2026-11-22",
  category: "Alimentação",
  description: "padaria",
};

describe("follow-ups keep the last question and change what they say", () => {
  const rows: [string, string, Record<string, unknown>][] = [
    [
      "quanto gastei no mercado essa semana?",
      "e semana passada?",
      { metric: "expenses", category: "Mercado", from: "2026-11-09", to: "2026-11-15" },
    ],
    [
      "quanto gastei semana passada?",
      "e no mercado?",
      { metric: "expenses", category: "Mercado", from: "2026-11-09", to: "2026-11-15" },
    ],
    [
      "quanto gastei com ifood esse mês?",
      "e com uber?",
      { metric: "expenses", text: "uber", from: "2026-11-01", to: "2026-11-22" },
    ],
    [
      "quanto gastei no mercado em outubro?",
      "e as receitas?",
      { metric: "income", category: null, from: "2026-10-01", to: "2026-10-31" },
    ],
    [
      "qual foi meu maior gasto essa semana?",
      "e mês passado?",
      { metric: "largest", from: "2026-10-01", to: "2026-10-31" },
    ],
    [
      "quanto gastei no nubank esse mês?",
      "e no inter?",
      { metric: "expenses", card: "Inter", from: "2026-11-01" },
    ],
    ["como tá meu limite do mercado?", "e no lazer?", { metric: "limit", category: "Lazer" }],
    ["quanto tá a fatura do nubank?", "e no inter?", { metric: "card_bill", card: "Inter" }],
    [
      "lista meus gastos de hoje",
      "e ontem?",
      { metric: "list", from: "2026-11-21", to: "2026-11-21", kind: "expense" },
    ],
    [
      "quanto gastei semana passada?",
      "e quanto foi no mercado?",
      { metric: "expenses", category: "Mercado", from: "2026-11-09", to: "2026-11-15" },
    ],
  ];
  it.each(rows)("after %j, %j", (question, follow, want) => {
    expect(read(after(asked(question)), follow)).toMatchObject({ intent: "query", ...want });
  });

  it('"e no total?" is the same question without its filters', () => {
    expect(read(after(asked("quanto gastei com transporte esse mês?")), "e no total?")).toMatchObject({
      metric: "expenses",
      category: null,
      text: null,
      from: "2026-11-01",
    });
    expect(
      read(after(asked("quanto gastei com ifood no nubank?")), "e com alimentação no total?"),
    ).toMatchObject({
      metric: "expenses",
      category: "Alimentação",
      text: null,
      card: null,
    });
  });

  it("without a question before it, asks about this month's expenses with the filter", () => {
    expect(read(emptyState(), "e no mercado?")).toMatchObject({
      intent: "query",
      metric: "expenses",
      category: "Mercado",
      from: "2026-11-01",
      to: "2026-11-22",
    });
  });

  it("a question that names its own period keeps it", () => {
    expect(
      read(after(asked("quanto gastei semana passada?")), "e quanto gastei hoje no mercado?"),
    ).toMatchObject({ from: "2026-11-22", to: "2026-11-22", category: "Mercado" });
  });
});

describe("a card or a limit referred to", () => {
  it('"o limite dele é 4 mil" is the card just set up', () => {
    expect(read(after({ type: "card", name: "Nubank" }), "o limite dele é 4 mil")).toMatchObject({
      intent: "card",
      name: "Nubank",
      limit: 4000,
    });
  });

  it("without a card talked about, the card stays unnamed (the assistant asks which)", () => {
    expect(read(emptyState(), "o limite dele é 4 mil")).toMatchObject({ intent: "card", name: null });
    // a card mentioned before other subjects is not "dele"
    const later = after({ type: "card", name: "Nubank" }, asked("quanto gastei com ifood?"));
    expect(read(later, "o limite dele é 4 mil")).toMatchObject({ intent: "card", name: null });
    const record = after({ type: "record", record: RECORD, card: null });
    expect(read(record, "o limite dele é 4 mil")).toMatchObject({ intent: "card", name: null });
  });

  it("a purchase on a card makes it the card talked about", () => {
    expect(
      read(after({ type: "record", record: RECORD, card: "Nubank" }), "o limite dele é 4 mil"),
    ).toMatchObject({ intent: "card", name: "Nubank" });
  });

  it("\"e quanto sobra de limite?\" is the card's after a card, the category's after a category", () => {
    expect(read(after({ type: "card", name: "Nubank" }), "e quanto sobra de limite?")).toMatchObject({
      metric: "card_bill",
      card: "Nubank",
    });
    expect(read(after({ type: "category", name: "Mercado" }), "e quanto sobra de limite?")).toMatchObject({
      metric: "limit",
      category: "Mercado",
    });
    expect(
      read(after({ type: "record", record: RECORD, card: "Inter" }), "quanto sobra de limite?"),
    ).toMatchObject({ metric: "card_bill", card: "Inter" });
    expect(read(after(asked("quanto gastei no mercado?")), "quanto sobra de limite?")).toMatchObject({
      metric: "limit",
      category: "Mercado",
    });
  });

  it('"como estão meus limites?" stays all of them', () => {
    expect(read(after({ type: "card", name: "Nubank" }), "como estão meus limites?")).toMatchObject({
      metric: "limit",
      category: null,
    });
  });
});

describe("a change of value is the limit's right after one was set, else the record's", () => {
  it('"aumenta pra 400" after a limit set changes the limit', () => {
    expect(read(after({ type: "limit", category: "Lazer" }), "aumenta pra 400")).toEqual({
      intent: "limit",
      category: "Lazer",
      amount: 400,
    });
  });
  it("after the limit was undone, the newest record", () => {
    const state = after({ type: "limit", category: "Lazer" }, { type: "undone" });
    expect(read(state, "não, era 61,37")).toMatchObject({ intent: "edit_last", amount: 61.37 });
  });
  it("after a record, the record", () => {
    const state = after({ type: "limit", category: "Lazer" }, { type: "record", record: RECORD });
    expect(read(state, "aumenta pra 40")).toMatchObject({ intent: "edit_last", amount: 40 });
  });
});

describe("a correction that names no record is about the record of the conversation", () => {
  it.each(["era no crédito", "muda pra lazer", "na verdade foi 45", "não, 45", "no crédito", "no pix"])(
    "%s",
    (text) => {
      const [first] = inContext(
        after({ type: "record", record: RECORD }),
        parseMessage(text, NOW),
        text,
        NOW,
      );
      expect(first?.item.intent).toBe("edit_last");
      expect(first?.record).toEqual(RECORD);
    },
  );

  it("how it was paid, said alone, is how the record just booked was paid; after a question, a filter", () => {
    expect(read(after({ type: "record", record: RECORD }), "no nubank")).toMatchObject({
      intent: "edit_last",
      payment: { method: null, card: "Nubank" },
    });
    expect(read(after(asked("quanto gastei essa semana?")), "e no crédito?")).toMatchObject({
      intent: "query",
      payment: "credit",
    });
    // long after the record, it is a question again
    const later = mention(
      emptyState(),
      [{ type: "record", record: RECORD }],
      "personal",
      new Date(NOW.getTime() - 3 * 3600_000),
    );
    expect(read(later, "no pix")).toMatchObject({ intent: "query", payment: "pix" });
  });

  it("one that names its record is left to the search by words", () => {
    const [first] = inContext(
      after({ type: "record", record: RECORD }),
      parseMessage("o aluguel era 1500", NOW),
      "o aluguel era 1500",
      NOW,
    );
    expect(first?.record).toBeUndefined();
  });

  it("a record deleted is no longer the subject", () => {
    const state = mention(
      after({ type: "record", record: RECORD }),
      [{ type: "deleted", ids: [41] }],
      "personal",
      NOW,
    );
    expect(state.subject?.record).toBeNull();
  });
});

describe("the subject lapses", () => {
  it("two hours later a follow-up starts afresh", async () => {
    const { liveState } = await import("./state.ts");
    const old = after(asked("quanto gastei semana passada?"));
    const later = new Date(NOW.getTime() + 3 * 3_600_000);
    expect(liveState(JSON.parse(JSON.stringify(old)), later).subject).toBeNull();
    expect(liveState(JSON.parse(JSON.stringify(old)), NOW).subject?.question).toMatchObject({
      metric: "expenses",
    });
  });

  it("a subject of the other book is not this book's", () => {
    const personal = after({ type: "card", name: "Nubank" });
    const business = mention(personal, [{ type: "category", name: "Fornecedores" }], "business", NOW);
    expect(business.subject).toMatchObject({ book: "business", card: null, category: "Fornecedores" });
  });
});

describe("another reminder like the last one", () => {
  const reminded = after({ type: "reminder", description: "pagar o cartao" });
  it('"e a água dia 25" sets a reminder with the same verb on the 25th', () => {
    expect(read(reminded, "e a água dia 25")).toMatchObject({
      intent: "reminder",
      description: "pagar a água",
      date: "2026-11-25",
    });
  });
  it('"e o gás na sexta" is the coming Friday', () => {
    expect(read(reminded, "e o gás na sexta")).toMatchObject({ intent: "reminder", date: "2026-11-27" });
  });
  it("a follow-up without a day stays a question, and without a reminder a day is a question", () => {
    expect(read(reminded, "e com uber?")).toMatchObject({ intent: "query" });
    expect(read(emptyState(), "e a água dia 25")).toMatchObject({ intent: "query" });
  });
  it('"e o gás dia 10, 120" with its amount is a reminder next month, never an expense on the 10th before', () => {
    expect(read(reminded, "e o gás dia 10, 120")).toMatchObject({
      intent: "reminder",
      description: "pagar o gás",
      date: "2026-12-10",
      amount: 120,
    });
    expect(read(reminded, "e o cartao dia 5, 1.300")).toMatchObject({ intent: "reminder", amount: 1300 });
    // NOW is the 22nd: the 28th is still to come this month
    expect(read(reminded, "gás dia 28, 120")).toMatchObject({ intent: "reminder", date: "2026-11-28" });
    expect(read(reminded, "gás dia 10, 120")).toMatchObject({ intent: "record", date: "2026-11-10" });
  });
  it("'tbm', 'do' and 'da' said first are no part of what is paid", () => {
    expect(read(reminded, "e do condominio dia 10, 650")).toMatchObject({
      intent: "reminder",
      description: "pagar o condominio",
    });
    expect(read(reminded, "tbm o iptu dia 12 de 300")).toMatchObject({
      intent: "reminder",
      description: "pagar o iptu",
      amount: 300,
    });
  });
  it("a money verb, or no reminder before, books the expense on the day said", () => {
    expect(read(reminded, "e paguei o gás dia 10, 120")).toMatchObject({
      intent: "record",
      date: "2026-11-10",
    });
    expect(read(emptyState(), "e o gás dia 10, 120")).toMatchObject({ intent: "record", date: "2026-11-10" });
  });
});

describe("a record that carries on the one just booked keeps its day", () => {
  // Lunch on Friday 20th, booked a minute ago.
  const friday = after({ type: "record", record: { ...RECORD, date: "2026-11-20", dated: true } });
  it.each([
    ["e 12 de estacionamento", "2026-11-20"],
    ["mais 8 de cafe", "2026-11-20"],
    ["tb paguei 6 de cafe", "2026-11-20"],
    ["uber 20 tbm", "2026-11-20"],
    ["ah e 15 de gorjeta", "2026-11-20"],
    // its own day wins
    ["e 30 de gasolina ontem", "2026-11-21"],
    // not carried on: a record of its own, today
    ["gastei 12 de estacionamento", "2026-11-22"],
    ["estacionamento 12", "2026-11-22"],
  ])("%s → %s", (text, date) => {
    expect(read(friday, text)).toMatchObject({ intent: "record", date });
  });

  it("long after the record, today", () => {
    const later = mention(
      emptyState(),
      [{ type: "record", record: { ...RECORD, date: "2026-11-20" } }],
      "personal",
      new Date(NOW.getTime() - 40 * 60_000),
    );
    expect(read(later, "e 12 de estacionamento")).toMatchObject({ date: "2026-11-22" });
  });
});

describe("a record says whether its day was said", () => {
  it.each([
    ["almocei 38 na segunda", true],
    ["uber 20 ontem", true],
    ["mercado 200 dia 15", true],
    ["almocei 38", undefined],
    ["padaria 14", undefined],
  ])("%s", (text, dated) => {
    expect(parseMessage(text, NOW)[0]).toMatchObject({ intent: "record" });
    expect((parseMessage(text, NOW)[0] as { dated?: true }).dated).toBe(dated);
  });
});

describe("a record that carries on the one just booked is of its kind and its category, unless it says its own", () => {
  const freela = after({
    type: "record",
    record: { ...RECORD, kind: "income", category: "Freelance", description: "freela design" },
  });
  it.each([
    ["e 120 de outro cliente", { kind: "income", amount: 120, category: "Freelance" }],
    ["mais 80 do joao", { kind: "income", amount: 80 }],
    // its own word says which way the money went
    ["e gastei 50 de taxa", { kind: "expense", amount: 50 }],
  ])("%s", (text, want) => {
    expect(read(freela, text)).toMatchObject({ intent: "record", ...want });
  });
  it("a lunch's tip is filed with the lunch; a word with a category of its own keeps it", () => {
    const lunch = after({ type: "record", record: RECORD });
    expect(read(lunch, "e mais 12 de gorjeta pro motoboy")).toMatchObject({ category: "Alimentação" });
    expect(read(lunch, "e 12 de estacionamento")).toMatchObject({ category: "Transporte" });
  });
});

describe("things counted after a sale, with no verb of their own, are sold too", () => {
  const sale = after({
    type: "record",
    record: { ...RECORD, kind: "income", total: 10000, category: "Vendas", description: "20 salgados" },
  });
  it.each([
    ["e 10 brigadeiros, 3 cada", { kind: "income", amount: 30, category: "Vendas" }],
    ["mais 5 bolos a 20 cada", { kind: "income", amount: 100, category: "Vendas" }],
    ["e mais 2 bolos pra dona marta 70", { kind: "income", amount: 70, category: "Vendas" }],
    ["e 10 bolos de pote a 8 cada", { kind: "income", amount: 80, category: "Vendas" }],
    // money said, not things: what it was is not said to be sold
    ["e 15 de gás", { kind: "expense", amount: 15 }],
    // its own word says which way the money went
    ["e comprei 10 ovos por 12", { kind: "expense", amount: 12 }],
  ])("%s", (text, want) => {
    expect(read(sale, text)).toMatchObject({ intent: "record", ...want });
  });
  it("after a purchase, things counted stay bought", () => {
    expect(read(after({ type: "record", record: RECORD }), "e 10 brigadeiros, 3 cada")).toMatchObject({
      kind: "expense",
      amount: 30,
    });
  });
});

describe("another app said after work on an app, with no verb of its own, is work too", () => {
  const rides = after({
    type: "record",
    record: { ...RECORD, kind: "income", total: 42000, category: "Freelance", description: "uber" },
  });
  it.each([
    ["e 180 no ifood", { kind: "income", amount: 180, category: "Freelance" }],
    ["e 70 de gasolina", { kind: "expense", amount: 70, category: "Transporte" }],
    ["e pedi 40 no ifood", { kind: "expense", amount: 40 }],
  ])("%s", (text, want) => {
    expect(read(rides, text)).toMatchObject({ intent: "record", ...want });
  });
  it("after a freelance job, an app named is where money went", () => {
    const freela = after({
      type: "record",
      record: { ...RECORD, kind: "income", category: "Freelance", description: "freela design" },
    });
    expect(read(freela, "e 40 no ifood")).toMatchObject({ kind: "expense", amount: 40 });
  });
});

describe("a comparison said as a follow-up keeps the last question and compares it", () => {
  it.each([
    ["compara com outubro", { from: "2026-10-01", to: "2026-10-31" }],
    ["e comparado com mês passado?", { from: "2026-10-01", to: "2026-10-31" }],
    ["compara com semana passada", { from: "2026-11-09", to: "2026-11-15" }],
  ])("%s", (text, compare) => {
    expect(read(after(asked("quanto gastei no mercado esse mês?")), text)).toMatchObject({
      intent: "query",
      metric: "expenses",
      category: "Mercado",
      from: "2026-11-01",
      to: "2026-11-22",
      compare,
    });
  });
});

describe("a limit asked about after a record is no category's limit", () => {
  it("after a record filed in Compras, 'quanto tenho de limite?' names no category", () => {
    expect(
      read(after({ type: "record", record: { ...RECORD, category: "Compras" } }), "quanto tenho de limite?"),
    ).toMatchObject({
      metric: "limit",
      category: null,
    });
  });
});

describe("after a message that was not understood, a correction is not about the record before", () => {
  const lost = (amount: number | null) =>
    mention(
      emptyState(),
      [
        { type: "record", record: RECORD },
        { type: "not_understood", amount },
      ],
      "personal",
      new Date(NOW.getTime() - 60_000),
    );
  it("a new amount alone is asked about", () => {
    expect(read(lost(null), "foi 30")).toEqual({ intent: "unknown", hint: "amount", amount: 30 });
  });
  it("after an amount alone, a category says where it goes: a record of that amount", () => {
    expect(read(lost(30), "foi de bar")).toMatchObject({ intent: "record", amount: 30, category: "Lazer" });
    expect(read(lost(30), "no mercado")).toMatchObject({ intent: "record", amount: 30, category: "Mercado" });
  });
  it("a move of the record, said plainly, is still a move", () => {
    expect(read(lost(null), "joga pra lazer")).toMatchObject({ intent: "edit_last", category: "Lazer" });
  });
  it("the thing alone, or 'foi o …', answers what the amount was, described as said", () => {
    expect(read(lost(80), "farmácia")).toMatchObject({
      intent: "record",
      amount: 80,
      category: "Saúde",
      description: "farmácia",
    });
    expect(read(lost(35), "uber")).toMatchObject({ intent: "record", amount: 35, description: "uber" });
    expect(read(lost(120), "foi o jantar")).toMatchObject({
      intent: "record",
      amount: 120,
      description: "jantar",
    });
    expect(read(lost(45), "foi no posto")).toMatchObject({
      intent: "record",
      category: "Transporte",
      description: "posto",
    });
    // nothing the books file, or an amount of its own: read as usual
    expect(read(lost(80), "sei lá")).not.toMatchObject({ intent: "record" });
    expect(read(lost(80), "uber 30")).toMatchObject({ intent: "record", amount: 30 });
    expect(read(lost(80), "cinema com a ana, dividimos")).not.toMatchObject({ intent: "record", amount: 80 });
  });
  it("the day said with the amount stays with it", () => {
    const said = mention(
      emptyState(),
      [{ type: "not_understood", amount: 120, said: "120 ontem" }],
      "personal",
      new Date(NOW.getTime() - 60_000),
    );
    expect(read(said, "foi o jantar")).toMatchObject({ intent: "record", amount: 120, date: "2026-11-21" });
  });
  it("anything else said in between clears it", () => {
    const later = mention(lost(null), [{ type: "record", record: RECORD }], "personal", NOW);
    expect(read(later, "foi 30")).toMatchObject({ intent: "edit_last", amount: 30 });
  });
});

describe("an amount said alone right after a reminder is the reminder's", () => {
  const reminded = after({ type: "reminder", description: "pagar o condominio" });
  it.each(["650", "o valor é 650", "valor: 650", "é R$ 650,00", "foi 650"])("%s", (text) => {
    expect(read(reminded, text)).toEqual({ intent: "reminder_amount", amount: 650 });
  });
  it("an amount with a thing named is a record; long after the reminder, an amount alone is asked about", () => {
    expect(read(reminded, "mercado 650")).toMatchObject({ intent: "record", amount: 650 });
    const later = mention(
      emptyState(),
      [{ type: "reminder", description: "pagar o condominio" }],
      "personal",
      new Date(NOW.getTime() - 3 * 3_600_000),
    );
    expect(read(later, "650")).toEqual({ intent: "unknown", hint: "amount", amount: 650 });
  });
});

describe("the last question asked again", () => {
  it.each(["quanto ficou?", "e agora?", "como ficou", "quanto deu"])("%s after a question", (text) => {
    const state = after(asked("quanto gastei hoje?"));
    expect(read(state, text)).toEqual(state.subject?.question);
  });
  it("without a question before it, the month's spending", () => {
    expect(read(emptyState(), "quanto ficou?")).toMatchObject({
      intent: "query",
      metric: "expenses",
      from: "2026-11-01",
    });
  });
});

describe("a line of the last list, by its place", () => {
  const lines = [
    { ...RECORD, ids: [3], description: "uber" },
    { ...RECORD, ids: [2], description: "sorvete" },
    { ...RECORD, ids: [1], description: "ifood" },
  ];
  const listed = after(asked("lista meus gastos de hoje"), { type: "listed", records: lines });
  it("a correction or a deletion of 'o segundo', 'a terceira' is about that line", () => {
    const [second] = inContext(
      listed,
      parseMessage("o segundo foi no débito", NOW),
      "o segundo foi no débito",
      NOW,
    );
    expect(second).toMatchObject({
      item: { intent: "edit_last", payment: { method: "debit" } },
      record: lines[1],
    });
    expect(second?.item).not.toHaveProperty("target");
    const [third] = inContext(listed, parseMessage("a terceira era 50", NOW), "a terceira era 50", NOW);
    expect(third).toMatchObject({ item: { intent: "edit_last", amount: 50 }, record: lines[2] });
    const [first] = inContext(listed, parseMessage("apaga o primeiro", NOW), "apaga o primeiro", NOW);
    expect(first).toEqual({ item: { intent: "delete_last", count: 1 }, record: lines[0] });
  });
  it("right after one message booked several, 'o segundo' is the second said", () => {
    const pair = [
      { ...RECORD, ids: [7], description: "mercado" },
      { ...RECORD, ids: [8], description: "farmacia" },
    ];
    const booked = mention(
      listed,
      pair.map((record) => ({ type: "record", record }) as Mention),
      "personal",
      NOW,
    );
    const [second] = inContext(
      booked,
      parseMessage("o segundo foi no credito", NOW),
      "o segundo foi no credito",
      NOW,
    );
    expect(second).toMatchObject({ item: { intent: "edit_last" }, record: pair[1] });
  });
  it("a place past the list, or no list shown, names no line", () => {
    expect(
      inContext(listed, parseMessage("apaga o quinto", NOW), "apaga o quinto", NOW)[0],
    ).not.toHaveProperty("record");
    const [none] = inContext(emptyState(), parseMessage("apaga o primeiro", NOW), "apaga o primeiro", NOW);
    expect(none).toEqual({ item: expect.objectContaining({ intent: "delete_last", target: "primeiro" }) });
  });
});

describe("'já coloquei 500' right after a goal is money put in it", () => {
  const goal: Mention = { type: "goal", name: "carro" };
  it("read as 'guardei', for that goal", () => {
    expect(read(after(goal), "ja coloquei 500 hj")).toMatchObject({
      intent: "record",
      kind: "investment",
      amount: 500,
      goal: "carro",
    });
    expect(read(after(goal), "botei mais 200")).toMatchObject({ kind: "investment", goal: "carro" });
  });
  it("anything else named, or no goal talked about, is read as usual", () => {
    expect(read(after(goal), "coloquei 50 de gasolina")).toMatchObject({ kind: "expense", amount: 50 });
    expect(read(emptyState(), "ja coloquei 500 hj")).toMatchObject({ intent: "unknown" });
  });
});

describe("'esquece, desisti' takes back what was just booked, and only that", () => {
  it("the record just booked; the records one message booked, as many newest ones", () => {
    const booked = after({ type: "record", record: RECORD });
    const [one] = inContext(booked, parseMessage("esquece, desisti", NOW), "esquece, desisti", NOW);
    expect(one).toEqual({ item: { intent: "delete_last", count: 1 }, record: RECORD });
    const two = after(
      { type: "record", record: RECORD },
      { type: "record", record: { ...RECORD, ids: [42] } },
    );
    expect(read(two, "ignora essa ultima msg")).toEqual({ intent: "delete_last", count: 2 });
  });
  it("with nothing just booked, nothing is deleted", () => {
    expect(read(emptyState(), "desconsidera esse")).toEqual({ intent: "unknown", hint: "not_spent" });
    const old = mention(
      emptyState(),
      [{ type: "record", record: RECORD }],
      "personal",
      new Date(NOW.getTime() - 3 * 3600_000),
    );
    expect(read(old, "esquece")).toEqual({ intent: "unknown", hint: "not_spent" });
  });
});

describe("'não coloca 400' books nothing and takes back only the record just booked it names", () => {
  const booked = after({ type: "record", record: RECORD });
  it("the record just booked, when its amount or its words are the ones refused", () => {
    for (const text of ["nao lanca esse", "não registra", "nao coloca 18", "não anota a padaria"])
      expect(inContext(booked, parseMessage(text, NOW), text, NOW)).toEqual([
        { item: { intent: "delete_last", count: 1 }, record: RECORD },
      ]);
  });
  it("another amount or thing, or nothing just booked: nothing deleted", () => {
    expect(read(booked, "nao coloca 400")).toEqual({ intent: "unknown", hint: "not_spent" });
    expect(read(booked, "não lança o uber")).toEqual({ intent: "unknown", hint: "not_spent" });
    expect(read(emptyState(), "não coloca 400")).toEqual({ intent: "unknown", hint: "not_spent" });
  });
  it("what is said instead corrects the record just booked at the amount refused", () => {
    const [one] = inContext(booked, parseMessage("nao coloca 18, coloca 21", NOW), "", NOW);
    expect(one).toEqual({
      item: { intent: "edit_last", amount: 21, category: null, date: null, description: null },
      record: RECORD,
    });
    expect(read(booked, "não coloca 18, coloca 21 no mercado")).toMatchObject({
      intent: "edit_last",
      amount: 21,
      category: "Mercado",
    });
    // another amount refused, or nothing just booked: read as said, never as a correction
    expect(read(booked, "nao coloca 400, coloca 450")).toEqual({
      intent: "unknown",
      hint: "amount",
      amount: 450,
    });
    expect(read(emptyState(), "nao coloca 400, coloca 450 no mercado")).toMatchObject({
      intent: "record",
      amount: 450,
      category: "Mercado",
    });
  });
});

describe("'fiz 200 na feira' after a sale is what was sold", () => {
  it("income, not asked, when the record talked about was a sale", () => {
    const sale = { ...RECORD, kind: "income" as const, category: "Vendas", description: "10 bolos" };
    expect(read(after({ type: "record", record: sale }), "fiz 200 na feira")).toMatchObject({
      intent: "record",
      kind: "income",
      amount: 200,
      category: "Vendas",
    });
    expect(read(after({ type: "record", record: RECORD }), "fiz 200 na feira")).toMatchObject({
      intent: "confirm_record",
      reason: "direction",
    });
  });
});

describe("'aumenta o limite' right after a record is that record's category's limit", () => {
  it("with the word 'limite' only; 'era 400' stays a correction of the record", () => {
    const booked = after({ type: "record", record: RECORD });
    expect(read(booked, "aumenta o limite pra 400")).toEqual({
      intent: "limit",
      category: "Alimentação",
      amount: 400,
    });
    expect(read(booked, "era 400")).toMatchObject({ intent: "edit_last", amount: 400 });
  });
});

describe("a list's lines lapse when another answer is shown or the book changes", () => {
  const lines = [
    { ...RECORD, ids: [3] },
    { ...RECORD, ids: [2] },
  ];
  const listed = after(asked("lista meus gastos de hoje"), { type: "listed", records: lines });
  it("after a reminders list, 'apaga o segundo' is no line", () => {
    const later = mention(listed, [asked("quais meus lembretes")], "personal", NOW);
    expect(
      inContext(later, parseMessage("apaga o segundo", NOW), "apaga o segundo", NOW)[0],
    ).not.toHaveProperty("record");
  });
  it("in the other book, no line either", () => {
    const other = mention(listed, [{ type: "category", name: "Fornecedores" }], "business", NOW);
    expect(other.subject?.listed).toBeUndefined();
  });
});

describe("right after a limit or a goal is set", () => {
  it("'e 300 com lazer' is another limit, never a record; with a verb it is a record", () => {
    const limited = after({ type: "limit", category: "Mercado" });
    expect(read(limited, "e 300 com lazer")).toEqual({ intent: "limit", category: "Lazer", amount: 300 });
    expect(read(limited, "e gastei 300 com lazer")).toMatchObject({ intent: "record", amount: 300 });
  });
  it("'até dezembro do ano que vem' is the goal's deadline, its amount kept", () => {
    const goal = after({ type: "goal", name: "moto" });
    expect(read(goal, "até dezembro do ano que vem")).toEqual({
      intent: "goal",
      goal_kind: "savings",
      name: "moto",
      amount: null,
      deadline: "2027-12-31",
    });
  });
  it("a message not understood in between keeps the goal talked about", () => {
    const goal = mention(
      after({ type: "goal", name: "moto" }),
      [{ type: "not_understood", amount: null }],
      "personal",
      NOW,
    );
    expect(read(goal, "guardei 300")).toMatchObject({ intent: "record", kind: "investment", goal: "moto" });
  });
});

describe("a friend's part paid back after only the person's part was booked", () => {
  const shared = after({
    type: "record",
    record: {
      ...RECORD,
      total: 3200,
      category: "Transporte",
      description: "uber",
      share: { total: 6400, people: 2 },
    },
  });

  it("is no income", () => {
    expect(read(shared, "ela ja me mandou os 32")).toEqual({
      intent: "unknown",
      hint: "share_back",
      amount: 32,
      share_of: [41],
    });
    expect(read(shared, "caiu o pix da ana, 32")).toMatchObject({ hint: "share_back" });
  });

  it("while money in named by what it is, another amount, or a record not shared, is income", () => {
    expect(read(shared, "recebi 32 de freela")).toMatchObject({ intent: "record", kind: "income" });
    expect(read(shared, "ela me mandou 50")).toMatchObject({ intent: "record", kind: "income" });
    expect(read(after({ type: "record", record: RECORD }), "ela me mandou os 18")).toMatchObject({
      intent: "record",
    });
  });
});

describe("a friend's share paid back after the conversation moved on, tied to the bill", () => {
  const DINNER = {
    ...RECORD,
    ids: [77],
    total: 6000,
    description: "jantar",
    share: { total: 12000, people: 2, names: ["pedro"] },
  };
  // booked, then something else, then a day later: the subject has lapsed, the share is still open
  const booked = mention(
    emptyState(),
    [{ type: "record", record: DINNER }],
    "personal",
    new Date(NOW.getTime() - 86_400_000),
  );
  const later = liveState(booked, NOW);

  it("keeps the share open for days, while the subject lapses", () => {
    expect(later.subject).toBeNull();
    expect(later.shares).toEqual([
      expect.objectContaining({ owed: 1, record: expect.objectContaining({ ids: [77] }) }),
    ]);
    expect(liveState(booked, new Date(NOW.getTime() + 8 * 86_400_000)).shares).toBeUndefined();
  });

  it("money in from the person it was shared with, or named for the bill, is their share", () => {
    for (const text of ["o pedro me pagou os 60", "pedro me devolveu 60 do jantar", "recebi 60 do jantar"])
      expect(read(later, text), text).toEqual({
        intent: "unknown",
        hint: "share_back",
        amount: 60,
        share_of: [77],
      });
    expect(read(later, "o pedro já me pagou a parte dele")).toMatchObject({ hint: "share_back", amount: 60 });
  });

  it("without a tie to the bill, someone else, or another amount, it is income", () => {
    expect(read(later, "me mandaram 60")).toMatchObject({ intent: "record", kind: "income" });
    expect(read(later, "a ana me mandou 60")).toMatchObject({ intent: "record", kind: "income" });
    expect(read(later, "o pedro me pagou 45")).toMatchObject({ intent: "record", kind: "income" });
    expect(read(later, "recebi 60 de freela")).toMatchObject({ intent: "record", kind: "income" });
  });

  it("paid back once, the share is closed", () => {
    const paid = mention(later, [{ type: "paid_back", ids: [77] }], "personal", NOW);
    expect(paid.shares).toBeUndefined();
    expect(read(paid, "o pedro me pagou os 60")).toMatchObject({ intent: "record", kind: "income" });
  });

  it("by person alone, two open bills shared with them tie to neither", () => {
    const pizza = { ...DINNER, ids: [78], description: "pizza" };
    const both = liveState(
      mention(booked, [{ type: "record", record: pizza }], "personal", new Date(NOW.getTime() - 86_000_000)),
      NOW,
    );
    expect(read(both, "o pedro me pagou os 60")).toMatchObject({ intent: "record", kind: "income" });
    expect(read(both, "o pedro me pagou os 60 da pizza")).toMatchObject({
      hint: "share_back",
      share_of: [78],
    });
  });
});

describe("a bill that arrived, then paid: its amount, never asked nor booked twice", () => {
  const luz: Mention = { type: "bill", bill: { total: 18700, category: "Contas", description: "conta luz" } };
  it.each(["paguei a luz", "já paguei a conta de luz", "paguei a conta", "paguei", "já paguei"])(
    "%s",
    (text) =>
      expect(read(after(luz), text)).toMatchObject({
        intent: "record",
        kind: "expense",
        amount: 187,
        category: "Contas",
        description: "conta luz",
        date: "2026-11-22",
      }),
  );
  it.each(["paguei a água", "paguei metade da luz", "paguei a luz no cartão"])(
    "%s is asked as usual",
    (text) => expect(read(after(luz), text)).toMatchObject({ intent: "incomplete" }),
  );
  it("is forgotten once booked", () => {
    const booked: Mention = {
      type: "record",
      record: { ...RECORD, total: 18700, category: "Contas", description: "conta luz" },
    };
    const state = mention(after(luz), [booked], "personal", new Date(NOW.getTime() - 30_000));
    expect(state.subject?.bill).toBeUndefined();
    // the bill just booked, said paid: the same record said again
    expect(read(state, "paguei a luz")).toMatchObject({
      intent: "record",
      amount: 187,
      restates: "conta luz",
    });
  });
  it("is no part of a record of another category", () => {
    const state = mention(after(luz), [{ type: "record", record: RECORD }], "personal", NOW);
    expect(state.subject?.bill).toEqual({ total: 18700, category: "Contas", description: "conta luz" });
  });
});

describe("another of the thing a question was just about", () => {
  it("books it at the amount said, today unless a day is said", () => {
    expect(read(after(asked("quanto gastei de ifood esse mês?")), "pedi mais um agora 52")).toMatchObject({
      intent: "record",
      kind: "expense",
      amount: 52,
      category: "Alimentação",
      description: "ifood",
      date: "2026-11-22",
    });
    expect(read(after(asked("quanto foi de mercado essa semana")), "outro de 80 ontem")).toMatchObject({
      intent: "record",
      amount: 80,
      category: "Mercado",
      date: "2026-11-21",
    });
  });

  it("books nothing after a question about no one thing, or about money in", () => {
    for (const question of ["quanto gastei esse mês?", "quanto recebi de freela esse mês?"])
      expect(read(after(asked(question)), "mais um de 30")).not.toMatchObject({ intent: "record" });
  });
});

describe("a record filed in Outros, then where it went named alone", () => {
  const filed = after({
    type: "record",
    record: { ...RECORD, total: 4500, category: "Outros", description: "outros" },
  });
  it("moves it there, described in the words typed", () => {
    expect(read(filed, "almoço")).toMatchObject({
      intent: "edit_last",
      category: "Alimentação",
      description: "almoço",
    });
    expect(read(filed, "de almoço")).toMatchObject({ category: "Alimentação", description: "almoço" });
    expect(read(filed, "uber")).toMatchObject({ intent: "edit_last", category: "Transporte" });
  });
  it("a word that names no category, or a record filed already, changes nothing", () => {
    expect(read(filed, "obrigado").intent).not.toBe("edit_last");
    expect(read(after({ type: "record", record: RECORD }), "almoço").intent).not.toBe("edit_last");
  });
});

describe("a record dated today for want of a day, then a day alone", () => {
  const undated = after({ type: "record", record: RECORD });
  it("moves it to that day", () => {
    for (const text of ["ontem", "ah e ontem", "opa, ontem", "na verdade anteontem"])
      expect(read(undated, text), text).toMatchObject({
        intent: "edit_last",
        amount: null,
        category: null,
        date: text.endsWith("anteontem") ? "2026-11-20" : "2026-11-21",
      });
  });
  it("a record whose day was said, a question or more than a day changes nothing", () => {
    expect(read(after({ type: "record", record: { ...RECORD, dated: true } }), "ontem").intent).not.toBe(
      "edit_last",
    );
    expect(read(undated, "e ontem?").intent).not.toBe("edit_last");
    expect(read(undated, "ontem o mercado").intent).not.toBe("edit_last");
  });
});
