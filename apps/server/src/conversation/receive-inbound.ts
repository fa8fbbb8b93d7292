import type { Db } from "@tostao/db";
import type PgBoss from "pg-boss";
import { transactionExecutor } from "../jobs/boss.ts";
import { claimPasswordAnswer } from "../media/pdf-password.ts";
import { READABLE_TYPES } from "../media/read-message-media.ts";
import { MEDIA_QUEUE } from "../media/read-queue.ts";
import type { InboundItem } from "../outbox/channel.ts";
import { storeInbound } from "../outbox/store-inbound.ts";
import { PROCESS_QUEUE } from "./queues.ts";

/**
 * Messages stored per transaction. A webhook carrying thousands is stored in short transactions,
 * so on PGlite (one connection) other requests get their turn between them; a crash midway
 * loses nothing, since nothing is acknowledged before the last one commits and a redelivery
 * skips what was stored.
 */
const CHUNK = 10;

/**
 * Stores inbound messages (once per channel + external id) and enqueues their processing
 * in the same transaction, so an acknowledged message is never lost nor processed twice.
 * @returns ids of the messages that were new
 */
export async function receiveInbound(db: Db, boss: PgBoss, items: InboundItem[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    ids.push(...(await receiveChunk(db, boss, items.slice(start, start + CHUNK))));
  }
  return ids;
}

function receiveChunk(db: Db, boss: PgBoss, items: InboundItem[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const item of items) {
      const id = await storeInbound(tx, item);
      if (id === null) continue;
      if (item.upload) {
        await tx.query("INSERT INTO media_uploads (message_id, bytes, mime_type) VALUES ($1, $2, $3)", [
          id,
          item.upload.bytes,
          item.upload.mimeType,
        ]);
      }
      // Files (and the password a protected PDF asked for) are read first, in their own queue;
      // everything else is processed at once.
      const read =
        READABLE_TYPES.has(item.type) || (item.type === "text" && (await claimPasswordAnswer(tx, id)));
      const queue = read ? MEDIA_QUEUE : PROCESS_QUEUE;
      await boss.send(queue, { messageId: id }, { db: transactionExecutor(tx) as PgBoss.Db });
      ids.push(id);
    }
    return ids;
  });
}
