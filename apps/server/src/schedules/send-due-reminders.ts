import {
  addMonths,
  type Book,
  fromIso,
  labelForBook,
  reminderTemplateParams,
  replyReminderDue,
  saoPauloTodayIso,
  toIso,
} from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import type { AccessPlans } from "../billing/access-plans.ts";
import { hasAccess } from "../billing/require-access.ts";
import { markReminderSent } from "../books/reminders.ts";
import type { Logger } from "../logger.ts";
import type { Channel } from "../outbox/channel.ts";
import { enqueueNotice, type NoticeTemplates } from "../outbox/enqueue-notice.ts";

export interface DueReminderDeps {
  db: Db;
  logger: Logger;
  templates: NoticeTemplates;
  /** Paid instances: a person without a plan is sent nothing. */
  accessPlans: AccessPlans;
}

export interface QueuedReminder {
  reminderId: number;
  messageId: number;
  channel: Channel;
}

interface DueRow {
  id: number;
  user_id: number;
  description: string;
  amount_centavos: number | null;
  recurrence_day: number | null;
  due_date: string;
  book: Book;
  labelled: boolean;
}

/**
 * Queues the notification of every reminder due today (São Paulo) through the outbound
 * pipeline, one transaction per reminder. Running it twice the same day queues nothing twice.
 */
export async function sendDueReminders(deps: DueReminderDeps, now: Date): Promise<QueuedReminder[]> {
  const today = saoPauloTodayIso(now);
  const due = await deps.db.query<{ id: number }>(
    "SELECT id FROM reminders WHERE status = 'pending' AND due_date = $1::date ORDER BY id",
    [today],
  );
  const queued: QueuedReminder[] = [];
  for (const { id } of due) {
    const one = await deps.db.transaction((tx) => queueReminder(deps, tx, id, today, now));
    if (one) queued.push(one);
  }
  return queued;
}

async function queueReminder(
  deps: DueReminderDeps,
  tx: SqlRunner,
  reminderId: number,
  today: string,
  now: Date,
): Promise<QueuedReminder | null> {
  // The row lock makes a concurrent run wait here, then find the reminder no longer due today.
  const rows = await tx.query<DueRow>(
    `SELECT r.id, r.user_id, r.description, r.amount_centavos, r.recurrence_day, r.due_date::text AS due_date,
       r.book, u.business_started_at IS NOT NULL AS labelled
     FROM reminders r JOIN users u ON u.id = r.user_id
     WHERE r.id = $1 AND r.status = 'pending' AND r.due_date = $2::date
       AND r.last_sent_on IS DISTINCT FROM $2::date AND u.status = 'active'
     FOR UPDATE OF r`,
    [reminderId, today],
  );
  const row = rows[0];
  if (!row) return null;
  if (!hasAccess(await deps.accessPlans(tx, row.user_id, now))) return null;

  const nextDue =
    row.recurrence_day === null ? null : toIso(addMonths(fromIso(today), 1, row.recurrence_day));
  await markReminderSent(tx, { id: row.id, sentOn: today, nextDue });
  const body = replyReminderDue({ description: row.description, amount: row.amount_centavos });
  const params = reminderTemplateParams({
    description: row.description,
    amount: row.amount_centavos,
    dueOn: row.due_date,
  });
  // On the channel the person last wrote on (the web chat shows it in the history), as the
  // approved template on WhatsApp past the 24-hour window.
  const queued = await enqueueNotice(
    tx,
    {
      userId: row.user_id,
      body: labelForBook(body, row.book, row.labelled),
      template: { kind: "reminder", params },
    },
    { now, templates: deps.templates },
  );
  if (queued.template) {
    deps.logger.info("reminder queued as a template: outside the WhatsApp 24-hour window", {
      reminderId: row.id,
      messageId: queued.id,
    });
  }
  return { reminderId: row.id, messageId: queued.id, channel: queued.channel };
}
