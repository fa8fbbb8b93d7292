import type { Book } from "@tostao/core";
import type { Transaction, TransactionCreate } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import { getTransaction } from "../../books/get-transaction.ts";
import { checkCategory } from "./check-category.ts";

/** Adds one record typed in the dashboard. */
export async function createTransaction(
  tx: SqlRunner,
  input: { userId: number; data: TransactionCreate; now: Date; book: Book },
): Promise<Transaction> {
  const { data, userId } = input;
  await checkCategory(tx, userId, data.categoryId, data.kind, input.book);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
       card, created_at, updated_at, book)
     VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $9, $10) RETURNING id`,
    [
      userId,
      data.kind,
      data.amountCents,
      data.date,
      data.categoryId ?? null,
      data.description,
      data.payment ?? null,
      data.card || null,
      input.now,
      input.book,
    ],
  );
  return getTransaction(tx, { userId, id: Number(rows[0]?.id) });
}
