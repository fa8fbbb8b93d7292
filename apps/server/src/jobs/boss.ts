import type { Db, SqlRunner } from "@tostao/db";
import PgBoss from "pg-boss";
import type { Logger } from "../logger.ts";

/** pg-boss's custom executor shape: `{ rows }` back from any SQL. */
interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

// PGlite's query() takes one statement; pg-boss sends multi-statement scripts (its own
// migrations) without parameters, which exec() runs.
function pgliteExecutor(runner: SqlRunner & { pglite?: Db["pglite"] }): BossDb {
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && runner.pglite) {
        const results = await runner.pglite.exec(text);
        return { rows: results[results.length - 1]?.rows ?? [] };
      }
      return { rows: await runner.query(text, values) };
    },
  };
}

/** Runs a pg-boss statement inside one of our transactions (the outbox pattern). */
export function transactionExecutor(tx: SqlRunner): BossDb {
  return { executeSql: async (text, values) => ({ rows: await tx.query(text, values) }) };
}

/**
 * pg-boss over our database: on PGlite through the single embedded connection, on
 * PostgreSQL with its own small pool.
 */
export function createBoss(db: Db, logger: Logger, options: { schedule?: boolean } = {}): PgBoss {
  // schedule: whether this instance fires cron schedules (the server's daily jobs).
  const common = {
    schedule: options.schedule ?? false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: 120,
  };
  let boss: PgBoss;
  if (db.kind === "pglite") {
    boss = new PgBoss({ ...common, db: pgliteExecutor(db) as PgBoss.Db });
  } else {
    const connectionString = (db.pool?.options as { connectionString?: string } | undefined)
      ?.connectionString;
    if (!connectionString) throw new Error("pg-boss needs the PostgreSQL connection string");
    boss = new PgBoss({ ...common, connectionString, max: 6 });
  }
  boss.on("error", (error) => logger.error("job queue error", { error }));
  return boss;
}
