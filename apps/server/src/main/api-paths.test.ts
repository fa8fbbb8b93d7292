import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Endpoint } from "@tostao/core/api/endpoint";
import type { Db } from "@tostao/db";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";

/**
 * Each /api path exists once: declared once in the shared contract (packages/core, `get`/`post`/…
 * with its response schema, which the web client takes its types from), served by exactly one
 * handler in the app, and no handler without a declaration. The downloads below answer with a
 * file rather than JSON, so no response schema describes them.
 */
const FILE_DOWNLOADS = [
  "GET /api/me/export.csv",
  "GET /api/me/export.xlsx",
  "GET /api/me/data.json",
  "GET /api/me/data.xlsx",
];

const coreSources = fileURLToPath(new URL("../../../../packages/core/src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Endpoint).method === "string" &&
  typeof (value as Endpoint).path === "string" &&
  typeof (value as Endpoint).response === "object";

/** Every endpoint the shared contract declares: "METHOD /path" with the file declaring it. */
async function declaredEndpoints(): Promise<{ key: string; file: string }[]> {
  const found = new Map<Endpoint, string>();
  for (const file of sources(coreSources)) {
    if (!readFileSync(file, "utf8").includes('"/api/')) continue;
    const module: Record<string, unknown> = await import(file);
    for (const value of Object.values(module)) {
      const candidates = isEndpoint(value)
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value)
          : [];
      for (const endpoint of candidates)
        if (isEndpoint(endpoint) && !found.has(endpoint)) found.set(endpoint, relative(coreSources, file));
    }
  }
  return [...found].map(([e, file]) => ({ key: `${e.method} ${e.path}`, file }));
}

/** The app's /api handlers (middleware, which takes `next`, aside), once per handler. */
function servedRoutes() {
  // Building the app registers its routes and touches no database.
  const db = new Proxy({} as Db, {
    // Which engine it is picks where uploads wait; nothing else of the database is touched.
    get: (_, key) => {
      if (key === "kind") return "pglite";
      throw new Error("the route table needs no database");
    },
  });
  const app = createApp({
    config: loadConfig({ LOG_LEVEL: "error" }),
    db,
    logger: createLogger("error"),
    now: () => new Date(),
  });
  return app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && r.handler.length < 2);
}

/** "METHOD /path" of each handler served. */
const servedEndpoints = () => servedRoutes().map((r) => `${r.method} ${r.path}`);

/**
 * The paths of the person's books (records, planning, accounts, undo): each handler answers with
 * a body its declared schema checked (`….response.parse(…)`), so the web's types never describe a
 * body the server did not send.
 */
const BOOKS_PATHS =
  /^\/api\/me\/(transactions|categories|reminders|recurring|cards|bill-dues|limits|goals|planned-purchases|accounts|operations)(\/|$)/;

/** The books handlers whose source does not check the body they answer with. */
function uncheckedBooksHandlers(routes: { method: string; path: string; handler: { toString(): string } }[]) {
  return routes
    .filter((r) => BOOKS_PATHS.test(r.path) && !r.handler.toString().includes(".response.parse("))
    .map((r) => `${r.method} ${r.path}`);
}

const repeated = (keys: string[]) => [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))];

describe("the /api paths", () => {
  it("are declared once, served once, and every one served is declared", async () => {
    const declared = await declaredEndpoints();
    const served = servedEndpoints();
    expect(declared.length).toBeGreaterThan(50);
    expect(
      repeated(declared.map((d) => d.key)).map((k) =>
        declared.filter((d) => d.key === k).map((d) => `${k} in ${d.file}`),
      ),
    ).toEqual([]);
    expect(repeated(served)).toEqual([]);
    const keys = new Set(declared.map((d) => d.key));
    expect(served.filter((s) => !keys.has(s) && !FILE_DOWNLOADS.includes(s))).toEqual([]);
    expect(declared.filter((d) => !served.includes(d.key))).toEqual([]);
    expect(FILE_DOWNLOADS.filter((f) => !served.includes(f))).toEqual([]);
  });

  it("answer the books' requests with bodies checked against their declared schema", () => {
    const routes = servedRoutes();
    expect(routes.filter((r) => BOOKS_PATHS.test(r.path)).length).toBeGreaterThan(40);
    expect(uncheckedBooksHandlers(routes)).toEqual([]);
  });

  it("would find a books handler that answers unchecked", () => {
    const handler = (body: string) => ({ toString: () => `async (c) => { return c.json(${body}); }` });
    expect(
      uncheckedBooksHandlers([
        { method: "GET", path: "/api/me/goals", handler: handler("{ items }") },
        { method: "GET", path: "/api/me/cards", handler: handler("e.listCards.response.parse({ items })") },
        { method: "GET", path: "/api/me/sessions", handler: handler("{ items }") },
      ]),
    ).toEqual(["GET /api/me/goals"]);
  });

  it("would find a path served twice", () => {
    expect(repeated(["GET /api/a", "POST /api/a", "GET /api/a"])).toEqual(["GET /api/a"]);
  });
});
