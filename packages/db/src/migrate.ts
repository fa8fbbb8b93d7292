import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Runs raw SQL; both PGlite and node-postgres fit this shape. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

export interface Migration {
  name: string;
  sql: string;
}

/**
 * Where the .sql files are: beside this package in the sources, and copied beside the
 * bundle (dist/migrations, one level above dist/bin/main.js) by the server build.
 */
export function defaultMigrationsDir(): string {
  return fileURLToPath(new URL("../migrations/", import.meta.url));
}

export function loadMigrations(dir = defaultMigrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${dir}/${name}`, "utf8") }));
}

/**
 * Applies pending migrations in order, each in its own transaction. An advisory lock keeps
 * two server processes on one PostgreSQL from migrating at the same time.
 * @returns the names applied now
 */
export async function migrate(db: SqlRunner, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(727274)");
    const done = new Set(
      (await tx.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
