import {
  type Book,
  labelForBook,
  monthName,
  reminderTemplateParams,
  replyBillDue,
  saoPauloTodayIso,
  shiftDate,
} from "@tostao/core";
import type { Db } from "@tostao/db";
import type { AccessPlans } from "../billing/access-plans.ts";
import { hasAccess } from "../billing/require-access.ts";
import { enqueueNotice, type NoticeTemplates } from "../outbox/enqueue-notice.ts";
import { billStatus, billsAround } from "../planning/cards/bills-due.ts";
import type { Card } from "../planning/cards/card-row.ts";

export interface BillNotice {
  cardId: number;
  month: string;
  notice: "eve" | "due";
  messageId: number;
}

/**
 * The 10:00 notices of credit card bills due today or tomorrow, unpaid and not empty, for the
 * cards in use (not archived) whose reminders are on, named after the card's book once the person
 * keeps both. Each (card, bill, notice) goes out once, whatever the runs.
 */
export async function sendBillNotices(
  deps: { db: Db; templates: NoticeTemplates; accessPlans: AccessPlans },
  now: Date,
): Promise<BillNotice[]> {
  const today = saoPauloTodayIso(now);
  const tomorrow = shiftDate(today, 1);
  const cards = await deps.db.query<Card & { userId: number; book: Book; labelled: boolean }>(
    `SELECT c.id, c.name, c.kind, c.limit_centavos AS "limit", c.closing_day AS "closingDay",
       c.due_day AS "dueDay", c.bill_reminders AS "billReminders", false AS archived, c.user_id AS "userId",
       c.book, u.business_started_at IS NOT NULL AS labelled
     FROM cards c JOIN users u ON u.id = c.user_id
     WHERE c.kind = 'credit' AND c.bill_reminders AND c.closing_day IS NOT NULL AND c.due_day IS NOT NULL
       AND c.archived_at IS NULL AND u.status = 'active'
     ORDER BY c.id`,
  );
  const sent: BillNotice[] = [];
  for (const card of cards) {
    for (const bill of billsAround(card, today)) {
      const notice = bill.dueOn === today ? "due" : bill.dueOn === tomorrow ? "eve" : null;
      if (!notice) continue;
      const one = await deps.db.transaction(async (tx) => {
        // Paid instances: a person without a plan is sent nothing.
        if (!hasAccess(await deps.accessPlans(tx, card.userId, now))) return null;
        const { total, paid } = await billStatus(tx, card.id, bill.month);
        if (total <= 0 || paid) return null;
        const marked = await tx.query<{ card_id: number }>(
          `INSERT INTO card_bill_notices (card_id, month, notice) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING card_id`,
          [card.id, bill.month, notice],
        );
        if (marked.length === 0) return null;
        const body = replyBillDue({
          card: card.name,
          month: bill.month,
          dueOn: bill.dueOn,
          total,
          when: notice,
        });
        const description = `fatura de ${monthName(bill.month)} do ${card.name}`;
        const { id: messageId } = await enqueueNotice(
          tx,
          {
            userId: card.userId,
            body: labelForBook(body, card.book, card.labelled),
            template: {
              kind: "reminder",
              params: reminderTemplateParams({ description, amount: total, dueOn: bill.dueOn }),
            },
          },
          { now, templates: deps.templates },
        );
        await tx.query(
          "UPDATE card_bill_notices SET message_id = $4 WHERE card_id = $1 AND month = $2 AND notice = $3",
          [card.id, bill.month, notice, messageId],
        );
        return { cardId: card.id, month: bill.month, notice, messageId } satisfies BillNotice;
      });
      if (one) sent.push(one);
    }
  }
  return sent;
}
