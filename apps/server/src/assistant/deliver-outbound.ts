import type { Db } from "@tostao/db";
import type { Channel, ChannelTransport } from "./channel.ts";

export type Transports = Partial<Record<Channel, ChannelTransport>>;

// A send that crashed mid-way leaves 'sending'; after this long another attempt may take it.
const STALE_CLAIM_SECONDS = 60;

/**
 * Sends one queued outbound message through its channel. Claims it first so two workers
 * never send it twice; a failure puts it back to 'queued' and throws for the queue's retry.
 * @returns the provider id, or null when there was nothing to send
 */
export async function deliverOutbound(
  db: Db,
  transports: Transports,
  messageId: number,
): Promise<string | null> {
  const claimed = await db.query<{ channel: Channel; phone: string; body: string }>(
    `UPDATE messages SET status = 'sending', attempts = attempts + 1, claimed_at = now(), updated_at = now()
     WHERE id = $1 AND direction = 'outbound'
       AND (status = 'queued' OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $2)))
     RETURNING channel, phone, body`,
    [messageId, STALE_CLAIM_SECONDS],
  );
  const row = claimed[0];
  if (!row) return null;
  const transport = transports[row.channel];
  try {
    if (!transport) throw new Error(`channel ${row.channel} is not configured`);
    const { externalId } = await transport.send(row.phone, row.body);
    await db.query(
      `UPDATE messages SET status = 'sent', external_id = $2, sent_at = now(), error = NULL, updated_at = now()
       WHERE id = $1`,
      [messageId, externalId],
    );
    return externalId;
  } catch (error) {
    await db.query("UPDATE messages SET status = 'queued', error = $2, updated_at = now() WHERE id = $1", [
      messageId,
      String((error as Error)?.message ?? error).slice(0, 500),
    ]);
    throw error;
  }
}

/** Marks outbound messages failed for good once the queue gave up on them. */
export async function markOutboundFailed(db: Db, messageIds: number[]) {
  await db.query(
    "UPDATE messages SET status = 'failed', updated_at = now() WHERE id = ANY($1::bigint[]) AND status IN ('queued', 'sending')",
    [messageIds],
  );
}
