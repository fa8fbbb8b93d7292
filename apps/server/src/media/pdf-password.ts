/**
 * Password-protected PDFs (card statements usually are): the assistant asks for the password, and
 * the person's next text message in that conversation is tried as it, in the media queue, outside
 * any transaction. The password is used for that reading only: the message's text is erased in
 * the transaction that stores the reading, it is never logged, and it reaches neither the books
 * nor the job's data. A wrong password asks again, up to PDF_PASSWORD_ATTEMPTS tries; "cancelar"
 * gives up; a wait expires after WAIT_MINUTES, and the file goes with it.
 */
import { type MediaProblem, PDF_PASSWORD_ATTEMPTS, saoPauloTodayIso } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { asMediaError, type ReadStageDeps, type StoredReading, storeReading } from "./reading-store.ts";
import { dropUploads, keepUpload, type UploadFiles, uploadSource } from "./upload-files.ts";

/** How long a protected PDF waits for its password. */
export const WAIT_MINUTES = 30;

/** What a message tried as the password shows afterwards in the conversation, instead of it. */
export const ERASED_PASSWORD = "🔒 (senha do PDF, apagada depois do uso)";

const CANCEL =
  /^(cancela(r)?|deixa( pra| para)? l[aá]|desist[oi]|esquece|n[aã]o (sei|lembro)( a senha)?|para|pare)[.!]*$/i;

/** Drops expired waits and their files; returns how many went. */
export async function sweepPasswordWaits(tx: SqlRunner, files: UploadFiles, now: Date): Promise<number> {
  const gone = await tx.query<{ message_id: number }>(
    "DELETE FROM pdf_password_waits WHERE created_at <= $1 RETURNING message_id",
    [new Date(now.getTime() - WAIT_MINUTES * 60_000)],
  );
  const ids = gone.map((r) => r.message_id);
  await dropUploads(tx, files, ids);
  return ids.length;
}

async function endWait(tx: SqlRunner, files: UploadFiles, pdfMessageId: number) {
  await tx.query("DELETE FROM pdf_password_waits WHERE message_id = $1", [pdfMessageId]);
  await dropUploads(tx, files, [pdfMessageId]);
}

/**
 * Keeps a protected PDF (its message's reading says "password_required") until its password comes:
 * `downloaded` names its download's file, null when its upload is kept already (a web chat file).
 * A newer protected PDF in the same conversation replaces an older one. Runs in the transaction
 * that stores the reading.
 */
export async function awaitPassword(
  tx: SqlRunner,
  files: UploadFiles,
  messageId: number,
  downloaded: { path: string } | null,
  now: Date,
) {
  await sweepPasswordWaits(tx, files, now);
  const older = await tx.query<{ message_id: number }>(
    `DELETE FROM pdf_password_waits w USING messages m
     WHERE m.id = $1 AND w.channel = m.channel AND w.contact = COALESCE(m.phone, m.wa_user_id)
     RETURNING w.message_id`,
    [messageId],
  );
  for (const { message_id } of older) await endWait(tx, files, message_id);
  if (downloaded) await keepUpload(tx, files, messageId, downloaded, "application/pdf");
  await tx.query(
    `INSERT INTO pdf_password_waits (message_id, channel, contact, created_at)
     SELECT id, channel, COALESCE(phone, wa_user_id), $2 FROM messages WHERE id = $1`,
    [messageId, now],
  );
}

interface WaitRow {
  message_id: number;
  attempts: number;
  created_at: Date;
  body: string | null;
  /** The conversation: the phone, else the BSUID. */
  contact: string;
  /** The upload kept in its row (PostgreSQL): its length. */
  size: number | null;
  file: string | null;
}

/** Stores the attempt's outcome and erases the password from the message, in one transaction. */
async function settle(
  deps: ReadStageDeps,
  wait: WaitRow,
  answerId: number,
  reading: StoredReading,
  keepWaiting: boolean,
) {
  await deps.db.transaction(async (tx) => {
    await storeReading(tx, answerId, reading);
    await tx.query("UPDATE messages SET body = $2 WHERE id = $1", [answerId, ERASED_PASSWORD]);
    if (keepWaiting)
      await tx.query(
        "UPDATE pdf_password_waits SET attempts = attempts + 1, answer_message_id = NULL WHERE message_id = $1",
        [wait.message_id],
      );
    else await endWait(tx, deps.uploads, wait.message_id);
  });
}

/**
 * Tries a message as the password of the PDF waiting for it. Returns false when the message is
 * not an attempt after all (no wait, the wait expired, or a sentence that did not open the file),
 * so it is processed as ordinary text; true when its reading was stored.
 * @param finalAttempt store retryable failures too, instead of throwing
 */
export async function readPasswordAnswer(
  deps: ReadStageDeps,
  answerId: number,
  finalAttempt: boolean,
): Promise<boolean> {
  const rows = await deps.db.query<WaitRow>(
    `SELECT w.message_id, w.attempts, w.created_at, m.body, w.contact, octet_length(u.bytes) AS size, u.file
     FROM pdf_password_waits w JOIN messages m ON m.id = w.answer_message_id
     LEFT JOIN media_uploads u ON u.message_id = w.message_id
     WHERE w.answer_message_id = $1
       AND NOT EXISTS (SELECT 1 FROM media_readings r WHERE r.message_id = m.id)`,
    [answerId],
  );
  const wait = rows[0];
  if (!wait) return false;
  const now = deps.now();
  const expired = now.getTime() - new Date(wait.created_at).getTime() >= WAIT_MINUTES * 60_000;
  const source = expired ? null : await uploadSource(deps.db, deps.uploads, wait.message_id, wait);
  if (!source) {
    await deps.db.transaction((tx) => endWait(tx, deps.uploads, wait.message_id));
    return false;
  }
  // The copy a reading reads goes once it is read (PostgreSQL), whatever the answer.
  try {
    const password = (wait.body ?? "").trim();
    if (CANCEL.test(password)) {
      await settle(deps, wait, answerId, { problem: "password_cancelled" }, false);
      return true;
    }
    let reading: StoredReading;
    try {
      reading = await deps.reader.read({
        owner: wait.contact,
        path: source.path,
        password,
        today: saoPauloTodayIso(now),
      });
    } catch (error) {
      const failure = asMediaError(error);
      if (failure.code === "wrong_password" || failure.code === "password_required") {
        if (/\s/.test(password)) {
          // A sentence, not a password: the person moved on; answer it as a message.
          await deps.db.query(
            "UPDATE pdf_password_waits SET answer_message_id = NULL WHERE message_id = $1",
            [wait.message_id],
          );
          return false;
        }
        const last = wait.attempts + 1 >= PDF_PASSWORD_ATTEMPTS;
        const problem: MediaProblem = last ? "password_gave_up" : "wrong_password";
        await settle(deps, wait, answerId, { problem }, !last);
        return true;
      }
      if (failure.retryable && !finalAttempt) throw failure;
      reading = { problem: failure.code };
    }
    await settle(deps, wait, answerId, reading, false);
    return true;
  } finally {
    await source.done();
  }
}
