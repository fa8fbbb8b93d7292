/**
 * The person's months (docs/accounts.md, "A month that starts on payday"): calendar months, or
 * from payday to payday for a person who chose it. Totals, limits, their alerts and the
 * dashboard's month all take their periods from here.
 */
import {
  type CountingPeriod,
  countingPeriod,
  monthOfDay,
  monthSoFar,
  type PaydayRule,
  shiftMonth,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/** The payday rule months start on, or null when the person's months are calendar months. */
export async function monthStartRule(tx: SqlRunner, userId: number): Promise<PaydayRule | null> {
  const rows = await tx.query<{ rule: PaydayRule }>(
    "SELECT rule FROM paydays WHERE user_id = $1 AND month_starts_on_payday",
    [userId],
  );
  return rows[0]?.rule ?? null;
}

/** The person's month running on `today`, up to today, and its name. */
export async function personMonthSoFar(
  tx: SqlRunner,
  userId: number,
  today: string,
): Promise<CountingPeriod & { month: string; startsOnPayday: boolean }> {
  const rule = await monthStartRule(tx, userId);
  return { ...monthSoFar(today, rule), month: monthOfDay(today, rule), startsOnPayday: rule !== null };
}

/** A month the person named, as its days and the bills counted in it (core countingPeriod). */
export interface PersonMonthDays extends CountingPeriod {
  month: string;
  startsOnPayday: boolean;
}

/**
 * The days of the person's month `month` ("YYYY-MM", or the one running `today`: "current", or the
 * one before: "previous"), from payday to the day before the next when their month starts on payday.
 * @example personMonth(tx, id, "current", "2026-04-02") // with the 5th business day: 2026-03-06..2026-04-06
 */
export async function personMonth(
  tx: SqlRunner,
  userId: number,
  month: string,
  today: string,
): Promise<PersonMonthDays> {
  const rule = await monthStartRule(tx, userId);
  const running = monthOfDay(today, rule);
  const named = month === "current" ? running : month === "previous" ? shiftMonth(running, -1) : month;
  return { ...countingPeriod(named, rule), month: named, startsOnPayday: rule !== null };
}
