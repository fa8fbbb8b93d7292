import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { DataDirLockedError, type Db, lockDataDir, openDb } from "@tostao/db";
import { systemClock } from "../clock.ts";
import { createLogger } from "../logger.ts";
import { version } from "../version.ts";
import { webBuildExists } from "../web/serve-web.ts";
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

let releaseLock = () => {};
if (!env.DATABASE_URL) {
  try {
    releaseLock = lockDataDir(env.DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

let db: Db;
try {
  db = env.DATABASE_URL
    ? await openDb({ databaseUrl: env.DATABASE_URL })
    : await openDb({ dataDir: env.DATA_DIR });
} catch (error) {
  releaseLock();
  fail(`Não foi possível abrir o banco de dados: ${(error as Error).message}`);
}

// The bundle lives in apps/server/dist/bin; the web build in apps/web/build/client.
const webDir = fileURLToPath(new URL("../../../web/build/client", import.meta.url));
if (!webBuildExists(webDir)) logger.warn("web build not found: only the API is served", { webDir });

const assistant = assistantFromConfig({ config, db, logger, now: systemClock }, { schedules: true });
try {
  await assistant.start();
} catch (error) {
  await db.close().catch(() => {});
  releaseLock();
  fail(`Não foi possível iniciar a fila de mensagens: ${(error as Error).message}`);
}

const app = createApp({ config, db, logger, webDir, assistant, now: systemClock });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
  logger.info("server started", { url, port: info.port, db: db.kind, version });
  process.stdout.write(`\nTostão rodando em ${url}\n\n`);
});

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
      releaseLock();
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
    releaseLock();
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
  releaseLock();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
