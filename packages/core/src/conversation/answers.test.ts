import { describe, expect, it } from "vitest";
import { parseMessage } from "../parser/parse-message.ts";
import { expectMapping } from "../testing/expect-mapping.ts";
import { type Answer, buttonId, choicesOf, offeredChoices, readAnswer, readYesNo } from "./answers.ts";
import {
  type AnsweredQuestion,
  answered,
  ask,
  emptyState,
  liveState,
  type PendingQuestion,
  type Question,
  type RecordRef,
} from "./state.ts";

const NOW = new Date("2026-11-22T12:00:00-03:00");
const TODAY = "2026-11-22";

function pending(question: Question): PendingQuestion {
  const p = ask(emptyState(), question, "personal", NOW).pending;
  if (!p) throw new Error("not asked");
  return p;
}

function answer(
  p: PendingQuestion | null,
  text: string,
  choiceId?: string,
  before: AnsweredQuestion[] = [],
): Answer | null {
  return readAnswer(p, {
    text,
    choiceId,
    answered: before,
    results: parseMessage(text, NOW),
    reparse: (t) => parseMessage(t, NOW),
    today: TODAY,
  });
}

const condominio = pending({
  type: "amount",
  intent: {
    intent: "incomplete",
    kind: "expense",
    missing: ["amount"],
    category: "Moradia",
    description: "condominio",
  },
});

describe("an amount question is answered only by a message that answers it", () => {
  it.each([
    ["450", 450],
    ["R$ 450,90", 450.9],
    ["foi 450", 450],
    ["era 450", 450],
    ["450 reais", 450],
    ["uns 450", 450],
    ["450 no pix", 450],
    ["paguei 450", 450],
    ["condominio 450", 450],
    ["quatrocentos e cinquenta", 450],
  ])("%j → R$ %d", (text, amount) => {
    expect(answer(condominio, text)).toMatchObject({ type: "amount", amount });
  });

  it.each([
    "gastei 54 no almoço",
    "uber 23",
    "quanto gastei esse mês?",
    "recebi 450 do freela",
    "me lembra de pagar a luz dia 10",
    "oi",
  ])("%j is not the answer", (text) => {
    expect(answer(condominio, text)).toBeNull();
  });

  it.each(["não sei ainda", "depois te falo", "deixa", "esquece"])("%j drops it", (text) => {
    expect(answer(condominio, text)).toEqual({ type: "none" });
  });

  it("keeps what the answer adds: the payment and the day", () => {
    const a = answer(condominio, "450 no pix ontem");
    expect(a).toMatchObject({
      type: "amount",
      amount: 450,
      said: { date: "2026-11-21", payment: { method: "pix" } },
    });
  });
});

describe("an amount said roughly is asked; the exact one, or 'deixa pra lá', answers", () => {
  const lavaJato = pending({
    type: "amount",
    intent: {
      intent: "incomplete",
      kind: "expense",
      missing: ["amount"],
      category: "Transporte",
      description: "lava jato",
      roughly: [40, 50],
    },
  });
  it("reads the amount, or nothing", () => {
    expect(answer(lavaJato, "50")).toMatchObject({ type: "amount", amount: 50 });
    expect(answer(lavaJato, "foi 45")).toMatchObject({ type: "amount", amount: 45 });
    expect(answer(lavaJato, "deixa pra la")).toEqual({ type: "none" });
  });
  it("reads an amount said in words, as a voice note writes it", () => {
    expect(answer(lavaJato, "quarenta e cinco")).toMatchObject({ type: "amount", amount: 45 });
    expect(answer(lavaJato, "cinquenta")).toMatchObject({ type: "amount", amount: 50 });
    expect(answer(lavaJato, "quarenta e sete e cinquenta")).toMatchObject({ type: "amount", amount: 47.5 });
    // words that are no amount answer nothing
    expect(answer(lavaJato, "dois e três")).toBeNull();
  });
  it("reads a candidate named by its place", () => {
    expect(answer(lavaJato, "o segundo")).toMatchObject({ type: "amount", amount: 50 });
    expect(answer(lavaJato, "foi a primeira opção")).toMatchObject({ type: "amount", amount: 40 });
    expect(answer(lavaJato, "o último")).toMatchObject({ type: "amount", amount: 50 });
    // there is no third
    expect(answer(lavaJato, "o terceiro")).toBeNull();
  });
});

describe("candidates asked with nothing named: a record near them answers and names it", () => {
  const unnamed = pending({
    type: "amount",
    intent: { intent: "incomplete", kind: "expense", missing: ["amount"], roughly: [2000, 3000] },
  });
  it("reads the record said as the answer, or leaves a far one on its own", () => {
    expect(answer(unnamed, "3 mil, foi a geladeira")).toMatchObject({
      type: "amount",
      amount: 3000,
      said: { description: "geladeira" },
    });
    expect(answer(unnamed, "recebi 2500 do freela")).toMatchObject({
      type: "amount",
      said: { kind: "income" },
    });
    expect(answer(unnamed, "3000")).toMatchObject({ type: "amount", amount: 3000 });
    expect(answer(unnamed, "uber 20")).toBeNull();
  });
});

describe("a count not sure is asked; one of the counts, or the total, answers", () => {
  const camisetas = pending({
    type: "amount",
    intent: {
      intent: "incomplete",
      kind: "expense",
      missing: ["amount"],
      category: "Compras",
      description: "camisetas",
      counts: { said: [2, 3], price: 40 },
    },
  });
  it("a count said is that many at the price said", () => {
    expect(answer(camisetas, "foram 3")).toMatchObject({ type: "amount", amount: 120 });
    expect(answer(camisetas, "2 camisetas")).toMatchObject({ type: "amount", amount: 80 });
    expect(answer(camisetas, "3 mesmo")).toMatchObject({ type: "amount", amount: 120 });
  });
  it("the total, or a number that is no count said, is the amount", () => {
    expect(answer(camisetas, "120")).toMatchObject({ type: "amount", amount: 120 });
    expect(answer(camisetas, "foi 100")).toMatchObject({ type: "amount", amount: 100 });
    expect(answer(camisetas, "deixa")).toEqual({ type: "none" });
  });
});

describe("things counted with their price unsaid: each one's price, or all of them", () => {
  const cervejas = pending({
    type: "amount",
    intent: {
      intent: "incomplete",
      kind: "expense",
      missing: ["amount"],
      category: "Alimentação",
      description: "4 cerveja",
      count: 4,
    },
  });
  it("each one's price is times the count", () => {
    expect(answer(cervejas, "8 cada")).toEqual({ type: "amount", amount: 32, said: null });
    expect(answer(cervejas, "foi 7,50 cada uma")).toMatchObject({ type: "amount", amount: 30 });
    expect(answer(cervejas, "R$ 8 cada")).toMatchObject({ type: "amount", amount: 32 });
    expect(answer(cervejas, "8 reais cada")).toMatchObject({ type: "amount", amount: 32 });
  });
  it("all of them, or the amount alone, is as said", () => {
    expect(answer(cervejas, "deu 45 as quatro")).toMatchObject({ type: "amount", amount: 45 });
    expect(answer(cervejas, "32 no total")).toMatchObject({ type: "amount", amount: 32 });
    expect(answer(cervejas, "32")).toMatchObject({ type: "amount", amount: 32 });
  });
  it("two prices are no answer of this kind", () => {
    expect(answer(cervejas, "8 cada e 10 a porção")).not.toMatchObject({ type: "amount", amount: 32 });
  });
});

describe("yes or no", () => {
  it("reads yes, no, or neither", () => {
    expectMapping(readYesNo, {
      sim: true,
      "Sim!": true,
      pode: true,
      "isso mesmo": true,
      "pode registrar": true,
      "👍": null,
      não: false,
      "nao era": false,
      "deixa pra lá": false,
      "gastei 50 no mercado": null,
      "simples assim eu gastei 40 reais no mercado hoje cedo": null,
      // a letter held for emphasis, and "já" to "já está paga?"
      siiim: true,
      naoo: false,
      "já sim": true,
      já: true,
      "já vou pagar amanhã": null,
      issoo: true,
    });
  });

  const record = {
    intent: "record",
    kind: "expense",
    amount: 300,
    date: TODAY,
    category: "Outros",
    description: "",
    recurrence: null,
    payment: null,
  } as const;
  const confirm = pending({ type: "confirm_record", record });

  it("answers a confirmation", () => {
    expect(answer(confirm, "sim")).toEqual({ type: "yes" });
    expect(answer(confirm, "não")).toEqual({ type: "no" });
    expect(answer(confirm, "gastei 50 no mercado")).toBeNull();
  });

  it("a confirmation answered with the amount it really was: that amount", () => {
    for (const text of ["não, 8 foi o total", "não, foi 45", "foi 8 no total", "não, 8"])
      expect(answer(confirm, text)).toMatchObject({ type: "amount" });
    expect(answer(confirm, "não, 8 foi o total")).toEqual({ type: "amount", amount: 8, said: null });
  });

  it("a yes with another amount after it: that amount", () => {
    const split = pending({
      type: "confirm_record",
      record: { ...record, amount: 45 },
      shared: { total: 90, people: 2 },
    });
    for (const [text, amount] of [
      ["sim mas foi 45 e pouco, 47", 47],
      ["sim, mas foi 47", 47],
      ["sim foi 47", 47],
      ["isso, só que deu 47", 47],
      ["sim, 47", 47],
    ] as const)
      expect(answer(split, text)).toEqual({ type: "amount", amount, said: null });
    // a yes with no amount after it, or with a thing said, is still a yes
    expect(answer(split, "sim, foi no mercado")).toEqual({ type: "yes" });
    expect(answer(split, "sim mesmo")).toEqual({ type: "yes" });
  });

  it("a purchase planned, confirmed with the price it came to", () => {
    const planned = pending({ type: "buy_planned", plannedId: 1, description: "notebook" });
    expect(answer(planned, "sim, mas saiu 3.899")).toEqual({ type: "amount", amount: 3899, said: null });
    expect(answer(planned, "sim")).toEqual({ type: "yes" });
  });

  it("a bill asked as split by two, answered 'meio a meio': yes; elsewhere it is no answer", () => {
    const split = pending({
      type: "confirm_record",
      record: { ...record, amount: 150 },
      shared: { total: 300, people: 2 },
    });
    for (const text of ["foi meio a meio", "meio a meio", "metade", "rachamos"])
      expect(answer(split, text)).toEqual({ type: "yes" });
    expect(answer(confirm, "foi meio a meio")).toBeNull();
    // a count or a "no" after it says otherwise
    for (const text of ["rachamos em 3", "rachamos não, eu paguei tudo", "metade não, foi em 3"])
      expect(answer(split, text)).not.toEqual({ type: "yes" });
  });

  it("a message sent again: 'apaga o repetido' says no to the copy, which was never booked", () => {
    const again = pending({ type: "resent", records: [{ ...record, amount: 23, description: "uber" }] });
    expect(answer(again, "não")).toEqual({ type: "no" });
    expect(answer(again, "sim")).toEqual({ type: "yes" });
    for (const text of ["apaga o repetido", "duplicou", "o uber ficou repetido", "mandei duas vezes"])
      expect(answer(again, text)).toEqual({ type: "no", copy: true });
    // a deletion that names no copy is a message of its own
    expect(answer(again, "apaga o mercado")).toBeNull();
    // "não, é outra": whatever the "não" answered, another one is new money; "não é outro" is not
    for (const text of ["não, é outra", "sim, foi outra", "é outro gasto"])
      expect(answer(again, text)).toEqual({ type: "yes" });
    expect(answer(again, "não é outro")).toEqual({ type: "no" });
  });
});

describe("'fiz 200 na feira': which way the money went", () => {
  const [asked] = parseMessage("fiz 200 na feira", NOW);
  if (asked?.intent !== "confirm_record" || !asked.income) throw new Error("not asked which way");
  const way = pending({ type: "confirm_record", record: asked.record, income: asked.income });
  it("money come in, or gone out, said in a few words", () => {
    for (const text of ["recebi", "vendi", "foi venda", "recebi sim", "Recebi!"])
      expect(answer(way, text)).toEqual({ type: "kind", kind: "income" });
    for (const text of ["gastei", "comprei", "foi compra", "gastei sim"])
      expect(answer(way, text)).toEqual({ type: "kind", kind: "expense" });
  });
  it("a yes, both ways, or a message of its own are no answer", () => {
    for (const text of ["sim", "vendi e comprei", "gastei 50 no mercado e depois recebi 30 do joão"])
      expect(answer(way, text)).toBeNull();
  });
  it("offers the two ways as buttons", () => {
    expect(choicesOf(way).map((c) => c.id)).toEqual(["recebi", "gastei"]);
    expect(answer(way, "", buttonId(way, { id: "gastei", title: "Gastei" }))).toEqual({
      type: "kind",
      kind: "expense",
    });
  });
});

describe("'gastei 20 de uber ontem e anteontem': on each day, or in all", () => {
  const [asked] = parseMessage("gastei 20 de uber ontem e anteontem", NOW);
  if (asked?.intent !== "confirm_record" || !asked.days) throw new Error("not asked which days");
  const days = pending({ type: "confirm_record", record: asked.record, days: asked.days });
  it("each day, or all together, said in a few words", () => {
    for (const text of ["cada dia", "foi cada dia", "Cada um!", "por dia", "nos dois dias", "20 cada"])
      expect(answer(days, text)).toEqual({ type: "days", each: true });
    for (const text of ["no total", "total", "foi tudo junto", "os dois juntos", "ao todo", "20 no total"])
      expect(answer(days, text)).toEqual({ type: "days", each: false });
  });
  it("a yes, another amount or a message of its own are no answer", () => {
    for (const text of ["sim", "foi 10 cada dia", "gastei 50 no mercado ontem e anteontem no total"])
      expect(answer(days, text)).toBeNull();
  });
  it("offers the two readings as buttons", () => {
    expect(choicesOf(days).map((c) => c.id)).toEqual(["cada", "total"]);
    expect(answer(days, "", buttonId(days, { id: "total", title: "No total" }))).toEqual({
      type: "days",
      each: false,
    });
  });
});

describe("which record", () => {
  const which = pending({
    type: "which_record",
    target: "aluguel",
    change: { amount: 1500, category: null, date: null, description: null },
    candidates: [
      {
        ids: [1],
        kind: "expense",
        total: 140000,
        date: "2026-11-05",
        category: "Moradia",
        description: "aluguel",
      },
      {
        ids: [2],
        kind: "expense",
        total: 80000,
        date: "2026-11-20",
        category: "Moradia",
        description: "aluguel garagem",
      },
    ],
  });

  it.each([
    ["1", 0],
    ["2", 1],
    ["o 2", 1],
    ["o primeiro", 0],
    ["a segunda", 1],
    ["o último", 1],
    ["o da garagem", 1],
    ["o de 1400", 0],
    ["o de sexta", 1],
    ["o do dia 05/11", 0],
  ])("%j picks option %d", (text, index) => {
    expect(answer(which, text)).toEqual({ type: "pick", index });
  });

  it.each(["gastei 50 no mercado", "aluguel", "quanto gastei?", "3"])("%j picks none of them", (text) => {
    expect(answer(which, text)).toBeNull();
  });

  it('"nenhum" drops the question', () => {
    expect(answer(which, "nenhum")).toEqual({ type: "none" });
  });

  it("offers each candidate as a choice, answered by its button id", () => {
    const choices = choicesOf(which);
    expect(choices.map((c) => c.id)).toEqual(["1", "2"]);
    expect(choices[1]?.title).toBe("R$ 800,00 aluguel garag…");
    expect(answer(which, "whatever", buttonId(which, choices[1] ?? { id: "", title: "" }))).toEqual({
      type: "pick",
      index: 1,
    });
  });
});

describe("buttons answer by id", () => {
  const change = {
    intent: "card",
    name: null,
    kind: "credit",
    limit: 4000,
    closing_day: null,
    due_day: null,
  } as const;
  const card = pending({ type: "which_card", change, cards: ["Nubank", "Inter"] });

  it("a tap on the waiting question's button answers it", () => {
    expect(answer(card, "Inter", `${card.id}:2`)).toEqual({ type: "pick", index: 1 });
    expect(answer(card, "inter")).toEqual({ type: "pick", index: 1 });
  });

  it("a tap on an older question's button, or after it was answered, is stale", () => {
    expect(answer(card, "Sim", "q0:sim")).toEqual({ type: "stale" });
    expect(answer(null, "Sim", `${card.id}:sim`)).toEqual({ type: "stale" });
    expect(answer(card, "Inter", `${card.id}:9`)).toEqual({ type: "stale" });
  });

  it("ids name the question: q1-…, q2-…", () => {
    const first = ask(emptyState(), { type: "which_card", change, cards: ["A", "B"] }, "personal", NOW);
    const second = ask(first, { type: "which_card", change, cards: ["A", "B"] }, "personal", NOW);
    expect(first.pending?.id).toMatch(/^q1-[0-9a-z]+$/);
    expect(second.pending?.id).toMatch(/^q2-[0-9a-z]+$/);
  });

  it("a question lapses after 30 minutes", () => {
    const state = ask(emptyState(), { type: "which_card", change, cards: ["A", "B"] }, "personal", NOW);
    const stored = JSON.parse(JSON.stringify(state));
    expect(liveState(stored, new Date(NOW.getTime() + 29 * 60_000)).pending?.id).toBe(state.pending?.id);
    expect(liveState(stored, new Date(NOW.getTime() + 31 * 60_000)).pending).toBeNull();
    expect(liveState({ something: "else" }, NOW)).toEqual(emptyState());
  });
});

describe("an import offer", () => {
  const offer = pending({ type: "import_statement", importId: 7, card: false });

  it("offers Importar and Cancelar, answered by their buttons", () => {
    const choices = choicesOf(offer);
    expect(choices.map((c) => c.title)).toEqual(["Importar", "Cancelar"]);
    expect(answer(offer, "Importar", buttonId(offer, choices[0] as (typeof choices)[0]))).toEqual({
      type: "yes",
    });
    expect(answer(offer, "Cancelar", buttonId(offer, choices[1] as (typeof choices)[0]))).toEqual({
      type: "no",
    });
  });

  it("reads importar, sim and cancelar; a record of its own is no answer", () => {
    expectMapping((text) => answer(offer, text)?.type ?? null, {
      importar: "yes",
      "Pode importar!": "yes",
      "importa tudo": "yes",
      sim: "yes",
      cancelar: "no",
      não: "no",
      "gastei 50 no mercado": null,
    });
  });

  it("reads the file's side said in words, as its other side to read it again", () => {
    const side = (text: string) => {
      const a = answer(offer, text);
      return a?.type === "side" ? a.side : (a?.type ?? null);
    };
    expectMapping(side, {
      "é fatura do cartão": "card",
      "é fatura": "card",
      "é do cartão": "card",
      "na verdade é fatura": "card",
      "lê como fatura do cartão de crédito": "card",
      "Não, é extrato da conta": "account",
      "é da conta": "account",
      "é conta corrente": "account",
      "extrato bancário": "account",
      "gastei 50 no cartão": null,
      "quanto devo no cartão?": null,
    });
  });

  it("asks the account of a file with no number among the person's, by its number, name or button", () => {
    const choosing = pending({
      type: "import_statement",
      importId: 7,
      card: false,
      accounts: ["Nubank", "Nubank PJ"],
    });
    const choices = choicesOf(choosing);
    expect(choices.map((c) => c.title)).toEqual(["Nubank", "Nubank PJ"]);
    expect(answer(choosing, "Nubank PJ", buttonId(choosing, choices[1] as (typeof choices)[0]))).toEqual({
      type: "pick",
      index: 1,
    });
    expect(answer(choosing, "2")).toEqual({ type: "pick", index: 1 });
    expect(answer(choosing, "a 2")).toEqual({ type: "pick", index: 1 });
    expect(answer(choosing, "nubank pj")).toEqual({ type: "pick", index: 1 });
    expect(answer(choosing, "cancelar")).toEqual({ type: "no" });
  });
});

describe("choices offered as reply buttons or a list, each answered once", () => {
  const record: RecordRef = {
    ids: [7],
    kind: "expense",
    total: 8000,
    date: TODAY,
    category: "Mercado",
    description: "mercado",
  };
  const booked = pending({
    type: "records_booked",
    operationIds: [3],
    records: [record],
    card: "Nubank",
    cards: ["Inter"],
  });

  it("a yes-or-no question offers two buttons whose ids name it", () => {
    const confirm = pending({
      type: "confirm_record",
      record: {
        intent: "record",
        kind: "expense",
        amount: 200,
        date: TODAY,
        category: "Mercado",
        description: "mercado",
        recurrence: null,
        payment: null,
      },
    });
    expect(offeredChoices(confirm)).toEqual({
      style: "buttons",
      button: "Escolher",
      items: [
        { id: `${confirm.id}:sim`, title: "Sim" },
        { id: `${confirm.id}:nao`, title: "Não" },
      ],
    });
    expect(answer(confirm, "Não", `${confirm.id}:nao`)).toEqual({ type: "no" });
  });

  it("a booked record offers undo, another card and another category; typed text never answers them", () => {
    expect(choicesOf(booked).map((c) => c.title)).toEqual([
      "Desfazer",
      "Era outro cartão",
      "Outra categoria",
    ]);
    expect(answer(booked, "Desfazer", `${booked.id}:desfazer`)).toEqual({
      type: "choice",
      choice: "desfazer",
    });
    expect(answer(booked, "desfazer")).toBeNull();
    const cash = pending({
      type: "records_booked",
      operationIds: [3],
      records: [record],
      card: null,
      cards: [],
    });
    expect(choicesOf(cash).map((c) => c.title)).toEqual(["Desfazer", "Outra categoria"]);
    const two = pending({
      type: "records_booked",
      operationIds: [3, 4],
      records: [record, record],
      card: null,
      cards: [],
    });
    expect(choicesOf(two).map((c) => c.title)).toEqual(["Desfazer"]);
  });

  it("more than three choices, or a record to tell apart, go as a list of at most ten rows", () => {
    const categories = Array.from({ length: 12 }, (_, i) => `Categoria ${i + 1}`);
    const which = pending({ type: "record_category", record, categories });
    const offered = offeredChoices(which);
    expect(offered?.style).toBe("list");
    expect(offered?.button).toBe("Ver categorias");
    expect(offered?.items).toHaveLength(10);
    expect(offered?.items[9]).toEqual({ id: `${which.id}:10`, title: "Categoria 10" });
    expect(answer(which, "Categoria 3", `${which.id}:3`)).toEqual({ type: "pick", index: 2 });
    expect(answer(which, "3")).toEqual({ type: "pick", index: 2 });
    const cards = pending({ type: "record_card", record, cards: ["Inter", "C6"] });
    expect(offeredChoices(cards)?.style).toBe("buttons");
  });

  it("a second tap on an answered question is told apart from an old or unknown one", () => {
    const change = {
      intent: "card",
      name: null,
      kind: "credit",
      limit: 4000,
      closing_day: null,
      due_day: null,
    } as const;
    const asked = ask(emptyState(), { type: "which_card", change, cards: ["A", "B"] }, "personal", NOW);
    const state = answered(asked, "q0-x", "2", NOW);
    expect(state.pending).not.toBeNull();
    const done = answered(state, state.pending?.id ?? "", "2", NOW);
    expect(done.pending).toBeNull();
    const id = state.pending?.id ?? "";
    expect(answer(null, "B", `${id}:2`, done.answered)).toEqual({ type: "again", same: true });
    expect(answer(null, "A", `${id}:1`, done.answered)).toEqual({ type: "again", same: false });
    expect(answer(null, "A", "q77-zz:1", done.answered)).toEqual({ type: "stale" });
    // a choice the question never offered
    expect(answer(booked, "x", `${booked.id}:apagar-tudo`)).toEqual({ type: "stale" });
  });

  it("answered questions are remembered for 30 minutes, with the state", () => {
    const done = answered(emptyState(), "q1-x", "sim", NOW);
    const stored = JSON.parse(JSON.stringify(done));
    expect(liveState(stored, new Date(NOW.getTime() + 29 * 60_000)).answered).toHaveLength(1);
    expect(liveState(stored, new Date(NOW.getTime() + 31 * 60_000)).answered).toEqual([]);
    // a state stored before answers were remembered
    expect(liveState({ seq: 2, subject: null, pending: null }, NOW).answered).toEqual([]);
  });
});

describe("a purchase refused for too many parts waits only for a count the books take", () => {
  const [refused] = parseMessage("comprei uma tv de 3000 em 99x no nubank", NOW);
  const purchase = refused?.intent === "unknown" ? refused.purchase : undefined;
  it("comes with the purchase read without the parts", () => {
    expect(refused).toMatchObject({ too_many_instalments: 99 });
    expect(purchase).toMatchObject({ intent: "record", amount: 3000, description: "tv" });
  });
  const tv = pending({ type: "instalments", purchase: purchase as NonNullable<typeof purchase> });

  it.each([
    ["foi em 12x", 12],
    ["12x", 12],
    ["em 12x então", 12],
    ["12 vezes", 12],
    ["parcelei em 10", 10],
    ["pode ser 10x no cartão", 10],
    ["72x", 72],
  ])("%j → %dx", (text, count) => {
    expect(answer(tv, text)).toMatchObject({ type: "instalments", count });
  });

  it.each(["gastei 40 no almoço", "80x", "quanto gastei esse mês?", "foi 12x de 250"])(
    "%j is not the answer",
    (text) => {
      expect(answer(tv, text)).toBeNull();
    },
  );

  it("is dropped on a no", () => {
    expect(answer(tv, "deixa")).toEqual({ type: "none" });
  });

  it("keeps a purchase said without its amount, to ask it next", () => {
    const [sofa] = parseMessage("comprei um sofá em 80x", NOW);
    expect(sofa).toMatchObject({
      too_many_instalments: 80,
      purchase: { intent: "incomplete", description: "sofá" },
    });
  });
});

describe("'vou tirar 100 da meta': taken out already, or not yet", () => {
  const goalOut = pending({ type: "goal_out", goal: "viagem", amount: 100 });
  it.each([
    ["já tirei", "yes"],
    ["tirei sim", "yes"],
    ["já", "yes"],
    ["sim", "yes"],
    ["ainda não", "no"],
    ["não tirei ainda", "no"],
    ["vou tirar amanhã", "no"],
    ["não", "no"],
  ])("%s → %s", (text, type) => expect(answer(goalOut, text)).toEqual({ type }));
  it.each(["tirei 50 da meta do carro", "gastei 30 no mercado", "quanto falta pra meta?"])(
    "%s is a message of its own",
    (text) => expect(answer(goalOut, text)).toBeNull(),
  );
  it("offers yes and no", () => expect(choicesOf(goalOut).map((c) => c.id)).toEqual(["sim", "nao"]));
});

describe("'2 camisetas de 50': each one's price, or all of them", () => {
  const [asked] = parseMessage("comprei 2 camisetas de 50", NOW);
  if (asked?.intent !== "confirm_record" || !asked.each) throw new Error("not asked each or all");
  const each = pending({ type: "confirm_record", record: asked.record, each: asked.each });
  it("each one's price said again books the product; all of them books the price alone", () => {
    for (const text of ["50 cada", "cada", "cada uma", "foi 50 cada", "por unidade", "R$50 cada"])
      expect(answer(each, text)).toEqual({ type: "yes" });
    for (const text of ["50 as duas", "no total", "50 no total", "foi tudo junto", "50 ao todo", "as duas"])
      expect(answer(each, text)).toEqual({ type: "amount", amount: 50, said: null });
  });
  it("another price of each is that price times the count; a message of its own is no answer", () => {
    expect(answer(each, "não, 60 cada")).toEqual({ type: "amount", amount: 120, said: null });
    expect(answer(each, "foi 7,50 cada uma")).toEqual({ type: "amount", amount: 15, said: null });
    expect(answer(each, "gastei 50 no mercado")).toBeNull();
  });
});

describe("a bill asked as split, answered that the person paid it all", () => {
  const [asked] = parseMessage("jantar 200 dividido em 4", NOW);
  if (asked?.intent !== "confirm_record" || !asked.shared) throw new Error("not asked the part");
  const split = pending({ type: "confirm_record", record: asked.record, shared: asked.shared });
  it("books the whole bill", () => {
    for (const text of [
      "não, paguei tudo",
      "paguei sozinho",
      "eu que paguei",
      "tudo eu",
      "paguei a conta toda",
    ])
      expect(answer(split, text)).toEqual({ type: "amount", amount: 200, said: null });
    expect(answer(split, "sim")).toEqual({ type: "yes" });
  });
});

it("'ainda não' to a bill that arrived is a no", () => {
  const [asked] = parseMessage("a luz veio 230", NOW);
  if (asked?.intent !== "confirm_record") throw new Error("not asked whether paid");
  expect(answer(pending({ type: "confirm_record", record: asked.record }), "ainda não")).toEqual({
    type: "no",
  });
});
