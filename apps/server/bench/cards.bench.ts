/**
 * `npm run bench:cards`: the Cartões page's bill computation (GET /api/me/cards: every card's open,
 * closed and next bills, limit used and two years of bills) for a person with 5 cards and 3 years
 * of purchases (about 1,200 purchases a year, a fifth in 2x-12x), on PGlite and on a throwaway
 * PostgreSQL 15. Prints p50 / p95 / p99 of 200 requests answered in memory through the real app;
 * the target is p95 < 50 ms. `npm run bench:dashboard` measures the same over HTTP.
 */
import { PGlite } from "@electric-sql/pglite";
import { type Db, migrate, openDb, pgliteOptions } from "@tostao/db";
import { startPgCluster } from "../../../scripts/lib/pg-cluster.mjs";
import { createSession } from "../src/auth/create-session.ts";
import { ensureUser } from "../src/books/ensure-user.ts";
import { createLogger } from "../src/logger.ts";
import { createApp } from "../src/main/app.ts";
import { loadConfig } from "../src/main/config.ts";
import { seedCardPurchases } from "./dashboard-cards.ts";

const NOW = new Date("2026-11-24T12:00:00-03:00");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

async function seed(db: Db): Promise<string> {
  const user = await ensureUser(db, "+5511912345678", "Bench");
  const purchases = await seedCardPurchases(db, user.id, "2026-11-24");
  const rows = await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM transactions");
  console.log(`  seeded 5 cards, ${purchases} purchases, ${rows[0]?.n} bill parts`);
  const { token } = await createSession(db, { kind: "person", userId: user.id, userAgent: null, now: NOW });
  return `tostao_session=${token}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function run(label: string, db: Db) {
  console.log(`${label}:`);
  const cookie = await seed(db);
  const app = createApp({
    config: loadConfig({ LOG_LEVEL: "error" }),
    db,
    logger: createLogger("error"),
    now: () => NOW,
  });
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 20; i++) {
    const started = performance.now();
    const res = await app.request("/api/me/cards", { headers: { cookie } });
    const body = (await res.json()) as { items: unknown[] };
    if (res.status !== 200 || body.items.length !== 5) throw new Error(`bad answer ${res.status}`);
    // The first 20 warm the caches and the JIT.
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  const p95 = percentile(times, 95);
  console.log(
    `  GET /api/me/cards (5 cards × 3 years): p50 ${f(percentile(times, 50))}, p95 ${f(p95)}, p99 ${f(percentile(times, 99))} ${p95 < 50 ? "✓ p95 < 50 ms" : "✗ p95 ≥ 50 ms"}`,
  );
  return p95;
}

const results: number[] = [];
const pglite = await PGlite.create(pgliteOptions);
const embedded = await openDb({ pglite, migrate: false });
await migrate(embedded);
results.push(await run("PGlite", embedded));
await embedded.close();

const cluster = await startPgCluster();
try {
  const pg = await openDb({ databaseUrl: cluster.url });
  results.push(await run("PostgreSQL 15", pg));
  await pg.close();
} finally {
  cluster.stop();
}
if (results.some((p95) => !(p95 < 50))) process.exitCode = 1;
