import { testEngines } from "@tostao/db/testing";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { listLimits } from "../books/limit-status.ts";
import { xlsxStream } from "../dashboard/export/xlsx.ts";
import { monthSummary } from "../dashboard/summary/month-summary.ts";
import { resolveMonth } from "../dashboard/transactions/filter-sql.ts";
import { listTransactions } from "../dashboard/transactions/list-transactions.ts";
import { whatsappConversation } from "../media/testing/whatsapp-conversation.ts";
import { type AssistantTestApp, createAssistantTestApp } from "../testing/assistant-app.ts";
import { projectMonthAhead } from "./month-ahead.ts";

// A month that starts on payday, worked out by hand. Thursday 02/04/2026; the salary comes on the
// 5th business day (Saturdays count, Sundays and holidays do not): 06/02, 06/03 and, in April,
// Tuesday 07/04 (Good Friday 03/04 does not count). So "esse mês" is still March's month,
// 06/03..06/04, up to today. Mercado: 100,00 on 05/03 (February's month), 200,00 on 10/03 and
// 50,00 on 01/04 (March's), and 80,00 on the card on 20/03 on April's bill (April's month).
// March's month: 250,00; February's: 100,00. With calendar months, April so far is 50 + 80.
const NOW = new Date("2026-04-02T12:00:00-03:00");

describe.each(testEngines())("a month that starts on payday (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("counts totals, limits and the dashboard's month from payday to payday, and back", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const chat = whatsappConversation(() => t, "5511944442222");
    // The first message of a new person is welcomed too, in the same reply.
    expect((await chat.say("recebo todo 5º dia útil")).join("\n")).toContain("O próximo é em 07/04/2026.");
    expect((await chat.say("meu mês começa no dia do salário"))[0]).toBe(
      "✅ Certo: seu mês começa no dia do salário (no 5º dia útil).",
    );
    await chat.say("gastei 50 no mercado ontem");
    const [{ id: userId, category }] = (await t.db.query<{ id: number; category: number }>(
      "SELECT user_id AS id, category_id AS category FROM transactions",
    )) as [{ id: number; category: number }];
    const [{ id: cardId }] = (await t.db.query<{ id: number }>(
      `INSERT INTO cards (user_id, name, kind, closing_day, due_day) VALUES ($1, 'Nubank', 'credit', 15, 22) RETURNING id`,
      [userId],
    )) as [{ id: number }];
    await t.db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, category_id, payment_method, card_id, bill_month)
       VALUES ($1, 'expense', 10000, '2026-03-05', 'mercado', $2, 'pix', NULL, NULL),
              ($1, 'expense', 20000, '2026-03-10', 'mercado', $2, 'pix', NULL, NULL),
              ($1, 'expense', 8000, '2026-03-20', 'mercado', $2, 'credit', $3, '2026-04')`,
      [userId, category, cardId],
    );

    expect((await chat.say("quanto gastei esse mês?"))[0]).toMatch(
      /^Você gastou R\$ 250,00 de 06\/03 a 02\/04/,
    );
    expect((await chat.say("quanto gastei mês passado?"))[0]).toMatch(
      /^Você gastou R\$ 100,00 de 06\/02 a 05\/03/,
    );
    expect((await chat.say("quanto gastei em março?"))[0]).toMatch(
      /^Você gastou R\$ 250,00 de 06\/03 a 02\/04/,
    );
    // A comparison's earlier month is the person's month before, not calendar March.
    const compared = (await chat.say("gastei mais que mês passado?"))[0] ?? "";
    expect(compared).toContain("De 06/02 a 05/03: R$ 100,00.");
    expect(compared).toContain("Você gastou R$ 150,00 a mais");

    // A limit counts the same month, and its days left run to the day before payday.
    await t.db.query(
      "INSERT INTO spending_limits (user_id, category_id, amount_centavos) VALUES ($1, $2, 30000)",
      [userId, category],
    );
    const [limit] = await listLimits(t.db, { userId, today: "2026-04-02" });
    expect(limit).toMatchObject({ spent: 25_000, left: 5_000, daysLeft: 5, perDay: 1_000 });

    // The dashboard's month: March's, from its payday; the month before it, February's.
    const summary = await monthSummary(t.db, { userId, today: "2026-04-02" });
    expect(summary).toMatchObject({
      month: "2026-03",
      currentMonth: "2026-03",
      period: { from: "2026-03-06", to: "2026-04-06" },
      totals: { expenseCents: 25_000, count: 2 },
    });
    expect(summary.byDay.map((d) => [d.date, d.expenseCents])).toEqual([
      ["2026-03-10", 20_000],
      ["2026-04-01", 5_000],
    ]);
    expect(summary.months.slice(-3).map((m) => [m.month, m.expenseCents])).toEqual([
      ["2026-01", 0],
      ["2026-02", 10_000],
      ["2026-03", 25_000],
    ]);
    // April's month holds the card's part on April's bill, on the bill's due day.
    const april = await monthSummary(t.db, { userId, month: "2026-04", today: "2026-04-02" });
    expect(april.period).toEqual({ from: "2026-04-07", to: "2026-05-06" });
    expect(april.byDay.map((d) => [d.date, d.expenseCents])).toEqual([["2026-04-22", 8_000]]);

    // Transações' "Este mês" and "Mês passado", and a month named by a chart, count the same days.
    const list = (month: "current" | "previous" | "2026-04") =>
      listTransactions(t.db, {
        userId,
        today: "2026-04-02",
        query: { month, sort: "-date", limit: 50 },
      });
    const listed = await list("current");
    expect(listed.period).toEqual({
      month: "2026-03",
      from: "2026-03-06",
      to: "2026-04-06",
      startsOnPayday: true,
    });
    expect(listed.totals).toMatchObject({ count: 2, expenseCents: 25_000 });
    expect(listed.items.map((i) => i.date)).toEqual(["2026-04-01", "2026-03-10"]);
    expect((await list("previous")).totals).toMatchObject({ count: 1, expenseCents: 10_000 });
    expect((await list("2026-04")).items.map((i) => [i.date, i.amountCents])).toEqual([
      ["2026-03-20", 8_000],
    ]);

    // The spreadsheet's totals by month name the person's months.
    const { filter } = await resolveMonth(t.db, userId, { month: "current" }, "2026-04-02");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(xlsxStream(t.db, userId, filter));
    const totals = workbook.getWorksheet("Totais");
    const rows: unknown[][] = [];
    totals?.eachRow((row, n) => {
      if (n > 1) rows.push([(row.getCell(1).value as Date).toISOString().slice(0, 7), row.getCell(4).value]);
    });
    expect(rows).toEqual([["2026-03", 250]]);

    // The month ahead "until the month's end" runs to the day before payday.
    const ahead = await projectMonthAhead(t.db, {
      userId,
      book: "personal",
      today: "2026-04-02",
      until: "month_end",
    });
    expect(ahead).toMatchObject({ endsOn: "month_end", until: "2026-04-07" });

    // Back to calendar months: April so far is the 1st's 50 and the card's part on April's bill.
    expect((await chat.say("meu mês começa no dia 1"))[0]).toBe("✅ Certo: seu mês começa no dia 1º.");
    expect((await chat.say("quanto gastei esse mês?"))[0]).toMatch(
      /^Você gastou R\$ 130,00 de 01\/04 a 02\/04/,
    );
    const calendar = await monthSummary(t.db, { userId, today: "2026-04-02" });
    expect(calendar).toMatchObject({ month: "2026-04", period: { from: "2026-04-01", to: "2026-04-30" } });
    expect((await list("current")).period).toEqual({
      month: "2026-04",
      from: "2026-04-01",
      to: "2026-04-30",
      startsOnPayday: false,
    });
    expect((await list("current")).totals).toMatchObject({ count: 2, expenseCents: 13_000 });
  }, 120_000);
});
