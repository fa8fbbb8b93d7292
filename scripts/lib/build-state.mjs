// Decides whether the build is missing or older than the sources (used by start and test).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("../../", import.meta.url).pathname;
export const stampFile = join(root, "apps/server/dist/build-stamp.json");

const sourceRoots = [
  "packages/core/src",
  "packages/db/src",
  "packages/db/migrations",
  "apps/server/src",
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "package-lock.json",
  "scripts/build.mjs",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function sourcesMtime() {
  return Math.max(...sourceRoots.map((p) => newestMtime(join(root, p))));
}

/** The variables documented in .env.example change what the pre-rendered pages link to. */
export function configHash(env = process.env) {
  const names = readFileSync(join(root, ".env.example"), "utf8")
    .split("\n")
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
    .filter(Boolean)
    .sort();
  const hash = createHash("sha256");
  for (const name of names) hash.update(`${name}=${env[name] ?? ""}\n`);
  return hash.digest("hex");
}

/** @returns why a build is needed, or null when the current one is good */
export function buildNeeded() {
  if (!existsSync(stampFile)) return "no build yet";
  const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
  if (stamp.sourcesMtime < sourcesMtime()) return "sources changed since the last build";
  if (stamp.configHash !== configHash()) return "configuration changed since the last build";
  return null;
}
