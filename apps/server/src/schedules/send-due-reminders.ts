import { addMonths, type Book, fromIso, reminderTemplateParams, replyReminderDue, toIso } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import { markReminderSent } from "../books/reminders.ts";
import type { NoticeItem, NoticePerson } from "./notice-items.ts";

interface DueRow {
  id: number;
  description: string;
  amount_centavos: number | null;
  recurrence_day: number | null;
  due_date: string;
  book: Book;
}

/** A reminder due on the São Paulo day $1 and not sent that day yet. */
const DUE_ON = "status = 'pending' AND due_date = $1::date AND last_sent_on IS DISTINCT FROM $1::date";

/** The people with a reminder due today (São Paulo) not yet sent. */
export async function peopleWithRemindersDue(db: Db, today: string): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(`SELECT DISTINCT user_id FROM reminders WHERE ${DUE_ON}`, [
    today,
  ]);
  return rows.map((r) => Number(r.user_id));
}

/**
 * A person's reminders due today, each marked sent (a monthly one moves to next month's date) in
 * the transaction that queues their notice. The row locks make a concurrent run wait, then find
 * them no longer due today, so each goes out once.
 */
export async function dueReminderNotices(tx: SqlRunner, person: NoticePerson): Promise<NoticeItem[]> {
  const { today } = person;
  const due = await tx.query<DueRow>(
    `SELECT id, description, amount_centavos, recurrence_day, due_date::text AS due_date, book
     FROM reminders
     WHERE ${DUE_ON} AND user_id = $2
     ORDER BY id
     FOR UPDATE`,
    [today, person.userId],
  );
  const items: NoticeItem[] = [];
  for (const row of due) {
    const nextDue =
      row.recurrence_day === null ? null : toIso(addMonths(fromIso(today), 1, row.recurrence_day));
    await markReminderSent(tx, { id: row.id, sentOn: today, nextDue });
    items.push({
      book: row.book,
      notice: {
        body: replyReminderDue({ description: row.description, amount: row.amount_centavos }),
        template: {
          kind: "reminder",
          params: reminderTemplateParams({
            description: row.description,
            amount: row.amount_centavos,
            dueOn: row.due_date,
          }),
        },
      },
      what: { kind: "reminder", reminderId: Number(row.id) },
    });
  }
  return items;
}
