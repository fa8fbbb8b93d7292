import type { Db } from "@tostao/db";
import { type Engine, openTestDb, useResource } from "@tostao/db/testing";
import { Hono } from "hono";
import type { Person } from "../auth/session-middleware.ts";
import { subscriptionAccessPlans } from "../billing/access-plans.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { handleError } from "../http/errors.ts";
import { createLogger } from "../logger.ts";
import { bookScope } from "./book-scope.ts";
import { mePlanRoutes } from "./plan-routes.ts";
import { planningDetailRoutes } from "./planning/detail-routes.ts";
import { planningRoutes } from "./planning/routes.ts";
import { meRoutes } from "./routes.ts";

/** Test clock: 2026-03-15 12:00 in São Paulo. */
const TEST_NOW = new Date("2026-03-15T15:00:00Z");

export interface MeTestApp {
  db: Db;
  /** A request as the given person (null: nobody signed in). */
  as(userId: number | null, path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  person(phone: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * The /api/me routes on a fresh database, with the signed-in person chosen per request (the
 * auth module's middleware does that from the session cookie in the real app).
 */
export async function createMeTestApp(engine: Engine): Promise<MeTestApp> {
  const db = await openTestDb(engine);
  const signedIn = new Map<string, Person>();
  const app = new Hono<{ Variables: { person: Person | null } }>();
  app.onError(handleError(createLogger("error", {}, () => {})));
  app.use("*", async (c, next) => {
    c.set("person", signedIn.get(c.req.header("x-test-session") ?? "") ?? null);
    await next();
  });
  const now = () => TEST_NOW;
  app.use("/api/me/*", bookScope({ db, now, accessPlans: subscriptionAccessPlans("open") }));
  app.route("/api/me", mePlanRoutes({ db, now }));
  app.route("/api/me", planningRoutes({ db, now }));
  app.route("/api/me", planningDetailRoutes({ db, now }));
  app.route("/api/me", meRoutes({ db, now, publicUrl: "http://localhost", uploads: { dir: null } }));
  return {
    db,
    as(userId, path, init = {}) {
      const session = userId === null ? "" : `s${userId}`;
      if (userId !== null) signedIn.set(session, { userId, sessionId: session });
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set("x-test-session", session);
      if (json !== undefined) headers.set("content-type", "application/json");
      return Promise.resolve(
        app.request(path, {
          ...rest,
          headers,
          body: json === undefined ? rest.body : typeof json === "string" ? json : JSON.stringify(json),
        }),
      );
    },
    async person(phone) {
      return (await db.transaction((tx) => ensureUser(tx, phone))).id;
    },
    close: () => db.close(),
  };
}

/** For a describe block: the /api/me test app (see useResource). */
export function useMeTestApp(engine: Engine): MeTestApp {
  return useResource(
    "the /api/me test app",
    () => createMeTestApp(engine),
    (t) => t.close(),
  );
}
