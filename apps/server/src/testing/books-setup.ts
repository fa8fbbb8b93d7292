/**
 * Setting up a person's planning books in tests, as the dashboard would: each call is its own
 * operation in its own transaction (books/cards.ts, books/set-limit.ts).
 */
import type { Book, Centavos } from "@tostao/core";
import type { Db } from "@tostao/db";
import { type CardInput, saveCard, type UpsertedCard } from "../books/cards.ts";
import type { BooksActor } from "../books/operation.ts";
import { type SetLimitResult, setLimit } from "../books/set-limit.ts";

const actorOf = (who: { userId: number; book?: Book; now?: Date }): BooksActor => ({
  userId: who.userId,
  book: who.book ?? "personal",
  source: "dashboard",
  now: who.now ?? new Date(),
});

/** Sets up (or updates) a card of the person's. */
export async function setUpCard(
  db: Db,
  input: CardInput & { userId: number; book?: Book },
): Promise<UpsertedCard> {
  return (await db.transaction((tx) => saveCard(tx, actorOf(input), input))).value;
}

/**
 * Sets (or, with null, removes) a category's monthly limit on `today` (a São Paulo civil date,
 * noon UTC); its marks follow in every month.
 */
export async function setUpLimit(
  db: Db,
  input: { userId: number; book?: Book; category: string; amount: Centavos | null; today: string },
): Promise<SetLimitResult> {
  const now = new Date(`${input.today}T15:00:00Z`);
  return (await db.transaction((tx) => setLimit(tx, actorOf({ ...input, now }), input))).value;
}
