// npm run bench:faults: the delivery drill at the full size. 200 conversations × 20
// messages flow through signed webhooks into the real server (PGlite, then a throwaway PostgreSQL
// 15) while it is SIGKILLed 20 times at random moments and restarted; prints, per database, how
// many messages were answered, answers sent twice, answers out of order and the latest answer
// after a restart. BENCH_CONVERSATIONS, BENCH_MESSAGES, BENCH_KILLS, BENCH_SEED, BENCH_ENGINES.
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runKillDrill } from "../src/testing/kill-drill.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const messagesPerConversation = Number(process.env.BENCH_MESSAGES ?? 20);
const kills = Number(process.env.BENCH_KILLS ?? 20);
const seed = process.env.BENCH_SEED ? Number(process.env.BENCH_SEED) : undefined;
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");

async function drill(engine: string, dbEnv: Record<string, string>) {
  const report = await runKillDrill({ dbEnv, conversations, messagesPerConversation, kills, seed });
  console.log(JSON.stringify({ engine, ...report }, null, 2));
  const ok = report.missing.length === 0 && report.outOfOrder.length === 0 && report.maxLateMs < 60_000;
  console.log(
    `${engine}: ${report.answered}/${report.messages} answered after ${report.kills} kills, ` +
      `${report.duplicateSends} sent twice, ${report.outOfOrder.length} out of order, ` +
      `latest answer ${(report.maxLateMs / 1000).toFixed(1)} s after its restart (< 60 s: ${ok ? "met" : "missed"})`,
  );
  return ok;
}

let ok = true;
if (engines.includes("pglite")) {
  const dir = mkdtempSync(join(root, ".tmp", "bench-faults-"));
  try {
    ok = (await drill("pglite", { DATA_DIR: dir })) && ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (engines.includes("postgres")) {
  const { startPgCluster } = await import("../../../scripts/lib/pg-cluster.mjs");
  const pg = await startPgCluster();
  try {
    ok = (await drill("postgres", { DATABASE_URL: pg.url })) && ok;
  } finally {
    pg.stop();
  }
}
process.exit(ok ? 0 : 1);
