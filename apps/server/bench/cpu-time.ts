/**
 * CPU time spent by processes (Linux /proc), so a benchmark on a busy machine can still say what
 * each message costs: the figure does not depend on how much of the cores the processes got.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime, stime, cutime, cstime (waited-for children) and the parent pid of a process. */
function stat(pid: number): { own: number; children: number; ppid: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces), from the 3rd on.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const at = (n: number) => Number(fields[n - 3]);
    return { own: (at(14) + at(15)) * TICK_MS, children: (at(16) + at(17)) * TICK_MS, ppid: at(4) };
  } catch {
    return null;
  }
}

/**
 * Milliseconds of CPU used so far by these processes and all their descendants, living or
 * exited (PostgreSQL's backends come and go under its postmaster).
 */
export function cpuMs(pids: number[]): number {
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ pid: Number(name), stat: stat(Number(name)) }));
  const childrenOf = new Map<number, number[]>();
  for (const { pid, stat: s } of all) {
    if (s) childrenOf.set(s.ppid, [...(childrenOf.get(s.ppid) ?? []), pid]);
  }
  let total = 0;
  const visit = (pid: number) => {
    const s = stat(pid);
    if (!s) return;
    total += s.own + s.children;
    for (const child of childrenOf.get(pid) ?? []) visit(child);
  };
  for (const pid of pids) visit(pid);
  return total;
}
