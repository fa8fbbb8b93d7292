/** What the media queue needs from the server's configuration. */
import type { Env } from "@tostao/core";
import type { Logger } from "../logger.ts";
import { createMediaReaderDeps } from "./create-media-reader.ts";
import type { ReadStageDeps } from "./reading-store.ts";

export type MediaStage = Pick<ReadStageDeps, "reader" | "graph" | "maxBytes"> & {
  timeoutMs?: number;
  /** For the pt-BR answer to a file over the limit. */
  maxMb: number;
};

/**
 * The media stage as configured: best OCR engine here, the transcriber if set, and WhatsApp media
 * through `graph` when the channel is configured.
 */
export function mediaStageFromEnv(env: Env, log: Logger, graph: MediaStage["graph"]): MediaStage {
  return {
    reader: createMediaReaderDeps(env, log),
    graph,
    maxBytes: env.MEDIA_MAX_MB * 1_048_576,
    maxMb: env.MEDIA_MAX_MB,
  };
}
