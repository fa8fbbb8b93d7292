/**
 * The person's months (docs/accounts.md, "A month that starts on payday"): calendar months, or
 * from payday to payday for a person who chose it. Totals, limits, their alerts and the
 * dashboard's month all take their periods from here.
 */
import { type CountingPeriod, monthOfDay, monthSoFar, type PaydayRule } from "@tostao/core";
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
