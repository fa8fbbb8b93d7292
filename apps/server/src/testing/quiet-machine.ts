import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * How many processes want a core right now, averaged over `windowMs` (sampled every 100 ms from
 * /proc/stat, this process's own sampling left out). Unlike the load average, a one-minute moving
 * average, it says nothing of the work that has just ended, and sees at once the work that has just
 * begun. Where /proc is missing, the load average stands in.
 */
async function runQueue(windowMs = 3000): Promise<number> {
  const samples: number[] = [];
  for (let waited = 0; waited < windowMs; waited += 100) {
    try {
      const running = /^procs_running (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1];
      if (running === undefined) break;
      samples.push(Math.max(0, Number(running) - 1));
    } catch {
      break;
    }
    await sleep(100);
  }
  if (samples.length === 0) return loadavg()[0] ?? 0;
  return samples.reduce((a, b) => a + b, 0) / samples.length;
}

/**
 * Latency budgets mean something only when what is measured gets its share of the cores: waits up
 * to `maxWaitMs` for at most one process per core to want one (see runQueue), and says whether
 * that came.
 */
export async function machineIsQuiet(maxWaitMs = 30_000): Promise<boolean> {
  const deadline = performance.now() + maxWaitMs;
  for (;;) {
    if ((await runQueue()) <= availableParallelism()) return true;
    if (performance.now() > deadline) return false;
    await sleep(2000);
  }
}
