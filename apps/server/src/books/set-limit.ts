import type { Book } from "@tostao/core";
import { AppError, type Centavos, centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

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
 * Sets (or, with `amount: null`, removes) the monthly limit of one expense category, as one
 * operation. Its marks follow in the rules (rules.ts), in every month and silently: thresholds a
 * month has already reached count as announced (the reply says where this month stands), a raised
 * limit re-arms the ones no longer reached, a removed limit forgets them.
 */
export async function setLimit(
  tx: SqlRunner,
  actor: BooksActor,
  input: { category: string; amount: Centavos | null },
): Promise<OperationResult<SetLimitResult>> {
  const category = await findExpenseCategory(tx, actor.userId, input.category, actor.book);
  if (!category) throw new AppError("not_found", `Não encontrei a categoria de despesa "${input.category}".`);
  const before = await tx.query<{ amount: number }>(
    "SELECT amount_centavos AS amount FROM spending_limits WHERE user_id = $1 AND book = $2 AND category_id = $3 FOR UPDATE",
    [actor.userId, actor.book, category.id],
  );
  const previous = before[0] ? centavos(before[0].amount) : null;
  const action = input.amount === null ? "deleted" : previous === null ? "created" : "changed";
  return inOperation(
    tx,
    actor,
    "limit",
    async () => {
      if (input.amount === null)
        await tx.query("DELETE FROM spending_limits WHERE user_id = $1 AND book = $2 AND category_id = $3", [
          actor.userId,
          actor.book,
          category.id,
        ]);
      else
        await tx.query(
          `INSERT INTO spending_limits (user_id, book, category_id, amount_centavos) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, book, category_id) DO UPDATE SET amount_centavos = EXCLUDED.amount_centavos, updated_at = now()
           WHERE spending_limits.amount_centavos <> EXCLUDED.amount_centavos`,
          [actor.userId, actor.book, category.id, input.amount],
        );
      return { category, amount: input.amount, previous };
    },
    { summary: { category: category.name, action } },
  );
}

/** Removes the limit of a category by its id; false when the person has none there. */
export async function removeLimit(
  tx: SqlRunner,
  actor: BooksActor,
  input: { categoryId: number },
): Promise<OperationResult<boolean>> {
  const rows = await tx.query<{ name: string }>(
    `SELECT c.name FROM spending_limits l JOIN categories c ON c.id = l.category_id
     WHERE l.user_id = $1 AND l.category_id = $2 AND l.book = $3`,
    [actor.userId, input.categoryId, actor.book],
  );
  const found = rows[0];
  return inOperation(
    tx,
    actor,
    "limit",
    async () => {
      if (!found) return false;
      await tx.query("DELETE FROM spending_limits WHERE user_id = $1 AND category_id = $2 AND book = $3", [
        actor.userId,
        input.categoryId,
        actor.book,
      ]);
      return true;
    },
    { summary: { category: found?.name ?? null, action: "deleted" } },
  );
}
