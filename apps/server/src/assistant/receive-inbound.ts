import type { Db } from "@tostao/db";
import type PgBoss from "pg-boss";
import { transactionExecutor } from "../jobs/boss.ts";
import type { InboundItem } from "./channel.ts";
import { PROCESS_QUEUE } from "./queues.ts";

/**
 * Stores inbound messages (once per channel + external id) and enqueues their processing
 * in the same transaction, so an acknowledged message is never lost nor processed twice.
 * @returns ids of the messages that were new
 */
export async function receiveInbound(db: Db, boss: PgBoss, items: InboundItem[]): Promise<number[]> {
  if (items.length === 0) return [];
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const item of items) {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO messages (channel, external_id, direction, user_id, phone, sender_name, type, body, media,
           status, provider_timestamp)
         VALUES ($1, $2, 'inbound', $3, $4, $5, $6, $7, $8::jsonb, 'received', $9)
         ON CONFLICT (channel, external_id) DO NOTHING RETURNING id`,
        [
          item.channel,
          item.externalId,
          item.userId ?? null,
          item.phone,
          item.senderName ?? null,
          item.type,
          item.body,
          item.media ? JSON.stringify(item.media) : null,
          item.providerTimestamp ?? null,
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) continue;
      await boss.send(PROCESS_QUEUE, { messageId: id }, { db: transactionExecutor(tx) as PgBoss.Db });
      ids.push(id);
    }
    return ids;
  });
}
