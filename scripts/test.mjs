// `npm test`: installs what is missing, then every check: typecheck, lint, unit and integration tests
// (PGlite and a throwaway PostgreSQL 15), the production build, the tests of the build and the
// browser tests. Independent steps run side by side, never keeping more cores busy than the
// machine has (see `plan` below for who runs beside whom). Each line of output names its step; each
// step's whole output is also in .tmp/test-reports/<step>.log. Ends with every step's exit, wall
// time and CPU time, the tests that failed, the load average the run saw, then "N passed, N failed"
// (tests, plus the steps that are not tests: typecheck, lint, knip, build).
//
//   npm test                      everything
//   npm test -- <step> [step...]  some steps: typecheck, lint, knip, unit, solo, integration-1
//                                 and integration-2, build, built, e2e-1 and e2e-2;
//                                 "integration" is its two shards, "vitest" is unit + solo +
//                                 integration + built, "e2e" the build, built and the two parts
//                                 of the browser tests
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";
import { ensureDeps } from "./lib/ensure-deps.mjs";
import { procCpuMs } from "./lib/proc-cpu.mjs";
import { endRunCgroups, moveProcessTree, stepCgroup } from "./lib/step-cgroups.mjs";
import { fileSeconds, lastRunSeconds, measuredSeconds, splitBySeconds } from "./lib/test-seconds.mjs";

const root = new URL("../", import.meta.url).pathname;
ensureDeps(root);
const { ensureSystemDeps } = await import("./lib/system-deps.mjs");
ensureSystemDeps();
const { startPgCluster } = await import("./lib/pg-cluster.mjs");

const reports = join(root, ".tmp/test-reports");
// One run at a time in a checkout: a second would delete the first one's reports and share its build.
const runLock = join(root, ".tmp/test-run.pid");
try {
  const other = Number(readFileSync(runLock, "utf8"));
  process.kill(other, 0);
  console.error(`npm test is already running in this checkout (process ${other}); wait for it to end.`);
  process.exit(1);
} catch {}
mkdirSync(join(root, ".tmp"), { recursive: true });
writeFileSync(runLock, String(process.pid));
process.on("exit", () => rmSync(runLock, { force: true }));
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, "node_modules/.bin", name);
const web = join(root, "apps/web");
const cores = availableParallelism();
// A step that hangs (a server that never stops, a browser that never answers) fails instead of
// holding the run until CI gives up on it (at 90 minutes). The integration tests use about 600 s
// of CPU; under a load average of 45, 30 minutes were not enough for them.
const STEP_TIMEOUT_MS = 60 * 60_000;

/**
 * @typedef {{ passed: number, failed: number, line: string, failures: string[] }} Count
 * @typedef {{ label: string, counts?: false, cmd: string, args: string[], cwd?: string, env?: Record<string, string> }} Command
 * @typedef {{
 *   name: string,
 *   needs?: string[],
 *   after?: string[],
 *   cores: number,
 *   critical?: boolean,
 *   commands: () => Command[],
 *   count?: () => Count | null,
 * }} Step
 * `needs`: steps whose success this one requires (it is not run when one failed); `after`: steps it
 * waits for only to keep the machine from being oversubscribed (it runs whatever their outcome).
 * `cores`: how many of the machine's cores it keeps busy (measured: CPU time over wall time).
 * `critical`: the run waits on it (the integration shards, the build and the browser tests); the
 * steps beside it yield it the CPU (CPU_SHARES).
 */

/**
 * Each step runs in a control group of its own (scripts/lib/step-cgroups.mjs, where the machine
 * lets it) with this CPU weight: the run's critical path gets the CPU it asks for, and the steps
 * beside it take the rest. Without weights, every step got an equal share of 2 cores (the kernel's
 * autogroups: each step is a session of its own), the integration shards a third of a core each
 * while they wanted half (a shard alone: 212 s of CPU in 467 s, waiting on PostgreSQL, servers and
 * timers), and they ended the run at 920-960 s. PostgreSQL stays outside, at a session's weight.
 */
const CPU_SHARES = { critical: 1024, other: 256 };

/**
 * The first lines of a failure's message, indented under its name: a run whose logs are gone
 * (a clean clone's) still says what broke.
 */
function firstLines(message, count = 4) {
  if (!message) return "";
  const lines = stripVTControlCharacters(message)
    .split("\n")
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== "")
    .slice(0, count);
  return lines.map((l) => `\n      ${l}`).join("");
}

/** Counts a vitest JSON report; a file that fails to load has no tests but is still a failure. */
function vitestCount(name) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const failures = [];
  for (const f of report.testResults) {
    const path = relative(root, f.name);
    if (f.status === "failed" && f.assertionResults.length === 0)
      failures.push(`${path}: ${(f.message ?? "did not load").split("\n")[0]}`);
    for (const t of f.assertionResults)
      if (t.status === "failed")
        failures.push(`${path} › ${t.fullName ?? t.title}${firstLines(t.failureMessages?.[0])}`);
  }
  const broken = report.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0);
  const failed = report.numFailedTests + broken.length;
  return {
    passed: report.numPassedTests,
    failed,
    line: `vitest ${name}: ${report.numPassedTests} passed, ${failed} failed`,
    failures,
  };
}

/** Counts a Playwright JSON report, naming each test that failed. */
function playwrightCount(name) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const failures = [];
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        // A flaky test failed first and passed on its retry: named with what broke, not counted.
        const error = test.results?.find((r) => r.status !== "passed")?.errors?.[0];
        const at = error?.location ? ` (${relative(root, error.location.file)}:${error.location.line})` : "";
        const title = `${[...titles, spec.title].join(" › ")}${at}${firstLines(error?.message)}`;
        if (test.status === "unexpected") failures.push(title);
        else flaky.push(title);
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) failures.push((error.message ?? "error").split("\n")[0]);
  const { stats } = report;
  const passed = stats.expected + stats.flaky;
  const failed = stats.unexpected + (report.errors?.length ?? 0);
  const retried = flaky.length === 0 ? "" : ` (${flaky.length} passed on a retry)`;
  return {
    passed,
    failed,
    line: `playwright ${name}: ${passed} passed, ${failed} failed${retried}`,
    failures,
    flaky,
  };
}

/** One vitest run: its own JSON report and its own results cache (the order of the next run). */
const vitest = (name, projects, args = [], env = {}) => ({
  label: `vitest ${name}`,
  cmd: bin("vitest"),
  args: [
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${join(reports, `${name}.json`)}`,
  ],
  env: { TOSTAO_TEST_HARNESS: "1", TOSTAO_VITEST_CACHE: join(root, "node_modules/.vite", name), ...env },
});

/**
 * Writes a run's seconds per file to its report and over the figures in use (measuredSeconds) into
 * the cache. Those are first scaled by how much slower or faster this run was on the files both
 * measured (the median ratio), so that the figures of files this run did not measure (another
 * step's, one that failed) stay comparable with the new ones.
 */
function saveDurations(kind, committed, seconds) {
  if (Object.keys(seconds).length === 0) return;
  const sorted = (figures) =>
    `${JSON.stringify(
      Object.fromEntries(
        Object.keys(figures)
          .sort()
          .map((file) => [file, Math.round(figures[file])]),
      ),
      null,
      2,
    )}\n`;
  writeFileSync(join(reports, `${kind}-durations.json`), sorted(seconds));
  const before = measuredSeconds(root, kind, committed);
  const ratios = Object.keys(seconds)
    .filter((file) => before[file] > 0 && seconds[file] > 0)
    .map((file) => seconds[file] / before[file])
    .sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)] ?? 1;
  const scaled = Object.fromEntries(Object.entries(before).map(([file, s]) => [file, s * ratio]));
  const cache = lastRunSeconds(root, kind);
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, sorted({ ...scaled, ...seconds }));
}

const e2eCommitted = join(web, "e2e/durations.json");
const integrationCommitted = join(root, "apps/server/src/testing/integration-durations.json");

/**
 * The integration tests run as this many shards, each its own vitest process with one worker, so
 * that they are scheduled beside the other steps like the parts of the browser tests instead of
 * as one long step. vitest.config.ts splits the files by their measured seconds (LongestFirst).
 */
const INTEGRATION_SHARDS = 2;

/**
 * The integration files that took longest, with the CPU time each cost its worker (file-cpu-setup.mjs:
 * its process and the servers it started, not PostgreSQL): where the run's time goes.
 */
function slowestIntegrationFiles(count) {
  const files = new Map();
  for (let shard = 1; shard <= INTEGRATION_SHARDS; shard++) {
    const seconds = join(reports, `integration-${shard}.seconds.json`);
    if (existsSync(seconds))
      for (const [file, s] of Object.entries(JSON.parse(readFileSync(seconds, "utf8")).all))
        files.set(file, { file, shard, seconds: s, cpuMs: null });
    const cpu = join(reports, `integration-${shard}.cpu.jsonl`);
    if (!existsSync(cpu)) continue;
    for (const line of readFileSync(cpu, "utf8").split("\n").filter(Boolean)) {
      const { file, cpuMs } = JSON.parse(line);
      const known = files.get(file);
      if (known) known.cpuMs = cpuMs;
    }
  }
  return [...files.values()].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** Seconds per file whose tests all passed (file-seconds-reporter.mjs), for the next run's split. */
function writeIntegrationDurations() {
  const seconds = {};
  for (let shard = 1; shard <= INTEGRATION_SHARDS; shard++) {
    const file = join(reports, `integration-${shard}.seconds.json`);
    if (existsSync(file)) Object.assign(seconds, JSON.parse(readFileSync(file, "utf8")).passed);
  }
  saveDurations("integration", integrationCommitted, seconds);
}

/** The browser tests' specs start servers on E2E_PORT up to E2E_PORT + 12 (playwright.config.ts). */
const E2E_PORTS = 13;

const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

/**
 * Blocks of ports claimed by runs of npm test on this machine, whatever their checkout: a file per
 * block holding the claiming run's process id (a claim whose process is gone is stale). A block's
 * specs bind their ports only while its part runs, minutes after the block was chosen, so being
 * free at the start is not enough to keep two runs apart.
 */
const portClaims = join(tmpdir(), "tostao-e2e-ports");

/** Claims the block starting at `base` for this run; false when a live run holds it. */
function claimPorts(base) {
  mkdirSync(portClaims, { recursive: true });
  const file = join(portClaims, String(base));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      process.on("exit", () => {
        try {
          if (readFileSync(file, "utf8") === String(process.pid)) rmSync(file, { force: true });
        } catch {}
      });
      return true;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8"));
      try {
        process.kill(holder, 0);
        return false;
      } catch {
        rmSync(file, { force: true });
      }
    }
  }
  return false;
}

/**
 * The first port of each part of the browser tests: E2E_PORT and the blocks after it when set,
 * otherwise the first blocks from 4300 (clear of the ports developers are given) that no other run
 * has claimed and whose ports are all free now.
 */
async function e2ePortBlocks(count) {
  if (process.env.E2E_PORT)
    return Array.from({ length: count }, (_, i) => Number(process.env.E2E_PORT) + E2E_PORTS * i);
  const blocks = [];
  for (let base = 4300; blocks.length < count && base < 6000; base += E2E_PORTS) {
    let free = true;
    for (let port = base; free && port < base + E2E_PORTS; port++) free = await portFree(port);
    if (free && claimPorts(base)) blocks.push(base);
  }
  if (blocks.length < count) throw new Error("no free ports for the browser tests between 4300 and 6000");
  return blocks;
}

/** The browser tests' files under apps/web/e2e, as Playwright's default testMatch finds them. */
function e2eFiles() {
  return readdirSync(join(web, "e2e"), { recursive: true })
    .map(String)
    .filter((file) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(file))
    .sort();
}

/**
 * The browser tests run in this many parts side by side, each one browser on its own ports: a
 * browser mostly waits on the server and on the page's timers.
 */
const E2E_PARTS = 2;

/**
 * The parts of the browser tests. Split by file, so that a file's servers start in one part
 * only, and balanced by each file's seconds in measured runs (apps/web/e2e/durations.json under
 * those of this checkout's last run; scripts/lib/test-seconds.mjs).
 * @returns {string[][]}
 */
function e2eParts() {
  const seconds = fileSeconds(measuredSeconds(root, "e2e", e2eCommitted));
  return splitBySeconds(e2eFiles(), E2E_PARTS, seconds, (file) => file);
}

/** A Playwright file filter that matches this file of apps/web/e2e and no other. */
const e2eFileFilter = (file) => `/\\/e2e\\/${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$/`;

/** Seconds per browser-test file whose tests all passed, for the next run's split. */
function writeE2eDurations() {
  const seconds = {};
  const failed = new Set();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== "expected") failed.add(spec.file ?? file);
        for (const result of test.results ?? [])
          seconds[spec.file ?? file] = (seconds[spec.file ?? file] ?? 0) + result.duration / 1000;
      }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (let part = 1; part <= E2E_PARTS; part++) {
    const file = join(reports, `e2e-${part}.json`);
    if (!existsSync(file)) continue;
    for (const suite of JSON.parse(readFileSync(file, "utf8")).suites ?? []) walk(suite, suite.file);
  }
  for (const file of failed) delete seconds[file];
  saveDurations("e2e", e2eCommitted, seconds);
}

/** @type {{ url: string, pid: number, stop: () => void } | null} */
let pg = null;
/** @type {number[]} */
let e2ePorts = [];

/**
 * The plan, in order of priority (the longest first, so that the short ones fill in at the end).
 * On 2 cores: first the latency-measuring files alone; then one core builds while the two shards
 * of the integration tests share the other (one file at a time each: much of their time goes on
 * waiting for databases, child servers and timers); once built, the two parts of the browser tests
 * run at once (one browser each, half a core each); the rest fills in as the parts end. The
 * shards are the critical path: they and PostgreSQL have four times the CPU weight of the steps
 * beside them (CPU_SHARES), which only take what the shards leave. More at once ended sooner but
 * not green: four shards beside the two parts took 1,452 s against 1,605 s (one run each, beside
 * other work) and failed two integration tests that wait on timers, at a load average of 20
 * (max 30); four shards and three parts failed two or three at 22 (max 33).
 *
 * Measured (CPU of every process of each step, from its control group; a shared machine, so the
 * other work on it is given): before the weights and the headless shell, 1,073 s with the shards
 * ending it at 921 and 956 s (the browser parts 456 and 505 s), at a load average of 13.8 (max 21.5)
 * beside 744 s of CPU of other work; with the weights of the steps, 879 s, the shards at 670 and
 * 729 s, at 17.6 (max 27.4) beside 446 s of other work: solo 123 s wall / 88 s CPU, build 46/22,
 * e2e 463/217 and 432/198, integration 670/199 and 729/243, PostgreSQL 130 s of CPU, unit 157/83,
 * typecheck 62/48, built 24/18, knip 13/9, lint 6/4. With PostgreSQL weighted too, the shards beside
 * the browser parts (no solo, unit or typecheck) took 426 and 549 s against the parts' 511 and 527,
 * at 18.8 (max 23.6).
 * @type {Step[]}
 */
const steps = [
  {
    // The files that measure latency (*.solo.int.test.ts), first, with the machine to themselves:
    // their budgets are asserted only when the load average is at most one per core.
    name: "solo",
    cores,
    critical: true,
    commands: () => [vitest("solo", ["solo"], [], { TEST_DATABASE_URL: pg?.url ?? "" })],
    count: () => vitestCount("solo"),
  },
  {
    name: "build",
    cores: 1,
    // The browser tests wait on it, and they end the run.
    critical: true,
    commands: () => [{ label: "build", cmd: process.execPath, args: [join(root, "scripts/build.mjs")] }],
  },
  ...Array.from({ length: INTEGRATION_SHARDS }, (_, i) => i + 1).map((shard) => ({
    // One file at a time: half a core each, as they mostly wait (on PostgreSQL, on child servers,
    // on timers; a measured shard of four used 160 s of CPU in 970 s). The seconds each file took
    // go to the durations that split the next run.
    name: `integration-${shard}`,
    cores: 0.5,
    critical: true,
    commands: () => [
      vitest(
        `integration-${shard}`,
        ["integration"],
        [
          `--shard=${shard}/${INTEGRATION_SHARDS}`,
          `--reporter=${join(root, "scripts/lib/file-seconds-reporter.mjs")}`,
        ],
        {
          TEST_DATABASE_URL: pg?.url ?? "",
          TOSTAO_INTEGRATION_WORKERS: "1",
          TOSTAO_FILE_SECONDS: join(reports, `integration-${shard}.seconds.json`),
          TOSTAO_FILE_CPU: join(reports, `integration-${shard}.cpu.jsonl`),
        },
      ),
    ],
    count: () => vitestCount(`integration-${shard}`),
  })),
  ...Array.from({ length: E2E_PARTS }, (_, i) => i + 1).map((shard) => ({
    name: `e2e-${shard}`,
    needs: ["build"],
    // Half a core each: a browser mostly waits on the server and on the page's timers (a measured
    // part used 217 s of CPU in 463 s, its browser's included), so both parts run at once, beside
    // the integration tests.
    cores: 1 / E2E_PARTS,
    // They end the run (the integration shards end a few minutes before them).
    critical: true,
    commands: () => [
      {
        label: `browser tests, part ${shard} of ${E2E_PARTS} (Playwright + Debian chromium-headless-shell)`,
        cmd: bin("playwright"),
        args: ["test", `--output=test-results/part-${shard}`, ...e2eParts()[shard - 1].map(e2eFileFilter)],
        cwd: web,
        env: {
          E2E_PORT: String(e2ePorts[shard - 1]),
          E2E_WORKERS: "1",
          E2E_SPLIT_BY_FILE: "1",
          PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `e2e-${shard}.json`),
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
        },
      },
    ],
    count: () => playwrightCount(`e2e-${shard}`),
  })),
  {
    name: "unit",
    // Half a core: one file at a time, and its reading-pool files mostly wait on the processes
    // they start and kill (measured: 176-183 s of CPU in 369-387 s), so typecheck can start beside
    // it once the integration shards free half a core, instead of after them.
    cores: 0.5,
    commands: () => [vitest("unit", ["unit", "web"], ["--maxWorkers=1"])],
    count: () => vitestCount("unit"),
  },
  {
    name: "typecheck",
    cores: 1,
    commands: () => [
      {
        label: "react-router typegen",
        // Writes the route types tsc reads; a failure shows as type errors below.
        counts: false,
        cmd: bin("react-router"),
        args: ["typegen"],
        cwd: web,
        env: { NODE_OPTIONS: "--import tsx" },
      },
      ...["packages/core", "packages/db", "apps/server", "apps/web"].map((project) => ({
        label: `typecheck ${project}`,
        cmd: bin("tsc"),
        args: ["-p", project],
      })),
    ],
  },
  {
    name: "built",
    needs: ["build"],
    // Its test rebuilds beside its own server and expects that server alone to be named as the
    // build's user: the browser tests' servers, on the same build, must have stopped (now that the
    // integration shards can end before the browser tests, a free core no longer means they have).
    after: Array.from({ length: E2E_PARTS }, (_, i) => `e2e-${i + 1}`),
    cores: 1,
    commands: () => [vitest("built", ["built"])],
    count: () => vitestCount("built"),
  },
  {
    name: "knip",
    cores: 1,
    // Exports, files and dependencies nothing uses (knip.json says where each workspace starts).
    commands: () => [{ label: "unused code (knip)", cmd: bin("knip"), args: ["--no-progress"] }],
  },
  {
    name: "lint",
    cores: 1,
    commands: () => [
      { label: "lint (biome)", cmd: bin("biome"), args: ["check", "--error-on-warnings", "."] },
    ],
  },
];

const integrationShards = steps.filter((s) => s.name.startsWith("integration-")).map((s) => s.name);
const groups = {
  integration: integrationShards,
  vitest: ["unit", "solo", ...integrationShards, "built"],
  lint: ["lint", "knip"],
  e2e: ["build", "built", ...steps.filter((s) => s.name.startsWith("e2e-")).map((s) => s.name)],
};
const asked = process.argv.slice(2);
for (const name of asked) {
  if (!groups[name] && !steps.some((s) => s.name === name)) {
    console.error(
      `unknown step "${name}": ${[...new Set([...steps.map((s) => s.name), ...Object.keys(groups)])].join(", ")}`,
    );
    process.exit(2);
  }
}
const wanted = new Set(
  asked.length === 0 ? steps.map((s) => s.name) : asked.flatMap((n) => groups[n] ?? [n]),
);
// What a chosen step needs runs too: `npm test -- built` builds first.
for (const step of steps) if (wanted.has(step.name)) for (const dep of step.needs ?? []) wanted.add(dep);
const plan = steps.filter((s) => wanted.has(s.name));

/** Children still running, by process group, so an interrupted run leaves nothing behind. */
const live = new Set();
// The control groups of the steps (step-cgroups.mjs) end with the run, interrupted or not.
process.on("exit", endRunCgroups);
/** Set once the run is interrupted: the signal handler ends it. */
let stopping = false;

/**
 * Runs one command under cpu-time.mjs in its own process group, each output line prefixed with the
 * step's name and kept for the step's log. Resolves once the process has exited and every line of
 * its output has been written.
 */
function runCommand(step, command, log, cgroup) {
  const cpuFile = join(reports, `${step.name}.${Math.random().toString(36).slice(2)}.cpu.json`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(root, "scripts/lib/cpu-time.mjs"), cpuFile, command.cmd, ...command.args],
      {
        cwd: command.cwd ?? root,
        env: { ...process.env, ...command.env, TOSTAO_STEP_CGROUPS: cgroup?.dirs.join(":") ?? "" },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      },
    );
    live.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      log.push(`${step.name}: no end after ${STEP_TIMEOUT_MS / 60_000} min; stopped`);
      process.stdout.write(`[${step.name}] no end after ${STEP_TIMEOUT_MS / 60_000} min; stopped\n`);
      killGroup(child, "SIGKILL");
    }, STEP_TIMEOUT_MS);
    const prefix = `[${step.name}] `;
    const drained = [child.stdout, child.stderr].map(
      (stream) =>
        new Promise((done) => {
          const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
          lines.on("line", (line) => {
            log.push(line);
            process.stdout.write(`${prefix}${line}\n`);
          });
          lines.on("close", done);
        }),
    );
    let spawnError = null;
    child.on("error", (error) => {
      // Only when node itself cannot be started; there is no exit event then.
      spawnError = error;
      clearTimeout(timer);
      live.delete(child);
      resolve({ ok: false, exit: `error ${error.message}`, cpuMs: null });
    });
    child.on("exit", async (code, signal) => {
      clearTimeout(timer);
      live.delete(child);
      // Whatever the command left running in its group (a server, a browser) goes with it, and with
      // it the last holder of the output pipes; a process that left the group may still hold them.
      killGroup(child, "SIGKILL");
      await Promise.race([Promise.all(drained), new Promise((r) => setTimeout(r, 10_000))]);
      let cpuMs = null;
      try {
        cpuMs = JSON.parse(readFileSync(cpuFile, "utf8")).cpuMs;
      } catch {}
      const exit = spawnError
        ? `error ${spawnError.message}`
        : timedOut
          ? "timed out"
          : signal
            ? signal
            : String(code);
      resolve({ ok: !spawnError && !timedOut && code === 0, exit, cpuMs });
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {}
}

let passed = 0;
let failed = 0;
/** @type {string[]} */
const summary = [];
/** @type {{ step: string, failures: string[] }[]} */
const failureLists = [];
const flakyLists = [];
/** @type {{ name: string, ok: boolean, exit: string, wallMs: number | null, cpuMs: number | null }[]} */
const results = [];

async function runStep(step) {
  const started = performance.now();
  const log = [];
  let ok = true;
  let exit = "0";
  let cpuMs = 0;
  process.stdout.write(`\n› ${step.name} (load average ${loadavg()[0].toFixed(1)})\n`);
  const cgroup = stepCgroup(step.name, step.critical ? CPU_SHARES.critical : CPU_SHARES.other);
  for (const command of step.commands()) {
    const result = await runCommand(step, command, log, cgroup);
    cpuMs = cpuMs === null || result.cpuMs === null ? null : cpuMs + result.cpuMs;
    if (command.counts === false) continue;
    if (!result.ok && ok) exit = result.exit;
    ok &&= result.ok;
    if (!step.count) {
      // A check that is not a test file counts as one passed or failed test.
      if (result.ok) passed++;
      else failed++;
      summary.push(`${result.ok ? "✓" : "✗"} ${command.label}${result.ok ? "" : ` (exit ${result.exit})`}`);
    }
  }
  if (step.count) {
    let count = null;
    try {
      count = step.count();
    } catch (error) {
      summary.push(`✗ ${step.name}: unreadable report (${error.message})`);
    }
    if (!count) {
      failed++;
      if (ok) exit = "no report";
      ok = false;
      summary.push(`✗ ${step.name}: no test report (exit ${exit})`);
    } else {
      passed += count.passed;
      failed += count.failed;
      summary.push(`${count.failed === 0 && ok ? "✓" : "✗"} ${count.line}`);
      if (count.failures.length > 0) failureLists.push({ step: step.name, failures: count.failures });
      if (count.flaky?.length > 0) flakyLists.push({ step: step.name, flaky: count.flaky });
      // A runner that failed with every test passing (a crash, an unhandled error) still fails.
      if (!ok && count.failed === 0) {
        failed++;
        summary.push(`✗ ${step.name} exited ${exit} with every test passing (see its log)`);
      }
      if (ok && count.failed > 0) ok = false;
    }
  }
  if (cgroup) {
    // Every process the step started, the browser's and detached servers' included.
    cpuMs = cgroup.usageMs() ?? cpuMs;
    cgroup.end();
  }
  writeFileSync(join(reports, `${step.name}.log`), `${log.join("\n")}\n`);
  const wallMs = performance.now() - started;
  results.push({ name: step.name, ok, exit, wallMs, cpuMs });
  process.stdout.write(
    `\n› ${step.name} ${ok ? "done" : `FAILED (exit ${exit})`} in ${seconds(wallMs)}` +
      (cpuMs === null ? "\n" : `, CPU ${seconds(cpuMs)}\n`),
  );
  return ok;
}

/** Runs the plan: a step starts once the steps before it are done and enough cores are free. */
async function runPlan() {
  const done = new Map();
  const running = new Map();
  const pending = [...plan];
  let free = cores;
  const inPlan = (names) => (names ?? []).filter((d) => plan.some((s) => s.name === d));
  while (pending.length > 0 || running.size > 0) {
    for (const step of [...pending]) {
      // Interrupted (see the signal handlers below): no new step, the running ones are ending.
      if (stopping) break;
      const needs = inPlan(step.needs);
      const waits = [...needs, ...inPlan(step.after)];
      if (waits.some((d) => !done.has(d))) continue;
      const brokenNeed = needs.find((d) => done.get(d) === false);
      if (brokenNeed) {
        pending.splice(pending.indexOf(step), 1);
        done.set(step.name, false);
        failed++;
        summary.push(`✗ ${step.name}: not run (${brokenNeed} failed)`);
        results.push({ name: step.name, ok: false, exit: `not run`, wallMs: null, cpuMs: null });
        continue;
      }
      const want = Math.min(step.cores, cores);
      // (A part of a core is a fraction: thirds do not add up exactly.)
      if (want > free + 1e-9) continue;
      pending.splice(pending.indexOf(step), 1);
      free -= want;
      running.set(
        step.name,
        runStep(step)
          .catch((error) => {
            summary.push(`✗ ${step.name}: ${error.stack ?? error}`);
            failed++;
            return false;
          })
          .then((ok) => {
            free += want;
            done.set(step.name, ok);
            running.delete(step.name);
          }),
      );
    }
    if (running.size === 0) {
      if (pending.length > 0 && !stopping) throw new Error("the test plan cannot make progress");
      break;
    }
    await Promise.race(running.values());
  }
}

/**
 * Ends every child and the database on Ctrl-C or a CI time-out. Each step first gets the SIGINT
 * Ctrl-C would have sent it, so that Playwright stops the servers it started in process groups of
 * their own (its webServer); whatever is still running 10 s later is killed.
 */
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    for (const child of live) killGroup(child, "SIGINT");
    const deadline = performance.now() + 10_000;
    while (live.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    for (const child of live) killGroup(child, "SIGKILL");
    pg?.stop();
    console.log(`\n${signal}: stopped`);
    process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1));
  });
}

function seconds(ms) {
  return ms === null ? "–" : `${(ms / 1000).toFixed(0)} s`;
}

// The load average while the run lasts: its figures mean little on a machine busy with other work.
const loads = [];
const sampler = setInterval(() => loads.push(loadavg()[0]), 5000);
sampler.unref();
const loadBefore = loadavg()
  .map((l) => l.toFixed(1))
  .join(" ");
const started = performance.now();
let pgCpuMs = null;
/** @type {import("./lib/step-cgroups.mjs").StepCgroup | null} */
let pgCgroup = null;
try {
  if (plan.some((s) => s.name.startsWith("e2e-"))) e2ePorts = await e2ePortBlocks(E2E_PARTS);
  if (plan.some((s) => s.name.startsWith("integration-") || s.name === "solo")) {
    pg = await startPgCluster();
    // Every query of the integration tests waits on it: it has the weight of a critical step.
    pgCgroup = stepCgroup("postgres", CPU_SHARES.critical);
    if (pgCgroup) moveProcessTree(pgCgroup, pg.pid);
  }
  await runPlan();
  // The signal handler exits once the steps have ended.
  if (stopping) await new Promise(() => {});
} finally {
  if (pg) {
    // CPU time of the PostgreSQL cluster (a daemon: no step waited for it).
    pgCpuMs = pgCgroup?.usageMs() ?? procCpuMs(pg.pid)?.all ?? null;
    pg.stop();
  }
  clearInterval(sampler);
}

const totalMs = performance.now() - started;
writeE2eDurations();
writeIntegrationDurations();
for (const { step, flaky } of flakyLists) {
  console.log(`\n${step}: failed once, passed on a retry (its whole output: .tmp/test-reports/${step}.log)`);
  for (const line of flaky) console.log(`  ~ ${line}`);
}
for (const { step, failures } of failureLists) {
  console.log(`\n${step}: failed (its whole output: .tmp/test-reports/${step}.log)`);
  for (const line of failures.slice(0, 30)) console.log(`  ✗ ${line}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}
console.log(`\n${summary.join("\n")}\n`);
console.log("  step          exit        wall      CPU");
for (const r of results) {
  console.log(
    `${r.ok ? "✓" : "✗"} ${r.name.padEnd(12)} ${r.exit.padEnd(10)} ${seconds(r.wallMs).padStart(6)} ${seconds(r.cpuMs).padStart(8)}`,
  );
}
if (pgCpuMs !== null)
  console.log(
    `  ${"postgres".padEnd(12)} ${"".padEnd(10)} ${"".padStart(6)} ${seconds(pgCpuMs).padStart(8)}`,
  );
const totalCpu = results.reduce((sum, r) => (sum === null || r.cpuMs === null ? sum : sum + r.cpuMs), 0);
const mean = loads.length === 0 ? null : loads.reduce((a, b) => a + b, 0) / loads.length;
console.log(
  `total ${seconds(totalMs)} on ${cores} cores, CPU ${seconds(totalCpu + (pgCpuMs ?? 0))}; ` +
    `load average before ${loadBefore}, during ${mean === null ? "–" : mean.toFixed(1)} (max ${
      loads.length === 0 ? "–" : Math.max(...loads).toFixed(1)
    }), after ${loadavg()[0].toFixed(1)}`,
);
const slowest = slowestIntegrationFiles(12);
if (slowest.length > 0) {
  console.log("\nslowest integration files:\n    wall      CPU  shard  file");
  for (const f of slowest)
    console.log(
      `  ${`${f.seconds} s`.padStart(6)} ${seconds(f.cpuMs).padStart(8)}  ${String(f.shard).padStart(5)}  ${f.file}`,
    );
}
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 && failedSteps.length === 0 ? 0 : 1);
