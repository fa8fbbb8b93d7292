/** What the media queue needs from the server's configuration. */
import type { Env } from "@tostao/core";
import type { Logger } from "../logger.ts";
import { createReadingPool } from "./reading-pool.ts";
import type { ReadStageDeps } from "./reading-store.ts";
import { sayNoTranscriber } from "./transcriber.ts";
import { uploadFilesOf } from "./upload-files.ts";

export type MediaStage = Pick<ReadStageDeps, "reader" | "graph" | "maxBytes" | "uploads"> & {
  /** For the pt-BR answer to a file over the limit. */
  maxMb: number;
};

/** The settings of reading files (limits, transcriber) as read from the environment. */
type MediaEnv = Pick<
  Env,
  | "MEDIA_MAX_MB"
  | "MEDIA_READ_SECONDS"
  | "MEDIA_READ_SLOTS"
  | "MEDIA_READ_MEMORY_MB"
  | "TRANSCRIBE_URL"
  | "TRANSCRIBE_API_KEY"
  | "TRANSCRIBE_MODEL"
>;

/** The reading pool as configured: its processes, limits and the transcriber they call. */
export function readingPoolFromEnv(env: MediaEnv, log: Logger) {
  if (!env.TRANSCRIBE_URL) sayNoTranscriber(log);
  return createReadingPool({
    settings: {
      transcribeUrl: env.TRANSCRIBE_URL,
      transcribeApiKey: env.TRANSCRIBE_API_KEY,
      transcribeModel: env.TRANSCRIBE_MODEL,
    },
    logger: log,
    slots: env.MEDIA_READ_SLOTS,
    timeoutMs: env.MEDIA_READ_SECONDS * 1000,
    memoryMb: env.MEDIA_READ_MEMORY_MB,
  });
}

/**
 * The media stage as configured: the reading pool, WhatsApp media through `graph` when the channel
 * is configured, the size limit, and where uploads wait (on disk under DATA_DIR on the embedded
 * database, in PostgreSQL otherwise).
 */
export function mediaStageFromEnv(
  env: Env,
  log: Logger,
  database: "pglite" | "postgres",
  graph: MediaStage["graph"],
): MediaStage {
  return {
    reader: readingPoolFromEnv(env, log),
    uploads: uploadFilesOf(env.DATA_DIR, database),
    graph,
    maxBytes: env.MEDIA_MAX_MB * 1_048_576,
    maxMb: env.MEDIA_MAX_MB,
  };
}
