/**
 * A reading process: the server's reading pool forks it and hands it one file at a time over IPC
 * (decoding, rasterising and OCR then run here, never on the server's event loop). It answers each
 * file with its reading or its MediaError, and exits when the server goes away. The pool kills it
 * (and the tesseract and pdftoppm it started, its process group) when a reading passes its time or
 * memory limit.
 */
import { readFile } from "node:fs/promises";
import type { IsoDate } from "@tostao/core";
import { createLogger } from "../logger.ts";
import { createMediaReaderDeps } from "./create-media-reader.ts";
import { MediaError } from "./media-error.ts";
import { readMedia } from "./read-media.ts";
import type { ChildRequest, ChildResponse, ReaderSettings } from "./reading-protocol.ts";

// Nobody to answer once the server is gone.
const send = (message: ChildResponse) => process.connected && process.send?.(message);
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

/**
 * When a reading's helpers must stop: its budget less a moment to answer, so a reading that runs out
 * of time in pdftoppm or tesseract is answered as too slow by this process, which then reads on,
 * before the pool's kill (which stays for work stuck here).
 */
const deadlineOf = (budgetMs: number) => Date.now() + Math.max(budgetMs / 2, budgetMs - 1000);

/** Buffers a reading may leave behind until the next one without a full collection. */
const LEFT_BUFFERS = 8 * 1_048_576;

/** The reading under way, if any (the pool sends one file at a time). */
let current: Promise<unknown> | null = null;

process.on("message", (request: ChildRequest) => {
  current = answer(request).finally(() => {
    current = null;
  });
});

/** The file's bytes: sent along, or read here from where the server keeps it. */
async function bytesOf(request: ChildRequest): Promise<Uint8Array> {
  if (!("path" in request)) return request.bytes;
  try {
    return await readFile(request.path);
  } catch (error) {
    throw new MediaError("download_failed", `the upload cannot be read: ${(error as Error).message}`, true);
  }
}

async function answer(request: ChildRequest) {
  const deadline = deadlineOf(request.budgetMs);
  try {
    const reading = await readMedia(
      deps,
      {
        bytes: await bytesOf(request),
        fileName: request.fileName,
        ...(request.password ? { password: request.password } : {}),
        deadline,
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
    collect();
  }
}

/**
 * Gives a reading's pictures back at once: a young-generation collection frees the buffers made
 * since the last one, for a few milliseconds; only when that leaves more than a few megabytes of
 * buffers (a big picture's, kept past earlier collections) does a full collection follow. A full
 * one after every reading marked the whole heap (pdf.js, the decoders) each time: about 90 ms of a
 * receipt photo's 620 ms CPU here, and half of a text PDF's.
 */
function collect() {
  const gc = (globalThis as { gc?: (options?: { type: "minor" | "major" }) => void }).gc;
  if (!gc) return;
  gc({ type: "minor" });
  if (process.memoryUsage().arrayBuffers > LEFT_BUFFERS) gc({ type: "major" });
}

// The server is gone (or let this process go). Idle, this process closes tesseract and exits.
// Mid-reading (the server was killed), nobody enforces the reading's limits nor waits for its answer:
// the tesseract and pdftoppm it started (its process group: the pool forks it detached, so it leads
// a group of its own and -pid names nothing else) are stopped at once, the reading ends on their
// failure and tidies its temporary files, and then it exits. Whatever still runs a second later (a
// picture being decoded here) is killed with the whole group.
process.on("disconnect", () => {
  setTimeout(() => {
    try {
      process.kill(-process.pid, "SIGKILL");
    } finally {
      process.exit(1);
    }
  }, 1000).unref();
  if (current) {
    // This process stays to tidy up; the others in its group stop.
    process.on("SIGTERM", () => {});
    try {
      process.kill(-process.pid, "SIGTERM");
    } catch {
      // Not a group leader (started by hand): its helpers end with their own time limits.
    }
  }
  void Promise.resolve(current)
    .then(() => deps.ocr.close())
    .finally(() => process.exit(0));
});
send({ ready: true });
