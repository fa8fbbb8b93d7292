import { type Book, type Centavos, centavos, type RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/**
 * A fixed item said before its day ("aluguel 1500 todo dia 5" on the 23rd) books nothing yet, so
 * it has no entry in the books; while it is the newest thing the person said, it is "the last
 * record" that a correction or a deletion is about.
 */
export interface UpcomingFixedItem {
  ruleId: number;
  kind: RecordKind;
  amount: Centavos;
  /** The day its first entry lands. */
  startsOn: string;
  day: number;
  description: string;
  category: string | null;
}

/**
 * The newest active fixed item of the book with nothing booked yet, when it was set up after the
 * newest entry of the book; null otherwise. Locks the rule.
 */
export async function findUpcomingFixedItem(
  tx: SqlRunner,
  userId: number,
  book: Book,
): Promise<UpcomingFixedItem | null> {
  const rows = await tx.query<{
    id: number;
    kind: RecordKind;
    amount_centavos: number;
    starts_on: string;
    day_of_month: number;
    description: string;
    category: string | null;
  }>(
    `SELECT r.id, r.kind, r.amount_centavos, r.starts_on::text AS starts_on, r.day_of_month, r.description,
       c.name AS category
     FROM recurring_rules r LEFT JOIN categories c ON c.id = r.category_id
     WHERE r.user_id = $1 AND r.book = $2 AND r.active
       AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.recurring_rule_id = r.id)
       AND r.created_at > COALESCE(
         (SELECT t.created_at FROM transactions t WHERE t.user_id = $1 AND t.book = $2 ORDER BY t.id DESC LIMIT 1),
         '-infinity'::timestamptz)
     ORDER BY r.id DESC LIMIT 1 FOR UPDATE OF r`,
    [userId, book],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ruleId: row.id,
    kind: row.kind,
    amount: centavos(Number(row.amount_centavos)),
    startsOn: row.starts_on.slice(0, 10),
    day: row.day_of_month,
    description: row.description,
    category: row.category,
  };
}

/** Stops a fixed item: it books nothing more (its past entries, if any, stay). */
export async function stopFixedItem(tx: SqlRunner, userId: number, ruleId: number): Promise<void> {
  await tx.query("UPDATE recurring_rules SET active = false WHERE user_id = $1 AND id = $2", [
    userId,
    ruleId,
  ]);
}

type RuleColumn = "category_id" | "description" | "amount_centavos";

/** One column of a fixed item's rule. */
export async function updateFixedItem(
  tx: SqlRunner,
  userId: number,
  ruleId: number | null,
  column: RuleColumn,
  value: number | string,
): Promise<void> {
  if (ruleId)
    await tx.query(`UPDATE recurring_rules SET ${column} = $3 WHERE user_id = $1 AND id = $2`, [
      userId,
      ruleId,
      value,
    ]);
}

/** Whether `id` is the newest entry its active fixed item booked (corrections of it carry over). */
export async function isNewestFixedEntry(tx: SqlRunner, ruleId: number | null, id: number): Promise<boolean> {
  if (ruleId === null) return false;
  const rows = await tx.query<{ newest: number }>(
    `SELECT MAX(t.id) AS newest FROM transactions t JOIN recurring_rules r ON r.id = t.recurring_rule_id
     WHERE t.recurring_rule_id = $1 AND r.active`,
    [ruleId],
  );
  return Number(rows[0]?.newest) === id;
}
