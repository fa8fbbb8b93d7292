// A week is a week, whatever dates it covers (docs/books.md, "The week"). June 2026 begins on a
// Monday: on Wednesday the 3rd "essa semana" and "esse mês" cover the same days, 01..03. Each door
// says how its period counts, so the week counts each record on its counting day and the month by
// the month rule (a credit part in its bill's month), in the chat, on Transações and in the Monday
// summary, for calendar months and for a month that starts on payday. Filtered questions count
// as the plain totals do, so the pieces of a month add up to its total.
import { bookWeek, type CountedPeriod, countsInPeriod, weeklyPeriod } from "@tostao/core";
import { parseNumericCentavos } from "@tostao/core/parser/numbers";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMeTestApp, type MeTestApp } from "../dashboard/testing.ts";
import { gatherDigest } from "../schedules/gather-digest.ts";
import { setUpCard } from "../testing/books-setup.ts";
import { chatTurn } from "../testing/chat-turn.ts";

// Wednesday 3 June 2026, noon in São Paulo.
const NOW = new Date("2026-06-03T15:00:00Z");
const at = (day: string) => new Date(`${day}T15:00:00Z`);

// The same records for both people: a TV in 3x on the card on 20/05 (its first part on June's
// bill, due on the 10th), the bakery on 26/05, the market (pix) on 01/06, the pharmacy on 02/06,
// iFood on 03/06 and some income.
const RECORDS = [
  ["comprei uma tv de 1200 em 3x no nubank", at("2026-05-20")],
  ["gastei 20 na padaria", at("2026-05-26")],
  ["gastei 50 no mercado no pix", at("2026-06-01")],
  ["gastei 35,90 na farmácia", at("2026-06-02")],
  ["gastei 40 no ifood", NOW],
  ["recebi 1000 de freela", NOW],
] as const;

describe.each(testEngines())("a week whose Monday is the 1st (%s)", (engine) => {
  let t: MeTestApp;
  const ana = { phone: "+5511987650011", id: 0 };
  const bia = { phone: "+5511987650012", id: 0 };

  beforeAll(async () => {
    t = await createMeTestApp(engine);
    for (const person of [ana, bia]) {
      person.id = await t.person(person.phone);
      // Closes on the 3rd and falls due on the 10th: the TV bought on 20/05 is on June's bill.
      await setUpCard(t.db, { userId: person.id, name: "Nubank", kind: "credit", closingDay: 3, dueDay: 10 });
    }
    // Bia's month starts on payday, the 25th: June's month runs from 25/05 to 24/06.
    for (const text of ["recebo todo dia 25", "meu mês começa no dia do salário"])
      await chatTurn(t.db, { userId: bia.id, phone: bia.phone, text, now: at("2026-05-20") });
    for (const person of [ana, bia])
      for (const [text, now] of RECORDS)
        expect(await chatTurn(t.db, { userId: person.id, phone: person.phone, text, now })).not.toBe("");
  }, 180_000);
  afterAll(() => t?.close());

  const chat = async (person: { id: number; phone: string }, text: string) => {
    const reply = await chatTurn(t.db, { userId: person.id, phone: person.phone, text, now: NOW });
    const amount = /R\$\s?([\d.]+,\d{2})/.exec(reply)?.[1];
    const cents = parseNumericCentavos(amount ?? "");
    expect(cents, `${text} → ${reply}`).not.toBeNull();
    return cents ?? Number.NaN;
  };
  const transactions = async (person: { id: number }, query: string) => {
    const res = await t.as(person.id, `/api/me/transactions?${query}&limit=200`);
    expect(res.status, query).toBe(200);
    return ((await res.json()) as { totals: { expenseCents: number } }).totals.expenseCents;
  };
  /** What core counts in the period over Ana's records as stored. */
  const expected = async (period: CountedPeriod) => {
    const rows = await t.db.query<{ date: string; bill: string | null; due: number | null; amount: number }>(
      `SELECT t.date::text AS date, t.bill_month AS bill, k.due_day AS due, t.amount_centavos::int AS amount
       FROM transactions t LEFT JOIN cards k ON k.id = t.card_id WHERE t.user_id = $1 AND t.kind = 'expense'`,
      [ana.id],
    );
    return rows
      .filter((r) => countsInPeriod({ date: r.date, billMonth: r.bill, dueDay: r.due }, "bill", period))
      .reduce((sum, r) => sum + r.amount, 0);
  };

  // The week: market, pharmacy, iFood (the TV's June part falls due on the 10th).
  const WEEK = 5_000 + 3_590 + 4_000;
  // June so far by months: the week and the TV's June part.
  const JUNE = WEEK + 40_000;

  it("answers the week as a week and the month as a month, in the chat and on Transações", async () => {
    const week = bookWeek("2026-06-03", "this");
    expect(week).toEqual({ from: "2026-06-01", to: "2026-06-03", by: "days" });
    expect(await expected(week)).toBe(WEEK);
    expect(await expected({ ...week, by: "months" })).toBe(JUNE);

    expect(await chat(ana, "quanto gastei essa semana?")).toBe(WEEK);
    // Transações "Esta semana" sends the week's dates, counted by days unless it says otherwise.
    expect(await transactions(ana, "from=2026-06-01&to=2026-06-03")).toBe(WEEK);
    expect(await transactions(ana, "from=2026-06-01&to=2026-06-03&by=days")).toBe(WEEK);

    expect(await chat(ana, "quanto gastei esse mês?")).toBe(JUNE);
    expect(await transactions(ana, "month=2026-06")).toBe(JUNE);
    expect(await transactions(ana, "from=2026-06-01&to=2026-06-03&by=months")).toBe(JUNE);
    // A range typed over the whole month is days, and its days hold the month's records.
    expect(await transactions(ana, "from=2026-06-01&to=2026-06-30")).toBe(JUNE);
    // Up to the 9th, the TV's part is still to fall due; the 10th holds it.
    expect(await transactions(ana, "from=2026-06-01&to=2026-06-09")).toBe(WEEK);
    expect(await transactions(ana, "from=2026-06-10&to=2026-06-10")).toBe(40_000);
  });

  it("answers the other periods by days", async () => {
    expect(await chat(ana, "quanto gastei hoje?")).toBe(4_000);
    expect(await chat(ana, "quanto gastei ontem?")).toBe(3_590);
    expect(await chat(ana, "quanto gastei nos últimos 7 dias?")).toBe(WEEK);
    expect(await chat(ana, "quanto gastei semana passada?")).toBe(2_000);
    expect(await chat(ana, "quanto gastei de 01/06 a 03/06?")).toBe(WEEK);
    expect(await transactions(ana, "from=2026-06-01&to=2026-06-01")).toBe(5_000);
    // A follow-up keeps the week.
    expect(await chat(ana, "quanto gastei essa semana?")).toBe(WEEK);
    expect(await chat(ana, "e no mercado?")).toBe(5_000);
  });

  it("sums the week whose Monday is the 1st in the Monday summary as in the chat", async () => {
    const summary = await t.db.transaction((tx) =>
      gatherDigest(tx, {
        userId: ana.id,
        book: "personal",
        period: weeklyPeriod("2026-06-08"),
        today: "2026-06-08",
      }),
    );
    expect(summary.period).toMatchObject({ from: "2026-06-01", to: "2026-06-07" });
    expect(summary.expenses).toBe(WEEK);
  });

  it("keeps a week a week for a person whose month starts on payday", async () => {
    expect(await chat(bia, "quanto gastei essa semana?")).toBe(WEEK);
    expect(await transactions(bia, "from=2026-06-01&to=2026-06-03")).toBe(WEEK);
    // Her June runs from 25/05: the bakery on 26/05 and the TV's June part count in it.
    const month = JUNE + 2_000;
    expect(await chat(bia, "quanto gastei esse mês?")).toBe(month);
    expect(await transactions(bia, "month=2026-06")).toBe(month);
    expect(await chat(bia, "quanto gastei hoje?")).toBe(4_000);
    expect(await chat(bia, "quanto gastei semana passada?")).toBe(2_000);
  });

  it("counts a filtered month as the plain one, so its pieces add up to the total", async () => {
    // The TV's June part is in June's total, so it is in "no cartão" and "com tv" too.
    const card = await chat(ana, "quanto gastei no cartão esse mês?");
    expect(card).toBe(40_000);
    expect(await chat(ana, "quanto gastei com tv esse mês?")).toBe(40_000);
    const pieces = [
      card,
      await chat(ana, "quanto gastei no pix esse mês?"),
      await chat(ana, "quanto gastei com ifood esse mês?"),
      await chat(ana, "quanto gastei com farmácia esse mês?"),
    ];
    expect(pieces.reduce((a, b) => a + b, 0)).toBe(await chat(ana, "quanto gastei esse mês?"));
    // The week by days: the card's part falls due next week, so the card holds nothing this week.
    const reply = await chatTurn(t.db, {
      userId: ana.id,
      phone: ana.phone,
      text: "quanto gastei no cartão essa semana?",
      now: NOW,
    });
    expect(reply).not.toContain("R$ 400,00");
    // A headset bought today on the closing day is on July's bill: not in June's card total, and
    // said apart so it does not seem lost.
    await chatTurn(t.db, {
      userId: ana.id,
      phone: ana.phone,
      text: "comprei um fone de 300 no nubank",
      now: NOW,
    });
    const withHeadset = await chatTurn(t.db, {
      userId: ana.id,
      phone: ana.phone,
      text: "quanto gastei no cartão esse mês?",
      now: NOW,
    });
    expect(withHeadset).toMatch(
      /^Você gastou R\$ 400,00 no cartão de crédito de 01\/06 a 03\/06 \(1 registro, R\$ 400,00 em parcelas\)\./,
    );
    expect(withHeadset).toContain("💳 Fora dessa conta: R$ 300,00");
    // For a payday month too: the bakery on 26/05 is in Bia's June.
    expect(await chat(bia, "quanto gastei com padaria esse mês?")).toBe(2_000);
    expect(await chat(bia, "quanto gastei no cartão esse mês?")).toBe(40_000);
  });
});
