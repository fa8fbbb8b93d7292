import type { SqlRunner } from "@tostao/db";

type Owned = { userId: number; id: number };

/**
 * Removes the person's row `id` from `table` and answers it as it was: `read` finds it first and
 * throws the domain's not-found error when it is not theirs.
 */
export async function deleteOwnedRow<T>(
  tx: SqlRunner,
  table: "reminders" | "recurring_rules",
  input: Owned,
  read: (tx: SqlRunner, input: Owned) => Promise<T>,
): Promise<T> {
  const current = await read(tx, input);
  await tx.query(`DELETE FROM ${table} WHERE id = $1 AND user_id = $2`, [input.id, input.userId]);
  return current;
}
