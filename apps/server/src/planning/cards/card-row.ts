import type { CardCycle, Centavos } from "@tostao/core";
import { foldAccents } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

export type Book = "personal" | "business";

export interface Card {
  id: number;
  name: string;
  kind: "credit" | "debit";
  limit: Centavos | null;
  closingDay: number | null;
  dueDay: number | null;
  billReminders: boolean;
  /** Kept for its history; no new purchases, out of the pickers, no bill notices. */
  archived: boolean;
}

export const CARD_COLUMNS = `id, name, kind, limit_centavos AS "limit", closing_day AS "closingDay",
  due_day AS "dueDay", bill_reminders AS "billReminders", archived_at IS NOT NULL AS archived`;

/** The card's bill cycle, or null while its closing or due day is unknown. */
export function cycleOf(card: Card): CardCycle | null {
  if (card.kind !== "credit" || card.closingDay === null || card.dueDay === null) return null;
  return { closingDay: card.closingDay, dueDay: card.dueDay };
}

/** The person's cards in one book, by name (archived ones too: they keep their history). */
export function listCards(tx: SqlRunner, userId: number, book: Book = "personal"): Promise<Card[]> {
  return tx.query<Card>(
    `SELECT ${CARD_COLUMNS} FROM cards WHERE user_id = $1 AND book = $2 ORDER BY lower(name)`,
    [userId, book],
  );
}

/**
 * The card a message names (ignoring case and accents the way people type them), archived or
 * not, or, when no name is given, the person's only credit card in use.
 */
export async function findCard(
  tx: SqlRunner,
  userId: number,
  name: string | null,
  book: Book = "personal",
): Promise<Card | null> {
  const cards = await listCards(tx, userId, book);
  if (name === null || name.trim() === "") {
    const credit = cards.filter((c) => c.kind === "credit" && !c.archived);
    return credit.length === 1 ? (credit[0] ?? null) : null;
  }
  const key = fold(name);
  return cards.find((c) => fold(c.name) === key) ?? null;
}

/** Lower case without accents or surrounding spaces: "Itaú" and "itau" are one card. */
export function fold(text: string): string {
  return foldAccents(text).trim();
}
