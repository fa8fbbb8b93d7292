/**
 * OCR behind one interface: the tesseract command (Debian tesseract-ocr + tesseract-ocr-por, about
 * 0.3 s a receipt on one thread) or, where it cannot be installed, tesseract.js with the Portuguese
 * model shipped in an npm package. Nothing downloads at run time.
 */
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Logger } from "../logger.ts";
import { MediaError } from "./media-error.ts";

export interface OcrEngine {
  readonly name: "tesseract" | "tesseract.js";
  /** Reads the text of a PGM/PNG image. */
  recognize(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

/** The tesseract command, one process per image, one thread, page segmentation mode 6. */
export function createTesseractCli(options: { timeoutMs?: number; bin?: string } = {}): OcrEngine {
  const bin = options.bin ?? "tesseract";
  return {
    name: "tesseract",
    recognize(image) {
      return new Promise((resolve, reject) => {
        const child = spawn(
          bin,
          ["stdin", "stdout", "-l", "por", "--psm", "6", "-c", "preserve_interword_spaces=1"],
          {
            env: { ...process.env, OMP_THREAD_LIMIT: "1" },
            stdio: ["pipe", "pipe", "pipe"],
          },
        );
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 30_000);
        child.stdout.on("data", (c: Buffer) => out.push(c));
        child.stderr.on("data", (c: Buffer) => err.push(c));
        child.on("error", (e) => {
          clearTimeout(timer);
          reject(new MediaError("unreadable", `tesseract failed to start: ${e.message}`, true));
        });
        child.on("close", (code, signal) => {
          clearTimeout(timer);
          if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
          else {
            const why = signal ? `killed by ${signal}` : Buffer.concat(err).toString("utf8").slice(0, 300);
            reject(new MediaError("unreadable", `tesseract failed: ${why}`, signal !== null));
          }
        });
        child.stdin.on("error", () => {});
        child.stdin.end(image);
      });
    },
    close: async () => {},
  };
}

/** Whether the tesseract command with the Portuguese model is installed. */
export function tesseractCliAvailable(bin = "tesseract"): boolean {
  const probe = spawnSync(bin, ["--list-langs"], { encoding: "utf8", timeout: 5000 });
  return probe.status === 0 && /^por$/m.test(`${probe.stdout}${probe.stderr}`);
}

/** tesseract.js (WebAssembly) with the Portuguese model from @tesseract.js-data/por. */
function createTesseractJs(): OcrEngine {
  const require = createRequire(import.meta.url);
  const langPath = join(dirname(require.resolve("@tesseract.js-data/por/package.json")), "4.0.0");
  type Worker = {
    recognize(image: Buffer): Promise<{ data: { text: string } }>;
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
    await w.setParameters({ tessedit_pageseg_mode: "6" });
    return w;
  };
  return {
    name: "tesseract.js",
    async recognize(image) {
      worker ??= start();
      const result = await (await worker).recognize(image);
      return result.data.text;
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
 */
export function chooseOcrEngine(log: Logger, bin = "tesseract"): OcrEngine {
  if (tesseractCliAvailable(bin)) return createTesseractCli({ bin });
  log.warn(
    "OCR: the tesseract command with Portuguese is missing, reading photos with tesseract.js (slower, less accurate); install: apt-get install tesseract-ocr tesseract-ocr-por poppler-utils",
  );
  return createTesseractJs();
}

/** The best engine, chosen on first use, so starting the server costs no probe. */
export function lazyOcrEngine(log: Logger): OcrEngine {
  let engine: OcrEngine | null = null;
  const get = () => {
    engine ??= chooseOcrEngine(log);
    return engine;
  };
  return {
    get name() {
      return get().name;
    },
    recognize: (image) => get().recognize(image),
    close: async () => {
      await engine?.close();
    },
  };
}
