/**
 * Speech to text behind one interface. The provider is any OpenAI-compatible
 * `/v1/audio/transcriptions` endpoint (hosted APIs and self-hosted Whisper servers speak it),
 * configured by TRANSCRIBE_URL, TRANSCRIBE_API_KEY and TRANSCRIBE_MODEL.
 */

import type { Logger } from "../logger.ts";
import { MediaError } from "./media-error.ts";

export interface Transcriber {
  transcribe(wav: Buffer): Promise<string>;
}

/** The endpoint for a configured URL: a base (`https://host`), a `/v1` base or the full path. */
export function transcriptionEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, "");
  if (/\/audio\/transcriptions$/.test(trimmed)) return trimmed;
  if (/\/v1$/.test(trimmed)) return `${trimmed}/audio/transcriptions`;
  return `${trimmed}/v1/audio/transcriptions`;
}

export function createOpenAiTranscriber(options: {
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}): Transcriber {
  const endpoint = transcriptionEndpoint(options.url);
  return {
    async transcribe(wav) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(wav)], { type: "audio/wav" }), "voice-note.wav");
      form.append("model", options.model);
      form.append("language", "pt");
      form.append("response_format", "json");
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
        });
      } catch (error) {
        throw new MediaError(
          "transcription_failed",
          `transcriber unreachable: ${(error as Error).message}`,
          true,
        );
      }
      const body = await response.text();
      if (!response.ok) {
        const retryable = response.status >= 500 || response.status === 429;
        throw new MediaError(
          "transcription_failed",
          `transcriber ${response.status}: ${body.slice(0, 200)}`,
          retryable,
        );
      }
      try {
        const parsed = JSON.parse(body) as { text?: unknown };
        if (typeof parsed.text !== "string") throw new Error("no text");
        return parsed.text.trim();
      } catch {
        // response_format=text servers answer the transcript as plain text.
        if (!body.trimStart().startsWith("{")) return body.trim();
        throw new MediaError("transcription_failed", "transcriber answered without text", true);
      }
    },
  };
}

/** Says, once at start, why voice notes are not transcribed and what to set. */
export function sayNoTranscriber(log: Logger): void {
  log.info(
    "voice notes: no transcription provider; set TRANSCRIBE_URL (an OpenAI-compatible /v1/audio/transcriptions endpoint), TRANSCRIBE_API_KEY and TRANSCRIBE_MODEL to enable them",
  );
}
