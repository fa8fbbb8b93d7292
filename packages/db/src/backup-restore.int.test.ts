import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PG_BIN } from "../../../scripts/lib/pg-cluster.mjs";
import { type Db, openDb } from "./open-db.ts";
import { createTestDatabaseUrl, testEngines } from "./testing.ts";

// The backup and restore steps the README gives, run once on each database.

const work = mkdtempSync(join(tmpdir(), "tostao-backup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function writeSomeData(db: Db) {
  const [user] = await db.query<{ id: number }>(
    "INSERT INTO users (phone, name) VALUES ('+5511912345678', 'Ana') RETURNING id",
  );
  await db.query(
    `INSERT INTO transactions (user_id, kind, amount_centavos, date, description)
     VALUES ($1, 'expense', 5000, '2026-11-20', 'mercado'), ($1, 'income', 350000, '2026-11-05', 'salário')`,
    [user?.id],
  );
}

async function readData(db: Db) {
  return {
    users: await db.query("SELECT phone, name FROM users"),
    transactions: await db.query(
      "SELECT kind, amount_centavos, date::text AS date, description FROM transactions ORDER BY date",
    ),
    migrations: (await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM schema_migrations"))[0]?.n,
  };
}

const expected = {
  users: [{ phone: "+5511912345678", name: "Ana" }],
  transactions: [
    { kind: "income", amount_centavos: 350000, date: "2026-11-05", description: "salário" },
    { kind: "expense", amount_centavos: 5000, date: "2026-11-20", description: "mercado" },
  ],
};

describe("backup and restore", () => {
  it("restores an embedded database from a copy of its data directory taken while stopped", async () => {
    const dataDir = join(work, "data");
    const db = await openDb({ dataDir });
    await writeSomeData(db);
    const before = await readData(db);
    await db.close(); // what SIGTERM does before the copy
    const archive = join(work, "tostao-data.tgz");
    execFileSync("tar", ["czf", archive, "-C", dataDir, "."]);
    rmSync(dataDir, { recursive: true });

    const restoredDir = join(work, "restored");
    mkdirSync(restoredDir);
    execFileSync("tar", ["xzf", archive, "-C", restoredDir]);
    const restored = await openDb({ dataDir: restoredDir });
    try {
      expect(await readData(restored)).toEqual({ ...expected, migrations: before.migrations });
    } finally {
      await restored.close();
    }
  });

  it.runIf(testEngines().includes("postgres"))(
    "restores PostgreSQL from a pg_dump -Fc into an empty database with pg_restore",
    async () => {
      const source = await createTestDatabaseUrl();
      const target = await createTestDatabaseUrl();
      try {
        const db = await openDb({ databaseUrl: source.url });
        await writeSomeData(db);
        const before = await readData(db);
        await db.close();
        const dump = join(work, "tostao.dump");
        execFileSync(join(PG_BIN, "pg_dump"), ["-Fc", "-f", dump, source.url]);
        execFileSync(join(PG_BIN, "pg_restore"), ["--no-owner", "-d", target.url, dump]);
        // The servers start on the restored database: migrations already applied are skipped.
        const restored = await openDb({ databaseUrl: target.url });
        try {
          expect(await readData(restored)).toEqual({ ...expected, migrations: before.migrations });
        } finally {
          await restored.close();
        }
      } finally {
        await source.drop();
        await target.drop();
      }
    },
  );
});
