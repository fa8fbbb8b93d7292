import { type Book, type Centavos, type ReminderIntent, reaisToCentavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

export interface StoredReminder {
  id: number;
  description: string;
  amount: Centavos | null;
  dueDate: string;
  recurrenceDay: number | null;
}

/** Stores a payment reminder said in the chat or read from a bill, as one operation. */
export function createReminder(
  tx: SqlRunner,
  actor: BooksActor,
  intent: ReminderIntent,
): Promise<OperationResult<StoredReminder>> {
  return inOperation(tx, actor, "reminder", () =>
    insertReminder(tx, actor.userId, intent, actor.messageId ?? null, actor.book),
  );
}

/** Notifications go out at 10:00 on the due date. */
async function insertReminder(
  tx: SqlRunner,
  userId: number,
  intent: ReminderIntent,
  sourceMessageId: number | null,
  book: Book,
): Promise<StoredReminder> {
  const amount = intent.amount && intent.amount > 0 ? reaisToCentavos(intent.amount) : null;
  const day = intent.recurrence ? Math.max(1, Math.min(31, Math.trunc(intent.recurrence.day))) : null;
  const description = intent.description.trim().slice(0, 200) || "pagamento";
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO reminders (user_id, description, amount_centavos, due_date, recurrence_day, source_message_id, book)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [userId, description, amount, intent.date, day, sourceMessageId, book],
  );
  return { id: rows[0]?.id ?? 0, description, amount, dueDate: intent.date, recurrenceDay: day };
}
