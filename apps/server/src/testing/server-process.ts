/**
 * The real server as a child process, for fault tests and benchmarks: bundled once per test run
 * (as `npm run build` bundles it), started with WhatsApp pointed at a local fake Graph API, and
 * stopped with a signal of the caller's choice.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Db, openDb } from "@tostao/db";
import { copyMigratedDataDir, createTestDatabaseUrl, type Engine } from "@tostao/db/testing";
import { bundleServer } from "../../../../scripts/lib/bundle-server.mjs";
import { freePort } from "./free-port.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/**
 * A fresh database for one server process: a data directory under .tmp/ (named after `name`) on
 * PGlite, already migrated (the server's first start is tested in main/server.int.test.ts), a new
 * database on PostgreSQL. `env` goes to startServerProcess; `open` opens it from the
 * test (on PGlite only while no server holds the directory); `drop` removes it.
 */
export async function serverDatabase(
  engine: Engine,
  name: string,
): Promise<{ env: Record<string, string>; open: () => Promise<Db>; drop: () => Promise<void> }> {
  if (engine === "postgres") {
    const { url, drop } = await createTestDatabaseUrl();
    return { env: { DATABASE_URL: url }, open: () => openDb({ databaseUrl: url }), drop };
  }
  // A fresh clone has no .tmp/ yet.
  mkdirSync(join(root, ".tmp"), { recursive: true });
  const dir = mkdtempSync(join(root, ".tmp", `${name}-`));
  await copyMigratedDataDir(dir);
  return {
    env: { DATA_DIR: dir },
    open: () => openDb({ dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

let bundled: Promise<string> | null = null;

/**
 * Bundles the current sources once per process, in .tmp/server-bundle-<pid>/apps/server/dist: the
 * layout of the repository (npm modules resolve from the root), but no web build beside it. So the
 * servers of the tests serve the API alone, never render pages, and never hold apps/web/build
 * (which a build may be redoing meanwhile).
 */
export function serverBundle(): Promise<string> {
  bundled ??= (() => {
    removeBundlesOfEndedProcesses();
    const home = join(root, ".tmp", `server-bundle-${process.pid}`);
    const outdir = join(home, "apps/server/dist");
    mkdirSync(outdir, { recursive: true });
    process.once("exit", () => rmSync(home, { recursive: true, force: true }));
    return bundleServer({ outdir });
  })();
  return bundled;
}

/** A test runner may end its workers without their exit handlers: their bundles go here. */
function removeBundlesOfEndedProcesses() {
  const tmp = join(root, ".tmp");
  for (const name of existsSync(tmp) ? readdirSync(tmp) : []) {
    const pid = Number(/^server-bundle-(\d+)$/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(join(tmp, name), { recursive: true, force: true });
    }
  }
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything it wrote (stdout and stderr), the last 200 KB. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** Sends the signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the bundled server on `port` (a free one by default) and resolves once /api/health
 * answers. `env` is added to a minimal production environment (no inherited secrets).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    port?: number;
    timeoutMs?: number;
    /**
     * Stack traces mapped to the sources (default); without, the process is the one production
     * runs (`npm start` and the image run without them), ~20 MB lighter.
     */
    sourceMaps?: boolean;
    /** More flags for node (a benchmark's `--cpu-prof`). */
    nodeFlags?: string[];
  } = {},
): Promise<ServerProcess> {
  const entry = await serverBundle();
  const port = options.port ?? (await freePort());
  const flags = [
    ...(options.sourceMaps === false ? [] : ["--enable-source-maps"]),
    ...(options.nodeFlags ?? []),
  ];
  const child = spawn(process.execPath, [...flags, entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      TZ: process.env.TZ ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${log}`);
    }
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    child,
    output: () => log,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
