/**
 * `npm run bench:cards`: the Cartões page's bill computation (GET /api/me/cards: every card's open,
 * closed and next bills, limit used and two years of bills) for a person with 5 cards and 3 years
 * of purchases (about 1,200 purchases a year, a fifth in 2x-12x), on PGlite and on a throwaway
 * PostgreSQL 15. Prints p50 / p95 / p99 of 200 requests answered in memory through the real app;
 * the target is p95 < 50 ms.
 */
import { PGlite } from "@electric-sql/pglite";
import { type Db, migrate, openDb, pgliteOptions } from "@tostao/db";
import { startPgCluster } from "../../../scripts/lib/pg-cluster.mjs";
import { createApp } from "../src/app.ts";
import { createSession } from "../src/auth/create-session.ts";
import { loadConfig } from "../src/config.ts";
import { ensureUser } from "../src/ledger/ensure-user.ts";
import { recordTransaction } from "../src/ledger/record-transaction.ts";
import { createLogger } from "../src/logger.ts";
import { placeOnCard } from "../src/planning/cards/place-purchase.ts";
import { upsertCard } from "../src/planning/cards/upsert-card.ts";

const NOW = new Date("2026-11-24T12:00:00-03:00");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CARDS: Array<[string, number, number]> = [
  ["Nubank", 3, 10],
  ["Inter", 25, 5],
  ["Itaú", 31, 8],
  ["C6", 15, 22],
  ["XP", 28, 4],
];

async function seed(db: Db): Promise<string> {
  const user = await ensureUser(db, "+5511912345678", "Bench");
  let seq = 0;
  for (const [name, closingDay, dueDay] of CARDS) {
    const { card } = await upsertCard(db, { userId: user.id, name, closingDay, dueDay });
    await db.transaction(async (tx) => {
      // Three years back from now, about every third day on each card.
      for (let day = 0; day < 3 * 365; day += 3) {
        seq++;
        const date = new Date(Date.UTC(2023, 10, 24) + day * 86_400_000).toISOString().slice(0, 10);
        const installments = seq % 5 === 0 ? 2 + (seq % 11) : 1;
        const rec = await recordTransaction(
          tx,
          user.id,
          {
            intent: "record",
            kind: "expense",
            amount: 20 + (seq % 400),
            date,
            category: "Compras",
            description: `compra ${seq}`,
            recurrence: null,
            payment: { method: "credit", card: name, installments },
          },
          null,
        );
        await placeOnCard(tx, { userId: user.id, card, transactionIds: rec.transactionIds });
      }
    });
  }
  const rows = await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM transactions");
  console.log(`  seeded 5 cards, ${seq} purchases, ${rows[0]?.n} bill parts`);
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
