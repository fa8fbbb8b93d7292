import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { migrate } from "./migrate.ts";
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

let template: Promise<Blob> | undefined;

// initdb costs seconds, so migrate one PGlite once and clone its dump for every test.
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const client = await PGlite.create(pgliteOptions);
    const db = await openDb({ pglite: client, migrate: false });
    await migrate(db);
    const blob = (await client.dumpDataDir("none")) as Blob;
    await client.close();
    return blob;
  })();
  return template;
}

/** A fresh, migrated, empty database of the given engine; close() removes it. */
export async function openTestDb(engine: Engine, options: { poolSize?: number } = {}): Promise<Db> {
  if (engine === "pglite") {
    const client = await PGlite.create({ loadDataDir: await pgliteTemplate(), ...pgliteOptions });
    return openDb({ pglite: client, migrate: false });
  }
  const { url, drop } = await createTestDatabaseUrl();
  const db = await openDb({ databaseUrl: url, poolSize: options.poolSize ?? 20 });
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
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

/** A fresh database with no migration applied, for tests of the migrations themselves. */
export async function openEmptyTestDb(engine: Engine): Promise<Db> {
  if (engine === "pglite") {
    return openDb({ pglite: await PGlite.create(pgliteOptions), migrate: false });
  }
  const { url, drop } = await createTestDatabaseUrl();
  const db = await openDb({ databaseUrl: url, migrate: false });
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

/** The URL of a fresh empty PostgreSQL database (for tests that start the whole server). */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `tostao_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
