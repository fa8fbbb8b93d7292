// `npm start`: install what is missing, build when stale, then run the server in this same process.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureDeps } from "./lib/ensure-deps.mjs";

const root = new URL("../", import.meta.url).pathname;
ensureDeps(root);
const { ensureOcrDeps } = await import("./lib/system-deps.mjs");
ensureOcrDeps();

const { buildNeeded } = await import("./lib/build-state.mjs");
const reason = buildNeeded();
if (reason) {
  console.log(`› building (${reason})`);
  const result = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(join(root, "apps/server/dist/bin/main.js"));
