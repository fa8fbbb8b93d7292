import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { fileSeconds, measuredSeconds, splitBySeconds } from "./scripts/lib/test-seconds.mjs";

const root = fileURLToPath(new URL("./", import.meta.url));
const webApp = fileURLToPath(new URL("./apps/web/app", import.meta.url));

/**
 * Seconds each integration test file took in measured runs of npm test: the committed figures (from
 * a whole run on CI's machine) under those of this checkout's last run (scripts/lib/test-seconds.mjs).
 */
const secondsOfFile = fileSeconds(
  measuredSeconds(root, "integration", `${root}apps/server/src/testing/integration-durations.json`),
);
const secondsOf = (spec: TestSpecification) => secondsOfFile(relative(root, spec.moduleId));

/**
 * The longest files first, so that no long file starts last and runs alone at the end while the
 * other workers have nothing left to do. vitest orders by its results cache, which a clean clone
 * (CI) has not got: it then orders by file size, and the slowest files (a property test, a fault
 * drill) are short ones.
 *
 * `--shard=i/n` (npm test runs the integration tests as separate shards) splits the files by the
 * same figures instead of by a hash of their paths: the longest first, each to the shard with the
 * fewest seconds so far, so the shards end together. Every shard computes the same split.
 */
class LongestFirst extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard as { index: number; count: number };
    const shards = splitBySeconds(files, count, secondsOf, (s) => `${s.project.name}:${s.moduleId}`);
    return shards[index - 1] ?? [];
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: projects and their group order stay as vitest sorted them.
    return (await super.sort(files)).sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        secondsOf(b) - secondsOf(a),
    );
  }
}

export default defineConfig({
  // npm test gives each of its vitest runs its own results cache (the order of the next run), so two
  // runs side by side never write the same file.
  ...(process.env.TOSTAO_VITEST_CACHE ? { cacheDir: process.env.TOSTAO_VITEST_CACHE } : {}),
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
            "apps/web/render/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "**/*.built.test.ts", "**/node_modules/**"],
          // One module graph for every file (as for the integration tests): core's and the server's
          // modules load once, not per file (about 40 % less CPU). No file may leave anything behind.
          isolate: false,
        },
      },
      {
        resolve: { alias: { "~": webApp } },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["apps/web/app/**/*.test.{ts,tsx}"],
          setupFiles: ["apps/web/app/test-setup.ts"],
        },
      },
      {
        test: {
          name: "integration",
          environment: "node",
          include: ["packages/*/src/**/*.int.test.ts", "apps/server/src/**/*.int.test.ts"],
          exclude: ["**/*.solo.int.test.ts", "**/node_modules/**"],
          // npm test's measure of each file's CPU time (nothing without TOSTAO_FILE_CPU).
          setupFiles: ["scripts/lib/file-cpu-setup.mjs"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time; npm test runs each of its shards one file at a time (a project's
          // maxWorkers wins over the command line's, so it says so here).
          maxWorkers: Number(process.env.TOSTAO_INTEGRATION_WORKERS) || 2,
          // Each worker runs its files one after another in one module graph: the server's modules are
          // loaded once per worker, not once per file (about a quarter of the step's CPU). No file may
          // leave state behind: what a file opens, its afterAll closes; what it changes, it puts back.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Tests that measure latency: one at a time (npm test runs them first, with nothing beside them).
        test: {
          name: "solo",
          environment: "node",
          include: ["apps/server/src/**/*.solo.int.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // Tests of the production build (scripts/build.mjs): npm test runs them after its build step.
        test: {
          name: "built",
          environment: "node",
          include: ["apps/server/src/**/*.built.test.ts"],
          testTimeout: 240_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
