/** Builds the reader's parts from configuration: the best OCR engine here and the transcriber, if any. */
import type { Logger } from "../logger.ts";
import { lazyOcrEngine } from "./ocr-engine.ts";
import type { MediaReaderDeps } from "./read-media.ts";
import { createOpenAiTranscriber, sayNoTranscriber } from "./transcriber.ts";

export function createMediaReaderDeps(
  env: {
    TRANSCRIBE_URL?: string | undefined;
    TRANSCRIBE_API_KEY?: string | undefined;
    TRANSCRIBE_MODEL: string;
  },
  log: Logger,
): MediaReaderDeps {
  const ocr = lazyOcrEngine(log);
  if (!env.TRANSCRIBE_URL) {
    sayNoTranscriber(log);
    return { ocr, transcriber: null };
  }
  return {
    ocr,
    transcriber: createOpenAiTranscriber({
      url: env.TRANSCRIBE_URL,
      apiKey: env.TRANSCRIBE_API_KEY,
      model: env.TRANSCRIBE_MODEL,
    }),
  };
}
