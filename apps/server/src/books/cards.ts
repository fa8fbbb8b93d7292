/**
 * A person's cards, written as operations on the books (docs/books.md, "Undo"): setting one up,
 * changing it, its bill reminders, deleting it. Deleting a card clears, inside the same operation,
 * everything that links to it (the purchases leave it and its bills, its bill payments and notices
 * go, an account standing for it forgets it), so one undo brings every row and link back.
 */
import { AppError, type Centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { CARD_COLUMNS, type Card, findCard, fold, listCards } from "../planning/cards/card-row.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

export interface CardInput {
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
export async function saveCard(
  tx: SqlRunner,
  actor: BooksActor,
  input: CardInput,
): Promise<OperationResult<UpsertedCard>> {
  const name = input.name.trim().slice(0, 60);
  const existing = await findCard(tx, actor.userId, name, actor.book);
  return inOperation(
    tx,
    actor,
    "card",
    async () => {
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
          actor.userId,
          actor.book,
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
    },
    { summary: { card: existing?.name ?? name, action: existing ? "changed" : "created" } },
  );
}

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

async function ownCard(tx: SqlRunner, actor: BooksActor, id: number): Promise<{ card: Card; cards: Card[] }> {
  const cards = await listCards(tx, actor.userId, actor.book);
  const card = cards.find((c) => c.id === id);
  if (!card) throw new AppError("not_found", "Cartão não encontrado.");
  return { card, cards };
}

/**
 * Changes the fields given of one of the person's cards (the dashboard's edit, which may rename
 * it). A name another of the person's cards already has is refused.
 */
export async function changeCard(
  tx: SqlRunner,
  actor: BooksActor,
  input: { id: number; changes: CardChanges },
): Promise<OperationResult<Card>> {
  const { changes } = input;
  const { card, cards } = await ownCard(tx, actor, input.id);
  const name = changes.name?.trim();
  if (name !== undefined && cards.some((c) => c.id !== card.id && fold(c.name) === fold(name)))
    throw new AppError("conflict", `Você já tem um cartão chamado "${name}".`);
  return inOperation(
    tx,
    actor,
    "card",
    async () => {
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
    },
    { summary: { card: card.name, action: "changed" } },
  );
}

/**
 * Turns the bill reminders of one card (or, with `cardId` null, of every card in the book) on or off.
 */
export function setBillReminders(
  tx: SqlRunner,
  actor: BooksActor,
  input: { cardId: number | null; on: boolean; card?: string },
): Promise<OperationResult<void>> {
  return inOperation(
    tx,
    actor,
    "card",
    async () => {
      await tx.query(
        `UPDATE cards SET bill_reminders = $3, updated_at = now()
         WHERE user_id = $1 AND book = $4 AND ($2::bigint IS NULL OR id = $2) AND bill_reminders <> $3`,
        [actor.userId, input.cardId, input.on, actor.book],
      );
    },
    { summary: { card: input.card ?? null, action: "changed" } },
  );
}

/**
 * Deletes one of the person's cards. Its purchases stay in the books, off any card and bill; its
 * bill payments and notices go with it. One operation: undone, the card comes back with every link.
 */
export async function deleteCard(
  tx: SqlRunner,
  actor: BooksActor,
  input: { id: number },
): Promise<OperationResult<Card>> {
  const { card } = await ownCard(tx, actor, input.id);
  await tx.query("SELECT id FROM cards WHERE id = $1 FOR UPDATE", [card.id]);
  return inOperation(
    tx,
    actor,
    "card",
    async () => {
      // Each link cleared here rather than by the foreign keys, so the operation captures it.
      await tx.query(
        `UPDATE transactions SET card_id = NULL, bill_month = NULL, bill_overridden = false, updated_at = now()
         WHERE card_id = $1`,
        [card.id],
      );
      await tx.query("DELETE FROM card_bill_payments WHERE card_id = $1", [card.id]);
      await tx.query("DELETE FROM card_bill_notices WHERE card_id = $1", [card.id]);
      await tx.query("UPDATE accounts SET card_id = NULL, updated_at = now() WHERE card_id = $1", [card.id]);
      await tx.query("DELETE FROM cards WHERE id = $1 AND user_id = $2", [card.id, actor.userId]);
      return card;
    },
    { summary: { card: card.name, action: "deleted", cardId: card.id } },
  );
}
