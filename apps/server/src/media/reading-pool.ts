/**
 * Where the server reads files: a few reading processes (reading-child.ts), never its own event
 * loop. Each reading runs alone in one process under a time limit and a memory limit; past either,
 * the process is killed with everything it started (tesseract, pdftoppm: its process group), so the
 * work stops instead of running on unseen, and the next reading gets a fresh process. The time limit
 * is CPU time, the reading's process and all it started together: a machine busy with other work
 * makes a reading slower, not longer than its limit. A reading that waits without working (stuck)
 * is stopped by a wall-time limit a few times longer.
 *
 * Fair per person: each person has one reading at a time, and the free slot goes to the person who
 * waited longest, so one person's hostile file (or fifty files) holds at most one slot, for at most
 * its own time limit, while everyone else's files go through the other slots.
 *
 * Bounded in memory together: all reading processes (with their tesseract and pdftoppm) share one
 * budget. A reading starts only while the running ones leave a reading's share of it free. When the
 * readings together pass it, the largest is killed and read again alone (nothing else starts
 * meanwhile), once per person in ten minutes, else answered as too heavy; a reading that passes the
 * budget alone is too heavy. A process left much larger than it started after a reading (a big
 * picture's or PDF's buffers) exits, and the next reading gets a fresh one.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { envSchema, type IsoDate } from "@tostao/core";
import type { Logger } from "../logger.ts";
import { MediaError } from "./media-error.ts";
import type { MediaReading } from "./read-media.ts";
import type { ChildRequest, ChildResponse, FileSource, ReaderSettings } from "./reading-protocol.ts";
import { serverTempDir } from "./server-temp.ts";

export type ReadJob = {
  /** Whose file it is (their phone): readings are shared fairly between owners. */
  owner: string;
  /** The name the file was sent with. */
  fileName?: string | undefined;
  /** A PDF's password, for this reading only. */
  password?: string;
  today: IsoDate;
} & FileSource;

/** Reads files for the server; `read` rejects with a MediaError. */
export interface MediaReader {
  read(job: ReadJob): Promise<MediaReading>;
  /** Whether the owner has a reading running or waiting here. */
  busy(owner: string): boolean;
  close(): Promise<void>;
}

export interface ReadingPoolOptions {
  settings: ReaderSettings;
  logger: Logger;
  /** Readings at once (processes); by default MEDIA_READ_SLOTS's. */
  slots?: number;
  /** The CPU time one reading may use (its process and those it starts) before its process is killed. */
  timeoutMs: number;
  /**
   * The wall time one reading may take, working or not, before its process is killed; by default
   * WALL_FACTOR times `timeoutMs`. The reading's own helpers get what is left of it.
   */
  wallMs?: number;
  /**
   * Memory all readings together may use (their processes and those they start, resident), in MB;
   * by default MEDIA_READ_MEMORY_MB's. One reading alone may use all of it.
   */
  memoryMb?: number;
  /** Where the readings' files go (server-temp.ts); by default the system's temporary directory. */
  tempRoot?: string;
}

export interface ReadingPoolStats {
  readings: number;
  killedForTime: number;
  killedForMemory: number;
  crashed: number;
  /** The most memory one reading process (with its children) held, in bytes. */
  peakBytes: number;
  /** The most memory all reading processes (with their children) held together, in bytes. */
  peakTotalBytes: number;
  /** Processes let go after a reading because they kept what it grew them by. */
  retired: number;
}

/** How often a running reading's memory and CPU time are looked at. */
const WATCH_MS = 50;
/** A reading's wall-time limit, in times its CPU-time limit: room for a machine busy four times over. */
const WALL_FACTOR = 4;
/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on every Linux build Node runs on). */
const TICKS_PER_SECOND = 100;
/** How long a new reading process may take to start. */
const START_MS = 60_000;
/** A reading process exits after this long without work. */
const IDLE_MS = 60_000;
/**
 * How much a reading process may have grown past its fresh size when a reading ends: a photo leaves
 * 5-15 MB behind (sharp's and the collector's caches), a 19 MB PDF or a 40-megapixel picture 40-70 MB.
 */
const KEEP_GROWTH = 32 * 1_048_576;
/** How often one person's file may be read again alone after crowding the others. */
const ALONE_EVERY_MS = 10 * 60_000;

/** The reading process's script: the TypeScript source under tsx, or the bundle's own file. */
function childScript(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith(".ts"))
    return { file: fileURLToPath(new URL("./reading-child.ts", here)), execArgv: ["--import", "tsx"] };
  return { file: fileURLToPath(new URL("./reading-child.js", here)), execArgv: [] };
}

/** Resident memory of one process, in bytes (Linux /proc); null elsewhere or once it is gone. */
function ownMemory(pid: number): number | null {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return null;
  }
}

/** Resident memory (bytes) and CPU time (ms) of one process, or null once it is gone. */
interface Usage {
  bytes: number;
  cpuMs: number;
}

/**
 * Resident memory and CPU time of a process and its descendants, in one walk of the tree (Linux
 * /proc): the running ones' own, and the CPU of the children they already waited for. Null elsewhere
 * or once the process is gone.
 */
export function treeUsage(pid: number): Usage | null {
  const bytes = ownMemory(pid);
  const cpuMs = ownCpuMs(pid);
  if (bytes === null || cpuMs === null) return null;
  const total = { bytes, cpuMs };
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) {
        const usage = treeUsage(Number(child));
        total.bytes += usage?.bytes ?? 0;
        total.cpuMs += usage?.cpuMs ?? 0;
      }
    }
    return total;
  } catch {
    return null;
  }
}

/** Resident memory of a process and its descendants, in bytes (Linux /proc); null elsewhere. */
export const treeMemory = (pid: number): number | null => treeUsage(pid)?.bytes ?? null;

/** CPU time of one process and of its children it has waited for, in ms (Linux /proc); null once it is gone. */
function ownCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's closing parenthesis: utime, stime, cutime and cstime are 14-17.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

interface Pending {
  id: number;
  resolve(reading: MediaReading): void;
  reject(error: MediaError): void;
}

interface ReadingProcess {
  child: ChildProcess;
  ready: Promise<void>;
  pending: Pending | null;
  idle: NodeJS.Timeout | null;
  /** Why the pool killed (or let go of) it, if it did. */
  killed: "time" | "memory" | "crowded" | "closing" | null;
  /** Its own resident memory when it was ready, before any reading (bytes; 0 until then). */
  fresh: number;
}

interface Slot {
  process: ReadingProcess | null;
  busy: boolean;
  /** Its reading runs alone: no other starts meanwhile. */
  alone: boolean;
  /** The running reading's resident memory (its process tree) when last looked at. */
  bytes: number;
}

interface Waiting {
  job: ReadJob;
  resolve(reading: MediaReading): void;
  reject(error: unknown): void;
}

export function createReadingPool(options: ReadingPoolOptions): MediaReader & { stats(): ReadingPoolStats } {
  const log = options.logger.child({ component: "reading-pool" });
  const memoryLimit = (options.memoryMb ?? envSchema.shape.MEDIA_READ_MEMORY_MB.parse(undefined)) * 1_048_576;
  const wallMs = options.wallMs ?? options.timeoutMs * WALL_FACTOR;
  const slots: Slot[] = Array.from(
    { length: Math.max(1, options.slots ?? envSchema.shape.MEDIA_READ_SLOTS.parse(undefined)) },
    () => ({
      process: null,
      busy: false,
      alone: false,
      bytes: 0,
    }),
  );
  /** Readings killed for crowding the others, waiting to run alone. */
  const aloneQueue: Array<Waiting & { owner: string }> = [];
  const lastAlone = new Map<string, number>();
  /** The errors of readings killed for crowding (they may be read again alone). */
  const crowdedErrors = new WeakSet<MediaError>();
  // What one reading may count on when others run: a photo's process with its tesseract is ~110 MB.
  const share = memoryLimit / slots.length;
  const waiting = new Map<string, Waiting[]>();
  const running = new Set<string>();
  const stats: ReadingPoolStats = {
    readings: 0,
    killedForTime: 0,
    killedForMemory: 0,
    crashed: 0,
    peakBytes: 0,
    peakTotalBytes: 0,
    retired: 0,
  };
  let serial = 0;
  let closed = false;
  let filesDir: string | null = null;
  let processes = 0;

  const kill = (proc: ReadingProcess) => {
    try {
      // Its own process group: tesseract and pdftoppm go with it.
      if (proc.child.pid) process.kill(-proc.child.pid, "SIGKILL");
    } catch {
      proc.child.kill("SIGKILL");
    }
  };

  const spawnProcess = (slot: Slot): ReadingProcess => {
    const script = childScript();
    // Its files (a PDF's pages, the pictures for tesseract) in a directory of its own, removed when
    // it exits: killed at a limit, it cannot clean up after itself.
    filesDir ??= serverTempDir("readings", options.tempRoot);
    const files = join(filesDir, `process-${++processes}`);
    mkdirSync(files);
    const child = fork(script.file, [], {
      execArgv: [
        ...script.execArgv,
        `--max-old-space-size=${Math.max(64, Math.floor(memoryLimit / 2 / 1_048_576))}`,
        // The process collects after each reading, so a big picture's buffers go back at once, and
        // keeps a small young generation (pictures live outside the heap).
        "--expose-gc",
        "--max-semi-space-size=2",
      ],
      env: {
        ...process.env,
        TOSTAO_READER_SETTINGS: JSON.stringify(options.settings),
        // libvips' threads each get a malloc arena otherwise, and keep what they freed.
        MALLOC_ARENA_MAX: "2",
        // A picture's buffers (and tesseract's and pdftoppm's, which inherit this) are mapped on
        // their own and unmapped when freed: glibc otherwise raises this threshold after the first
        // large free and keeps later pictures on a heap it never gives back (~20 MB a process).
        MALLOC_MMAP_THRESHOLD_: "131072",
        // Its files (os.tmpdir() reads TMPDIR), removed when it exits.
        TMPDIR: files,
      },
      serialization: "advanced",
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      detached: true,
    });
    let announce: () => void = () => {};
    let fail: (error: Error) => void = () => {};
    const proc: ReadingProcess = {
      child,
      ready: new Promise<void>((resolve, reject) => {
        announce = resolve;
        fail = reject;
      }),
      pending: null,
      idle: null,
      killed: null,
      fresh: 0,
    };
    proc.ready.catch(() => {});
    let stderr = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
      const lines = stderr.split("\n");
      stderr = lines.pop() ?? "";
      for (const line of lines)
        if (line.trim()) log.warn("reading process says", { line: line.slice(0, 500) });
    });
    child.on("message", (message: ChildResponse) => {
      if ("ready" in message) {
        proc.fresh = (child.pid && ownMemory(child.pid)) || 0;
        return announce();
      }
      const pending = proc.pending;
      if (!pending || pending.id !== message.id) return;
      proc.pending = null;
      if (message.ok) pending.resolve(message.reading);
      else pending.reject(new MediaError(message.error.code, message.error.message, message.error.retryable));
    });
    child.on("error", (error) => fail(error));
    child.on("exit", (code, signal) => {
      rmSync(files, { recursive: true, force: true });
      if (slot.process === proc) slot.process = null;
      if (proc.idle) clearTimeout(proc.idle);
      fail(new Error(`reading process exited (${signal ?? code}) before it was ready`));
      const pending = proc.pending;
      proc.pending = null;
      if (!pending) return;
      if (proc.killed === "time") {
        stats.killedForTime++;
        pending.reject(
          new MediaError("took_too_long", `reading passed ${options.timeoutMs} ms of CPU or ${wallMs} ms`),
        );
      } else if (proc.killed === "memory") {
        stats.killedForMemory++;
        pending.reject(new MediaError("too_complex", `reading passed ${memoryLimit} bytes`));
      } else if (proc.killed === "crowded") {
        stats.killedForMemory++;
        const error = new MediaError("too_complex", `readings together passed ${memoryLimit} bytes`);
        crowdedErrors.add(error);
        pending.reject(error);
      } else if (proc.killed === "closing") {
        pending.reject(new MediaError("unreadable", "the server stopped during the reading", true));
      } else {
        // V8 out of heap aborts; anything else the file made crash would crash again.
        stats.crashed++;
        pending.reject(
          new MediaError(
            signal === "SIGABRT" || code === 134 ? "too_complex" : "unreadable",
            `reading process died (${signal ?? code})`,
          ),
        );
      }
    });
    return proc;
  };

  const readOn = async (slot: Slot, job: ReadJob): Promise<MediaReading> => {
    let proc = slot.process;
    if (!proc) {
      proc = spawnProcess(slot);
      slot.process = proc;
    }
    if (proc.idle) clearTimeout(proc.idle);
    proc.idle = null;
    let startTimer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        proc.ready,
        new Promise((_, reject) => {
          startTimer = setTimeout(() => reject(new Error("reading process did not start in time")), START_MS);
        }),
      ]);
    } catch (error) {
      kill(proc);
      throw new MediaError("unreadable", (error as Error).message, true);
    } finally {
      clearTimeout(startTimer);
    }
    const current = proc;
    const id = ++serial;
    stats.readings++;
    return new Promise<MediaReading>((resolve, reject) => {
      const pid = current.child.pid as number;
      const done = () => {
        clearTimeout(timer);
        clearInterval(watch);
        slot.bytes = 0;
        if (
          slot.process === current &&
          !current.killed &&
          (ownMemory(pid) ?? 0) > current.fresh + KEEP_GROWTH
        ) {
          // It kept what a big picture or PDF grew it by (V8 and malloc give freed pages back late,
          // if ever): a fresh one starts next time, ~0.2 s of CPU against tens of idle megabytes.
          stats.retired++;
          slot.process = null;
          current.killed = "closing";
          // Idle: nothing is lost, and its memory is given back now rather than after a goodbye.
          kill(current);
        } else if (slot.process === current && !current.killed) {
          current.idle = setTimeout(() => {
            if (slot.process === current && !slot.busy) {
              slot.process = null;
              current.child.disconnect();
            }
          }, IDLE_MS);
          current.idle.unref();
        }
      };
      const timer = setTimeout(() => {
        current.killed = "time";
        kill(current);
      }, wallMs);
      // The CPU the process and its tesseract had used before this reading is not this reading's.
      const cpuBefore = treeUsage(pid)?.cpuMs ?? 0;
      const watch = setInterval(() => {
        const usage = treeUsage(pid);
        if (usage === null) return;
        if (usage.cpuMs - cpuBefore > options.timeoutMs && !current.killed) {
          current.killed = "time";
          kill(current);
          return;
        }
        const { bytes } = usage;
        slot.bytes = bytes;
        if (bytes > stats.peakBytes) stats.peakBytes = bytes;
        let total = totalMemory();
        if (total > memoryLimit) {
          // Idle processes give their memory back first.
          for (const other of slots)
            if (!other.busy && other.process) {
              const idle = other.process;
              other.process = null;
              if (idle.idle) clearTimeout(idle.idle);
              idle.killed = "closing";
              kill(idle);
            }
          total = totalMemory();
        }
        if (total > stats.peakTotalBytes) stats.peakTotalBytes = total;
        // Over the budget: this reading is stopped when it alone passes it, or is the largest.
        const largest = slots.every((other) => other === slot || other.bytes <= bytes);
        if ((bytes > memoryLimit || (total > memoryLimit && largest)) && !current.killed) {
          const others = slots.some((other) => other !== slot && other.busy);
          current.killed = bytes > memoryLimit || !others ? "memory" : "crowded";
          kill(current);
        }
        // A reading that waits for memory starts once there is room.
        if (waiting.size > 0) pump();
      }, WATCH_MS);
      current.pending = {
        id,
        resolve: (reading) => {
          done();
          resolve(reading);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      };
      const request: ChildRequest =
        "path" in job
          ? { id, budgetMs: wallMs, path: job.path, today: job.today }
          : { id, budgetMs: wallMs, bytes: job.bytes, today: job.today };
      if (job.password) request.password = job.password;
      if (job.fileName) request.fileName = job.fileName;
      current.child.send(request);
    });
  };

  /** Resident memory of all reading processes, running and idle, with their children. */
  const totalMemory = () =>
    slots.reduce((sum, s) => {
      const pid = s.process?.child.pid;
      return sum + (pid ? (s.busy ? s.bytes : (treeMemory(pid) ?? 0)) : 0);
    }, 0);

  /** Whether a reading may start beside the running ones: they leave a reading's share free. */
  const roomForOne = () => slots.reduce((sum, s) => sum + (s.busy ? s.bytes : 0), 0) <= memoryLimit - share;

  /** Starts a reading on a free slot; `alone` keeps every other slot idle until it ends. */
  const start = (slot: Slot, owner: string, next: Waiting, alone: boolean) => {
    running.add(owner);
    slot.busy = true;
    slot.alone = alone;
    // Counted at a reading's share until its memory is first looked at.
    slot.bytes = share;
    const started = performance.now();
    let again = false;
    readOn(slot, next.job)
      .then(next.resolve, (error: unknown) => {
        const last = lastAlone.get(owner) ?? Number.NEGATIVE_INFINITY;
        if (!alone && crowdedErrors.has(error as MediaError) && Date.now() - last > ALONE_EVERY_MS) {
          again = true;
          aloneQueue.push({ ...next, owner });
        } else next.reject(error);
      })
      .finally(() => {
        log.debug("file read", { ms: Math.round(performance.now() - started), alone, again });
        slot.busy = false;
        slot.alone = false;
        // A reading waiting to run alone keeps its owner's turn.
        if (!again) {
          running.delete(owner);
          // Whoever waited while this owner was read goes before the owner's next file.
          const queued = waiting.get(owner);
          if (queued) {
            waiting.delete(owner);
            waiting.set(owner, queued);
          }
        }
        if (!closed) pump();
      });
  };

  const pump = () => {
    if (slots.some((s) => s.busy && s.alone)) return;
    const first = aloneQueue[0];
    if (first) {
      // It waits for every running reading to end; nothing new starts before it.
      if (slots.some((s) => s.busy)) return;
      aloneQueue.shift();
      lastAlone.set(first.owner, Date.now());
      start(slots[0] as Slot, first.owner, first, true);
      return;
    }
    for (const slot of slots) {
      if (slot.busy) continue;
      if (!roomForOne()) return;
      // The owner who waited longest and has nothing running: Map order is arrival order.
      let owner: string | null = null;
      for (const candidate of waiting.keys()) {
        if (!running.has(candidate)) {
          owner = candidate;
          break;
        }
      }
      if (owner === null) return;
      const queue = waiting.get(owner) as Waiting[];
      const next = queue.shift() as Waiting;
      waiting.delete(owner);
      // Their next file waits behind everyone who is waiting now.
      if (queue.length > 0) waiting.set(owner, queue);
      start(slot, owner, next, false);
    }
  };

  return {
    read(job) {
      if (closed) return Promise.reject(new MediaError("unreadable", "the reading pool is closed", true));
      return new Promise<MediaReading>((resolve, reject) => {
        const queue = waiting.get(job.owner) ?? [];
        queue.push({ job, resolve, reject });
        waiting.set(job.owner, queue);
        pump();
      });
    },
    busy: (owner) => running.has(owner) || waiting.has(owner),
    stats: () => ({ ...stats }),
    async close() {
      closed = true;
      for (const w of [...aloneQueue, ...[...waiting.values()].flat()])
        w.reject(new MediaError("unreadable", "the server is stopping", true));
      waiting.clear();
      for (const w of aloneQueue) running.delete(w.owner);
      aloneQueue.length = 0;
      await Promise.all(
        slots.map(async (slot) => {
          const proc = slot.process;
          slot.process = null;
          if (!proc) return;
          if (proc.idle) clearTimeout(proc.idle);
          if (!proc.killed) proc.killed = "closing";
          const exited = new Promise<void>((resolve) => {
            if (proc.child.exitCode !== null || proc.child.signalCode !== null) resolve();
            else proc.child.once("exit", () => resolve());
          });
          if (proc.child.connected) proc.child.disconnect();
          const force = setTimeout(() => kill(proc), 2000);
          await exited;
          clearTimeout(force);
        }),
      );
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
      filesDir = null;
      // Usable again (a restarted assistant), with fresh processes.
      closed = false;
    },
  };
}
