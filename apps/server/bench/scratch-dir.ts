import { mkdirSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const tmp = fileURLToPath(new URL("../../../.tmp/", import.meta.url));

/** A fresh directory for one bench run under the repository's .tmp (made if missing). */
export function scratchDir(prefix: string): string {
  mkdirSync(tmp, { recursive: true });
  return mkdtempSync(join(tmp, prefix));
}
