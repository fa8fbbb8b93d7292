import { type Book, type Centavos, centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

export interface ListedReminder {
  description: string;
  amount: Centavos | null;
  dueDate: string;
  recurrenceDay: number | null;
}

/** The person's pending reminders of one book due between two dates (inclusive), soonest first. */
export async function listReminders(
  tx: SqlRunner,
  userId: number,
  from: string,
  to: string,
  limit = 15,
  book: Book = "personal",
): Promise<{ reminders: ListedReminder[]; count: number }> {
  const rows = await tx.query<{
    description: string;
    amount_centavos: number | null;
    due_date: string;
    recurrence_day: number | null;
    n: number;
  }>(
    `SELECT description, amount_centavos, due_date::text AS due_date, recurrence_day, COUNT(*) OVER ()::bigint AS n
     FROM reminders
     WHERE user_id = $1 AND book = $5 AND status = 'pending' AND due_date BETWEEN $2::date AND $3::date
     ORDER BY due_date, id LIMIT $4`,
    [userId, from, to, Math.max(1, Math.trunc(limit)), book],
  );
  return {
    reminders: rows.map((r) => ({
      description: r.description,
      amount: r.amount_centavos === null ? null : centavos(Number(r.amount_centavos)),
      dueDate: r.due_date.slice(0, 10),
      recurrenceDay: r.recurrence_day,
    })),
    count: Number(rows[0]?.n ?? 0),
  };
}
