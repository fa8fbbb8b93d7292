/**
 * The reading stage of a message with a file, outside any transaction: fetch the bytes (WhatsApp:
 * the Graph API by media id; web chat: the upload), have the reading pool read them (in its own
 * processes, within its time and memory limits), and store the reading. Retryable failures
 * (network, provider 5xx) throw so the queue tries again; on the last attempt, or for failures
 * retrying cannot change (a file too long, too large, too slow to read), the failure itself is
 * stored as the reading, so the person always gets an answer. A password-protected PDF is kept
 * until its password comes (pdf-password.ts). Nothing touches the books here.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { MEDIA_LIMITS, saoPauloTodayIso } from "@tostao/core";
import { personAccess } from "../billing/person-access.ts";
import { downloadMedia } from "./download-media.ts";
import { MediaError } from "./media-error.ts";
import { awaitPassword } from "./pdf-password.ts";
import { asMediaError, type ReadStageDeps, type StoredReading, storeReading } from "./reading-store.ts";
import { serverTempDir } from "./server-temp.ts";
import { dropUploads, uploadSource } from "./upload-files.ts";

/** Message types whose file is read; other media (video, sticker, contact…) are answered directly. */
export const READABLE_TYPES: ReadonlySet<string> = new Set(["image", "document", "audio"]);

interface MessageRow {
  channel: "whatsapp" | "webchat";
  phone: string | null;
  wa_user_id: string | null;
  /** The conversation: the phone, else the BSUID (one person's files are read one at a time). */
  contact: string;
  type: string;
  status: string;
  media: { id?: string | null; filename?: string | null } | null;
  done: boolean;
}

/**
 * Whether a WhatsApp file is past the person's limit of files a minute (MEDIA_LIMITS): counted from
 * the messages themselves, so a retried or re-queued reading, a redelivery or a restart counts each
 * file once. (Web chat uploads are refused at the door, before their body is read.)
 */
async function overFileLimit(deps: ReadStageDeps, messageId: number, contact: string): Promise<boolean> {
  const limit = MEDIA_LIMITS.filesPerMinute;
  // The person's last `limit` files before this one (messages_whatsapp_files_idx): all within the
  // minute before it came means this one is over.
  const rows = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT m.created_at FROM messages m
       WHERE (m.phone = $1 OR (m.phone IS NULL AND m.wa_user_id = $1)) AND m.id < $2
         AND m.channel = 'whatsapp' AND m.direction = 'inbound' AND m.type IN ('image', 'document', 'audio')
       ORDER BY m.id DESC LIMIT $3) earlier
     WHERE earlier.created_at > (SELECT created_at FROM messages WHERE id = $2) - interval '1 minute'`,
    [contact, messageId, limit],
  );
  return (rows[0]?.n ?? 0) >= limit;
}

/** A file to read, and what to do once it is read (a downloaded file's folder goes). */
type FetchedFile = { path: string; size: number; downloaded: boolean; done(): Promise<void> };

/**
 * The message's file, where the reading process reads it: a web chat upload on disk where it is
 * kept, or copied out of its row (upload-files.ts), a WhatsApp file downloaded into a temporary
 * folder of its own.
 */
async function fetchFile(deps: ReadStageDeps, messageId: number, row: MessageRow): Promise<FetchedFile> {
  if (row.channel === "webchat") {
    const upload = await deps.db.query<{ size: number | null; file: string | null }>(
      "SELECT octet_length(bytes) AS size, file FROM media_uploads WHERE message_id = $1",
      [messageId],
    );
    const source = await uploadSource(deps.db, deps.uploads, messageId, upload[0]);
    if (!source) throw new MediaError("download_failed", "the upload is gone");
    return { ...source, downloaded: false };
  }
  const mediaId = row.media?.id;
  if (!mediaId) throw new MediaError("download_failed", "message without a media id");
  if (!deps.graph) throw new MediaError("download_failed", "WhatsApp is not configured");
  const dir = serverTempDir("media");
  const done = () => rm(dir, { recursive: true, force: true });
  try {
    const { path, size } = await downloadMedia(mediaId, join(dir, "file"), {
      ...deps.graph,
      maxBytes: deps.maxBytes,
    });
    return { path, size, downloaded: true, done };
  } catch (error) {
    await done();
    throw error;
  }
}

/**
 * Reads a message's file once. Returns "none" when there was nothing to do (already read, already
 * processed, or not a file), "read" when a reading was stored, "later" when the person already has
 * a file being read here (the queue brings this one back shortly, so theirs go one at a time and
 * never hold the slots others need).
 * @param finalAttempt store retryable failures too, instead of throwing
 */
export async function readMessageMedia(
  deps: ReadStageDeps,
  messageId: number,
  finalAttempt: boolean,
): Promise<"none" | "read" | "later"> {
  const rows = await deps.db.query<MessageRow>(
    `SELECT m.channel, m.phone, m.wa_user_id, COALESCE(m.phone, m.wa_user_id) AS contact, m.type, m.status, m.media,
       EXISTS (SELECT 1 FROM media_readings r WHERE r.message_id = m.id) AS done
     FROM messages m WHERE m.id = $1 AND m.direction = 'inbound'`,
    [messageId],
  );
  const row = rows[0];
  if (!row || row.done || row.status !== "received" || !READABLE_TYPES.has(row.type)) return "none";
  if (deps.reader.busy(row.contact)) return "later";
  let file: FetchedFile | null = null;
  let reading: StoredReading;
  try {
    const access = await personAccess(deps.db, {
      phone: row.phone,
      waUserId: row.wa_user_id,
      now: deps.now(),
      mode: deps.access,
    });
    if (!access.allowed) throw new MediaError("no_access", "no plan: the file is not read");
    if (row.channel === "whatsapp" && (await overFileLimit(deps, messageId, row.contact)))
      throw new MediaError("too_many_files", `over ${MEDIA_LIMITS.filesPerMinute} files a minute`);
    file = await fetchFile(deps, messageId, row);
    if (file.size > deps.maxBytes) throw new MediaError("too_large", "file over the size limit");
    reading = await deps.reader.read({
      owner: row.contact,
      path: file.path,
      fileName: typeof row.media?.filename === "string" ? row.media.filename : undefined,
      today: saoPauloTodayIso(deps.now()),
    });
  } catch (error) {
    const failure = asMediaError(error);
    if (failure.retryable && !finalAttempt) {
      await file?.done();
      throw failure;
    }
    reading = { problem: failure.code };
  }
  const waits = file !== null && "problem" in reading && reading.problem === "password_required";
  try {
    await deps.db.transaction(async (tx) => {
      await storeReading(tx, messageId, reading);
      // The file itself is not kept once read, unless it waits for its password: a WhatsApp file is
      // kept for it, a web chat upload stays where it already is (its row, or its file on disk).
      if (waits) {
        const downloaded = file?.downloaded ? { path: file.path } : null;
        await awaitPassword(tx, deps.uploads, messageId, downloaded, deps.now());
      } else await dropUploads(tx, deps.uploads, [messageId]);
    });
  } finally {
    await file?.done();
  }
  return "read";
}
