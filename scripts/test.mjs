// `npm test`: installs what is missing, then typecheck, lint, unit + integration tests (PGlite and a
// throwaway PostgreSQL 15), the production build and browser tests. Ends with "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureDeps } from "./lib/ensure-deps.mjs";

const root = new URL("../", import.meta.url).pathname;
ensureDeps(root);
const { ensureSystemDeps } = await import("./lib/system-deps.mjs");
ensureSystemDeps();
const { startPgCluster } = await import("./lib/pg-cluster.mjs");

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const reports = join(root, ".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: "inherit",
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status === 0;
}

function step(name, ok) {
  if (ok) passed++;
  else failed++;
  summary.push(`${ok ? "✓" : "✗"} ${name}`);
}

const npx = (bin) => join(root, "node_modules/.bin", bin);

if (want("typecheck")) {
  console.log("\n› typecheck");
  run(npx("react-router"), ["typegen"], {
    cwd: join(root, "apps/web"),
    env: { NODE_OPTIONS: "--import tsx" },
  });
  for (const project of ["packages/core", "packages/db", "apps/server", "apps/web"]) {
    step(`typecheck ${project}`, run(npx("tsc"), ["-p", project]));
  }
}

if (want("lint")) {
  console.log("\n› lint");
  step("lint (biome)", run(npx("biome"), ["check", "--error-on-warnings", "."]));
  // Exports, files and dependencies nothing uses (knip.json says where each workspace starts).
  step("unused code (knip)", run(npx("knip"), ["--no-progress"]));
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no tests but is still a failure.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  );
  failed += brokenFiles.length;
  summary.push(
    `vitest: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles.length} failed`,
  );
  return true;
}

if (want("vitest")) {
  console.log("\n› unit and integration tests (PGlite + PostgreSQL 15)");
  const pg = await startPgCluster();
  try {
    const output = join(reports, "vitest.json");
    const ok = run(
      npx("vitest"),
      ["run", "--reporter=default", "--reporter=json", `--outputFile=${output}`],
      {
        env: { TEST_DATABASE_URL: pg.url, TOSTAO_TEST_HARNESS: "1" },
      },
    );
    const before = failed;
    if (!countVitest(output)) step("vitest (no report)", false);
    else if (!ok && failed === before) step("vitest exited with an error", false);
  } finally {
    pg.stop();
  }
}

if (want("e2e")) {
  console.log("\n› build");
  const built = run(process.execPath, [join(root, "scripts/build.mjs")]);
  step("build", built);
  if (built) {
    console.log("\n› browser tests (Playwright + Debian chromium)");
    const output = join(reports, "playwright.json");
    run(npx("playwright"), ["test"], {
      cwd: join(root, "apps/web"),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    });
    if (existsSync(output)) {
      const { stats } = JSON.parse(readFileSync(output, "utf8"));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      summary.push(`playwright: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
    } else step("playwright (no report)", false);
  }
}

console.log(`\n${summary.join("\n")}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
