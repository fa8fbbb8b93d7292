import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const root = fileURLToPath(new URL("./", import.meta.url));
const webApp = fileURLToPath(new URL("./apps/web/app", import.meta.url));

/**
 * Seconds each integration test file took in a measured run of npm test (which writes them to
 * .tmp/test-reports/integration-durations.json after each run, to copy here when files were added
 * or changed much).
 */
const measured: Record<string, number> = JSON.parse(
  readFileSync(new URL("./apps/server/src/testing/integration-durations.json", import.meta.url), "utf8"),
);

/**
 * The longest files first, so that no long file starts last and runs alone at the end while the
 * other workers have nothing left to do. vitest orders by its results cache, which a clean clone
 * (CI) has not got: it then orders by file size, and the slowest files (a property test, a fault
 * drill) are short ones. A file not measured yet counts as the median.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = Object.values(measured).sort((a, b) => a - b);
    const median = known[Math.floor(known.length / 2)] ?? 0;
    const seconds = (spec: TestSpecification) => measured[relative(root, spec.moduleId)] ?? median;
    // Array sort is stable: projects and their group order stay as vitest sorted them.
    return (await super.sort(files)).sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        seconds(b) - seconds(a),
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
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
