/**
 * The reading stage of a message with a file, outside any transaction: fetch the bytes (WhatsApp:
 * the Graph API by media id; web chat: the upload), read them within a time limit, and store the
 * reading. Retryable failures (network, provider, time-out) throw so the queue tries again; on the
 * last attempt, or for failures retrying cannot fix, the failure itself is stored as the reading,
 * so the person always gets an answer. A password-protected PDF is kept until its password comes
 * (pdf-password.ts). Nothing touches the books here.
 */
import { saoPauloTodayIso } from "@tostao/core";
import { downloadMedia } from "./download-media.ts";
import { MediaError } from "./media-error.ts";
import { awaitPassword } from "./pdf-password.ts";
import { readMedia } from "./read-media.ts";
import {
  asMediaError,
  type ReadStageDeps,
  type StoredReading,
  storeReading,
  withTimeout,
} from "./reading-store.ts";

/** Message types whose file is read; other media (video, sticker, contact…) are answered directly. */
export const READABLE_TYPES: ReadonlySet<string> = new Set(["image", "document", "audio"]);

interface MessageRow {
  channel: "whatsapp" | "webchat";
  type: string;
  status: string;
  media: { id?: string | null } | null;
  done: boolean;
}

async function fetchBytes(deps: ReadStageDeps, messageId: number, row: MessageRow): Promise<Uint8Array> {
  if (row.channel === "webchat") {
    const upload = await deps.db.query<{ bytes: Uint8Array }>(
      "SELECT bytes FROM media_uploads WHERE message_id = $1",
      [messageId],
    );
    const bytes = upload[0]?.bytes;
    if (!bytes) throw new MediaError("download_failed", "the upload is gone");
    return bytes;
  }
  const mediaId = row.media?.id;
  if (!mediaId) throw new MediaError("download_failed", "message without a media id");
  if (!deps.graph) throw new MediaError("download_failed", "WhatsApp is not configured");
  const { bytes } = await downloadMedia(mediaId, { ...deps.graph, maxBytes: deps.maxBytes });
  return bytes;
}

/**
 * Reads a message's file once. Returns false when there was nothing to do (already read, already
 * processed, or not a file), true when a reading was stored.
 * @param finalAttempt store retryable failures too, instead of throwing
 */
export async function readMessageMedia(
  deps: ReadStageDeps,
  messageId: number,
  finalAttempt: boolean,
): Promise<boolean> {
  const rows = await deps.db.query<MessageRow>(
    `SELECT m.channel, m.type, m.status, m.media,
       EXISTS (SELECT 1 FROM media_readings r WHERE r.message_id = m.id) AS done
     FROM messages m WHERE m.id = $1 AND m.direction = 'inbound'`,
    [messageId],
  );
  const row = rows[0];
  if (!row || row.done || row.status !== "received" || !READABLE_TYPES.has(row.type)) return false;
  let bytes: Uint8Array | null = null;
  let reading: StoredReading;
  try {
    bytes = await fetchBytes(deps, messageId, row);
    if (bytes.byteLength > deps.maxBytes) throw new MediaError("too_large", "file over the size limit");
    reading = await withTimeout(
      readMedia(deps.reader, { bytes }, saoPauloTodayIso(deps.now())),
      deps.timeoutMs,
    );
  } catch (error) {
    const failure = asMediaError(error);
    if (failure.retryable && !finalAttempt) throw failure;
    reading = { problem: failure.code };
  }
  const keep = "problem" in reading && reading.problem === "password_required" ? bytes : null;
  await deps.db.transaction(async (tx) => {
    await storeReading(tx, messageId, reading);
    // The file itself is not kept once read, unless it waits for its password.
    if (keep) await awaitPassword(tx, messageId, keep, deps.now());
    else await tx.query("DELETE FROM media_uploads WHERE message_id = $1", [messageId]);
  });
  return true;
}
