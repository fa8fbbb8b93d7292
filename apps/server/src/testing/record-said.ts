import type { Book, RecordIntent } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import type { LimitAlert } from "../books/limit-alerts.ts";
import { type EntryOutcome, recordEntry } from "../books/record-entry.ts";
import { entryFromIntent } from "../conversation/planning/record-from-chat.ts";

/**
 * Records what a person said (a parsed record) through the books, as the chat does, in its own
 * transaction when handed the database. The clock is noon of the record's day in São Paulo.
 * @returns the outcome, with the ids of its records (parts in order) and the limit alerts it owes
 */
export async function recordSaid(
  runner: Db | SqlRunner,
  userId: number,
  intent: RecordIntent,
  book: Book = "personal",
): Promise<EntryOutcome & { transactionIds: number[]; alerts: LimitAlert[] }> {
  const record = (tx: SqlRunner) =>
    recordEntry(
      tx,
      { userId, book, source: "chat", now: new Date(`${intent.date}T12:00:00-03:00`) },
      entryFromIntent(intent),
    );
  const done = "kind" in runner ? await runner.transaction(record) : await record(runner);
  const ids = done.value.status === "recorded" ? done.value.entry.transactionIds : [];
  return { ...done.value, transactionIds: [...ids].sort((a, b) => a - b), alerts: done.alerts };
}

/**
 * What a person says when they spend: `amount` reais on `date` in `category`, paid on the credit
 * card named `card` (one instalment) when given.
 * @example expenseSaid(300, "2026-11-17") // "gastei 300 no mercado" on 17/11
 */
export const expenseSaid = (
  amount: number,
  date: string,
  category = "Mercado",
  card: string | null = null,
): RecordIntent => ({
  intent: "record",
  kind: "expense",
  amount,
  date,
  category,
  description: category.toLowerCase(),
  recurrence: null,
  payment: card ? { method: "credit", card, installments: 1 } : null,
});
