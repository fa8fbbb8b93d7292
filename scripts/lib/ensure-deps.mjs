// Installs npm dependencies when node_modules is missing or older than the lock file.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

export function ensureDeps(root) {
  const marker = join(root, "node_modules/.package-lock.json");
  const lock = join(root, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("› installing dependencies (npm ci)");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
  if (result.status !== 0) {
    console.error("npm ci falhou: veja a mensagem acima.");
    process.exit(result.status ?? 1);
  }
}
