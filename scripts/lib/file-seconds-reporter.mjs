// A vitest reporter for npm test: writes the seconds each test file took (loading it, its hooks and
// its tests), by path from the repository's root, to the JSON file named by TOSTAO_FILE_SECONDS:
// { all: every file's, passed: those of the files whose tests all passed }. npm test splits and
// orders the integration tests by the latter (integration-durations.json, vitest.config.ts).
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
    const all = {};
    const passed = {};
    for (const module of modules) {
      const d = module.diagnostic();
      const ms = d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      const path = relative(this.root, module.moduleId);
      all[path] = Math.round(ms / 1000);
      if (module.state() === "passed") passed[path] = all[path];
    }
    const sorted = (seconds) =>
      Object.fromEntries(
        Object.keys(seconds)
          .sort()
          .map((path) => [path, seconds[path]]),
      );
    writeFileSync(file, `${JSON.stringify({ all: sorted(all), passed: sorted(passed) }, null, 2)}\n`);
  }
}
