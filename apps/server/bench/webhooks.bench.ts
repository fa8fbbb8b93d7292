/**
 * `npm run bench:webhooks`: 1,000 signed Hotmart deliveries (10 % of them duplicates sent again,
 * some while the original is in flight; a share of each subscription's events out of order) to
 * the real server (main/server.ts in a child process) on a throwaway PostgreSQL 15, 10 at a time.
 * Prints the latency percentiles, then checks that every event was stored once and that each
 * subscription ended in the state its events give in the order they happened; fails otherwise.
 * BENCH_DELIVERIES (default 1000) and BENCH_CONNECTIONS (default 10) change the sizes.
 */
import type { ChildProcess } from "node:child_process";
import { type BillingEvent, foldSubscription } from "@tostao/core";
import pg from "pg";
import { startPgCluster } from "../../../scripts/lib/pg-cluster.mjs";
import { hotmartPayload, TEST_HOTTOK, TEST_PLAN_PRODUCTS } from "../src/testing/checkout-deliveries.ts";
import { percentile } from "../src/testing/percentile.ts";
import { startServer } from "./server.ts";

// BENCH_DELIVERIES shrinks the run to check the bench itself on a busy machine.
const TOTAL = Number(process.env.BENCH_DELIVERIES ?? 1000);
const DUPLICATE_SHARE = 0.1;
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 10);

// A seeded generator, so every run sends the same deliveries.
let seed = 20261124;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

interface Planned {
  subscriber: string;
  body: string;
  event: BillingEvent;
}

/** Subscriptions with realistic histories: approval, renewals, a plan switch, cancellations, refunds. */
function plan(unique: number): Planned[] {
  const out: Planned[] = [];
  const t0 = Date.parse("2026-06-01T12:00:00Z");
  const products: Record<number, BillingEvent["plan"]> = {
    4567890: "annual",
    4567891: "monthly",
    4567892: "quarterly",
  };
  for (let s = 0; out.length < unique; s++) {
    const subscriber = `BENCH-${s}`;
    const productId = [4567890, 4567891, 4567892][s % 3] as number;
    const start = t0 + Math.floor(random() * 60) * 86_400_000;
    const steps: Array<[string, number, string]> = [["PURCHASE_APPROVED", start, `HP${s}-0`]];
    const renewals = Math.floor(random() * 3);
    for (let r = 1; r <= renewals; r++)
      steps.push(["PURCHASE_APPROVED", start + r * 30 * 86_400_000, `HP${s}-${r}`]);
    const ending = random();
    const last = steps[steps.length - 1] as [string, number, string];
    if (ending < 0.15) steps.push(["PURCHASE_REFUNDED", last[1] + 3 * 86_400_000, last[2]]);
    else if (ending < 0.3) steps.push(["SUBSCRIPTION_CANCELLATION", last[1] + 10 * 86_400_000, ""]);
    else if (ending < 0.35) steps.push(["PURCHASE_CHARGEBACK", last[1] + 20 * 86_400_000, last[2]]);
    else if (ending < 0.45) steps.push(["SWITCH_PLAN", last[1] + 5 * 86_400_000, ""]);
    for (const [i, [event, at, transaction]] of steps.entries()) {
      if (out.length >= unique) break;
      const id = `bench-${s}-${i}`;
      const payload = hotmartPayload(event, {
        id,
        at,
        subscriber,
        transaction: transaction || `HP${s}-0`,
        productId,
        phone: `119${String(70000000 + s).padStart(8, "0")}`,
        name: `Cliente ${s}`,
      });
      const kind = (
        {
          PURCHASE_APPROVED: "approved",
          PURCHASE_REFUNDED: "refunded",
          SUBSCRIPTION_CANCELLATION: "cancelled",
          PURCHASE_CHARGEBACK: "chargeback",
          SWITCH_PLAN: "plan_switched",
        } as const
      )[event as "PURCHASE_APPROVED"];
      out.push({
        subscriber,
        body: JSON.stringify(payload),
        event: {
          id,
          kind,
          occurredAt: at,
          transaction: event === "SUBSCRIPTION_CANCELLATION" || event === "SWITCH_PLAN" ? null : transaction,
          plan: event === "SWITCH_PLAN" ? "annual" : (products[productId] ?? null),
        },
      });
    }
  }
  return out;
}

async function main() {
  const unique = Math.round(TOTAL * (1 - DUPLICATE_SHARE));
  const planned = plan(unique);
  // Out of order: a third of the deliveries swap with a neighbour.
  const queue = [...planned];
  for (let i = 0; i + 1 < queue.length; i += 3)
    [queue[i], queue[i + 1]] = [queue[i + 1] as Planned, queue[i] as Planned];
  // Duplicates: re-sends of random earlier deliveries, placed soon after (some overlap the original).
  for (let d = 0; d < TOTAL - unique; d++) {
    const at = Math.floor(random() * queue.length);
    const original = queue[at] as Planned;
    queue.splice(Math.min(queue.length, at + 1 + Math.floor(random() * 5)), 0, original);
  }

  const pgCluster = await startPgCluster();
  let server: ChildProcess | undefined;
  try {
    const started = await startServer(
      {
        DATABASE_URL: pgCluster.url,
        ACCESS_MODE: "paid",
        HOTMART_HOTTOK: TEST_HOTTOK,
        PLAN_PRODUCTS: TEST_PLAN_PRODUCTS,
      },
      600,
    );
    server = started.child;
    const latencies: number[] = [];
    const outcomes: Record<string, number> = {};
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < queue.length) {
          const item = queue[next++] as Planned;
          const begin = performance.now();
          const res = await fetch(`${started.url}/webhooks/hotmart`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-hotmart-hottok": TEST_HOTTOK },
            body: item.body,
          });
          const body = (await res.json()) as { outcome?: string };
          latencies.push(performance.now() - begin);
          if (res.status !== 200) throw new Error(`delivery answered ${res.status}: ${JSON.stringify(body)}`);
          outcomes[body.outcome ?? "?"] = (outcomes[body.outcome ?? "?"] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    console.log(
      `checkout webhooks on PostgreSQL 15: ${queue.length} deliveries (${TOTAL - unique} duplicates), ${CONCURRENCY} at a time`,
    );
    console.log(
      `  ${(queue.length / seconds).toFixed(0)} deliveries/s · p50 ${percentile(latencies, 50).toFixed(1)} ms · p95 ${percentile(latencies, 95).toFixed(1)} ms · p99 ${p99.toFixed(1)} ms · max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
    );
    console.log(`  outcomes: ${JSON.stringify(outcomes)}`);

    // Every event once, every subscription in the state its events give in platform order.
    const client = new pg.Client({ connectionString: pgCluster.url });
    await client.connect();
    const stored = Number((await client.query("SELECT count(*) AS n FROM subscription_events")).rows[0].n);
    const subs = (await client.query("SELECT external_id, status, plan FROM subscriptions")).rows as Array<{
      external_id: string;
      status: string;
      plan: string;
    }>;
    await client.end();
    const bySubscriber = new Map<string, BillingEvent[]>();
    for (const p of planned)
      bySubscriber.set(p.subscriber, [...(bySubscriber.get(p.subscriber) ?? []), p.event]);
    let wrong = 0;
    for (const s of subs) {
      const expected = foldSubscription(bySubscriber.get(s.external_id) ?? []);
      if (expected.status !== s.status || expected.plan !== s.plan) wrong++;
    }
    const problems: string[] = [];
    if (stored !== unique) problems.push(`${stored} events stored, expected ${unique}`);
    if (subs.length !== bySubscriber.size)
      problems.push(`${subs.length} subscriptions, expected ${bySubscriber.size}`);
    if (wrong > 0) problems.push(`${wrong} subscriptions not in the state their events give`);
    if (p99 >= 100) problems.push(`p99 ${p99.toFixed(1)} ms is not under 100 ms`);
    console.log(
      `  ${stored} events stored once, ${subs.length} subscriptions, ${subs.length - wrong} in the expected state`,
    );
    if (problems.length > 0) {
      console.error(`FAILED: ${problems.join("; ")}`);
      process.exitCode = 1;
    } else {
      console.log("  ok: p99 under 100 ms, nothing lost or applied twice");
    }
  } finally {
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    pgCluster.stop();
  }
}

await main();
