import type { SqlRunner } from "@tostao/db";
import type { Channel } from "../../assistant/channel.ts";
import { enqueueOutbound } from "../../outbox/enqueue-outbound.ts";

/**
 * Queues a message the assistant starts (a bill notice, a digest) on the channel the person last
 * wrote on, inside the caller's transaction, so it is queued exactly when its mark is stored.
 * @returns the outbound message id
 */
export async function notifyPerson(tx: SqlRunner, userId: number, body: string): Promise<number> {
  const rows = await tx.query<{ phone: string; channel: Channel }>(
    `SELECT u.phone, COALESCE((SELECT m.channel FROM messages m WHERE m.user_id = u.id AND m.direction = 'inbound'
                               ORDER BY m.id DESC LIMIT 1), 'whatsapp') AS channel
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  const person = rows[0];
  if (!person) throw new Error(`user ${userId} not found`);
  const { id } = await enqueueOutbound(tx, { userId, channel: person.channel, to: person.phone, body });
  return id;
}
