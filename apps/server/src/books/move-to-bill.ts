import { AppError, type Book } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

/**
 * Moves one purchase (or one instalment part) to another bill of its card, by hand. The choice
 * sticks: placing the purchase again keeps it. A paid bill keeps what it had: nothing moves into
 * or out of it.
 */
export function moveToBill(
  tx: SqlRunner,
  actor: BooksActor,
  input: { transactionId: number; month: string },
): Promise<OperationResult<void>> {
  return inOperation(
    tx,
    actor,
    "move_bill",
    () => move(tx, { userId: actor.userId, book: actor.book, ...input }),
    { summary: { recordId: input.transactionId, month: input.month } },
  );
}

async function move(
  tx: SqlRunner,
  input: { userId: number; book: Book; transactionId: number; month: string },
): Promise<void> {
  const paid = await tx.query<{ month: string }>(
    `SELECT p.month FROM transactions t JOIN card_bill_payments p ON p.card_id = t.card_id
     WHERE t.id = $2 AND t.user_id = $1 AND p.month IN (t.bill_month, $3)`,
    [input.userId, input.transactionId, input.month],
  );
  if (paid.length > 0)
    throw new AppError(
      "conflict",
      "Essa fatura já está paga: só dá para mover compras entre faturas em aberto.",
    );
  const rows = await tx.query<{ id: number }>(
    `UPDATE transactions SET bill_month = $3, bill_overridden = true, updated_at = now()
     WHERE id = $2 AND user_id = $1 AND book = $4 AND card_id IS NOT NULL RETURNING id`,
    [input.userId, input.transactionId, input.month, input.book],
  );
  if (rows.length === 0) throw new AppError("not_found", "Compra no cartão não encontrada.");
}
