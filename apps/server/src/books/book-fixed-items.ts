/**
 * The 00:05 job's part in the books: this month's entry of every active fixed item that falls
 * today (São Paulo; day 31 falls on a short month's last day), in its book, with the same rules
 * as any record: a fixed item paid by credit card lands on the card's bill. One operation per
 * person and book, so the entries a person sees appear together.
 */
import { type Book, monthDaysFallingOn, saoPauloToday, toIso } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import { findCard } from "../planning/cards/card-row.ts";
import { inOperation } from "./operation.ts";

export interface BookedOccurrence {
  ruleId: number;
  transactionId: number;
}

interface DueRule {
  id: number;
  user_id: number;
  book: Book;
  kind: string;
  payment_method: string | null;
  card: string | null;
}

// The card a fixed item's entry goes on: the one it names, or "no crédito" the only credit card.
async function cardIdOf(tx: SqlRunner, rule: DueRule): Promise<number | null> {
  const method = rule.payment_method;
  if (rule.kind !== "expense" || (method !== "credit" && method !== "debit" && !rule.card)) return null;
  const card = await findCard(tx, rule.user_id, rule.card, rule.book);
  if (!card || card.archived || (method !== null && method !== card.kind)) return null;
  return card.id;
}

async function bookOne(tx: SqlRunner, rule: DueRule, today: string): Promise<number | null> {
  const cardId = await cardIdOf(tx, rule);
  // The unique index on (rule, month) makes a second or concurrent run insert nothing.
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
       card, recurring_rule_id, book, card_id)
     SELECT r.user_id, r.kind, r.amount_centavos, $2::date, r.category_id, r.description,
       CASE WHEN r.payment_method IN ('credit', 'debit', 'pix', 'cash', 'boleto') THEN r.payment_method END,
       r.card, r.id, r.book, $3::bigint
     FROM recurring_rules r WHERE r.id = $1 AND r.active
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [rule.id, today, cardId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * Books today's entries of the fixed items falling today; returns what it booked. `mayBook` says
 * whether a person's books take entries at all (on paid instances, a person without a plan gets
 * none); it is required, so no caller can forget the access check.
 */
export async function bookFixedItems(
  db: Db,
  now: Date,
  mayBook: (userId: number) => Promise<boolean>,
): Promise<BookedOccurrence[]> {
  const day = saoPauloToday(now);
  const today = toIso(day);
  const due = await db.query<DueRule>(
    `SELECT r.id, r.user_id, r.book, r.kind, r.payment_method, r.card FROM recurring_rules r
     WHERE r.active AND r.day_of_month = ANY($2::int[]) AND r.starts_on <= $1::date
       AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.recurring_rule_id = r.id
         AND date_trunc('month', t.date) = date_trunc('month', $1::date))
     ORDER BY r.user_id, r.book, r.id`,
    [today, monthDaysFallingOn(day)],
  );
  const byBooks = new Map<string, DueRule[]>();
  for (const rule of due) {
    const key = `${rule.user_id}:${rule.book}`;
    byBooks.set(key, [...(byBooks.get(key) ?? []), rule]);
  }
  const booked: BookedOccurrence[] = [];
  for (const rules of byBooks.values()) {
    const first = rules[0];
    if (!first) continue;
    if (!(await mayBook(first.user_id))) continue;
    const actor = { userId: first.user_id, book: first.book, source: "schedule" as const, now };
    const done = await db.transaction((tx) =>
      inOperation(tx, actor, "fixed_items", async () => {
        const made: BookedOccurrence[] = [];
        for (const rule of rules) {
          const id = await bookOne(tx, rule, today);
          if (id !== null) made.push({ ruleId: Number(rule.id), transactionId: id });
        }
        return made;
      }),
    );
    booked.push(...done.value);
  }
  return booked;
}
