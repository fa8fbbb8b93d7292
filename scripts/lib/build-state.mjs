// Decides whether the build is missing or older than the sources (used by start and test), and
// guards it while servers run from it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("../../", import.meta.url).pathname;
export const stampFile = join(root, "apps/server/dist/build-stamp.json");
const webBuildDir = join(root, "apps/web/build");

const sourceRoots = [
  "packages/core/src",
  "packages/db/src",
  "packages/db/migrations",
  "apps/server/src",
  "apps/web/app",
  "apps/web/render",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/build-config.ts",
  "apps/web/islands.build.ts",
  "package-lock.json",
  "scripts/build.mjs",
  "scripts/lib/bundle-server.mjs",
];

/** Tests are not part of the build: editing one leaves it fresh. */
const isTest = (path) => /\.test\.tsx?$/.test(path);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return isTest(path) ? 0 : info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function sourcesMtime() {
  return Math.max(...sourceRoots.map((p) => newestMtime(join(root, p))));
}

/**
 * @returns why a build is needed, or null when the current one is good. The configuration plays no
 * part: the build is the same whatever the environment (the server renders the pages at start-up).
 */
export function buildNeeded() {
  if (!existsSync(stampFile)) return "no build yet";
  const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
  if (stamp.sourcesMtime < sourcesMtime()) return "sources changed since the last build";
  return null;
}

/**
 * Marks the build as being redone, or stops this process with the reason when a server runs from
 * it (or another build runs). See apps/server/src/web/build-users.ts.
 * @returns a function that removes the mark
 */
export async function claimRebuildOrExit() {
  const { register } = await import("tsx/esm/api");
  const unregister = register();
  const { BuildInUseError, RebuildRunningError, claimRebuild } = await import(
    "../../apps/server/src/web/build-users.ts"
  );
  unregister();
  try {
    return claimRebuild(webBuildDir);
  } catch (error) {
    if (!(error instanceof BuildInUseError || error instanceof RebuildRunningError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
