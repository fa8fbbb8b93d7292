/**
 * Planned purchases ("quero comprar uma tv de 3 mil em março"), written as operations on the books
 * (docs/books.md, "Undo"): adding one, changing it, taking it off the list. Buying one is
 * `buyPlanned` (buy-planned.ts).
 */
import { AppError, type Centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { PLANNED_COLUMNS, type PlannedPurchase } from "../planning/future/planned-purchases.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

/** Adds something the person plans to buy. */
export function planPurchase(
  tx: SqlRunner,
  actor: BooksActor,
  input: { description: string; amount: Centavos | null; plannedFor: string | null },
): Promise<OperationResult<PlannedPurchase>> {
  const description = input.description.trim().slice(0, 120);
  return inOperation(
    tx,
    actor,
    "planned",
    async () => {
      const rows = await tx.query<PlannedPurchase>(
        `INSERT INTO planned_purchases (user_id, book, description, amount_centavos, planned_for)
         VALUES ($1, $2, $3, $4, $5::date) RETURNING ${PLANNED_COLUMNS}`,
        [actor.userId, actor.book, description, input.amount, input.plannedFor],
      );
      const row = rows[0];
      if (!row) throw new Error("planned purchase insert returned nothing");
      return row;
    },
    { summary: { description, action: "created" } },
  );
}

/**
 * Changes the fields given of a purchase still planned (a null amount or month removes it).
 * Not found (or no longer planned): an error naming it.
 */
export function changePlanned(
  tx: SqlRunner,
  actor: BooksActor,
  input: {
    id: number;
    changes: { description?: string; amount?: Centavos | null; plannedFor?: string | null };
  },
): Promise<OperationResult<PlannedPurchase>> {
  const { changes } = input;
  return inOperation(
    tx,
    actor,
    "planned",
    async () => {
      const rows = await tx.query<PlannedPurchase>(
        `UPDATE planned_purchases SET description = COALESCE($4, description),
           amount_centavos = CASE WHEN $5::boolean THEN $6::bigint ELSE amount_centavos END,
           planned_for = CASE WHEN $7::boolean THEN $8::date ELSE planned_for END, updated_at = now()
         WHERE id = $1 AND user_id = $2 AND book = $3 AND status = 'planned' RETURNING ${PLANNED_COLUMNS}`,
        [
          input.id,
          actor.userId,
          actor.book,
          changes.description?.trim().slice(0, 120) ?? null,
          changes.amount !== undefined,
          changes.amount ?? null,
          changes.plannedFor !== undefined,
          changes.plannedFor ?? null,
        ],
      );
      const row = rows[0];
      if (!row) throw new AppError("not_found", "Compra planejada não encontrada.");
      return row;
    },
    { summary: { plannedId: input.id, action: "changed" } },
  );
}

/** Takes a purchase still planned off the list (kept as cancelled). Not found: an error naming it. */
export function cancelPlanned(
  tx: SqlRunner,
  actor: BooksActor,
  input: { id: number },
): Promise<OperationResult<{ id: number; description: string }>> {
  return inOperation(
    tx,
    actor,
    "planned",
    async () => {
      const rows = await tx.query<{ id: number; description: string }>(
        `UPDATE planned_purchases SET status = 'cancelled', updated_at = now()
         WHERE id = $1 AND user_id = $2 AND book = $3 AND status = 'planned' RETURNING id, description`,
        [input.id, actor.userId, actor.book],
      );
      const row = rows[0];
      if (!row) throw new AppError("not_found", "Compra planejada não encontrada.");
      return { id: Number(row.id), description: row.description };
    },
    { summary: { plannedId: input.id, action: "deleted" } },
  );
}
