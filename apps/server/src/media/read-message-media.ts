/**
 * The reading stage of a message with a file, outside any transaction: fetch the bytes (WhatsApp:
 * the Graph API by media id; web chat: the upload), read them within a time limit, and store the
 * reading. Retryable failures (network, provider, time-out) throw so the queue tries again; on the
 * last attempt, or for failures retrying cannot fix, the failure itself is stored as the reading,
 * so the person always gets an answer. Nothing touches the books here.
 */
import { saoPauloTodayIso } from "@tostao/core";
import type { Db } from "@tostao/db";
import { downloadMedia } from "../channels/whatsapp/download-media.ts";
import { MediaError } from "./media-error.ts";
import { type MediaReaderDeps, type MediaReading, readMedia } from "./read-media.ts";

export interface ReadStageDeps {
  db: Db;
  reader: MediaReaderDeps;
  /** The WhatsApp Cloud API, when configured. */
  graph: { apiBase: string; accessToken: string } | null;
  maxBytes: number;
  /** Longest a reading may take before it is abandoned and retried. */
  timeoutMs: number;
  now: () => Date;
}

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

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new MediaError("unreadable", `reading took longer than ${ms} ms`, true)),
      ms,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

async function store(db: Db, messageId: number, reading: MediaReading | MediaError) {
  await db.transaction(async (tx) => {
    if (reading instanceof MediaError) {
      await tx.query(
        `INSERT INTO media_readings (message_id, outcome, error_code) VALUES ($1, 'error', $2)
         ON CONFLICT (message_id) DO NOTHING`,
        [messageId, reading.code],
      );
    } else if (reading.type === "voice") {
      await tx.query(
        `INSERT INTO media_readings (message_id, outcome, transcript) VALUES ($1, 'voice', $2)
         ON CONFLICT (message_id) DO NOTHING`,
        [messageId, reading.transcript],
      );
    } else {
      await tx.query(
        `INSERT INTO media_readings (message_id, outcome, fields) VALUES ($1, 'document', $2::jsonb)
         ON CONFLICT (message_id) DO NOTHING`,
        [messageId, JSON.stringify(reading.fields)],
      );
    }
    // The file itself is not kept once read.
    await tx.query("DELETE FROM media_uploads WHERE message_id = $1", [messageId]);
  });
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
  try {
    const bytes = await fetchBytes(deps, messageId, row);
    if (bytes.byteLength > deps.maxBytes) throw new MediaError("too_large", "file over the size limit");
    const reading = await withTimeout(
      readMedia(deps.reader, { bytes }, saoPauloTodayIso(deps.now())),
      deps.timeoutMs,
    );
    await store(deps.db, messageId, reading);
  } catch (error) {
    const failure =
      error instanceof MediaError
        ? error
        : new MediaError("unreadable", String((error as Error)?.message ?? error), true);
    if (failure.retryable && !finalAttempt) throw failure;
    await store(deps.db, messageId, failure);
  }
  return true;
}
