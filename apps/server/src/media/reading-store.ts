/**
 * Storing what a file said (or why it could not be read) for the processing transaction. Shared by
 * the reading of files and of PDF passwords.
 */
import type { MediaProblem } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import type { AccessMode } from "../billing/person-access.ts";
import { MediaError } from "./media-error.ts";
import type { MediaReading } from "./read-media.ts";
import type { MediaReader } from "./reading-pool.ts";
import type { UploadFiles } from "./upload-files.ts";

/** What reading a message's file (or a PDF's password) needs. */
export interface ReadStageDeps {
  db: Db;
  /** Reads files in processes of their own, within time and memory limits (reading-pool.ts). */
  reader: MediaReader;
  /** The WhatsApp Cloud API, when configured. */
  graph: { apiBase: string; accessToken: string } | null;
  maxBytes: number;
  /** Where web chat uploads wait (upload-files.ts). */
  uploads: UploadFiles;
  /** On a paid instance, the file of a person without a plan is neither downloaded nor read. */
  access: AccessMode;
  now: () => Date;
}

/** A reading, or the problem the person is told about instead. */
export type StoredReading = MediaReading | { problem: MediaProblem };

/** Stores a message's reading once (a retried job finds it there and stores nothing). */
export async function storeReading(tx: SqlRunner, messageId: number, reading: StoredReading) {
  if ("problem" in reading) {
    await tx.query(
      `INSERT INTO media_readings (message_id, outcome, error_code) VALUES ($1, 'error', $2)
       ON CONFLICT (message_id) DO NOTHING`,
      [messageId, reading.problem],
    );
  } else if (reading.type === "voice") {
    await tx.query(
      `INSERT INTO media_readings (message_id, outcome, transcript) VALUES ($1, 'voice', $2)
       ON CONFLICT (message_id) DO NOTHING`,
      [messageId, reading.transcript],
    );
  } else if (reading.type === "statement") {
    // What the file said (or why it is no statement), for the import offer.
    await tx.query(
      `INSERT INTO media_readings (message_id, outcome, fields) VALUES ($1, 'statement', $2::jsonb)
       ON CONFLICT (message_id) DO NOTHING`,
      [
        messageId,
        JSON.stringify({ fileName: reading.fileName, result: reading.result, other: reading.other ?? null }),
      ],
    );
  } else {
    await tx.query(
      `INSERT INTO media_readings (message_id, outcome, fields) VALUES ($1, 'document', $2::jsonb)
       ON CONFLICT (message_id) DO NOTHING`,
      [messageId, JSON.stringify(reading.fields)],
    );
  }
}

/** A failure as the problem to store: anything unexpected is an unreadable file worth a retry. */
export function asMediaError(error: unknown): MediaError {
  return error instanceof MediaError
    ? error
    : new MediaError("unreadable", String((error as Error)?.message ?? error), true);
}
