// The browser and database the tests use come from Debian; install them when missing and allowed.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM } from "./chromium.mjs";
import { PG_BIN } from "./pg-cluster.mjs";

export function ensureSystemDeps() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
  if (!existsSync(`${PG_BIN}/initdb`)) missing.push("postgresql-15");
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Os testes precisam de: ${missing.join(", ")}. Instale com: sudo apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`› installing ${missing.join(", ")} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", ...missing, "fonts-liberation"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`apt-get ${args[0]} falhou.`);
      process.exit(1);
    }
  }
}
