import type { SqlRunner } from "@tostao/db";
import type { Logger } from "../logger.ts";
import type { Channel } from "./channel.ts";

export interface ClaimedInbound {
  id: number;
  channel: Channel;
  external_id: string;
  phone: string | null;
  wa_user_id: string | null;
  sender_name: string | null;
  sender_username: string | null;
  type: string;
  body: string | null;
  media: Record<string, unknown> | null;
  provider_timestamp: Date | null;
  created_at: Date;
}

/**
 * Claims a received message for processing inside the caller's transaction. The row lock makes a
 * concurrent duplicate wait, then find it already processed (null).
 */
export async function claimInbound(tx: SqlRunner, messageId: number): Promise<ClaimedInbound | null> {
  const rows = await tx.query<ClaimedInbound>(
    `UPDATE messages SET status = 'processed', processed_at = now(), updated_at = now()
     WHERE id = $1 AND direction = 'inbound' AND status = 'received'
     RETURNING id, channel, external_id, phone, wa_user_id, sender_name, sender_username, type, body, media, provider_timestamp, created_at`,
    [messageId],
  );
  return rows[0] ?? null;
}

/** Ties a claimed message to the person it turned out to be from. */
export async function linkInboundToUser(tx: SqlRunner, messageId: number, userId: number): Promise<void> {
  await tx.query("UPDATE messages SET user_id = $2 WHERE id = $1", [messageId, userId]);
}

/** Keeps only the fact that a message came (no content), for people without access. */
export async function forgetInboundContent(tx: SqlRunner, messageId: number, userId: number | null) {
  await tx.query("UPDATE messages SET body = NULL, media = NULL, user_id = $2 WHERE id = $1", [
    messageId,
    userId,
  ]);
}

/**
 * The received messages of the same conversation older than this one, oldest first: they are
 * processed before it, so answers keep the order the person wrote in.
 */
export async function earlierReceived(db: SqlRunner, messageId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT e.id FROM messages m JOIN messages e
       ON e.channel = m.channel AND COALESCE(e.phone, e.wa_user_id) = COALESCE(m.phone, m.wa_user_id)
      AND e.direction = 'inbound' AND e.status = 'received' AND e.id < m.id
     WHERE m.id = $1 ORDER BY e.id LIMIT 50`,
    [messageId],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Records a processing failure on the message; the queue retries it, and after the last
 * attempt it is marked failed so it is not mistaken for work still pending.
 */
async function noteInboundError(db: SqlRunner, messageId: number, error: unknown, final = false) {
  await db.query(
    `UPDATE messages SET attempts = attempts + 1, error = $2, updated_at = now(),
       status = CASE WHEN $3 THEN 'failed' ELSE status END
     WHERE id = $1 AND status = 'received'`,
    [messageId, String((error as Error)?.message ?? error).slice(0, 500), final],
  );
}

/**
 * A job's attempt at an inbound message failed: logs it (`what` "failed for good" on the last
 * attempt), notes the error on the message (failed for good on the last) and rethrows, so the
 * queue retries.
 */
export async function failInboundAttempt(
  ctx: { db: SqlRunner; logger: Logger },
  job: { retryCount: number; retryLimit: number },
  messageId: number,
  what: string,
  error: unknown,
): Promise<never> {
  const last = job.retryCount >= job.retryLimit;
  ctx.logger.error(last ? `${what} failed for good` : `${what} failed; will retry`, {
    messageId,
    attempt: job.retryCount + 1,
    error,
  });
  await noteInboundError(ctx.db, messageId, error, last).catch(() => {});
  throw error;
}
