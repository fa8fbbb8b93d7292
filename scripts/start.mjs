// `npm start`: install what is missing, check the configuration and take the data directory, build
// when the sources changed, then run the server in this same process. The configuration is not part
// of the build: new settings need only a restart (the server renders the pages when it starts).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureDeps } from "./lib/ensure-deps.mjs";

const root = new URL("../", import.meta.url).pathname;
ensureDeps(root);
const { ensureOcrDeps } = await import("./lib/system-deps.mjs");
ensureOcrDeps();

// Before anything is built or touched: a configuration the server would refuse, or a data
// directory another process holds, stops here. The server takes the same lock again when it starts
// (this process's own lock, so it passes).
const { register } = await import("tsx/esm/api");
const unregister = register();
const { loadConfig, ConfigError } = await import("../apps/server/src/main/config.ts");
const { lockDataDir, DataDirLockedError } = await import("../packages/db/src/data-dir-lock.ts");
unregister();
try {
  const { env } = loadConfig(process.env);
  if (!env.DATABASE_URL) lockDataDir(env.DATA_DIR);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

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
