/**
 * OCR behind one interface: the tesseract command (Debian tesseract-ocr + tesseract-ocr-por, about
 * 0.3 s a receipt on one thread, one process kept running between images) or, where it cannot be
 * installed, tesseract.js with the Portuguese model shipped in an npm package. Nothing downloads at run time.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import type { Logger } from "../logger.ts";
import { type OcrPage, parseTsv } from "./ocr-page.ts";
import { createTesseractProcess } from "./tesseract-process.ts";

export interface OcrEngine {
  readonly name: "tesseract" | "tesseract.js";
  /**
   * Reads the text of a PGM/PNG image. `deadline` (ms since the epoch) is the reading's end: the
   * recogniser is stopped there and the reading is too slow (time-budget.ts).
   */
  recognize(image: Buffer, deadline?: number): Promise<string>;
  /** Reads a PGM/PNG image: its text and its words with the recogniser's confidence in each. */
  read(image: Buffer, deadline?: number): Promise<OcrPage>;
  close(): Promise<void>;
}

/**
 * The tesseract command: long-lived processes (one thread each, page segmentation mode 6), as many
 * as images are read at once, up to `processes` (one per core by default); each exits when idle.
 */
export function createTesseractCli(options: { bin?: string; processes?: number } = {}): OcrEngine {
  const most = options.processes ?? availableParallelism();
  const all: Array<ReturnType<typeof createTesseractProcess>> = [];
  const idle: typeof all = [];
  const waiting: Array<(reader: (typeof all)[number]) => void> = [];
  const acquire = async () => {
    const ready = idle.pop();
    if (ready) return ready;
    if (all.length < most) {
      const reader = createTesseractProcess(options);
      all.push(reader);
      return reader;
    }
    return new Promise<(typeof all)[number]>((resolve) => waiting.push(resolve));
  };
  const release = (reader: (typeof all)[number]) => {
    const next = waiting.shift();
    if (next) next(reader);
    else idle.push(reader);
  };
  return {
    name: "tesseract",
    async read(image, deadline) {
      const reader = await acquire();
      try {
        return await reader.read(image, deadline);
      } finally {
        release(reader);
      }
    },
    async recognize(image, deadline) {
      return (await this.read(image, deadline)).text;
    },
    async close() {
      await Promise.all(all.map((reader) => reader.close()));
    },
  };
}

/** Whether the tesseract command with the Portuguese model is installed. */
export function tesseractCliAvailable(bin = "tesseract"): boolean {
  const probe = spawnSync(bin, ["--list-langs"], { encoding: "utf8", timeout: 5000 });
  return probe.status === 0 && /^por$/m.test(`${probe.stdout}${probe.stderr}`);
}

/**
 * tesseract.js (WebAssembly) with the Portuguese model from @tesseract.js-data/por. It runs in this
 * process: a reading's deadline is kept by whoever kills the process (the reading pool).
 */
function createTesseractJs(): OcrEngine {
  const require = createRequire(import.meta.url);
  const langPath = join(dirname(require.resolve("@tesseract.js-data/por/package.json")), "4.0.0");
  type Worker = {
    recognize(
      image: Buffer,
      options: Record<string, unknown>,
      output: { tsv: boolean },
    ): Promise<{ data: { tsv: string | null } }>;
    terminate(): Promise<unknown>;
  };
  let worker: Promise<Worker> | null = null;
  const start = async (): Promise<Worker> => {
    const { createWorker } = (await import("tesseract.js")) as unknown as {
      createWorker(
        lang: string,
        oem: number,
        options: Record<string, unknown>,
      ): Promise<
        Worker & {
          setParameters(p: Record<string, string>): Promise<unknown>;
        }
      >;
    };
    const w = await createWorker("por", 1, { langPath, gzip: true, cacheMethod: "none" });
    // As the tesseract command (tesseract-process.ts): no second, inverted look at unsure lines.
    await w.setParameters({ tessedit_pageseg_mode: "6", tessedit_do_invert: "0" });
    return w;
  };
  return {
    name: "tesseract.js",
    async read(image) {
      worker ??= start();
      const result = await (await worker).recognize(image, {}, { tsv: true });
      return parseTsv(result.data.tsv ?? "");
    },
    async recognize(image) {
      return (await this.read(image)).text;
    },
    async close() {
      if (worker) await (await worker).terminate();
      worker = null;
    },
  };
}

/**
 * The best engine this machine has; says once in the log what to install when it falls back.
 * @param bin the tesseract command to look for
 * @param processes the most tesseract processes reading at once (one per core by default)
 */
export function chooseOcrEngine(log: Logger, bin = "tesseract", processes?: number): OcrEngine {
  if (tesseractCliAvailable(bin))
    return createTesseractCli(processes === undefined ? { bin } : { bin, processes });
  log.warn(
    "OCR: the tesseract command with Portuguese is missing, reading photos with tesseract.js (slower, less accurate); install: apt-get install tesseract-ocr tesseract-ocr-por poppler-utils",
  );
  return createTesseractJs();
}

/**
 * The best engine, chosen on first use, so starting the server costs no probe. One tesseract
 * process: whoever reads one file at a time (a reading process, the CLI) needs no second one
 * holding its ~40 MB.
 */
export function lazyOcrEngine(log: Logger): OcrEngine {
  let engine: OcrEngine | null = null;
  const get = () => {
    engine ??= chooseOcrEngine(log, "tesseract", 1);
    return engine;
  };
  return {
    get name() {
      return get().name;
    },
    recognize: (image, deadline) => get().recognize(image, deadline),
    read: (image, deadline) => get().read(image, deadline),
    close: async () => {
      await engine?.close();
    },
  };
}
