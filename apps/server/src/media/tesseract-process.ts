/**
 * One long-lived tesseract process that reads images one after another: starting tesseract and
 * loading the Portuguese model costs about as much as reading a small receipt, so a process per
 * image doubled the time of a photo. tesseract's `stream_filelist` mode reads image paths from
 * stdin as they come and writes each page as soon as it is read, here as TSV (every word with its
 * box and confidence); a blank 16×16 page after each image marks where that image's words end (the
 * blank page's own row is printed only once the image before it is read).
 * The process stops after a while without work, and a killed or crashed one is started again on
 * the next image.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MediaError } from "./media-error.ts";
import { type OcrPage, parseTsv } from "./ocr-page.ts";
import { defaultDeadline, outOfTime, timeLeft } from "./time-budget.ts";

// A white page: reading it costs about a millisecond and yields no words. Its TSV page row (level 1,
// 16×16, no confidence) follows the image read before it; prepared images are never that small.
const BLANK = Buffer.concat([Buffer.from("P5\n16 16\n255\n", "ascii"), Buffer.alloc(256, 255)]);
const BLANK_ROW = /^1\t\d+\t0\t0\t0\t0\t0\t0\t16\t16\t-1\t?$/m;

/**
 * No second look at a line read with low confidence as if it were printed white on black
 * (tesseract's tessedit_do_invert): no document read here prints its text inverted, and on a
 * faded or blurred page most lines are read with low confidence, so the look read them all twice
 * (a fifth of a photographed A4 page's recognition, a third of a moderately degraded one's) and
 * changed no field the benchmark scores.
 */
const NO_INVERTED_LOOK = ["-c", "tessedit_do_invert=0"] as const;

interface Pending {
  resolve(page: OcrPage): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface Running {
  child: ChildProcessWithoutNullStreams;
  out: string;
  err: string;
  pending: Pending | null;
  /** The first blank page's row, printed at start, is not yet past. */
  starting: boolean;
}

export interface TesseractProcessOptions {
  bin?: string;
  /** The process exits after this long without an image (its ~40 MB are given back). */
  idleMs?: number;
  /** Where the images handed to tesseract are written for a moment (the system's temp folder). */
  tempRoot?: string;
}

type Stream = { ref?(): void; unref?(): void };
const setRef = (run: Running, on: boolean) => {
  for (const s of [run.child, run.child.stdin, run.child.stdout, run.child.stderr] as Stream[])
    on ? s.ref?.() : s.unref?.();
};

/**
 * Reads images with one tesseract process (Portuguese, page segmentation mode 6, one thread).
 * Calls are queued: the process reads one image at a time.
 */
export function createTesseractProcess(options: TesseractProcessOptions = {}) {
  const bin = options.bin ?? "tesseract";
  const idleMs = options.idleMs ?? 120_000;
  let dir: string | null = null;
  let running: Running | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: NodeJS.Timeout | null = null;
  let serial = 0;

  // Made again when gone (a temp cleaner may sweep it while the server runs).
  const workDir = () => {
    if (!dir || !existsSync(join(dir, "blank.pgm"))) {
      dir = mkdtempSync(join(options.tempRoot ?? tmpdir(), "tostao-ocr-"));
      writeFileSync(join(dir, "blank.pgm"), BLANK);
    }
    return dir;
  };

  const fail = (run: Running, error: Error) => {
    const pending = run.pending;
    run.pending = null;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
  };

  // The image's page is whole once the blank page after it printed its row.
  const onOutput = (run: Running) => {
    if (run.starting) {
      const first = BLANK_ROW.exec(run.out);
      if (!first) return;
      run.out = run.out.slice(first.index + first[0].length);
      run.starting = false;
    }
    const end = BLANK_ROW.exec(run.out);
    if (!end || !run.pending) return;
    const tsv = run.out.slice(0, end.index);
    run.out = run.out.slice(end.index + end[0].length);
    const pending = run.pending;
    run.pending = null;
    clearTimeout(pending.timer);
    pending.resolve(parseTsv(tsv));
  };

  const start = (): Running => {
    const child = spawn(
      bin,
      ["stdin", "stdout", "-l", "por", "--psm", "6", ...NO_INVERTED_LOOK, "-c", "stream_filelist=1", "tsv"],
      { env: { ...process.env, OMP_THREAD_LIMIT: "1" }, stdio: ["pipe", "pipe", "pipe"] },
    );
    const run: Running = { child, out: "", err: "", pending: null, starting: true };
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      run.out += chunk;
      onOutput(run);
    });
    // tesseract names each page on stderr; keep only the tail, for error messages.
    child.stderr.on("data", (chunk: string) => {
      run.err = (run.err + chunk).slice(-600);
    });
    child.stdin.on("error", () => {});
    child.on("error", (e) => {
      if (running === run) running = null;
      fail(run, new MediaError("unreadable", `tesseract failed to start: ${e.message}`, true));
    });
    child.on("close", (code, signal) => {
      if (running === run) running = null;
      const why = signal ? `killed by ${signal}` : `exited ${code}: ${run.err.trim().slice(-300)}`;
      fail(run, new MediaError("unreadable", `tesseract failed: ${why}`, signal !== null));
    });
    // A blank page first: its row (after the TSV header) shows the process is reading.
    child.stdin.write(`${join(workDir(), "blank.pgm")}\n`);
    return run;
  };

  const readOne = async (image: Buffer, deadline: number): Promise<OcrPage> => {
    if (idle) clearTimeout(idle);
    // Waiting for the process's earlier images spent some of this reading's time.
    const limit = timeLeft(deadline, "OCR");
    const file = join(workDir(), `image-${++serial}.pgm`);
    await writeFile(file, image);
    try {
      running ??= start();
      const run = running;
      setRef(run, true);
      return await new Promise<OcrPage>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (running === run) running = null;
          fail(run, outOfTime("OCR"));
          run.child.kill("SIGKILL");
        }, limit);
        run.pending = { resolve, reject, timer };
        run.child.stdin.write(`${file}\n${join(workDir(), "blank.pgm")}\n`);
      });
    } finally {
      await unlink(file).catch(() => {});
      if (running) setRef(running, false);
      idle = setTimeout(stop, idleMs);
      idle.unref();
    }
  };

  function stop() {
    if (idle) clearTimeout(idle);
    idle = null;
    const run = running;
    running = null;
    if (run) {
      fail(run, new MediaError("unreadable", "tesseract stopped", true));
      run.child.stdin.end();
      run.child.kill();
    }
  }

  return {
    /**
     * Reads an image: its text and its words with their confidence. Past `deadline` (the reading's
     * end, ms since the epoch) the process is killed and the reading is too slow.
     */
    read(image: Buffer, deadline = defaultDeadline()): Promise<OcrPage> {
      const result = queue.then(() => readOne(image, deadline));
      queue = result.catch(() => {});
      return result;
    },
    async recognize(image: Buffer, deadline?: number): Promise<string> {
      return (await this.read(image, deadline)).text;
    },
    async close(): Promise<void> {
      await queue;
      stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = null;
    },
  };
}
