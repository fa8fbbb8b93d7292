import type { FailedMessage } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/** Outbound messages that failed for good, newest first, with the provider's last error. */
export async function listFailedMessages(tx: SqlRunner, input: { page: number; pageSize: number }) {
  const rows = await tx.query<{
    id: number;
    channel: string;
    phone: string | null;
    wa_user_id: string | null;
    user_id: number | null;
    name: string | null;
    type: string;
    body: string | null;
    error: string | null;
    attempts: number;
    updated_at: Date;
    total: number;
  }>(
    `SELECT m.id, m.channel, m.phone, m.wa_user_id, m.user_id, u.name, m.type, m.body, m.error, m.attempts, m.updated_at,
       count(*) OVER ()::int AS total
     FROM messages m LEFT JOIN users u ON u.id = m.user_id
     WHERE m.direction = 'outbound' AND m.status = 'failed'
     ORDER BY m.updated_at DESC, m.id DESC LIMIT $1 OFFSET $2`,
    [input.pageSize, (input.page - 1) * input.pageSize],
  );
  const items: FailedMessage[] = rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    phone: r.phone,
    whatsappId: r.wa_user_id,
    userId: r.user_id,
    name: r.name,
    type: r.type,
    body: r.body,
    error: r.error,
    attempts: r.attempts,
    updatedAt: r.updated_at.toISOString(),
  }));
  return { items, total: rows[0]?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

/**
 * Puts a failed outbound message back in the outbox, due now and with its attempts counted
 * afresh; the dispatcher sends it like any other. False when there is no failed outbound
 * message with that id (already retried, or never failed).
 */
export async function retryFailedMessage(tx: SqlRunner, input: { messageId: number }): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE messages SET status = 'queued', attempts = 0, next_attempt_at = now(), claimed_at = NULL,
       updated_at = now()
     WHERE id = $1 AND direction = 'outbound' AND status = 'failed' RETURNING id`,
    [input.messageId],
  );
  return rows.length > 0;
}
