import type { Book } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/** The tables whose rows belong to one of a person's two books. */
type BookTable = "transactions" | "categories" | "reminders" | "recurring_rules" | "cards" | "goals";

/**
 * Whether the row is the person's and sits in `book`: the dashboard shows one book at a time,
 * so a change through it never reaches a row of the other book (that answers 404).
 */
export async function inBook(
  tx: SqlRunner,
  table: BookTable,
  input: { userId: number; id: number; book: Book },
): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1 AND user_id = $2 AND book = $3`, [
    input.id,
    input.userId,
    input.book,
  ]);
  return rows.length > 0;
}
