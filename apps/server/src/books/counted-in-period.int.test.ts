import { countingMonth, countsInPeriod, type InstalmentView } from "@tostao/core";
import { testEngines, useTestDb } from "@tostao/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { billDueDaySql, countedInPeriod, countingMonthSql } from "./counted-in-period.ts";
import { ensureUser } from "./ensure-user.ts";

// Records of one person: a fridge in 3x on a card (dated the purchase day, on three bills), a part
// whose bill is in its own month, a purchase after the closing on next month's bill, and cash.
const records = [
  { description: "geladeira 1/3", date: "2026-11-26", billMonth: "2026-12" },
  { description: "geladeira 2/3", date: "2026-11-26", billMonth: "2027-01" },
  { description: "geladeira 3/3", date: "2026-11-26", billMonth: "2027-02" },
  { description: "mercado no crédito", date: "2026-11-02", billMonth: "2026-11" },
  { description: "depois do fechamento", date: "2026-10-28", billMonth: "2026-11" },
  { description: "padaria", date: "2026-11-01", billMonth: null },
  { description: "farmácia", date: "2026-12-03", billMonth: null },
];
// Every span by days, and those from a month's 1st by months too: the same dates count apart
// when one is a week or a range of days ("essa semana" from a Monday the 1st) and the other a month.
const spans = [
  { from: "2026-11-01", to: "2026-11-30" },
  { from: "2026-11-01", to: "2026-11-01" },
  { from: "2026-11-01", to: "2026-11-26" },
  { from: "2026-12-01", to: "2026-12-31" },
  { from: "2026-12-01", to: "2027-02-28" },
  { from: "2026-11-23", to: "2026-11-29" },
  { from: "2026-10-01", to: "2026-10-31" },
];
const periods = spans.flatMap((span) => [
  { ...span, by: "days" as const },
  ...(span.from.endsWith("-01") ? [{ ...span, by: "months" as const }] : []),
]);

describe.each(testEngines())(
  "the books count a record in the same month in SQL as in core (%s)",
  (engine) => {
    const db = useTestDb(engine);
    let userId: number;

    beforeAll(async () => {
      userId = (await db.transaction((tx) => ensureUser(tx, "+5511999990001"))).id;
      for (const r of records) {
        await db.query(
          `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, bill_month)
         VALUES ($1, 'expense', 100, $2, $3, $4)`,
          [userId, r.date, r.description, r.billMonth],
        );
      }
    });

    it.each(["bill", "purchase"] as InstalmentView[])("under the %s view, for every period", async (view) => {
      await db.query("UPDATE users SET instalment_view = $2 WHERE id = $1", [userId, view]);
      for (const period of periods) {
        const rows = await db.query<{ description: string }>(
          `SELECT t.description FROM transactions t WHERE t.user_id = $1
           AND ${countedInPeriod("t", period, { from: "$2", to: "$3", userId: "$1" })} ORDER BY t.id`,
          [userId, period.from, period.to],
        );
        const expected = records.filter((r) => countsInPeriod(r, view, period)).map((r) => r.description);
        expect(
          rows.map((r) => r.description),
          `${period.from}..${period.to} by ${period.by}`,
        ).toEqual(expected);
      }
      const months = await db.query<{ description: string; month: string }>(
        `SELECT t.description, ${countingMonthSql("t", "$1")} AS month FROM transactions t WHERE t.user_id = $1 ORDER BY t.id`,
        [userId],
      );
      expect(months.map((m) => m.month)).toEqual(records.map((r) => countingMonth(r, view)));
    });
  },
);

describe.each(testEngines())("a bill's due day within a month, one rule in SQL (%s)", (engine) => {
  const db = useTestDb(engine);
  const dueDay = async (due: number | null, month: string, within?: { from: string; to: string }) => {
    const rows = await db.query<{ day: string }>(
      `SELECT (${billDueDaySql("k.due_day", "$2::text", within && { from: "$3", to: "$4" })})::text AS day
       FROM (SELECT $1::int AS due_day) k`,
      within ? [due, month, within.from, within.to] : [due, month],
    );
    return rows[0]?.day;
  };

  it("is the card's due day, the 1st without one, clamped to the month's last day", async () => {
    expect(await dueDay(10, "2026-11")).toBe("2026-11-10");
    expect(await dueDay(null, "2026-11")).toBe("2026-11-01");
    expect(await dueDay(31, "2027-02")).toBe("2027-02-28");
    expect(await dueDay(30, "2028-02")).toBe("2028-02-29");
    expect(await dueDay(31, "2026-12")).toBe("2026-12-31");
  });

  it("falls within the days of a month that starts on payday", async () => {
    const payday = { from: "2026-11-05", to: "2026-12-04" };
    expect(await dueDay(2, "2026-11", payday)).toBe("2026-11-05");
    expect(await dueDay(10, "2026-11", payday)).toBe("2026-11-10");
    expect(await dueDay(31, "2026-12", { from: "2026-11-05", to: "2026-12-04" })).toBe("2026-12-04");
  });
});
