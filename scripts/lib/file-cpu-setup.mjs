// A vitest setup file for npm test: appends, for each test file, the CPU time its worker process
// spent on it (its threads, PGlite's included, and the child processes it waited for: servers,
// tesseract) to the JSON-lines file named by TOSTAO_FILE_CPU. PostgreSQL's share is not in it.
// Wall time says how long a file took; on a shared machine, this says what it cost.
import { appendFileSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";

const out = process.env.TOSTAO_FILE_CPU;

/** utime + stime of this process and of its waited-for children, in milliseconds (Linux). */
function cpuMs() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 10;
  } catch {
    return null;
  }
}

if (out) {
  let started = null;
  let path = null;
  beforeAll(() => {
    path = expect.getState().testPath ?? null;
    started = cpuMs();
  });
  afterAll(() => {
    const ended = cpuMs();
    if (path === null || started === null || ended === null) return;
    appendFileSync(
      out,
      `${JSON.stringify({ file: relative(process.cwd(), path), cpuMs: ended - started })}\n`,
    );
  });
}
