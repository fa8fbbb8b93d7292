/** The messages between the reading pool and its reading processes (structured clone over IPC). */
import type { MediaErrorCode } from "./media-error.ts";
import type { MediaReading } from "./read-media.ts";

/**
 * The file: its bytes, or where it lies on disk (an upload waiting under DATA_DIR, or copied out of
 * its row a slice at a time), which the reading process reads itself, so a 19 MB upload never
 * passes through the server's memory.
 */
export type FileSource = { bytes: Uint8Array } | { path: string };

/** What a reading process builds its reader from (given at fork, in its environment). */
export interface ReaderSettings {
  transcribeUrl?: string | undefined;
  transcribeApiKey?: string | undefined;
  transcribeModel?: string | undefined;
}

export type ChildRequest = {
  id: number;
  /** The reading's time limit (ms): the process is killed when it ends. */
  budgetMs: number;
  password?: string;
  fileName?: string;
  today: string;
} & FileSource;

export type ChildResponse =
  | { ready: true }
  | { id: number; ok: true; reading: MediaReading }
  | { id: number; ok: false; error: { code: MediaErrorCode; message: string; retryable: boolean } };
