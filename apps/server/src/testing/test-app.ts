import type { Db } from "@tostao/db";
import { type Engine, openTestDb } from "@tostao/db/testing";
import { afterAll, beforeAll } from "vitest";
import { createSession } from "../auth/create-session.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { systemClock } from "../clock.ts";
import { createLogger, type Logger } from "../logger.ts";
import { createApp } from "../main/app.ts";
import { type Config, loadConfig } from "../main/config.ts";

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
  extra: { now?: () => Date } = {},
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

/** A person signed in on the web: their user id and the session cookie the sign-in flow sets. */
interface SignedInPerson {
  id: number;
  cookie: string;
}

/** Creates (or finds) the person with this phone and opens a web session for them at `now`. */
async function signInPerson(db: Db, phone: string, name: string, now: Date): Promise<SignedInPerson> {
  const { id } = await ensureUser(db, phone, name);
  const { token } = await createSession(db, { kind: "person", userId: id, userAgent: null, now });
  return { id, cookie: `tostao_session=${token}` };
}

interface JsonAnswer {
  status: number;
  body: Record<string, unknown> & { items?: unknown[] };
}

/** One API call with the given session cookie: the body (if any) sent as JSON, the answer parsed. */
async function callJson(
  app: TestApp["app"],
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonAnswer> {
  const init: RequestInit = body === undefined ? { method } : jsonRequest(body, { method });
  const res = await app.request(path, { ...init, headers: { ...(init.headers ?? {}), cookie } });
  return { status: res.status, body: (await res.json()) as JsonAnswer["body"] };
}

export interface SignedInTestApp {
  readonly app: TestApp["app"];
  readonly db: Db;
  /** Ana, +5511912345678: the default caller. */
  readonly ana: SignedInPerson;
  /** Bia, +5511922222222: someone else, to prove Ana's records stay hers. */
  readonly bia: SignedInPerson;
  /** An API call as Ana, or as the holder of `cookie`. */
  call(method: string, path: string, body?: unknown, cookie?: string): Promise<JsonAnswer>;
}

/**
 * For a describe block: the whole app at a fixed clock with two people signed in on the web, opened
 * before its tests and closed after them. Read its properties only inside hooks and tests.
 */
export function useSignedInTestApp(engine: Engine, now: Date): SignedInTestApp {
  let open: { t: TestApp; ana: SignedInPerson; bia: SignedInPerson } | undefined;
  beforeAll(async () => {
    const t = await createTestApp(engine, {}, { now: () => now });
    const ana = await signInPerson(t.db, "+5511912345678", "Ana", now);
    const bia = await signInPerson(t.db, "+5511922222222", "Bia", now);
    open = { t, ana, bia };
  });
  afterAll(() => open?.t.close());
  const current = () => {
    if (!open) throw new Error("the test app is not open (use it inside hooks and tests)");
    return open;
  };
  return {
    get app() {
      return current().t.app;
    },
    get db() {
      return current().t.db;
    },
    get ana() {
      return current().ana;
    },
    get bia() {
      return current().bia;
    },
    call: (method, path, body, cookie = current().ana.cookie) =>
      callJson(current().t.app, cookie, method, path, body),
  };
}
