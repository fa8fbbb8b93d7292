// A vitest setup file for npm test: appends, for each test file, the CPU time its worker process
// spent on it (its threads, PGlite's included, and the child processes it waited for: servers,
// tesseract) to the JSON-lines file named by TOSTAO_FILE_CPU. PostgreSQL's share is not in it.
// Wall time says how long a file took; on a shared machine, this says what it cost.
import { appendFileSync } from "node:fs";
import { relative } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { procCpuMs } from "./proc-cpu.mjs";

const out = process.env.TOSTAO_FILE_CPU;

if (out) {
  let started = null;
  let path = null;
  beforeAll(() => {
    path = expect.getState().testPath ?? null;
    started = procCpuMs()?.all ?? null;
  });
  afterAll(() => {
    const ended = procCpuMs()?.all ?? null;
    if (path === null || started === null || ended === null) return;
    appendFileSync(
      out,
      `${JSON.stringify({ file: relative(process.cwd(), path), cpuMs: ended - started })}\n`,
    );
  });
}
