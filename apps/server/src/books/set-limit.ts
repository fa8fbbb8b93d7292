import type { Book } from "@tostao/core";
import { AppError, type Centavos, centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { forgetLimitMarks, syncLimitAlerts } from "./limit-alerts.ts";

export interface LimitCategory {
  id: number;
  name: string;
}

/** The person's expense category of that name in one book (ignoring case and accents). */
export async function findExpenseCategory(
  tx: SqlRunner,
  userId: number,
  name: string,
  book: Book = "personal",
): Promise<LimitCategory | null> {
  const rows = await tx.query<LimitCategory>(
    `SELECT id, name FROM categories WHERE user_id = $1 AND book = $3 AND kind = 'expense'
       AND translate(lower(name), 'áàâãéêíóôõúç', 'aaaaeeiooouc') = translate(lower($2), 'áàâãéêíóôõúç', 'aaaaeeiooouc')
     LIMIT 1`,
    [userId, name.trim(), book],
  );
  return rows[0] ?? null;
}

export interface SetLimitResult {
  category: LimitCategory;
  /** The new limit, or null when it was removed. */
  amount: Centavos | null;
  /** The limit before, if there was one. */
  previous: Centavos | null;
}

/**
 * Sets (or, with `amount: null`, removes) the monthly limit of one expense category. Thresholds
 * the month has already reached count as announced (the reply says where the month stands), and
 * a raised limit re-arms the ones no longer reached.
 */
export async function setLimit(
  tx: SqlRunner,
  input: { userId: number; book?: Book; category: string; amount: Centavos | null; today: string },
): Promise<SetLimitResult> {
  const book = input.book ?? "personal";
  const category = await findExpenseCategory(tx, input.userId, input.category, book);
  if (!category) throw new AppError("not_found", `Não encontrei a categoria de despesa "${input.category}".`);
  const before = await tx.query<{ amount: number }>(
    "SELECT amount_centavos AS amount FROM spending_limits WHERE user_id = $1 AND book = $2 AND category_id = $3 FOR UPDATE",
    [input.userId, book, category.id],
  );
  const previous = before[0] ? centavos(before[0].amount) : null;
  if (input.amount === null) {
    await tx.query("DELETE FROM spending_limits WHERE user_id = $1 AND book = $2 AND category_id = $3", [
      input.userId,
      book,
      category.id,
    ]);
    await forgetLimitMarks(tx, input.userId, category.id);
    return { category, amount: null, previous };
  }
  await tx.query(
    `INSERT INTO spending_limits (user_id, book, category_id, amount_centavos) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, book, category_id) DO UPDATE SET amount_centavos = EXCLUDED.amount_centavos, updated_at = now()`,
    [input.userId, book, category.id, input.amount],
  );
  await syncLimitAlerts(tx, {
    userId: input.userId,
    categoryId: category.id,
    month: input.today.slice(0, 7),
  });
  return { category, amount: input.amount, previous };
}

/** Removes the limit of a category by its id; false when the person has none there. */
export async function removeLimit(
  tx: SqlRunner,
  input: { userId: number; book: Book; categoryId: number },
): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    "DELETE FROM spending_limits WHERE user_id = $1 AND category_id = $2 AND book = $3 RETURNING id",
    [input.userId, input.categoryId, input.book],
  );
  if (rows.length === 0) return false;
  await forgetLimitMarks(tx, input.userId, input.categoryId);
  return true;
}
