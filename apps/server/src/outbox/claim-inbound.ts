import type { SqlRunner } from "@tostao/db";
import type { Logger } from "../logger.ts";
import type { Channel } from "./channel.ts";

export interface ClaimedInbound {
  id: number;
  /** Failed attempts so far. */
  attempts?: number;
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
  /** Whether a reading of it waits to be acted on (a file, or the password that opened one). */
  has_reading: boolean;
}

// What a claim returns of each message (`m`): its row, and whether its reading is stored.
const CLAIMED = `m.id, m.attempts, m.channel, m.external_id, m.phone, m.wa_user_id, m.sender_name, m.sender_username,
  m.type, m.body, m.media, m.provider_timestamp, m.created_at,
  EXISTS (SELECT 1 FROM media_readings r WHERE r.message_id = m.id) AS has_reading`;

/**
 * Claims a received message for processing inside the caller's transaction. The row lock makes a
 * concurrent duplicate wait, then find it already processed (null).
 */
export async function claimInbound(tx: SqlRunner, messageId: number): Promise<ClaimedInbound | null> {
  const rows = await tx.query<ClaimedInbound>(
    `UPDATE messages m SET status = 'processed', processed_at = now(), updated_at = now()
     WHERE m.id = $1 AND m.direction = 'inbound' AND m.status = 'received'
     RETURNING ${CLAIMED}`,
    [messageId],
  );
  return rows[0] ?? null;
}

/**
 * Claims, inside the caller's transaction, up to `limit` received messages the text path answers
 * (not files, not the password a protected PDF asked for: their reading comes first, in the media
 * queue), at most one per conversation: its oldest waiting one, so answers keep the order the
 * person wrote in. Rows another worker holds are skipped (SKIP LOCKED) and so is every later
 * message of their conversation; the rows are marked processed in the same statement, so a crash
 * before the commit leaves them received, free for the next claim. A message whose last attempt
 * failed waits until its retry is due (`next_attempt_at`), and so does the rest of its conversation.
 *
 * The conversations' oldest messages are looked for among the `window` oldest waiting ones, which
 * hold every earlier message of their own conversations: the claim costs the same however long the
 * queue is. Comparing each message with the whole queue instead cost a backlog of N messages up to
 * N² row visits, whenever the planner's statistics had not caught up with a queue that grew in
 * seconds. Only when the window holds messages but gives none (they all wait behind a retry, a PDF's
 * password or another worker) is the whole queue searched; an empty queue costs one statement.
 */
export async function claimInboundBatch(
  tx: SqlRunner,
  input: { limit: number; window: number; fileTypes: readonly string[] },
): Promise<ClaimedInbound[]> {
  // Each claimed message with how many waited in the window; one row of nulls when none was claimed.
  const inWindow = await tx.query<ClaimedInbound & { waited: number }>(
    `WITH waiting AS (
       SELECT m.id, m.channel, COALESCE(m.phone, m.wa_user_id) AS contact FROM messages m
       WHERE m.direction = 'inbound' AND m.status = 'received' AND m.type <> ALL ($2::text[])
       ORDER BY m.id
       LIMIT $3),
     next AS (
       SELECT m.id FROM messages m
       WHERE m.id = ANY (ARRAY(SELECT min(id) FROM waiting GROUP BY channel, contact))
         AND m.direction = 'inbound' AND m.status = 'received' AND m.next_attempt_at <= now()
         AND NOT EXISTS (SELECT 1 FROM pdf_password_waits w WHERE w.answer_message_id = m.id)
       ORDER BY m.id
       LIMIT $1
       FOR NO KEY UPDATE OF m SKIP LOCKED),
     claimed AS (${CLAIM_NEXT})
     SELECT claimed.*, w.waited FROM (SELECT count(*)::int AS waited FROM waiting) w LEFT JOIN claimed ON true`,
    [input.limit, input.fileTypes, input.window],
  );
  const claimed = inWindow.filter((row) => row.id !== null);
  // An empty queue: nothing to look for further.
  if (claimed.length > 0 || Number(inWindow[0]?.waited ?? 0) === 0) return claimed.map(withoutWaited);
  return tx.query<ClaimedInbound>(
    `WITH next AS (
       SELECT m.id FROM messages m
       WHERE m.direction = 'inbound' AND m.status = 'received' AND m.next_attempt_at <= now()
         AND m.type <> ALL ($2::text[])
         AND NOT EXISTS (SELECT 1 FROM pdf_password_waits w WHERE w.answer_message_id = m.id)
         AND NOT EXISTS (
           SELECT 1 FROM messages e
           WHERE e.direction = 'inbound' AND e.status = 'received'
             AND e.channel = m.channel AND COALESCE(e.phone, e.wa_user_id) = COALESCE(m.phone, m.wa_user_id)
             AND e.id < m.id AND e.type <> ALL ($2::text[]))
       ORDER BY m.id
       LIMIT $1
       FOR NO KEY UPDATE OF m SKIP LOCKED)
     ${CLAIM_NEXT}`,
    [input.limit, input.fileTypes],
  );
}

const withoutWaited = ({ waited: _, ...row }: ClaimedInbound & { waited: number }): ClaimedInbound => row;

// The claim's last step: the messages chosen (`next`) marked processed, and returned.
const CLAIM_NEXT = `UPDATE messages m SET status = 'processed', processed_at = now(), updated_at = now()
     FROM next WHERE m.id = next.id
     RETURNING ${CLAIMED}`;

/**
 * A text message's processing failed (its batch rolled back and it failed again alone): counted,
 * and due again after `delaySeconds`; on the last attempt marked failed, so later messages of the
 * conversation go on.
 */
export async function retryInboundLater(
  db: SqlRunner,
  messageId: number,
  input: { error: unknown; delaySeconds: number; limit: number },
): Promise<{ final: boolean }> {
  const rows = await db.query<{ status: string }>(
    `UPDATE messages SET attempts = attempts + 1, error = $2, updated_at = now(),
       next_attempt_at = now() + make_interval(secs => $3),
       status = CASE WHEN attempts + 1 >= $4 THEN 'failed' ELSE status END
     WHERE id = $1 AND status = 'received' RETURNING status`,
    [
      messageId,
      String((input.error as Error)?.message ?? input.error).slice(0, 500),
      input.delaySeconds,
      input.limit,
    ],
  );
  return { final: rows[0]?.status === "failed" };
}

/**
 * Ties a claimed message to the person it turned out to be from: a data-modifying CTE (`linked`)
 * for the statement that records the person's arrival, given the SQL parameters of both ids.
 */
export function linkInboundToUser(messageParam: string, userParam: string): string {
  return `linked AS (UPDATE messages SET user_id = ${userParam} WHERE id = ${messageParam})`;
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
