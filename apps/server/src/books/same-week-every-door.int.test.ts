// The same question gives the same number from every door (docs/books.md, "Months"): "quanto
// gastei essa semana?" and "hoje" in the chat, the Monday summary, and the dashboard's week
// (Transações "Esta semana" and the days of Visão geral) count the same records: the books' week
// (Monday to Sunday, core bookWeek), a credit part on its bill's due day under the bill view,
// transfers never, the business book apart. Each figure is also checked against core
// countsInPeriod over the records as stored.
import {
  bookWeek,
  type CountedPeriod,
  countsInPeriod,
  type InstalmentView,
  weeklyPeriod,
} from "@tostao/core";
import { parseNumericCentavos } from "@tostao/core/parser/numbers";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMeTestApp, type MeTestApp } from "../dashboard/testing.ts";
import { gatherDigest } from "../schedules/gather-digest.ts";
import { setUpCard } from "../testing/books-setup.ts";
import { chatTurn } from "../testing/chat-turn.ts";

// Thursday 26/11/2026, noon in São Paulo: the week runs from Monday 23/11.
const NOW = new Date("2026-11-26T15:00:00Z");
const TODAY = "2026-11-26";

describe.each(testEngines())("the week and the day from every door (%s)", (engine) => {
  let t: MeTestApp;
  let ana: { id: number; phone: string };

  beforeAll(async () => {
    t = await createMeTestApp(engine);
    ana = { phone: "+5511987650001", id: await t.person("+5511987650001") };
    // Closes on the 18th and falls due on the 25th: November's bill is due this Wednesday.
    await setUpCard(t.db, { userId: ana.id, name: "Nubank", kind: "credit", closingDay: 18, dueDay: 25 });
    for (const [text, now] of [
      ["gastei 50 no mercado no pix", NOW],
      ["comprei uma geladeira de 3200 em 10x no nubank", NOW],
      ["gastei 35,90 na farmácia ontem", NOW],
      ["recebi 1000 de freela", NOW],
      // Bought on 20/10 after the closing: its first part is on November's bill, due 25/11.
      ["comprei uma tv de 1200 em 3x no nubank", new Date("2026-10-20T15:00:00Z")],
      ["gastei 70 no restaurante", new Date("2026-11-20T15:00:00Z")],
    ] as const)
      expect(await chatTurn(t.db, { userId: ana.id, phone: ana.phone, text, now })).not.toBe("");
    // The business book and a transfer between the person's own accounts, this week too.
    await t.db.query(
      `INSERT INTO transactions (user_id, book, kind, amount_centavos, date, description)
       VALUES ($1, 'business', 'expense', 99900, $2, 'fornecedor')`,
      [ana.id, TODAY],
    );
    const [from, to] = await t.db.query<{ id: number }>(
      `INSERT INTO accounts (user_id, name, kind, opening_on) VALUES ($1, 'Itaú', 'checking', '2026-01-01'),
         ($1, 'Poupança', 'savings', '2026-01-01') RETURNING id`,
      [ana.id],
    );
    await t.db.query(
      `INSERT INTO account_transfers (user_id, date, amount_centavos, from_account_id, to_account_id)
       VALUES ($1, $2, 50000, $3, $4)`,
      [ana.id, TODAY, from?.id, to?.id],
    );
  }, 180_000);
  afterAll(() => t?.close());

  /** What core counts in the period over the records as stored, for a kind. */
  async function expected(period: CountedPeriod, view: InstalmentView, kind = "expense"): Promise<number> {
    const rows = await t.db.query<{ date: string; bill: string | null; due: number | null; amount: number }>(
      `SELECT t.date::text AS date, t.bill_month AS bill, k.due_day AS due, t.amount_centavos::int AS amount
       FROM transactions t LEFT JOIN cards k ON k.id = t.card_id
       WHERE t.user_id = $1 AND t.book = 'personal' AND t.kind = $2`,
      [ana.id, kind],
    );
    return rows
      .filter((r) => countsInPeriod({ date: r.date, billMonth: r.bill, dueDay: r.due }, view, period))
      .reduce((sum, r) => sum + r.amount, 0);
  }
  const chat = async (text: string) => {
    const reply = await chatTurn(t.db, { userId: ana.id, phone: ana.phone, text, now: NOW });
    const amount = /R\$\s?([\d.]+,\d{2})/.exec(reply)?.[1];
    expect(amount, reply).toBeDefined();
    return parseNumericCentavos(amount ?? "");
  };
  const transactions = async (period: { from: string; to: string }) => {
    const res = await t.as(ana.id, `/api/me/transactions?from=${period.from}&to=${period.to}&limit=200`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { totals: { expenseCents: number; incomeCents: number } }).totals;
  };
  const overviewDays = async (period: { from: string; to: string }) => {
    const res = await t.as(ana.id, "/api/me/summary?month=2026-11");
    const summary = (await res.json()) as { byDay: Array<{ date: string; expenseCents: number }> };
    return summary.byDay
      .filter((d) => d.date >= period.from && d.date <= period.to)
      .reduce((sum, d) => sum + d.expenseCents, 0);
  };
  const digest = async () =>
    t.db.transaction((tx) =>
      gatherDigest(tx, {
        userId: ana.id,
        book: "personal",
        period: weeklyPeriod("2026-11-30"),
        today: "2026-11-30",
      }),
    );

  it.each(["bill", "purchase"] as const)(
    "counts the same expenses under the %s view",
    async (view) => {
      await t.db.query("UPDATE users SET instalment_view = $2 WHERE id = $1", [ana.id, view]);
      const week = bookWeek(TODAY, "this");
      const today = { from: TODAY, to: TODAY, by: "days" } as const;
      const weekFigure = await expected(week, view);
      // Under the bill view the week holds the TV's November part (due 25/11), not the fridge bought
      // today (its parts fall due from December); under the purchase view, the reverse.
      expect(weekFigure).toBe(view === "bill" ? 5_000 + 3_590 + 40_000 : 5_000 + 3_590 + 320_000);
      expect(await chat("quanto gastei essa semana?")).toBe(weekFigure);
      expect((await transactions(week)).expenseCents).toBe(weekFigure);
      expect(await overviewDays(week)).toBe(weekFigure);
      // The Monday summary of this whole week: nothing else counts from Friday to Sunday.
      const summary = await digest();
      expect(summary.period).toMatchObject({ from: week.from, to: "2026-11-29" });
      expect(summary.expenses).toBe(weekFigure);
      expect(summary.previousExpenses).toBe(await expected(bookWeek(week.from, "last"), view));
      expect(summary.previousExpenses).toBe(7_000);
      expect(summary.income).toBe(await expected(week, view, "income"));

      const dayFigure = await expected(today, view);
      expect(dayFigure).toBe(view === "bill" ? 5_000 : 5_000 + 320_000);
      expect(await chat("quanto gastei hoje?")).toBe(dayFigure);
      expect((await transactions(today)).expenseCents).toBe(dayFigure);
      expect(await overviewDays(today)).toBe(dayFigure);
      const wednesday = { from: "2026-11-25", to: "2026-11-25", by: "days" } as const;
      expect((await transactions(wednesday)).expenseCents).toBe(await expected(wednesday, view));
      expect(await overviewDays(wednesday)).toBe(await expected(wednesday, view));
    },
    120_000,
  );
});
