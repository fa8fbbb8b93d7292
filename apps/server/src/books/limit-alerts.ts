import {
  type Book,
  type Centavos,
  centavos,
  countingPeriod,
  featureGate,
  type LimitThreshold,
  monthsOfCalendarMonth,
  type PaydayRule,
  type PlanCode,
  reachedThresholds,
  shiftMonth,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { countedInPeriod } from "./counted-in-period.ts";

export interface LimitAlert {
  /** The book the category belongs to (its alert names it when the person keeps both). */
  book: Book;
  category: string;
  month: string;
  /** The highest threshold crossed now (one change can cross 80 % and 100 % at once). */
  threshold: LimitThreshold;
  limit: Centavos;
  spent: Centavos;
  /**
   * Set by the rules: the month marked is one being lived (this one or the next), so the alert
   * is said; a later month's (an instalment's last parts) is marked silently.
   */
  live?: boolean;
}

/**
 * The alerts a change owes that are said, at whichever door it came through: those of the months
 * being lived (this one, and the next: a purchase on the card's next bill counts there), for plans
 * with automatic alerts (any other plan keeps its limits' marks in silence). A change counted in
 * another month (a late entry, an instalment's later parts) has marked its thresholds unsaid.
 */
export function alertsToSay(
  alerts: readonly LimitAlert[],
  context: { today: string; plans?: readonly PlanCode[] | "open" },
): LimitAlert[] {
  if (context.plans !== undefined && !featureGate(context.plans, "alerts").allowed) return [];
  const now = context.today.slice(0, 7);
  const next = shiftMonth(now, 1);
  return alerts.filter((alert) => alert.live ?? (alert.month === now || alert.month === next));
}

/**
 * Brings the marks of one category's limit in line with the books, in the person's `months`
 * ("YYYY-MM"), or in every month with `"every"`: each month keeps a mark for each threshold its
 * total has reached (each expense counted in the month the books count it in: a credit part in its
 * bill's, see counted-in-period.ts; `rule` is the payday the person's months start on, null for
 * calendar months, counting-periods.ts), and no other. Without a limit the category keeps none.
 * Returns, per month in the order given, the alert a person is owed now: the highest threshold
 * newly marked. Call it in the transaction that changed the books.
 *
 * Marks follow from the books alone, so whatever puts the books back (an undo) puts the marks back
 * by calling this again. Exactly once: the limit row is locked first, so concurrent changes of the
 * same category take turns and each one sums what the ones before it committed; the (person,
 * category, month, threshold) key refuses a second mark. A total back under a threshold deletes its
 * mark, which re-arms it.
 */
export async function syncLimitMarks(
  tx: SqlRunner,
  input: { userId: number; categoryId: number; months: readonly string[] | "every"; rule: PaydayRule | null },
): Promise<LimitAlert[]> {
  const { userId, categoryId, rule } = input;
  const limits = await tx.query<{ amount: number; name: string; book: Book }>(
    `SELECT l.amount_centavos AS amount, c.name, c.book FROM spending_limits l JOIN categories c ON c.id = l.category_id
     WHERE l.user_id = $1 AND l.category_id = $2 FOR UPDATE OF l`,
    [userId, categoryId],
  );
  const limit = limits[0];
  if (!limit) {
    await tx.query("DELETE FROM limit_alerts WHERE user_id = $1 AND category_id = $2", [userId, categoryId]);
    return [];
  }
  const months =
    input.months === "every" ? await monthsWithExpenses(tx, userId, categoryId, rule) : input.months;
  // Each month's total, its days and bills as the person's months count them.
  const periods = months.map((month) => ({ month, ...countingPeriod(month, rule) }));
  const totals = await tx.query<{ month: string; spent: number }>(
    `SELECT p.month, COALESCE(SUM(t.amount_centavos), 0)::bigint AS spent
     FROM unnest($3::text[], $4::date[], $5::date[]) AS p(month, from_day, to_day)
     LEFT JOIN transactions t ON t.user_id = $1 AND t.category_id = $2 AND t.kind = 'expense'
       AND ${countedInPeriod("t", { from: "", to: "", by: "months" }, { from: "p.from_day", to: "p.to_day", userId: "$1", months: { from: "p.month", to: "p.month" } })}
     GROUP BY p.month`,
    [userId, categoryId, periods.map((p) => p.month), periods.map((p) => p.from), periods.map((p) => p.to)],
  );
  const spent = new Map(totals.map((r) => [r.month, centavos(r.spent)]));
  const amount = centavos(limit.amount);
  const wanted = months.flatMap((month) =>
    reachedThresholds(amount, spent.get(month) ?? centavos(0)).map((threshold) => ({ month, threshold })),
  );
  // The marks no longer reached go (in the months looked at), the ones newly reached are added.
  const added = await tx.query<{ month: string; threshold: number }>(
    `WITH wanted AS (SELECT * FROM unnest($3::text[], $4::smallint[]) AS w(month, threshold)),
     gone AS (
       DELETE FROM limit_alerts a WHERE a.user_id = $1 AND a.category_id = $2
         AND ($5::text[] IS NULL OR a.month = ANY($5::text[]))
         AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.month = a.month AND w.threshold = a.threshold))
     INSERT INTO limit_alerts (user_id, category_id, month, threshold)
     SELECT $1, $2, month, threshold FROM wanted ON CONFLICT DO NOTHING RETURNING month, threshold`,
    [
      userId,
      categoryId,
      wanted.map((w) => w.month),
      wanted.map((w) => w.threshold),
      input.months === "every" ? null : months,
    ],
  );
  return months.flatMap((month) => {
    const marked = added.filter((a) => a.month === month).map((a) => a.threshold);
    if (marked.length === 0) return [];
    const threshold = Math.max(...marked) as LimitThreshold;
    return [
      {
        book: limit.book,
        category: limit.name,
        month,
        threshold,
        limit: amount,
        spent: spent.get(month) ?? centavos(0),
      },
    ];
  });
}

/**
 * The person's months in which the category has expenses, oldest first: a credit part on another
 * month's bill in its bill's month under the bill view, every other expense in the month of its day.
 */
async function monthsWithExpenses(
  tx: SqlRunner,
  userId: number,
  categoryId: number,
  rule: PaydayRule | null,
): Promise<string[]> {
  const rows = await tx.query<{ month: string; bill: string | null }>(
    `SELECT DISTINCT to_char(t.date, 'YYYY-MM') AS month,
       CASE WHEN u.instalment_view = 'bill' AND t.bill_month <> to_char(t.date, 'YYYY-MM') THEN t.bill_month END AS bill
     FROM transactions t JOIN users u ON u.id = t.user_id
     WHERE t.user_id = $1 AND t.category_id = $2 AND t.kind = 'expense'`,
    [userId, categoryId],
  );
  const months = new Set(
    rows.flatMap((r) => (r.bill === null ? monthsOfCalendarMonth(r.month, rule) : [r.bill])),
  );
  return [...months].sort();
}

/**
 * After the person changed which month an expense counts in (the instalment view; months that start
 * on payday, or the payday itself), every limited category's marks follow in every month, silently:
 * a setting is no spending, so nothing is announced (what is reached counts as announced).
 */
export async function followMonthSettings(tx: SqlRunner, input: { userId: number }): Promise<void> {
  const rows = await tx.query<{ category_id: number; rule: PaydayRule | null }>(
    `SELECT l.category_id, p.rule FROM spending_limits l
     LEFT JOIN paydays p ON p.user_id = l.user_id AND p.month_starts_on_payday
     WHERE l.user_id = $1 ORDER BY l.category_id`,
    [input.userId],
  );
  for (const row of rows)
    await syncLimitMarks(tx, {
      userId: input.userId,
      categoryId: Number(row.category_id),
      months: "every",
      rule: row.rule,
    });
}
