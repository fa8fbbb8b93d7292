// `npm test`: installs what is missing, then every check: typecheck, lint, unit and integration tests
// (PGlite and a throwaway PostgreSQL 15), the production build, the tests of the build and the
// browser tests. Independent steps run side by side, as many at a time as the machine has cores
// (the integration tests beside typecheck, lint and the unit tests; the build beside the
// integration tests). Each line of output names its step; each step's whole output is also in
// .tmp/test-reports/<step>.log. Ends with the time and CPU time of every step, then
// "N passed, N failed" (tests, plus steps that are not tests: typecheck, lint, build).
//
//   npm test                      everything
//   npm test -- <step> [step...]  some steps: typecheck, lint, knip, unit, integration, build,
//                                 built, e2e; "vitest" is unit + integration, "lint" includes knip
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { ensureDeps } from "./lib/ensure-deps.mjs";

const root = new URL("../", import.meta.url).pathname;
ensureDeps(root);
const { ensureSystemDeps } = await import("./lib/system-deps.mjs");
ensureSystemDeps();
const { startPgCluster } = await import("./lib/pg-cluster.mjs");

const reports = join(root, ".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, "node_modules/.bin", name);
const web = join(root, "apps/web");

/**
 * @typedef {{ passed: number, failed: number, line: string }} Count
 * @typedef {{
 *   name: string,
 *   after?: string[],
 *   cores: number,
 *   commands: () => { label: string, counts?: false, cmd: string, args: string[], cwd?: string, env?: Record<string, string> }[],
 *   count?: () => Count | null,
 * }} Step
 */

/** Counts a vitest JSON report; a file that fails to load has no tests but is still a failure. */
function vitestCount(file, name) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const broken = report.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0);
  const failed = report.numFailedTests + broken.length;
  return {
    passed: report.numPassedTests,
    failed,
    line: `${name}: ${report.numPassedTests} passed, ${failed} failed`,
  };
}

const vitest = (name, projects, env = {}) => ({
  label: name,
  cmd: bin("vitest"),
  args: [
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${join(reports, `${name}.json`)}`,
  ],
  env: { TOSTAO_TEST_HARNESS: "1", ...env },
});

let pg = null;

/** @type {Step[]} In order of priority: the longest chain first. */
const steps = [
  {
    name: "integration",
    // Two test files at a time; much of it waits on databases and child servers.
    cores: 1,
    commands: () => [vitest("integration", ["integration", "solo"], { TEST_DATABASE_URL: pg.url })],
    count: () => vitestCount(join(reports, "integration.json"), "vitest integration"),
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
    name: "lint",
    cores: 1,
    commands: () => [
      { label: "lint (biome)", cmd: bin("biome"), args: ["check", "--error-on-warnings", "."] },
    ],
  },
  {
    name: "knip",
    cores: 1,
    // Exports, files and dependencies nothing uses (knip.json says where each workspace starts).
    commands: () => [{ label: "unused code (knip)", cmd: bin("knip"), args: ["--no-progress"] }],
  },
  {
    name: "unit",
    cores: 1,
    commands: () => [vitest("unit", ["unit", "web"])],
    count: () => vitestCount(join(reports, "unit.json"), "vitest unit"),
  },
  {
    name: "build",
    cores: 1,
    commands: () => [{ label: "build", cmd: process.execPath, args: [join(root, "scripts/build.mjs")] }],
  },
  {
    name: "built",
    after: ["build"],
    cores: 1,
    commands: () => [vitest("built", ["built"])],
    count: () => vitestCount(join(reports, "built.json"), "vitest built"),
  },
  {
    name: "e2e",
    // Chromium and the server, two workers: the whole machine, once the rest is done.
    after: ["build", "integration", "unit", "typecheck", "lint", "knip", "built"],
    cores: availableParallelism(),
    commands: () => [
      {
        label: "browser tests (Playwright + Debian chromium)",
        cmd: bin("playwright"),
        args: ["test"],
        cwd: web,
        env: {
          PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright.json"),
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
        },
      },
    ],
    count: () => {
      const file = join(reports, "playwright.json");
      if (!existsSync(file)) return null;
      const { stats } = JSON.parse(readFileSync(file, "utf8"));
      const passed = stats.expected + stats.flaky;
      return {
        passed,
        failed: stats.unexpected,
        line: `playwright: ${passed} passed, ${stats.unexpected} failed`,
      };
    },
  },
];

const groups = { vitest: ["unit", "integration"], lint: ["lint", "knip"], e2e: ["build", "built", "e2e"] };
const asked = process.argv.slice(2);
for (const name of asked) {
  if (!groups[name] && !steps.some((s) => s.name === name)) {
    console.error(`unknown step "${name}": ${[...steps.map((s) => s.name), "vitest"].join(", ")}`);
    process.exit(2);
  }
}
const wanted = new Set(
  asked.length === 0 ? steps.map((s) => s.name) : asked.flatMap((n) => groups[n] ?? [n]),
);
const chosen = steps.filter((s) => wanted.has(s.name));
// The build is the one step others need even when not asked for: `npm test -- built` builds first.
for (const step of chosen) for (const dep of step.after ?? []) if (dep === "build") wanted.add("build");
const plan = steps.filter((s) => wanted.has(s.name));

/** Runs one command under cpu-time.mjs, each output line prefixed with the step's name. */
function runCommand(step, command, log) {
  const cpuFile = join(reports, `${step.name}.${Math.random().toString(36).slice(2)}.cpu.json`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(root, "scripts/lib/cpu-time.mjs"), cpuFile, command.cmd, ...command.args],
      {
        cwd: command.cwd ?? root,
        env: { ...process.env, ...command.env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const prefix = `[${step.name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
        log.push(line);
        process.stdout.write(`${prefix}${line}\n`);
      });
    }
    child.on("close", (code) => {
      let cpuMs = null;
      try {
        cpuMs = JSON.parse(readFileSync(cpuFile, "utf8")).cpuMs;
      } catch {}
      resolve({ ok: code === 0, cpuMs });
    });
  });
}

let passed = 0;
let failed = 0;
const summary = [];
const timings = [];

async function runStep(step) {
  const started = performance.now();
  const log = [];
  let ok = true;
  let cpuMs = 0;
  process.stdout.write(`\n› ${step.name}\n`);
  for (const command of step.commands()) {
    const result = await runCommand(step, command, log);
    cpuMs = cpuMs === null || result.cpuMs === null ? null : cpuMs + result.cpuMs;
    if (command.counts === false) continue;
    ok &&= result.ok;
    if (!step.count) {
      // A check that is not a test file counts as one passed or failed test.
      if (result.ok) passed++;
      else failed++;
      summary.push(`${result.ok ? "✓" : "✗"} ${command.label}`);
    }
  }
  if (step.count) {
    const count = step.count();
    if (!count) {
      failed++;
      summary.push(`✗ ${step.name} (no report)`);
    } else {
      passed += count.passed;
      failed += count.failed;
      summary.push(count.line);
      // A runner that failed with every test passing (a crash, an unhandled error) still fails.
      if (!ok && count.failed === 0) {
        failed++;
        summary.push(`✗ ${step.name} exited with an error`);
      }
    }
  }
  writeFileSync(join(reports, `${step.name}.log`), `${log.join("\n")}\n`);
  const wallMs = performance.now() - started;
  timings.push({ name: step.name, ok, wallMs, cpuMs });
  process.stdout.write(
    `\n› ${step.name} ${ok ? "done" : "FAILED"} in ${(wallMs / 1000).toFixed(0)} s` +
      (cpuMs === null ? "\n" : ` (CPU ${(cpuMs / 1000).toFixed(0)} s)\n`),
  );
  return ok;
}

/** Runs the plan: a step starts once the steps it needs are done and enough cores are free. */
async function runPlan() {
  const cores = availableParallelism();
  const done = new Map();
  const running = new Map();
  const pending = [...plan];
  let free = cores;
  while (pending.length > 0 || running.size > 0) {
    for (const step of [...pending]) {
      const needs = (step.after ?? []).filter((d) => plan.some((s) => s.name === d));
      if (needs.some((d) => !done.has(d))) continue;
      const want = Math.min(step.cores, cores);
      if (want > free) continue;
      pending.splice(pending.indexOf(step), 1);
      if (needs.some((d) => done.get(d) === false) && needs.includes("build")) {
        done.set(step.name, false);
        failed++;
        summary.push(`✗ ${step.name} (not run: the build failed)`);
        continue;
      }
      free -= want;
      running.set(
        step.name,
        runStep(step).then((ok) => {
          free += want;
          done.set(step.name, ok);
          running.delete(step.name);
        }),
      );
    }
    if (running.size === 0 && pending.length > 0) throw new Error("the test plan cannot make progress");
    await Promise.race(running.values());
  }
}

const started = performance.now();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const loadBefore = load();
let pgCpuMs = null;
try {
  if (plan.some((s) => s.name === "integration")) pg = await startPgCluster();
  await runPlan();
} finally {
  if (pg) {
    pgCpuMs = pgClusterCpuMs(pg.pid);
    pg.stop();
  }
}

/** CPU time of the PostgreSQL cluster (a daemon: no step waited for it), from /proc. */
function pgClusterCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 10;
  } catch {
    return null;
  }
}

const seconds = (ms) => (ms === null ? "?" : `${(ms / 1000).toFixed(0)} s`);
const totalCpu = timings.reduce((sum, t) => (sum === null || t.cpuMs === null ? null : sum + t.cpuMs), 0);
console.log(`\n${summary.join("\n")}\n`);
console.log("step           wall     CPU");
for (const t of timings) {
  console.log(
    `${t.ok ? "✓" : "✗"} ${t.name.padEnd(12)} ${seconds(t.wallMs).padStart(6)} ${seconds(t.cpuMs).padStart(7)}`,
  );
}
if (pgCpuMs !== null)
  console.log(`  ${"postgres".padEnd(12)} ${"".padStart(6)} ${seconds(pgCpuMs).padStart(7)}`);
console.log(
  `total ${seconds(performance.now() - started)} on ${availableParallelism()} cores, CPU ${seconds(
    totalCpu === null ? null : totalCpu + (pgCpuMs ?? 0),
  )}; load average before ${loadBefore}, after ${load()}`,
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
