import { type Book, monthName, reminderTemplateParams, replyBillDue, shiftDate } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import { billStatus, billsAround } from "../planning/cards/bills-due.ts";
import type { Card } from "../planning/cards/card-row.ts";
import type { NoticeItem, NoticePerson } from "./notice-items.ts";

type NoticeCard = Card & { userId: number; book: Book };

/** Credit cards in use (not archived) with a cycle and their reminders on, of active people. */
async function billCards(db: SqlRunner, userId: number | null): Promise<NoticeCard[]> {
  return db.query<NoticeCard>(
    `SELECT c.id, c.name, c.kind, c.limit_centavos AS "limit", c.closing_day AS "closingDay",
       c.due_day AS "dueDay", c.bill_reminders AS "billReminders", false AS archived, c.user_id AS "userId",
       c.book
     FROM cards c JOIN users u ON u.id = c.user_id
     WHERE c.kind = 'credit' AND c.bill_reminders AND c.closing_day IS NOT NULL AND c.due_day IS NOT NULL
       AND c.archived_at IS NULL AND u.status = 'active' AND ($1::bigint IS NULL OR c.user_id = $1)
     ORDER BY c.id`,
    [userId],
  );
}

/** The bills of a card due today ("due") or tomorrow ("eve"). */
function billsDue(card: Card, today: string) {
  const tomorrow = shiftDate(today, 1);
  return billsAround(card, today).flatMap((bill) => {
    const notice = bill.dueOn === today ? "due" : bill.dueOn === tomorrow ? "eve" : null;
    return notice ? [{ ...bill, notice: notice as "due" | "eve" }] : [];
  });
}

/** The people with a card bill due today or tomorrow (whether unpaid is checked in their transaction). */
export async function peopleWithBillsDue(db: Db, today: string): Promise<number[]> {
  const cards = await billCards(db, null);
  return [...new Set(cards.filter((c) => billsDue(c, today).length > 0).map((c) => Number(c.userId)))];
}

/**
 * A person's notices of credit card bills due today or tomorrow, unpaid and not empty, for the
 * cards in use whose reminders are on. Each (card, bill, notice) is marked in card_bill_notices in
 * the transaction that queues it, so it goes out once, whatever the runs.
 */
export async function billNotices(tx: SqlRunner, person: NoticePerson): Promise<NoticeItem[]> {
  const items: NoticeItem[] = [];
  for (const card of await billCards(tx, person.userId)) {
    for (const bill of billsDue(card, person.today)) {
      const { total, paid } = await billStatus(tx, card.id, bill.month);
      if (total <= 0 || paid) continue;
      const marked = await tx.query<{ card_id: number }>(
        `INSERT INTO card_bill_notices (card_id, month, notice) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING card_id`,
        [card.id, bill.month, bill.notice],
      );
      if (marked.length === 0) continue;
      const description = `fatura de ${monthName(bill.month)} do ${card.name}`;
      items.push({
        book: card.book,
        notice: {
          body: replyBillDue({
            card: card.name,
            month: bill.month,
            dueOn: bill.dueOn,
            total,
            when: bill.notice,
          }),
          template: {
            kind: "reminder",
            params: reminderTemplateParams({ description, amount: total, dueOn: bill.dueOn }),
          },
        },
        what: { kind: "bill", cardId: Number(card.id), month: bill.month, notice: bill.notice },
        recordMessage: async (db, messageId) => {
          await db.query(
            "UPDATE card_bill_notices SET message_id = $4 WHERE card_id = $1 AND month = $2 AND notice = $3",
            [card.id, bill.month, bill.notice, messageId],
          );
        },
      });
    }
  }
  return items;
}
