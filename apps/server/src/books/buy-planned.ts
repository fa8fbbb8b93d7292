/**
 * A planned purchase bought (the dashboard's "Comprei", the chat's "sim" to "foi a tv?"): the
 * expense is recorded like any other, filed by the purchase's own words, and the plan is marked
 * bought by it, in one operation that one undo takes back whole.
 */
import { AppError, type Centavos, categoryOfWords } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";
import { type EntryOutcome, recordEntry } from "./record-entry.ts";

/** Marks a planned purchase bought by an existing record (or by none). */
export async function markPlannedBought(
  tx: SqlRunner,
  input: { userId: number; id: number; transactionId: number | null },
): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE planned_purchases SET status = 'bought', transaction_id = $3, updated_at = now()
     WHERE id = $2 AND user_id = $1 AND status = 'planned' RETURNING id`,
    [input.userId, input.id, input.transactionId],
  );
  return rows.length > 0;
}

/**
 * Records the purchase of a plan still open and marks it bought. The amount is the one given, else
 * the planned one; neither is a validation error naming the field.
 */
export function buyPlanned(
  tx: SqlRunner,
  actor: BooksActor,
  input: { plannedId: number; amount?: Centavos | null; date: string },
): Promise<OperationResult<{ description: string; recorded: EntryOutcome; transactionId: number | null }>> {
  return inOperation(
    tx,
    actor,
    "planned_bought",
    async () => {
      const rows = await tx.query<{ description: string; amount: number | null }>(
        `SELECT description, amount_centavos AS amount FROM planned_purchases
         WHERE id = $1 AND user_id = $2 AND book = $3 AND status = 'planned' FOR UPDATE`,
        [input.plannedId, actor.userId, actor.book],
      );
      const planned = rows[0];
      if (!planned) throw new AppError("not_found", "Compra planejada não encontrada.");
      const amount = input.amount ?? (planned.amount === null ? null : (Number(planned.amount) as Centavos));
      if (!amount)
        throw new AppError("validation", "Alguns campos estão inválidos.", {
          fields: { amountCents: "Informe quanto custou." },
        });
      const { value: recorded } = await recordEntry(tx, actor, {
        kind: "expense",
        amount,
        date: input.date,
        category: { name: categoryOfWords("expense", planned.description, actor.book) },
        description: planned.description,
      });
      const transactionId =
        recorded.status === "recorded" ? (recorded.entry.transactionIds[0] ?? null) : null;
      await markPlannedBought(tx, { userId: actor.userId, id: input.plannedId, transactionId });
      return { description: planned.description, recorded, transactionId };
    },
    { summary: { plannedId: input.plannedId } },
  );
}
