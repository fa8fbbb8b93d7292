// A vitest reporter for npm test: writes the seconds each test file took (loading it, its hooks and
// its tests), by path from the repository's root, to the JSON file named by TOSTAO_FILE_SECONDS.
// vitest.config.ts runs the longest files first by such figures (integration-durations.json).
import { writeFileSync } from "node:fs";
import { relative } from "node:path";

export default class FileSecondsReporter {
  /** @param {import("vitest/node").Vitest} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /** @param {ReadonlyArray<import("vitest/node").TestModule>} modules */
  onTestRunEnd(modules) {
    const file = process.env.TOSTAO_FILE_SECONDS;
    if (!file) return;
    const seconds = {};
    for (const module of modules) {
      const d = module.diagnostic();
      const ms = d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      seconds[relative(this.root, module.moduleId)] = Math.round(ms / 1000);
    }
    const sorted = Object.keys(seconds)
      .sort()
      .map((path) => [path, seconds[path]]);
    writeFileSync(file, `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`);
  }
}
