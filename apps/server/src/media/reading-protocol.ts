/** The messages between the reading pool and its reading processes (structured clone over IPC). */
import type { MediaErrorCode } from "./media-error.ts";
import type { MediaReading } from "./read-media.ts";
import type { FileSource } from "./reading-pool.ts";

/** What a reading process builds its reader from (given at fork, in its environment). */
export interface ReaderSettings {
  transcribeUrl?: string | undefined;
  transcribeApiKey?: string | undefined;
  transcribeModel?: string | undefined;
}

export type ChildRequest = {
  id: number;
  password?: string;
  fileName?: string;
  today: string;
} & FileSource;

export type ChildResponse =
  | { ready: true }
  | { id: number; ok: true; reading: MediaReading }
  | { id: number; ok: false; error: { code: MediaErrorCode; message: string; retryable: boolean } };
