import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { copyMigratedDataDir } from "@tostao/db/testing";
import axe from "axe-core";

/** Pre-rendered HTML is clickable before React attaches handlers; wait for hydration first. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

const root = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Loads axe-core into the page. Evaluated through the browser's devtools protocol: a script
 * tag would be an inline script, which the site's Content-Security-Policy rightly refuses.
 */
export async function injectAxe(page: Page) {
  await page.evaluate(axe.source);
  await page.waitForFunction(() => "axe" in window);
}

/** The built server, running on its own port and data directory, with its log kept in memory. */
export interface BuiltServer {
  base: string;
  /** The last web chat login code the log shows for `phone`, if any. */
  codeFor(phone: string): string | null;
  stop(): Promise<void>;
}

/**
 * Starts apps/server/dist/bin/main.js in embedded mode (no WhatsApp) on a migrated, empty data
 * directory, so login codes are only written to its log, and waits until /api/health answers.
 */
export async function startBuiltServer(
  port: number,
  tmpPrefix: string,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  const base = `http://127.0.0.1:${port}`;
  // A server already on the port would answer the health check below in this one's place.
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: another server would answer for this one`);
  const dataDir = mkdtempSync(join(tmpdir(), tmpPrefix));
  // Migrated already: a first start's initdb and migrations (7 s of CPU, a minute on a loaded
  // machine) are main/server.int.test.ts's subject, not the journeys'.
  await copyMigratedDataDir(dataDir);
  let log = "";
  const server: ChildProcess = spawn(process.execPath, [join(root, "apps/server/dist/bin/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 110_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (server.exitCode !== null || server.signalCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited before answering:\n${log}`);
    }
    if (ok) break;
    if (Date.now() > deadline) {
      const seen = log;
      await stop();
      throw new Error(`server did not start:\n${seen}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    codeFor(phone) {
      const lines = log.split("\n").filter((l) => l.includes("web chat login code") && l.includes(phone));
      const last = lines.at(-1);
      return last ? ((JSON.parse(last) as { code?: string }).code ?? null) : null;
    },
    stop,
  };
}

/** Opens /chat and asks for a login code for the number as a person would type it. */
export async function requestChatCode(page: Page, server: BuiltServer, typed: string) {
  await gotoHydrated(page, `${server.base}/chat`);
  await page.getByLabel("Seu número de WhatsApp").fill(typed);
  await page.getByRole("button", { name: "Receber código" }).click();
}

/** Waits for the code of `phone` (E.164) to reach the server log and returns it. */
export async function waitForChatCode(server: BuiltServer, phone: string): Promise<string> {
  await expect.poll(() => server.codeFor(phone)).toMatch(/^\d{6}$/);
  return server.codeFor(phone) ?? "";
}

/** Types the code from the server log and enters the chat. */
export async function enterChatCode(page: Page, server: BuiltServer, phone: string) {
  await page.getByLabel("Código de acesso").fill(await waitForChatCode(server, phone));
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** Logs in to /chat with the code from the server log. */
export async function signInToChat(page: Page, server: BuiltServer, typed: string, phone: string) {
  await requestChatCode(page, server, typed);
  await enterChatCode(page, server, phone);
}
