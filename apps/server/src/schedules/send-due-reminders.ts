import { addMonths, fromIso, replyReminderDue, saoPauloTodayIso, toIso } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import type { Channel } from "../assistant/channel.ts";
import type { Logger } from "../logger.ts";
import { enqueueOutbound } from "../outbox/enqueue-outbound.ts";

// WhatsApp accepts free-form text only within 24 h of the person's last message (else 131047).
const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface DueReminderDeps {
  db: Db;
  logger: Logger;
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
  phone: string;
  last_inbound_at: Date | null;
  channel: Channel;
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
    `SELECT r.id, r.user_id, r.description, r.amount_centavos, r.recurrence_day, u.phone, u.last_inbound_at,
       COALESCE((SELECT m.channel FROM messages m
                 WHERE m.user_id = r.user_id AND m.direction = 'inbound'
                 ORDER BY m.id DESC LIMIT 1), 'whatsapp') AS channel
     FROM reminders r JOIN users u ON u.id = r.user_id
     WHERE r.id = $1 AND r.status = 'pending' AND r.due_date = $2::date
       AND r.last_sent_on IS DISTINCT FROM $2::date AND u.status = 'active'
     FOR UPDATE OF r`,
    [reminderId, today],
  );
  const row = rows[0];
  if (!row) return null;

  const nextDue =
    row.recurrence_day === null ? null : toIso(addMonths(fromIso(today), 1, row.recurrence_day));
  await tx.query(
    `UPDATE reminders SET last_sent_on = $2::date,
       status = CASE WHEN $3::date IS NULL THEN 'sent' ELSE 'pending' END,
       due_date = COALESCE($3::date, due_date)
     WHERE id = $1`,
    [row.id, today, nextDue],
  );
  const body = replyReminderDue({ description: row.description, amount: row.amount_centavos });
  // The channel the person last wrote on; the web chat shows it in the history.
  const { id: messageId } = await enqueueOutbound(tx, {
    userId: row.user_id,
    channel: row.channel,
    to: row.phone,
    body,
  });

  const lastInbound = row.last_inbound_at?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (row.channel === "whatsapp" && now.getTime() - lastInbound >= WHATSAPP_WINDOW_MS) {
    // No approved template yet: the free-form send will likely be refused and recorded as failed.
    deps.logger.warn("reminder queued outside the WhatsApp 24-hour window", {
      reminderId: row.id,
      messageId,
      lastInboundAt: row.last_inbound_at?.toISOString() ?? null,
    });
  }
  return { reminderId: row.id, messageId, channel: row.channel };
}
