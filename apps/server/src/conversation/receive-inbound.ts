import type { Db } from "@tostao/db";
import type PgBoss from "pg-boss";
import { transactionExecutor } from "../jobs/boss.ts";
import { READABLE_TYPES } from "../media/read-message-media.ts";
import { MEDIA_QUEUE } from "../media/read-queue.ts";
import { keepUpload, type UploadFiles } from "../media/upload-files.ts";
import type { InboundItem } from "../outbox/channel.ts";
import { storeInbound, storeTextAlone } from "../outbox/store-inbound.ts";

/** What `receiveInbound` reports when messages wait for the text batches (not a pg-boss queue). */
export const TEXT_BATCHES = "text-batches";

/**
 * Messages stored per transaction. A webhook carrying thousands is stored in short transactions,
 * so on PGlite (one connection) other requests get their turn between them; a crash midway
 * loses nothing, since nothing is acknowledged before the last one commits and a redelivery
 * skips what was stored.
 */
const CHUNK = 10;

/**
 * Whether the database refused the data itself (SQLSTATE class 22, data exception, or 54, a value
 * past a limit such as an index row's size): storing that message again will fail again.
 */
function refusedData(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && (code.startsWith("22") || code.startsWith("54"));
}

/**
 * Stores inbound messages (once per channel + external id) and enqueues their processing
 * in the same transaction, so an acknowledged message is never lost nor processed twice.
 * Each message is stored or refused on its own: when a chunk fails on what one message holds,
 * its messages are stored one by one and the one the database refuses is left out (and logged),
 * so the others of the delivery are kept and the delivery is acknowledged instead of failing
 * forever. Any other failure (the database away) still fails the whole call, to be redelivered.
 * @returns ids of the messages that were new, and the queues their jobs went to (the workers to wake)
 */
export async function receiveInbound(
  db: Db,
  boss: PgBoss,
  uploads: UploadFiles,
  items: InboundItem[],
  onRefused: (item: InboundItem, error: unknown) => void = () => {},
): Promise<{ ids: number[]; queues: Set<string> }> {
  const ids: number[] = [];
  const queues = new Set<string>();
  for (let start = 0; start < items.length; start += CHUNK) {
    const chunk = items.slice(start, start + CHUNK);
    try {
      ids.push(...(await receiveChunk(db, boss, uploads, chunk, queues)));
    } catch (error) {
      if (!refusedData(error)) throw error;
      for (const item of chunk) {
        try {
          ids.push(...(await receiveChunk(db, boss, uploads, [item], queues)));
        } catch (alone) {
          if (!refusedData(alone)) throw alone;
          onRefused(item, alone);
        }
      }
    }
  }
  return { ids, queues };
}

async function receiveChunk(
  db: Db,
  boss: PgBoss,
  uploads: UploadFiles,
  items: InboundItem[],
  queues: Set<string>,
): Promise<number[]> {
  const [only] = items;
  if (items.length === 1 && only?.type === "text" && !only.upload) {
    // A text alone (the usual webhook): one statement, atomic on its own, unless it is the
    // password a protected PDF waits for (stored below, with its reading queued).
    const stored = await storeTextAlone(db, only);
    if (stored !== "password wait") {
      if (stored === null) return [];
      queues.add(TEXT_BATCHES);
      return [stored];
    }
  }
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const item of items) {
      const stored = await storeInbound(tx, item);
      if (stored === null) continue;
      const { id } = stored;
      if (item.upload) await keepUpload(tx, uploads, id, item.upload.bytes, item.upload.mimeType);
      // Files (and the password a protected PDF asked for) are read first, in their own queue;
      // everything else waits for the text batches, with no job of its own.
      if (READABLE_TYPES.has(item.type) || stored.passwordAnswer) {
        await boss.send(MEDIA_QUEUE, { messageId: id }, { db: transactionExecutor(tx) as PgBoss.Db });
        queues.add(MEDIA_QUEUE);
      } else {
        queues.add(TEXT_BATCHES);
      }
      ids.push(id);
    }
    return ids;
  });
}
