import { AppError, type Centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type Book, CARD_COLUMNS, type Card, fold, listCards } from "./card-row.ts";

export interface CardChanges {
  name?: string;
  kind?: "credit" | "debit";
  /** Null removes the limit. */
  limit?: Centavos | null;
  closingDay?: number;
  dueDay?: number;
  billReminders?: boolean;
  /** Archives the card (keeps its history, hides it from pickers) or brings it back. */
  archived?: boolean;
}

/**
 * Changes the fields given of one of the person's cards (the dashboard's edit, which may rename
 * it). A name another of the person's cards already has is refused.
 */
export async function updateCard(
  tx: SqlRunner,
  input: { userId: number; book?: Book; id: number; changes: CardChanges },
): Promise<Card> {
  const { changes } = input;
  const cards = await listCards(tx, input.userId, input.book);
  const card = cards.find((c) => c.id === input.id);
  if (!card) throw new AppError("not_found", "Cartão não encontrado.");
  const name = changes.name?.trim();
  if (name !== undefined && cards.some((c) => c.id !== card.id && fold(c.name) === fold(name)))
    throw new AppError("conflict", `Você já tem um cartão chamado "${name}".`);
  const rows = await tx.query<Card>(
    `UPDATE cards SET name = COALESCE($2, name), kind = COALESCE($3, kind),
       limit_centavos = CASE WHEN $4::boolean THEN $5::bigint ELSE limit_centavos END,
       closing_day = COALESCE($6, closing_day), due_day = COALESCE($7, due_day),
       bill_reminders = COALESCE($8, bill_reminders),
       archived_at = CASE WHEN $9::boolean IS NULL THEN archived_at WHEN $9 THEN COALESCE(archived_at, now()) END,
       updated_at = now()
     WHERE id = $1 RETURNING ${CARD_COLUMNS}`,
    [
      card.id,
      name ?? null,
      changes.kind ?? null,
      changes.limit !== undefined,
      changes.limit ?? null,
      changes.closingDay ?? null,
      changes.dueDay ?? null,
      changes.billReminders ?? null,
      changes.archived ?? null,
    ],
  );
  const updated = rows[0];
  if (!updated) throw new Error("card update returned nothing");
  return updated;
}
