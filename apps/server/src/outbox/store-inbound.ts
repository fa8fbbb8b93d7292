import type { SqlRunner } from "@tostao/db";
import type { InboundItem } from "./channel.ts";

/** The channel every process LISTENs on (PostgreSQL) to hear that messages wait to be answered. */
export const INBOUND_CHANNEL = "tostao_inbound";

const COLUMNS = `channel, external_id, direction, user_id, phone, wa_user_id, sender_name, sender_username,
  type, body, media, status, provider_timestamp`;
// Typed, so the values read the same in VALUES and in a SELECT.
const VALUES = `$1::text, $2::text, 'inbound', $3::bigint, $4::text, $5::text, $6::text, $7::text, $8::text,
  $9::text, $10::jsonb, 'received', $11::timestamptz`;
// A conversation's PDF waiting for its password (`media/pdf-password.ts`), seen from the new row.
const WAIT = `w.channel = $1 AND w.contact = COALESCE($4, $5) AND w.answer_message_id IS NULL`;

function parameters(item: InboundItem) {
  return [
    item.channel,
    item.externalId,
    item.userId ?? null,
    item.phone,
    item.waUserId,
    item.senderName ?? null,
    item.username ?? null,
    item.type,
    item.body,
    item.media ? JSON.stringify(item.media) : null,
    item.providerTimestamp ?? null,
  ];
}

/**
 * Stores one inbound message, once per channel + external id (a provider's redelivery is a
 * no-op), and notifies INBOUND_CHANNEL in the same statement (delivered at the commit, to every
 * process; on PGlite nobody listens). A text message in a conversation whose PDF waits for its
 * password is that password's attempt: the wait takes it in the same statement (the caller queues
 * its reading in the same transaction). Together with the outbox, this module is the only writer
 * of the messages table.
 * @returns the new row's id and whether it answers a password wait, or null when it was already stored
 */
export async function storeInbound(
  tx: SqlRunner,
  item: InboundItem,
): Promise<{ id: number; passwordAnswer: boolean } | null> {
  const rows = await tx.query<{ id: number; password_answer: boolean }>(
    `WITH stored AS (
       INSERT INTO messages (${COLUMNS}) VALUES (${VALUES})
       ON CONFLICT (channel, external_id) DO NOTHING RETURNING id, pg_notify('${INBOUND_CHANNEL}', '')),
     answer AS (
       UPDATE pdf_password_waits w SET answer_message_id = s.id FROM stored s
       WHERE $8 = 'text' AND ${WAIT}
       RETURNING w.message_id)
     SELECT id, EXISTS (SELECT 1 FROM answer) AS password_answer FROM stored`,
    parameters(item),
  );
  const row = rows[0];
  return row === undefined ? null : { id: Number(row.id), passwordAnswer: row.password_answer === true };
}

/**
 * Stores a text message that arrived alone in one statement, without a transaction: the usual
 * webhook costs one round trip. When a PDF of that conversation waits for its password, nothing
 * is stored ("password wait"): the message is that password's attempt, and the caller stores it
 * with `storeInbound` in a transaction that also queues its reading.
 * @returns the new row's id, null when it was already stored, or "password wait"
 */
export async function storeTextAlone(
  db: SqlRunner,
  item: InboundItem,
): Promise<number | null | "password wait"> {
  const rows = await db.query<{ id: number | null; waits: boolean }>(
    `WITH waits AS (SELECT EXISTS (SELECT 1 FROM pdf_password_waits w WHERE ${WAIT}) AS waits),
     stored AS (
       INSERT INTO messages (${COLUMNS}) SELECT ${VALUES} FROM waits WHERE NOT waits.waits
       ON CONFLICT (channel, external_id) DO NOTHING RETURNING id, pg_notify('${INBOUND_CHANNEL}', ''))
     SELECT (SELECT id FROM stored) AS id, waits FROM waits`,
    parameters(item),
  );
  const row = rows[0];
  if (row?.waits) return "password wait";
  return row?.id == null ? null : Number(row.id);
}
