import type { Db } from "@tostao/db";
import { type Engine, openTestDb } from "@tostao/db/testing";
import { createApp } from "../app.ts";
import { createSession } from "../auth/create-session.ts";
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

/** The cookie of a person's session opened at `now`. */
export async function personCookie(db: Db, userId: number, now: Date): Promise<string> {
  const { token } = await createSession(db, { kind: "person", userId, userAgent: null, now });
  return `tostao_session=${token}`;
}

/**
 * Calls the app's JSON API as a person (by default the one of `cookie`, or `as`): the status and
 * the parsed body. Getters, so a suite can build the caller before its app exists.
 */
export function apiCaller(app: () => TestApp["app"], cookie: () => string) {
  return async (method: string, path: string, body?: unknown, as = cookie()) => {
    const init: RequestInit = body === undefined ? { method } : jsonRequest(body, { method });
    const res = await app().request(path, { ...init, headers: { ...(init.headers ?? {}), cookie: as } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}
