// A control group per step of npm test (Linux, cgroup v1's cpu and cpuacct controllers, writable
// by root): its CPU weight, and the CPU time of every process it started, the ones its command
// does not wait for included (the browser's processes, servers started in a session of their own).
// Where the controllers are missing or not writable, a step has no group: the same run without
// weights, its CPU time counted by cpu-time.mjs.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CPU = "/sys/fs/cgroup/cpu";
const CPUACCT = "/sys/fs/cgroup/cpuacct";

/** Whether this process can make groups under both controllers. */
function usable() {
  if (!existsSync(join(CPU, "cpu.shares")) || !existsSync(join(CPUACCT, "cpuacct.usage"))) return false;
  const probe = `tostao-probe-${process.pid}`;
  try {
    for (const root of [CPU, CPUACCT]) {
      mkdirSync(join(root, probe));
      rmdirSync(join(root, probe));
    }
    return true;
  } catch {
    return false;
  }
}

/** @type {boolean | undefined} */
let available;

/**
 * The run's own group under each controller, made with its first step: its steps share its weight,
 * that of four sessions (as many steps as usually run at once, each a session of its own), so that
 * the run as a whole competes with other work on the machine as it did without groups.
 */
const RUN_SHARES = 4096;
const run = `tostao-test-${process.pid}`;

/**
 * @typedef {{ dirs: string[], usageMs: () => number | null, end: () => void }} StepCgroup
 * @param {string} name the step's name
 * @param {number} shares the step's CPU weight among the run's steps (1024: a process's own at nice 0)
 * @returns {StepCgroup | null}
 */
export function stepCgroup(name, shares) {
  available ??= usable();
  if (!available) return null;
  const dirs = [join(CPU, run, name), join(CPUACCT, run, name)];
  try {
    for (const dir of dirs) mkdirSync(dir, { recursive: true });
    writeFileSync(join(CPU, run, "cpu.shares"), String(RUN_SHARES));
    writeFileSync(join(dirs[0], "cpu.shares"), String(shares));
  } catch {
    return null;
  }
  return {
    dirs,
    usageMs() {
      try {
        return Number(readFileSync(join(dirs[1], "cpuacct.usage"), "utf8")) / 1e6;
      } catch {
        return null;
      }
    },
    /** Kills whatever the step left running in it, and removes it. */
    end() {
      for (const dir of dirs) removeGroup(dir);
    },
  };
}

/**
 * Moves a running process and its children (a PostgreSQL cluster's postmaster and the processes it
 * has started; the ones it starts later are born in the group) into the group.
 * @param {StepCgroup} cgroup
 * @param {number} pid
 */
export function moveProcessTree(cgroup, pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  for (const dir of cgroup.dirs)
    for (const member of tree) {
      try {
        writeFileSync(join(dir, "cgroup.procs"), String(member));
      } catch {}
    }
}

/** Kills the processes of a group and removes it (a group goes once its processes are gone). */
function removeGroup(dir) {
  for (let attempt = 0; attempt < 50 && existsSync(dir); attempt++) {
    let pids = [];
    try {
      pids = readFileSync(join(dir, "cgroup.procs"), "utf8").split("\n").filter(Boolean).map(Number);
    } catch {}
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {}
    }
    try {
      rmdirSync(dir);
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

/** Removes the run's groups once its steps have ended (theirs first). */
export function endRunCgroups() {
  if (!available) return;
  for (const root of [CPU, CPUACCT]) {
    const dir = join(root, run);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) removeGroup(join(dir, entry.name));
    removeGroup(dir);
  }
}

/** Moves this process (and so everything it starts) into the groups named in TOSTAO_STEP_CGROUPS. */
export function joinStepCgroups() {
  for (const dir of (process.env.TOSTAO_STEP_CGROUPS ?? "").split(":").filter(Boolean)) {
    try {
      writeFileSync(join(dir, "cgroup.procs"), String(process.pid));
    } catch {}
  }
}
