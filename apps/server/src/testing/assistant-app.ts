import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "@tostao/db";
import { type Engine, openTestDb, useResource } from "@tostao/db/testing";
import { expect } from "vitest";
import { type FakeGraphApi, startFakeGraphApi } from "../channels/whatsapp/fake-graph-api.ts";
import { signPayload } from "../channels/whatsapp/verify-signature.ts";
import { systemClock } from "../clock.ts";
import type { Understand } from "../conversation/act-context.ts";
import { createLogger, type Logger } from "../logger.ts";
import { createApp } from "../main/app.ts";
import type { Assistant } from "../main/assemble-assistant.ts";
import { assistantFromConfig } from "../main/assistant-from-config.ts";
import { type Config, loadConfig } from "../main/config.ts";
import { textMessagesPayload } from "./text-webhook.ts";

const TEST_APP_SECRET = "segredo-do-app-de-teste";
export const TEST_VERIFY_TOKEN = "token-de-verificacao";
const TEST_ACCESS_TOKEN = "token-de-acesso-de-teste";
const TEST_PHONE_NUMBER_ID = "109876543210";

export interface AssistantTestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  assistant: Assistant;
  graph: FakeGraphApi;
  config: Config;
  logs: string[];
  /** Stops the workers and builds a new app + assistant on the same database ("a restart"). */
  restart(options?: { workers?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export interface AssistantTestOptions {
  env?: Record<string, string>;
  workers?: boolean;
  understand?: Understand;
  now?: () => Date;
  sendRetryDelaySeconds?: number;
  whatsapp?: boolean;
  /** The fake Graph API sends each message's statuses (sent, delivered) back as webhooks, as Meta does. */
  statusWebhooks?: boolean;
  /** A turn's replies as one message (the default) or one each (the "before" of messages per turn). */
  replies?: "turn" | "each";
  /** Wraps the test database before anything uses it (to count its statements). */
  wrapDb?: (db: Db) => Db;
}

/** The whole app with a started assistant, WhatsApp pointed at a local fake Graph API. */
export async function createAssistantTestApp(
  engine: Engine,
  options: AssistantTestOptions = {},
): Promise<AssistantTestApp> {
  const graph = await startFakeGraphApi({
    accessToken: TEST_ACCESS_TOKEN,
    phoneNumberId: TEST_PHONE_NUMBER_ID,
    ...(options.now ? { now: options.now } : {}),
  });
  const opened = await openTestDb(engine);
  const db = options.wrapDb ? options.wrapDb(opened) : opened;
  // Where files wait to be read on the embedded database (its own, removed at close).
  const dataDir = mkdtempSync(join(tmpdir(), "tostao-test-data-"));
  const env: Record<string, string> = {
    LOG_LEVEL: "debug",
    DATA_DIR: dataDir,
    DASHBOARD_URL: "https://painel.tostao.app",
    ...(options.whatsapp === false
      ? {}
      : {
          WHATSAPP_VERIFY_TOKEN: TEST_VERIFY_TOKEN,
          WHATSAPP_APP_SECRET: TEST_APP_SECRET,
          WHATSAPP_ACCESS_TOKEN: TEST_ACCESS_TOKEN,
          WHATSAPP_PHONE_NUMBER_ID: TEST_PHONE_NUMBER_ID,
          WHATSAPP_API_BASE: graph.apiBase,
        }),
    ...options.env,
  };
  const config = loadConfig(env);
  const logs: string[] = [];
  const logger: Logger = createLogger("debug", {}, (line) => logs.push(line));
  const now = options.now ?? systemClock;
  const build = async (workers: boolean) => {
    const assistant = assistantFromConfig(
      { config, db, logger, now },
      {
        ...(options.understand ? { understand: options.understand } : {}),
        sendRetryDelaySeconds: options.sendRetryDelaySeconds ?? 1,
        ...(options.replies ? { replies: options.replies } : {}),
      },
    );
    await assistant.start({ workers });
    return { assistant, app: createApp({ config, db, logger, assistant, now }) };
  };
  const first = await build(options.workers ?? true);
  if (options.statusWebhooks) {
    graph.deliverStatusesTo(async (payload) => {
      await t.app.request("/webhooks/whatsapp", signedWebhook(payload));
    });
  }
  const t: AssistantTestApp = {
    ...first,
    db,
    graph,
    config,
    logs,
    async restart({ workers = true } = {}) {
      await t.assistant.stop();
      const next = await build(workers);
      t.assistant = next.assistant;
      t.app = next.app;
    },
    async close() {
      await t.assistant.stop();
      await graph.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** For a describe block: the assistant app (see useResource). */
export function useAssistantTestApp(engine: Engine, options: AssistantTestOptions = {}): AssistantTestApp {
  return useResource(
    "the assistant test app",
    () => createAssistantTestApp(engine, options),
    (t) => t.close(),
  );
}

/**
 * Sends `text` from `phone` as a signed webhook with message id `id`, waits for a text back and
 * returns every text sent to `phone` since, joined by "\n---\n". `settleMs` waits that much longer
 * for follow-up texts first.
 */
export async function sayAndCollect(
  t: AssistantTestApp,
  phone: string,
  id: string,
  text: string,
  settleMs = 0,
): Promise<string> {
  const sentTo = () => t.graph.sentTexts().filter((m) => m.to === phone);
  const before = sentTo().length;
  const res = await t.app.request("/webhooks/whatsapp", signedWebhook(textPayload(phone, id, text)));
  expect(res.status).toBe(200);
  await waitFor(() => sentTo().length > before, 15_000, `answer to "${text}"`);
  if (settleMs > 0) await new Promise((r) => setTimeout(r, settleMs));
  return sentTo()
    .slice(before)
    .map((m) => m.body)
    .join("\n---\n");
}

/** Delivers a webhook payload to the app, signed as Meta signs it, and checks it was taken. */
export async function deliver(t: AssistantTestApp, payload: unknown): Promise<Record<string, unknown>> {
  const res = await t.app.request("/webhooks/whatsapp", signedWebhook(payload));
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** A signed POST of a webhook payload, as Meta sends it. */
export function signedWebhook(payload: unknown, secret = TEST_APP_SECRET): RequestInit {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  return {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": signPayload(body, secret) },
    body,
  };
}

/** A WhatsApp Cloud API payload carrying one text message. */
export function textPayload(
  from: string,
  id: string,
  body: string,
  name = "Ana Souza",
  sentAt = systemClock(),
) {
  return textMessagesPayload(TEST_PHONE_NUMBER_ID, [{ waId: from, id, text: body, name }], sentAt.getTime());
}

/** Polls until the check passes (returns a truthy value) or the time is up. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
  what = "condition",
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until the pipeline is quiet: every inbound message processed and every reply sent or
 * failed (a turn's replies all arrive, not only its first).
 */
export async function waitForQuiet(
  t: AssistantTestApp,
  what = "the pipeline to be quiet",
  timeoutMs = 15_000,
): Promise<void> {
  await waitFor(
    async () => {
      const rows = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM messages
         WHERE (direction = 'inbound' AND status = 'received')
            OR (direction = 'outbound' AND status IN ('queued', 'sending'))`,
      );
      return rows[0]?.n === 0;
    },
    timeoutMs,
    what,
  );
}
