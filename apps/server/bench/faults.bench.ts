// npm run bench:faults: the kill drill at the issue's size. 20 runs, each on a fresh database: 200
// messages (20 conversations × 10) flow through signed webhooks into the real server while it is
// SIGKILLed at a random moment and restarted. Prints, per run and in total, per database (PGlite,
// then a throwaway PostgreSQL 15): messages answered, answers sent twice, answers out of order and
// the latest answer after a restart (the budget: 60 s). Exits 1 when a message went unanswered, out
// of order or late. BENCH_RUNS, BENCH_CONVERSATIONS, BENCH_MESSAGES, BENCH_KILLS (per run),
// BENCH_SEED (the first run's; each run adds one), BENCH_ENGINES. The one long drill of before:
// BENCH_RUNS=1 BENCH_CONVERSATIONS=200 BENCH_MESSAGES=20 BENCH_KILLS=20.
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { createTestDatabaseUrl } from "@tostao/db/testing";
import { type KillDrillReport, runKillDrill } from "../src/testing/kill-drill.ts";
import { scratchDir } from "./scratch-dir.ts";

const runs = Number(process.env.BENCH_RUNS ?? 20);
const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 20);
const messagesPerConversation = Number(process.env.BENCH_MESSAGES ?? 10);
const kills = Number(process.env.BENCH_KILLS ?? 1);
const firstSeed = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 30));
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const BUDGET_MS = 60_000;

const met = (r: KillDrillReport) =>
  r.missing.length === 0 && r.outOfOrder.length === 0 && r.maxLateMs < BUDGET_MS;

/** Runs the drill `runs` times, each on the fresh database `fresh` gives; prints and totals. */
async function drills(
  engine: string,
  fresh: () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>,
) {
  const reports: KillDrillReport[] = [];
  for (let run = 0; run < runs; run++) {
    const database = await fresh();
    try {
      const report = await runKillDrill({
        dbEnv: database.env,
        conversations,
        messagesPerConversation,
        kills,
        seed: firstSeed + run,
      });
      reports.push(report);
      console.log(
        `${engine} run ${run + 1}/${runs} (seed ${report.seed}): ${report.answered}/${report.messages} answered, ` +
          `${report.kills} kill(s), ${report.duplicateSends} sent twice, ${report.outOfOrder.length} out of order, ` +
          `latest ${(report.maxLateMs / 1000).toFixed(1)} s after its restart${met(report) ? "" : `  FAILED ${JSON.stringify(report)}`}`,
      );
    } finally {
      await database.drop();
    }
  }
  const sum = (pick: (r: KillDrillReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
  const ok = reports.every(met);
  console.log(
    `${engine}: ${sum((r) => r.answered)}/${sum((r) => r.messages)} answered over ${runs} runs and ` +
      `${sum((r) => r.kills)} kills; ${sum((r) => r.duplicateSends)} sent twice; ` +
      `${sum((r) => r.outOfOrder.length)} out of order; latest answer ` +
      `${(Math.max(...reports.map((r) => r.maxLateMs)) / 1000).toFixed(1)} s after its restart ` +
      `(every message answered, in order, < 60 s: ${ok ? "met" : "missed"}); load average ${loadavg()[0]?.toFixed(1)}`,
  );
  return ok;
}

let ok = true;
if (engines.includes("pglite")) {
  ok =
    (await drills("pglite", async () => {
      const dir = scratchDir("bench-faults-");
      return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
    })) && ok;
}
if (engines.includes("postgres")) {
  const { startPgCluster } = await import("../../../scripts/lib/pg-cluster.mjs");
  const pg = await startPgCluster();
  // createTestDatabaseUrl makes each run's database in this cluster.
  process.env.TEST_DATABASE_URL = pg.url;
  try {
    ok =
      (await drills("postgres", async () => {
        const { url, drop } = await createTestDatabaseUrl();
        return { env: { DATABASE_URL: url }, drop };
      })) && ok;
  } finally {
    pg.stop();
  }
}
process.exit(ok ? 0 : 1);
