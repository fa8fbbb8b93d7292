import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { loadMigrations, migrate } from "./migrate.ts";
import { type Db, openDb, pgliteOptions } from "./open-db.ts";

/**
 * Test-only helpers: every data-layer test runs on PGlite and on the throwaway PostgreSQL 15
 * cluster that `npm test` starts (its URL in TEST_DATABASE_URL).
 */
export type Engine = "pglite" | "postgres";

export function testEngines(): Engine[] {
  if (process.env.TEST_DATABASE_URL) return ["pglite", "postgres"];
  if (process.env.CI || process.env.TOSTAO_TEST_HARNESS) {
    throw new Error("TEST_DATABASE_URL is not set: the harness should have started PostgreSQL");
  }
  console.warn("TEST_DATABASE_URL not set: data-layer tests run on PGlite only (use npm test for both)");
  return ["pglite"];
}

/**
 * What a migrated empty database depends on: the migrations, the code that applies them and opens
 * PGlite, and the PGlite release. Names the templates below, so any change to those gets a new one.
 */
const templateKey = (() => {
  const hash = createHash("sha256");
  // The package's entry file stands for its release (the package.json is not exported).
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(`${pglite} ${statSync(pglite).size} ${statSync(pglite).mtimeMs}\n`);
  for (const file of ["./migrate.ts", "./open-db.ts"])
    hash.update(readFileSync(new URL(file, import.meta.url)));
  for (const { name, sql } of loadMigrations()) hash.update(`${name}\n${sql}\n`);
  return hash.digest("hex").slice(0, 16);
})();

const templatesDir = fileURLToPath(new URL("../../../.tmp/test-templates/", import.meta.url));

let template: Promise<Blob> | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the process that wrote this lock file still runs (a lock whose writer is gone is stale). */
function lockHeld(lock: string): boolean {
  try {
    return processRuns(Number(readFileSync(lock, "utf8")));
  } catch {
    return false;
  }
}

/**
 * initdb costs seconds of CPU, so one PGlite is migrated once and its dump cloned for every test:
 * once per machine, not per test file or process, through a file in .tmp/test-templates named by
 * the template key. The first process to find none makes it under a lock file (npm test starts
 * several vitest processes at once); the others wait for it, or make it themselves when its maker
 * is gone or takes over five minutes. The rename makes any copy whole.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(templatesDir, `pglite-${templateKey}.tar`);
    const lock = `${file}.lock`;
    mkdirSync(templatesDir, { recursive: true });
    const giveUpAt = performance.now() + 300_000;
    let locked = false;
    for (;;) {
      try {
        return new Blob([readFileSync(file)]);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      try {
        writeFileSync(lock, String(process.pid), { flag: "wx" });
        locked = true;
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      if (!lockHeld(lock)) rmSync(lock, { force: true });
      else if (performance.now() > giveUpAt) break;
      else await sleep(250);
    }
    try {
      const client = await PGlite.create(pgliteOptions);
      const db = await openDb({ pglite: client, migrate: false });
      await migrate(db);
      const blob = (await client.dumpDataDir("none")) as Blob;
      await client.close();
      const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(draft, Buffer.from(await blob.arrayBuffer()));
      renameSync(draft, file);
      return blob;
    } finally {
      if (locked) rmSync(lock, { force: true });
    }
  })();
  return template;
}

/** A fresh, migrated, empty database of the given engine; close() removes it. */
export async function openTestDb(engine: Engine, options: { poolSize?: number } = {}): Promise<Db> {
  if (engine === "pglite") return openPgliteCopy(await pgliteTemplate());
  return openThrowawayPostgres({ template: await postgresTemplate() }, options.poolSize ?? 20);
}

let migratedDirectory: Promise<string> | undefined;

/**
 * Fills `dir` (new or empty) with a migrated, empty PGlite data directory, for a server process
 * started on it (DATA_DIR): the directory the server would make at its first start, without the
 * initdb and migrations each time (seconds of CPU). Made once per process from the template above,
 * and removed at its exit (or, when a test runner ended the process without its exit handlers, by
 * the next process that makes one).
 */
export async function copyMigratedDataDir(dir: string): Promise<void> {
  migratedDirectory ??= (async () => {
    for (const name of existsSync(templatesDir) ? readdirSync(templatesDir) : []) {
      const pid = Number(/^pglite-dir-\w+-(\d+)$/.exec(name)?.[1]);
      if (pid && !processRuns(pid)) rmSync(join(templatesDir, name), { recursive: true, force: true });
    }
    const made = join(templatesDir, `pglite-dir-${templateKey}-${process.pid}`);
    rmSync(made, { recursive: true, force: true });
    process.once("exit", () => rmSync(made, { recursive: true, force: true }));
    const client = await PGlite.create({
      dataDir: made,
      loadDataDir: await pgliteTemplate(),
      ...pgliteOptions,
    });
    await client.close();
    return made;
  })();
  cpSync(await migratedDirectory, dir, { recursive: true });
}

/** A database loaded from a PGlite data directory (a template's dump), as it is: no migration. */
async function openPgliteCopy(dataDir: Blob): Promise<Db> {
  const client = await PGlite.create({ loadDataDir: dataDir, ...pgliteOptions });
  return openDb({ pglite: client, migrate: false });
}

/** A fresh PostgreSQL database (empty, or a template's copy), as it is; close() drops it. */
async function openThrowawayPostgres(options: { template?: string }, poolSize?: number): Promise<Db> {
  const { url, drop } = await createTestDatabaseUrl(options);
  const db = await openDb({ databaseUrl: url, poolSize, migrate: false });
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

let pgTemplate: Promise<string> | undefined;

/**
 * The same on PostgreSQL: a migrated database per template key, made once per cluster (under an
 * advisory lock, published by a rename) and copied by CREATE DATABASE … TEMPLATE for each test.
 */
function postgresTemplate(): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `tostao_template_${templateKey}`;
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query("SELECT pg_advisory_lock(727275)");
      const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (found.rowCount === 0) {
        const draft = `${name}_draft`;
        await admin.query(`DROP DATABASE IF EXISTS ${draft} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${draft}`);
        const url = new URL(adminDatabaseUrl());
        url.pathname = `/${draft}`;
        const db = await openDb({ databaseUrl: url.toString() });
        await db.close();
        await admin.query(`ALTER DATABASE ${draft} RENAME TO ${name}`);
      }
    } finally {
      await admin.query("SELECT pg_advisory_unlock(727275)").catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return pgTemplate;
}

function adminDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/**
 * For a describe block: opens a resource before its tests and closes it after them. The returned
 * object reads through to the open resource, so use it only inside hooks and tests.
 */
export function useResource<T extends object>(
  what: string,
  open: () => Promise<T>,
  close: (resource: T) => Promise<void> | void,
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(async () => {
    if (current) await close(current);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error(`${what} is not open (use it inside hooks and tests)`);
      return Reflect.get(current, key);
    },
  });
}

/** For a describe block: a fresh test database (see useResource). */
export function useTestDb(engine: Engine): Db {
  return useResource(
    "the test database",
    () => openTestDb(engine),
    (db) => db.close(),
  );
}

let emptyPglite: Promise<Blob> | undefined;

/** A fresh PGlite's data directory: loading it costs a quarter of the CPU of an initdb. */
function emptyPgliteTemplate(): Promise<Blob> {
  emptyPglite ??= (async () => {
    const client = await PGlite.create(pgliteOptions);
    const blob = (await client.dumpDataDir("none")) as Blob;
    await client.close();
    return blob;
  })();
  return emptyPglite;
}

/** A fresh database with no migration applied, for tests of the migrations themselves. */
export async function openEmptyTestDb(engine: Engine): Promise<Db> {
  if (engine === "pglite") return openPgliteCopy(await emptyPgliteTemplate());
  return openThrowawayPostgres({});
}

/**
 * For a describe block whose tests each start from the same database state (a migration test's
 * "before"): `prepare` brings an empty database to it once, and `open()` gives each test a fresh
 * copy of the result (PGlite's data directory loaded anew; on PostgreSQL, CREATE DATABASE …
 * TEMPLATE), instead of repeating the preparation per test.
 */
export function useDatabaseCopies(
  engine: Engine,
  prepare: (db: Db) => Promise<unknown>,
): { open(): Promise<Db> } {
  let template:
    | { kind: "pglite"; blob: Blob }
    | { kind: "postgres"; name: string; drop: () => Promise<void> };
  beforeAll(async () => {
    if (engine === "pglite") {
      const db = await openEmptyTestDb(engine);
      let blob: Blob;
      try {
        await prepare(db);
        blob = (await db.pglite?.dumpDataDir("none")) as Blob;
      } finally {
        await db.close();
      }
      template = { kind: "pglite", blob };
      return;
    }
    const { url, drop } = await createTestDatabaseUrl();
    const db = await openDb({ databaseUrl: url, migrate: false });
    try {
      await prepare(db);
    } finally {
      // A template database must have no connections while it is copied.
      await db.close();
    }
    template = { kind: "postgres", name: new URL(url).pathname.slice(1), drop };
  });
  afterAll(async () => {
    if (template?.kind === "postgres") await template.drop();
  });
  return {
    async open() {
      if (!template) throw new Error("the database template is not ready (use it inside hooks and tests)");
      if (template.kind === "pglite") return openPgliteCopy(template.blob);
      return openThrowawayPostgres({ template: template.name });
    },
  };
}

/**
 * The URL of a fresh PostgreSQL database: empty (for tests that start the whole server), or a copy
 * of a template database.
 */
export async function createTestDatabaseUrl(
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = adminDatabaseUrl();
  const name = `tostao_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
