import type { SqlRunner } from "@tostao/db";
import type { InboundItem } from "./channel.ts";

/** The channel every process LISTENs on (PostgreSQL) to hear that messages wait to be answered. */
export const INBOUND_CHANNEL = "tostao_inbound";

/**
 * Stores one inbound message, once per channel + external id (a provider's redelivery is a
 * no-op), and notifies INBOUND_CHANNEL in the same statement (delivered at the commit, to every
 * process; on PGlite nobody listens). Together with the outbox, this module is the only writer of
 * the messages table.
 * @returns the new row's id, or null when it was already stored
 */
export async function storeInbound(tx: SqlRunner, item: InboundItem): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO messages (channel, external_id, direction, user_id, phone, wa_user_id, sender_name, sender_username,
       type, body, media, status, provider_timestamp)
     VALUES ($1, $2, 'inbound', $3, $4, $5, $6, $7, $8, $9, $10::jsonb, 'received', $11)
     ON CONFLICT (channel, external_id) DO NOTHING RETURNING id, pg_notify('${INBOUND_CHANNEL}', '')`,
    [
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
    ],
  );
  const id = rows[0]?.id;
  return id === undefined ? null : Number(id);
}
