import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { pageValues, type RenderedSite } from "@tostao/core";
import { DataDirLockedError, type Db, lockDataDir, openDb } from "@tostao/db";
import { systemClock } from "../clock.ts";
import { createLogger } from "../logger.ts";
import { version } from "../version.ts";
import { RebuildRunningError, registerBuildUser } from "../web/build-users.ts";
import { renderPages, webBuildExists } from "../web/render-pages.ts";
import type { WebSite } from "../web/serve-web.ts";
import { createApp } from "./app.ts";
import { assistantFromConfig } from "./assistant-from-config.ts";
import { ConfigError, loadConfig } from "./config.ts";

const SHUTDOWN_DEADLINE_MS = 4500;

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const { env } = config;
const logger = createLogger(env.LOG_LEVEL, { service: "tostao" });

// What this process holds (the data directory, its place among the build's servers), let go on exit.
const held: (() => void)[] = [];
const releaseHeld = () => {
  for (const release of held.splice(0).reverse()) release();
};
try {
  if (!env.DATABASE_URL) held.push(lockDataDir(env.DATA_DIR));
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}

// The bundle lives in apps/server/dist/bin; the web build in apps/web/build. Its pages are rendered
// with this configuration while the database opens (a child process, a few seconds of CPU). While
// this server runs, `npm start` or a build elsewhere must not delete the build it serves.
const webBuildDir = fileURLToPath(new URL("../../../web/build", import.meta.url));
try {
  held.push(registerBuildUser(webBuildDir));
} catch (error) {
  releaseHeld();
  if (error instanceof RebuildRunningError) fail(error.message);
  throw error;
}
const renderStarted = performance.now();
const renderedSite: Promise<RenderedSite> | null = webBuildExists(webBuildDir)
  ? renderPages(webBuildDir, pageValues(config.public, systemClock()))
  : null;
if (!renderedSite) logger.warn("web build not found: only the API is served", { webBuildDir });
// Awaited below; until then a failure must not count as unhandled.
renderedSite?.catch(() => {});

let db: Db;
try {
  db = env.DATABASE_URL
    ? // The text batches hold up to 8 connections; requests and the outbox need theirs beside them.
      await openDb({ databaseUrl: env.DATABASE_URL, poolSize: 20 })
    : await openDb({ dataDir: env.DATA_DIR });
} catch (error) {
  releaseHeld();
  fail(`Não foi possível abrir o banco de dados: ${(error as Error).message}`);
}

let web: WebSite | undefined;
if (renderedSite) {
  try {
    web = { clientDir: join(webBuildDir, "client"), site: await renderedSite };
    const ms = Math.round(performance.now() - renderStarted);
    logger.info("pages rendered", { files: web.site.files.length, ms });
  } catch (error) {
    await db.close().catch(() => {});
    releaseHeld();
    fail(`Não foi possível montar as páginas do site: ${(error as Error).message}`);
  }
}

const assistant = assistantFromConfig({ config, db, logger, now: systemClock }, { schedules: true });
try {
  await assistant.start();
} catch (error) {
  await db.close().catch(() => {});
  releaseHeld();
  fail(`Não foi possível iniciar a fila de mensagens: ${(error as Error).message}`);
}

const app = createApp({ config, db, logger, ...(web ? { web } : {}), assistant, now: systemClock });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
  logger.info("server started", { url, port: info.port, db: db.kind, version });
  process.stdout.write(`\nTostão rodando em ${url}\n\n`);
});

// An idle keep-alive connection stays open longer than the proxies in front of it keep theirs (60 s
// is common): with Node's 5 s, the server closes sockets that a client or proxy is reusing at that
// very moment, and the request on it fails ("socket hang up").
if ("keepAliveTimeout" in server) server.keepAliveTimeout = 65_000;

server.on("error", (error: NodeJS.ErrnoException) => {
  const message =
    error.code === "EADDRINUSE"
      ? `A porta ${env.PORT} já está em uso. Defina outra com PORT=...`
      : error.message;
  void assistant
    .stop()
    .catch(() => {})
    .then(() => db.close())
    .finally(() => {
      releaseHeld();
      fail(message);
    });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  const deadline = setTimeout(() => {
    logger.error("shutdown deadline passed; exiting");
    releaseHeld();
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive sockets would hold close() open.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  });
  // The workers use the database: stop them first.
  await assistant.stop().catch((error) => logger.error("error stopping the job workers", { error }));
  await db.close().catch((error) => logger.error("error closing database", { error }));
  releaseHeld();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
