import type { Centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type Book, CARD_COLUMNS, type Card, findCard } from "./card-row.ts";

export interface CardInput {
  userId: number;
  book?: Book;
  name: string;
  /** Fields left undefined or null keep what the card has (an update changes only what is given). */
  kind?: "credit" | "debit" | null;
  limit?: Centavos | null;
  closingDay?: number | null;
  dueDay?: number | null;
  billReminders?: boolean | null;
}

export interface UpsertedCard {
  card: Card;
  created: boolean;
}

/**
 * Creates the card or updates the fields the input gives. A name that folds to an existing card
 * ("itau" for "Itaú") updates that card; setting up an archived card again brings it back.
 */
export async function upsertCard(tx: SqlRunner, input: CardInput): Promise<UpsertedCard> {
  const book = input.book ?? "personal";
  const name = input.name.trim().slice(0, 60);
  const existing = await findCard(tx, input.userId, name, book);
  if (existing) {
    const rows = await tx.query<Card>(
      `UPDATE cards SET kind = COALESCE($2, kind), limit_centavos = COALESCE($3, limit_centavos),
         closing_day = COALESCE($4, closing_day), due_day = COALESCE($5, due_day),
         bill_reminders = COALESCE($6, bill_reminders), archived_at = NULL, updated_at = now()
       WHERE id = $1 RETURNING ${CARD_COLUMNS}`,
      [
        existing.id,
        input.kind ?? null,
        input.limit ?? null,
        input.closingDay ?? null,
        input.dueDay ?? null,
        input.billReminders ?? null,
      ],
    );
    const card = rows[0];
    if (!card) throw new Error("card update returned nothing");
    return { card, created: false };
  }
  const rows = await tx.query<Card>(
    `INSERT INTO cards (user_id, book, name, kind, limit_centavos, closing_day, due_day, bill_reminders)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, book, lower(name)) DO UPDATE SET updated_at = now()
     RETURNING ${CARD_COLUMNS}`,
    [
      input.userId,
      book,
      name,
      input.kind ?? "credit",
      input.limit ?? null,
      input.closingDay ?? null,
      input.dueDay ?? null,
      input.billReminders ?? true,
    ],
  );
  const card = rows[0];
  if (!card) throw new Error("card insert returned nothing");
  return { card, created: true };
}
