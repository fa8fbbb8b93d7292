import {
  type Book,
  type Centavos,
  centavos,
  countingPeriod,
  type LimitThreshold,
  type PaydayRule,
  reachedThresholds,
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
 * Brings a month's alert marks for one category in line with its total (each expense counted in the
 * month the books count it in: a credit part in its bill's, see counted-in-period.ts), and returns the alert a
 * person is owed now, if any. Call it in the transaction that changed the category's expenses;
 * `rule` is the payday the person's months start on (null: calendar months, counting-periods.ts).
 *
 * Exactly once: the limit row is locked first, so concurrent changes of the same category take
 * turns and each one sums what the ones before it committed; the (person, category, month,
 * threshold) key refuses a second mark. A total back under a threshold deletes its mark, which
 * re-arms it.
 */
export async function syncLimitAlerts(
  tx: SqlRunner,
  input: { userId: number; categoryId: number; month: string; rule: PaydayRule | null },
): Promise<LimitAlert | null> {
  const limits = await tx.query<{ amount: number; name: string; book: Book }>(
    `SELECT l.amount_centavos AS amount, c.name, c.book FROM spending_limits l JOIN categories c ON c.id = l.category_id
     WHERE l.user_id = $1 AND l.category_id = $2 FOR UPDATE OF l`,
    [input.userId, input.categoryId],
  );
  const limit = limits[0];
  if (!limit) return null;
  // The person's month (from payday to payday when it starts on payday).
  const { from, to } = countingPeriod(input.month, input.rule);
  const spentRows = await tx.query<{ spent: number }>(
    `SELECT COALESCE(SUM(t.amount_centavos), 0)::bigint AS spent FROM transactions t
     WHERE t.user_id = $1 AND t.category_id = $2 AND t.kind = 'expense'
       AND ${countedInPeriod("t", { from, to, by: "months" }, { from: "$3", to: "$4", userId: "$1", months: { from: "$5::text", to: "$5::text" } })}`,
    [input.userId, input.categoryId, from, to, input.month],
  );
  const spent = centavos(spentRows[0]?.spent ?? 0);
  const reached = reachedThresholds(centavos(limit.amount), spent);
  await tx.query(
    `DELETE FROM limit_alerts WHERE user_id = $1 AND category_id = $2 AND month = $3
       AND NOT (threshold = ANY($4::smallint[]))`,
    [input.userId, input.categoryId, input.month, reached],
  );
  if (reached.length === 0) return null;
  const inserted = await tx.query<{ threshold: number }>(
    `INSERT INTO limit_alerts (user_id, category_id, month, threshold)
     SELECT $1, $2, $3, t FROM unnest($4::smallint[]) AS t
     ON CONFLICT DO NOTHING RETURNING threshold`,
    [input.userId, input.categoryId, input.month, reached],
  );
  if (inserted.length === 0) return null;
  const threshold = Math.max(...inserted.map((r) => r.threshold)) as LimitThreshold;
  return {
    book: limit.book,
    category: limit.name,
    month: input.month,
    threshold,
    limit: centavos(limit.amount),
    spent,
  };
}

/**
 * Forgets every mark of a category's limit (the limit was removed or set again): the alerts of
 * the new limit go out from scratch.
 */
export async function forgetLimitMarks(tx: SqlRunner, userId: number, categoryId: number): Promise<void> {
  await tx.query("DELETE FROM limit_alerts WHERE user_id = $1 AND category_id = $2", [userId, categoryId]);
}
