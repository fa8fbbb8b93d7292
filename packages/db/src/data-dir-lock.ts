import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `O diretório de dados ${dir} já está em uso pelo processo ${pid}. ` +
        "Pare esse processo ou use outro DATA_DIR: dois processos no mesmo diretório corromperiam os dados.",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// A pid another process holds; a lock of our own pid was left by an earlier life of this pid
// (containers restart as pid 1), so it counts as stale.
const heldByOther = (pid: number | null) => pid !== null && pid !== process.pid && isAlive(pid);

function readPid(file: string): number | null | "missing" {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
}

/**
 * Creates `file` holding our pid in one atomic step: the pid is written to a private file first
 * and hard-linked into place, so nobody ever reads a half-written lock.
 */
function createWithPid(file: string): boolean {
  const draft = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes an exclusive lock file on a PGlite data directory. PGlite has no lock of its own and
 * two processes writing one directory silently lose writes. A lock left by a dead process is
 * taken over by exactly one of the processes starting together: the takeover itself runs under a
 * second lock, so two of them can never both remove the stale file and both win.
 * @returns a function that releases the lock
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "tostao.lock");
  const takeover = `${file}.takeover`;
  for (let attempt = 0; attempt < 500; attempt++) {
    if (createWithPid(file)) {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    }
    const holder = readPid(file);
    if (holder === "missing") continue;
    if (heldByOther(holder)) throw new DataDirLockedError(dir, holder as number);
    if (createWithPid(takeover)) {
      try {
        // Still the stale lock we saw (not a fresh one a faster process made meanwhile)?
        const now = readPid(file);
        if (now !== "missing" && !heldByOther(now)) rmSync(file, { force: true });
      } finally {
        rmSync(takeover, { force: true });
      }
      continue;
    }
    // Another process is taking over; a takeover lock whose owner died is cleared.
    const taker = readPid(takeover);
    if (taker !== "missing" && !heldByOther(taker)) {
      pause(50);
      if (readPid(takeover) === taker) rmSync(takeover, { force: true });
    } else {
      pause(5);
    }
  }
  throw new Error(`Não foi possível travar o diretório de dados ${dir}.`);
}
