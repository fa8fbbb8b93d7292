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

type TextStored = number | null | "password wait";

/**
 * Stores texts that each arrived alone, in one statement: each once per channel + external id, and
 * none whose conversation's PDF waits for its password (that one is "password wait": the caller
 * stores it with `storeInbound` in a transaction that also queues its reading).
 * @returns for each text, in order, the new row's id, null when it was already stored (or came
 * twice in `items`: the first one stores it), or "password wait"
 */
async function storeTexts(db: SqlRunner, items: readonly InboundItem[]): Promise<TextStored[]> {
  const values = items.map(parameters);
  const column = (at: number) => values.map((row) => row[at]);
  const rows = await db.query<{ n: number; waits: boolean; id: number | null }>(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[],
         $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
       WITH ORDINALITY AS i(channel, external_id, user_id, phone, wa_user_id, sender_name, sender_username,
         type, body, media, provider_timestamp, n)),
     checked AS (
       SELECT i.*, EXISTS (SELECT 1 FROM pdf_password_waits w WHERE w.channel = i.channel
         AND w.contact = COALESCE(i.phone, i.wa_user_id) AND w.answer_message_id IS NULL) AS waits
       FROM input i),
     stored AS (
       INSERT INTO messages (${COLUMNS})
       SELECT channel, external_id, 'inbound', user_id, phone, wa_user_id, sender_name, sender_username, type,
         body, media::jsonb, 'received', provider_timestamp::timestamptz
       FROM checked WHERE NOT waits ORDER BY n
       ON CONFLICT (channel, external_id) DO NOTHING
       RETURNING id, channel, external_id, pg_notify('${INBOUND_CHANNEL}', ''))
     SELECT c.n, c.waits, s.id FROM checked c
     LEFT JOIN stored s ON s.channel = c.channel AND s.external_id = c.external_id ORDER BY c.n`,
    [
      column(0),
      column(1),
      column(2),
      column(3),
      column(4),
      column(5),
      column(6),
      column(7),
      column(8),
      column(9),
      // As text, as every column here: a timestamp in an array is written the same on both engines.
      items.map((item) => item.providerTimestamp?.toISOString() ?? null),
    ],
  );
  const taken = new Set<number>();
  return rows.map((row): TextStored => {
    if (row.waits) return "password wait";
    if (row.id == null || taken.has(Number(row.id))) return null;
    taken.add(Number(row.id));
    return Number(row.id);
  });
}

/**
 * Texts stored by one statement at most: on PGlite a statement holds the one connection, and health
 * probes and pages wait for it (16 texts take a few milliseconds there).
 */
const TEXTS_PER_STATEMENT = 16;

/** The texts waiting for the statement in flight on a database (there is one while the queue exists). */
interface TextQueue {
  waiting: Array<{ item: InboundItem; done(stored: TextStored): void; fail(error: unknown): void }>;
}
const textQueues = new WeakMap<SqlRunner, TextQueue>();

/**
 * Stores a text message that arrived alone (the usual webhook), without a transaction: atomic on
 * its own, one round trip. Texts that arrive while another's statement is on its way (concurrent
 * webhooks) wait for it and are stored together by the next one (up to TEXTS_PER_STATEMENT), so under load
 * one statement, and one commit, stores many deliveries.
 * When a statement of several fails, each of its texts is stored again alone: a text the database
 * refuses fails only its own delivery. When a PDF of that conversation waits for its password,
 * nothing is stored ("password wait"): the message is that password's attempt, and the caller
 * stores it with `storeInbound` in a transaction that also queues its reading.
 * @returns the new row's id, null when it was already stored, or "password wait"
 */
export function storeTextAlone(db: SqlRunner, item: InboundItem): Promise<TextStored> {
  return new Promise<TextStored>((done, fail) => {
    const queue = textQueues.get(db);
    if (queue) {
      queue.waiting.push({ item, done, fail });
      return;
    }
    const next: TextQueue = { waiting: [{ item, done, fail }] };
    textQueues.set(db, next);
    void storeWaiting(db, next);
  });
}

async function storeWaiting(db: SqlRunner, queue: TextQueue) {
  while (queue.waiting.length > 0) {
    const texts = queue.waiting.splice(0, TEXTS_PER_STATEMENT);
    try {
      const stored = await storeTexts(
        db,
        texts.map((t) => t.item),
      );
      for (const [n, text] of texts.entries()) text.done(stored[n] ?? null);
    } catch (error) {
      if (texts.length === 1) texts[0]?.fail(error);
      else
        for (const text of texts)
          await storeTexts(db, [text.item]).then(
            ([stored]) => text.done(stored ?? null),
            (alone) => text.fail(alone),
          );
    }
  }
  textQueues.delete(db);
}
