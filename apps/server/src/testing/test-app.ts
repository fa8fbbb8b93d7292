import type { Db } from "@tostao/db";
import { type Engine, openTestDb } from "@tostao/db/testing";
import { createApp } from "../app.ts";
import { systemClock } from "../clock.ts";
import { type Config, loadConfig } from "../config.ts";
import { createLogger, type Logger } from "../logger.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  config: Config;
  logs: string[];
  close(): Promise<void>;
}

/** The whole app on a fresh database of the given engine, answering in memory via app.request(). */
export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  extra: { webDir?: string; now?: () => Date } = {},
): Promise<TestApp> {
  const db = await openTestDb(engine);
  const config = loadConfig({ LOG_LEVEL: "debug", ...env });
  const logs: string[] = [];
  const logger: Logger = createLogger("debug", {}, (line) => logs.push(line));
  const app = createApp({ config, db, logger, now: systemClock, ...extra });
  return { app, db, config, logs, close: () => db.close() };
}

export function jsonRequest(body: unknown, init: RequestInit = {}): RequestInit {
  return {
    method: "POST",
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
