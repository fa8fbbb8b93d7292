/**
 * A reading process: the server's reading pool forks it and hands it one file at a time over IPC
 * (decoding, rasterising and OCR then run here, never on the server's event loop). It answers each
 * file with its reading or its MediaError, and exits when the server goes away. The pool kills it
 * (and the tesseract and pdftoppm it started, its process group) when a reading passes its time or
 * memory limit.
 */
import type { IsoDate } from "@tostao/core";
import { createLogger } from "../logger.ts";
import { createMediaReaderDeps } from "./create-media-reader.ts";
import { MediaError } from "./media-error.ts";
import { readMedia } from "./read-media.ts";
import type { ChildRequest, ChildResponse, ReaderSettings } from "./reading-protocol.ts";

const send = (message: ChildResponse) => process.send?.(message);
const settings = JSON.parse(process.env.TOSTAO_READER_SETTINGS ?? "{}") as ReaderSettings;
// Warnings and errors go to stderr, which the pool logs as its own lines.
const log = createLogger("warn", { component: "reading-process" });
const deps = createMediaReaderDeps(
  {
    TRANSCRIBE_URL: settings.transcribeUrl,
    TRANSCRIBE_API_KEY: settings.transcribeApiKey,
    TRANSCRIBE_MODEL: settings.transcribeModel ?? "whisper-1",
  },
  log,
);

process.on("message", async (request: ChildRequest) => {
  try {
    const reading = await readMedia(
      deps,
      {
        bytes: request.bytes,
        fileName: request.fileName,
        ...(request.password ? { password: request.password } : {}),
      },
      request.today as IsoDate,
    );
    send({ id: request.id, ok: true, reading });
  } catch (error) {
    const e =
      error instanceof MediaError
        ? error
        : new MediaError("unreadable", String((error as Error)?.message ?? error), false);
    send({ id: request.id, ok: false, error: { code: e.code, message: e.message, retryable: e.retryable } });
  } finally {
    (globalThis as { gc?: () => void }).gc?.();
  }
});

// The server is gone (or let this process go): stop, and take the OCR process along. Idle, it
// closes tesseract and exits at once; mid-reading (the server was killed), nobody enforces the
// reading's limits any more, so its whole process group (tesseract, pdftoppm) is killed shortly.
process.on("disconnect", () => {
  setTimeout(() => {
    try {
      process.kill(-process.pid, "SIGKILL");
    } finally {
      process.exit(1);
    }
  }, 500).unref();
  void deps.ocr.close().finally(() => process.exit(0));
});
send({ ready: true });
