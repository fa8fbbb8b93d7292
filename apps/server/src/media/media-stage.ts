/** What the media queue needs from the server's configuration. */
import type { Env } from "@tostao/core";
import { whatsappSettings } from "../channels/whatsapp/settings.ts";
import type { Logger } from "../logger.ts";
import { createMediaReaderDeps } from "./create-media-reader.ts";
import type { ReadStageDeps } from "./read-message-media.ts";

export type MediaStage = Pick<ReadStageDeps, "reader" | "graph" | "maxBytes"> & {
  timeoutMs?: number;
  /** For the pt-BR answer to a file over the limit. */
  maxMb: number;
};

/** The media stage as configured: best OCR engine here, the transcriber if set, WhatsApp media. */
export function mediaStageFromEnv(env: Env, log: Logger): MediaStage {
  const wa = whatsappSettings(env);
  return {
    reader: createMediaReaderDeps(env, log),
    graph: "settings" in wa ? { apiBase: wa.settings.apiBase, accessToken: wa.settings.accessToken } : null,
    maxBytes: env.MEDIA_MAX_MB * 1_048_576,
    maxMb: env.MEDIA_MAX_MB,
  };
}
