import { addMonths, type Book, fromIso, toIso } from "@tostao/core";
import type { Transaction, TransactionUpdate } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import { getTransaction, getTransactions } from "../../books/get-transaction.ts";
import { checkCategory } from "./check-category.ts";

/**
 * Changes a record. With scope "all" on an instalment part, every part of the purchase takes
 * the change; a new date moves all parts, keeping them a month apart.
 */
export async function updateTransaction(
  tx: SqlRunner,
  input: { userId: number; id: number; data: TransactionUpdate; now: Date; book: Book },
): Promise<Transaction[]> {
  const { userId, data } = input;
  const current = await getTransaction(tx, { userId, id: input.id });
  const kind = data.kind ?? current.kind;
  const categoryId = data.categoryId !== undefined ? data.categoryId : current.categoryId;
  if (data.kind !== undefined || data.categoryId !== undefined) {
    // A new kind without a category of that kind leaves the record without a category.
    const fits = data.categoryId !== undefined || data.kind === current.kind;
    await checkCategory(tx, userId, fits ? categoryId : null, kind, input.book);
  }
  const sameKindCategory =
    data.categoryId !== undefined || data.kind === undefined || data.kind === current.kind
      ? categoryId
      : null;

  const all = data.scope === "all" && current.installment !== null;
  const targets = all
    ? await tx.query<{ id: number; installment_number: number }>(
        "SELECT id, installment_number FROM transactions WHERE user_id = $1 AND installment_group = $2::uuid",
        [userId, current.installment?.groupId],
      )
    : [{ id: current.id, installment_number: current.installment?.number ?? 1 }];

  for (const target of targets) {
    let date: string | null = null;
    if (data.date !== undefined) {
      date = all
        ? toIso(addMonths(fromIso(data.date), target.installment_number - (current.installment?.number ?? 1)))
        : data.date;
    }
    await tx.query(
      `UPDATE transactions SET
         date = COALESCE($3::date, date),
         kind = $4,
         amount_centavos = COALESCE($5::bigint, amount_centavos),
         category_id = $6,
         description = COALESCE($7, description),
         payment_method = CASE WHEN $8::boolean THEN $9 ELSE payment_method END,
         card = CASE WHEN $10::boolean THEN $11 ELSE card END,
         updated_at = $12
       WHERE id = $1 AND user_id = $2`,
      [
        target.id,
        userId,
        date,
        kind,
        data.amountCents ?? null,
        sameKindCategory,
        data.description ?? null,
        data.payment !== undefined,
        data.payment ?? null,
        data.card !== undefined,
        data.card || null,
        input.now,
      ],
    );
  }
  return getTransactions(
    tx,
    userId,
    targets.map((t) => Number(t.id)),
  );
}
