/**
 * Storing what a file said (or why it could not be read) for the processing transaction, and the
 * time limit every reading runs under. Shared by the reading of files and of PDF passwords.
 */
import type { MediaProblem } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import { MediaError } from "./media-error.ts";
import type { MediaReaderDeps, MediaReading } from "./read-media.ts";

/** What reading a message's file (or a PDF's password) needs. */
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

/** Rejects with a retryable MediaError when the work takes longer than `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new MediaError("unreadable", `reading took longer than ${ms} ms`, true)),
      ms,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
