import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import { setFlagsFromString } from "node:v8";
import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { migrate, type SqlRunner } from "./migrate.ts";
import { createLanes } from "./pglite-lanes.ts";

export interface Db extends SqlRunner {
  readonly kind: "pglite" | "postgres";
  /** The PGlite instance in embedded mode (pg-boss and tests use it directly). */
  readonly pglite?: PGlite;
  readonly pool?: pg.Pool;
  /**
   * PostgreSQL: calls `onNotify` on every NOTIFY on `channel` (any process's, after its commit),
   * over a connection of its own that is opened again when it drops (`onNotify` is then called
   * too, since a notification may have been missed meanwhile). Resolves with the way to stop.
   * PGlite has no other process to hear from: wake-ups stay in the process.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type OpenDbOptions =
  | { databaseUrl: string; poolSize?: number; migrate?: boolean }
  | { dataDir: string; migrate?: boolean }
  | { pglite: PGlite; migrate?: boolean };

// Counters are bigint and rates numeric: return both as JS numbers on both engines so the
// same code reads the same values (our values stay far below 2^53).
const toNumber = (value: string) => Number(value);
const INT8 = pgliteTypes.INT8;
const NUMERIC = pgliteTypes.NUMERIC;

function wrapPglite(client: Pick<PGlite, "query" | "exec" | "transaction">): SqlRunner {
  return {
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    async exec(text: string) {
      await client.exec(text);
    },
    transaction(fn) {
      return client.transaction((tx) => fn(wrapPglite(tx as unknown as PGlite)));
    },
  };
}

/** The top-level runner of a PGlite database: each query or transaction waits for its lane's turn. */
function wrapPgliteTopLevel(client: Pick<PGlite, "query" | "exec" | "transaction">): SqlRunner {
  const inner = wrapPglite(client);
  const turn = createLanes();
  return {
    query: (text, params) => turn(() => inner.query(text, params)),
    exec: (text) => turn(() => inner.exec(text)),
    transaction: (fn) => turn(() => inner.transaction(fn)),
  };
}

/**
 * Names of prepared statements, one per distinct SQL text, shared by every connection of the
 * process: each connection prepares a statement the first time it runs it and then only binds and
 * executes it, so PostgreSQL parses and plans it once per connection instead of on every call.
 * Only statements with parameters are named (a text without any may hold several statements, which
 * cannot be prepared); past MAX_PREPARED distinct texts (SQL built at run time) the rest run unnamed,
 * so a connection never holds an unbounded number of them.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 2000;

function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `tostao_${preparedNames.size}`;
    preparedNames.set(text, name);
  }
  return name;
}

/** Queries and statements through a pg client or pool (both answer `query`). */
function pgQueries(target: {
  query(config: pg.QueryConfig | string, params?: unknown[]): Promise<pg.QueryResult>;
}): Pick<SqlRunner, "query" | "exec"> {
  return {
    async query<T>(text: string, params?: unknown[]) {
      if (!params || params.length === 0) return (await target.query(text)).rows as T[];
      const name = preparedName(text);
      return (await target.query(name ? { name, text, values: params } : { text, values: params }))
        .rows as T[];
    },
    async exec(text: string) {
      await target.query(text);
    },
  };
}

function wrapPgClient(client: pg.PoolClient): SqlRunner {
  return {
    ...pgQueries(client),
    async transaction() {
      throw new Error("nested transactions are not supported");
    },
  };
}

function wrapPool(pool: pg.Pool): SqlRunner {
  return {
    ...pgQueries(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(wrapPgClient(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** LISTEN on a connection of its own, reconnecting after a drop (see Db.listen). */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(reconnectLater), 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", () => onNotify());
    next.on("error", () => {
      next.end().catch(() => {});
      if (client !== next) return;
      client = null;
      reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    onNotify();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}

/**
 * PostgreSQL's 128 MB of shared buffers become resident in the server process on PGlite (its
 * memory is the process's): 16 MB hold a person's books many times over, and the operating system
 * caches the data files besides. Every PGlite of ours starts so, the tests' too: PostgreSQL clears
 * its buffers at each start, which for 128 MB was a sixth of the CPU a test database's start took.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * Options every PGlite of ours is created with: the same JS types as our node-postgres pool, the
 * extensions the migrations use (shipped inside the package: nothing is downloaded; a data
 * directory whose schema uses an extension needs it loaded on every open, not only the first), and
 * the shared buffers above.
 */
export const pgliteOptions = {
  parsers: { [pgliteTypes.INT8]: toNumber, [pgliteTypes.NUMERIC]: toNumber },
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

/**
 * PGlite's WebAssembly (PostgreSQL itself) compiled by V8's baseline compiler only. By default V8
 * recompiles its hot functions with the optimising compiler in background threads, whose working
 * memory the process keeps: a server on PGlite held about 255 MB idle, 175 MB with Liftoff alone,
 * and peaked at 320 MB against 220 MB while hostile files were read. The price is CPU per query
 * once the optimised code would have paid for its compiling: 3,000 inserts and 6,000 grouped
 * selects took 8.1 s of CPU by default and 6.1 s with Liftoff; with 20,000 selects, 15.7 s and
 * 17.3 s (about 0.5 ms against 0.8 ms a select past the first few thousand). Process-wide, set
 * before PGlite's module is compiled; the server has no other WebAssembly on a hot path.
 */
const LIFTOFF_ONLY = "--liftoff-only";

/**
 * Makes a new PGlite data directory in a child process: initdb inflates the WebAssembly memory by
 * about 300 MB that a process never gives back, so the server opens a directory made elsewhere.
 */
async function initDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  await promisify(execFile)(
    process.execPath,
    [
      LIFTOFF_ONLY,
      "-e",
      "require(process.argv[1]).PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close())",
      pglite,
      dataDir,
    ],
    { timeout: 300_000 },
  );
}

/** Opens PGlite on a data directory (made first when new). */
async function openDataDir(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  await initDataDir(dataDir);
  setFlagsFromString(LIFTOFF_ONLY);
  return PGlite.create({ dataDir, ...pgliteOptions });
}

/**
 * Opens the database: a real PostgreSQL when given a URL, else embedded PGlite in a directory.
 * Applies migrations unless told not to.
 */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  let db: Db;
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === INT8 || oid === NUMERIC
            ? toNumber
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const runner = wrapPool(pool);
    const connectionString = options.databaseUrl;
    db = {
      kind: "postgres",
      ...runner,
      pool,
      listen: (channel, onNotify) => listenOn(connectionString, channel, onNotify),
      close: () => pool.end(),
    };
  } else {
    let client: PGlite;
    if ("pglite" in options) {
      client = options.pglite;
    } else {
      client = await openDataDir(options.dataDir);
    }
    db = {
      kind: "pglite",
      ...wrapPgliteTopLevel(client),
      pglite: client,
      close: () => client.close(),
    };
  }
  if (options.migrate !== false) {
    try {
      await migrate(db);
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  }
  return db;
}
