// The browser, database and media tools the tests use come from Debian; install them when missing
// and allowed. `npm start` installs only what reading photos needs, and carries on without it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM, CHROMIUM_HEADLESS_SHELL } from "./chromium.mjs";
import { PG_BIN } from "./pg-cluster.mjs";

const has = (bin) => spawnSync("sh", ["-c", `command -v ${bin}`], { stdio: "ignore" }).status === 0;
const hasPortugueseOcr = () =>
  has("tesseract") &&
  /^por$/m.test(spawnSync("tesseract", ["--list-langs"], { encoding: "utf8" }).stdout ?? "");

/** Debian packages photo, PDF and voice-note reading use, when their commands are missing. */
function missingMediaPackages({ forTests }) {
  const missing = [];
  if (!hasPortugueseOcr()) missing.push("tesseract-ocr", "tesseract-ocr-por");
  if (!has("pdftoppm")) missing.push("poppler-utils");
  // The media tests speak their voice notes with espeak-ng.
  if (forTests && !has("espeak-ng")) missing.push("espeak-ng");
  return missing;
}

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", ...packages],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) return `apt-get ${args[0]} falhou`;
  }
  return null;
}

export function ensureSystemDeps() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
  if (!existsSync(CHROMIUM_HEADLESS_SHELL)) missing.push("chromium-headless-shell");
  if (!existsSync(`${PG_BIN}/initdb`)) missing.push("postgresql-15");
  missing.push(...missingMediaPackages({ forTests: true }));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Os testes precisam de: ${missing.join(", ")}. Instale com: sudo apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`› installing ${missing.join(", ")} (apt-get)`);
  const failure = aptInstall([...missing, "fonts-liberation"]);
  if (failure) {
    console.error(`${failure}.`);
    process.exit(1);
  }
}

/** `bench:chat --processes N`: the local proxy in front of the processes (Debian's HAProxy). */
export function ensureProxy() {
  if (has("haproxy")) return;
  if (process.getuid?.() !== 0) {
    console.error(
      "O benchmark com vários processos precisa do HAProxy. Instale com: sudo apt-get install -y haproxy",
    );
    process.exit(1);
  }
  console.log("› installing haproxy (apt-get)");
  const failure = aptInstall(["haproxy"]);
  if (failure) {
    console.error(`${failure}.`);
    process.exit(1);
  }
}

/**
 * `npm start`: installs tesseract (Portuguese) and poppler when missing and running as root. Never
 * fails: without them the server reads photos with tesseract.js and says so once in its log.
 */
export function ensureOcrDeps() {
  const missing = missingMediaPackages({ forTests: false });
  if (missing.length === 0 || process.getuid?.() !== 0 || !has("apt-get")) return;
  console.log(`› installing ${missing.join(", ")} for reading photos and PDFs (apt-get)`);
  const failure = aptInstall(missing);
  if (failure) console.log(`› ${failure}; photos will be read with tesseract.js`);
}
