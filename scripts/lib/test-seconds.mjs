// Seconds per test file in measured runs of npm test, and the split of files into parts by them:
// how npm test shares the integration tests (vitest.config.ts) and the browser tests
// (scripts/test.mjs) between the steps that run side by side.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Seconds per file of one kind ("integration", "e2e"): the committed figures (from a whole run of
 * npm test), overlaid by those of the last run in this checkout, which each run refreshes
 * (.tmp/test-durations/<kind>.json). Only their ratios matter: a loaded machine makes every file
 * slower alike.
 */
export function measuredSeconds(root, kind, committed) {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {});
  return { ...read(committed), ...read(lastRunSeconds(root, kind)) };
}

/** Where a run of npm test leaves the figures of one kind for the next (measuredSeconds). */
export const lastRunSeconds = (root, kind) => join(root, ".tmp/test-durations", `${kind}.json`);

/**
 * A file's seconds by its path: a file not measured counts as the median, one measured at 0 s as 1
 * (it still costs its set-up).
 */
export function fileSeconds(measured) {
  const known = Object.values(measured).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 0;
  return (path) => Math.max(1, measured[path] ?? median);
}

/**
 * Splits files into `count` parts that end together: the longest first (ties by name), each to the
 * first of the parts with the fewest seconds so far. The same input gives the same split, so that
 * separate processes (vitest's shards) agree on it.
 * @template T
 * @param {readonly T[]} files
 * @param {number} count
 * @param {(file: T) => number} seconds
 * @param {(file: T) => string} name
 * @returns {T[][]}
 */
export function splitBySeconds(files, count, seconds, name) {
  const parts = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const ordered = [...files].sort((a, b) => seconds(b) - seconds(a) || name(a).localeCompare(name(b)));
  for (const file of ordered) {
    const least = parts.reduce((min, part) => (part.seconds < min.seconds ? part : min));
    least.files.push(file);
    least.seconds += seconds(file);
  }
  return parts.map((part) => part.files);
}
