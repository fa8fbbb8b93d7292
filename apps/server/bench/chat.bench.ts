// npm run bench:chat [-- --processes N]: the real server (PGlite, then a throwaway PostgreSQL 15)
// with WhatsApp pointed at the local fake Graph API. Measures (1) a burst of signed webhooks:
// accepted per second, and answered per second until every reply reached the fake Graph API; (2) at
// a fixed 100 messages/s, the time from sending a webhook to its reply (p50 / p99). Every message
// comes from a new person. With --processes N (N > 1) it measures PostgreSQL again with N identical
// processes behind a local HAProxy (PGlite is embedded: one process owns its data directory).
// For each run it also prints the CPU time one message costs the servers, the database and the
// proxy, and the answers/s the machine's cores could give at that cost: a figure a busy machine
// does not distort, unlike the rates.
// BENCH_BURST, BENCH_CONCURRENCY, BENCH_RATE, BENCH_RATE_SECONDS, BENCH_ENGINES.
import { rmSync } from "node:fs";
import { Agent } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { drillCredentials, startDrillGraphApi, whatsappEnv } from "../src/testing/kill-drill.ts";
import { postWebhook, textWebhookBody } from "../src/testing/message-drill.ts";
import { percentile } from "../src/testing/percentile.ts";
import { type ServerProcess, startServerProcess } from "../src/testing/server-process.ts";
import { cpuMs } from "./cpu-time.ts";
import { type LocalProxy, startHaproxy } from "./haproxy.ts";
import { scratchDir } from "./scratch-dir.ts";

const BURST = Number(process.env.BENCH_BURST ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const { values: args } = parseArgs({ options: { processes: { type: "string", default: "1" } } });
const PROCESSES = Math.max(1, Number(args.processes));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let phoneSeq = 0;
function payload(): { body: string; waId: string } {
  phoneSeq++;
  const waId = `55119${String(phoneSeq).padStart(8, "0")}`;
  const text = `gastei ${(phoneSeq % 200) + 1},90 no mercado`;
  const body = textWebhookBody(drillCredentials.phoneNumberId, [
    { waId, id: `wamid.bench.${process.pid}.${phoneSeq}`, text },
  ]);
  return { body, waId };
}

/** The database: its environment for the servers, and its own processes (none when embedded). */
interface Database {
  env: Record<string, string>;
  pids: number[];
}

async function runEngine(engine: string, database: Database, processes: number) {
  const graph = await startDrillGraphApi();
  const firstReplyAt = new Map<string, number>();
  graph.onRequest((r) => {
    if (r.status !== 200 || r.body.type !== "text") return;
    const to = String(r.body.to);
    if (!firstReplyAt.has(to)) firstReplyAt.set(to, r.at);
  });
  const env = { ...whatsappEnv(graph), ...database.env };
  const servers: ServerProcess[] = [];
  let proxy: LocalProxy | null = null;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let url = "";
  const post = (body: string) => postWebhook(agent, url, body, drillCredentials.appSecret);
  try {
    // One at a time: the first applies the migrations the others then find done.
    for (let i = 0; i < processes; i++) servers.push(await startServerProcess(env));
    proxy = processes > 1 ? await startHaproxy(servers.map((s) => s.url)) : null;
    url = proxy?.url ?? (servers[0] as ServerProcess).url;

    // Phase 1: a burst as fast as the server accepts it, then until every message is answered.
    const bodies = Array.from({ length: BURST }, payload);
    let next = 0;
    let accepted = 0;
    const statuses: Record<string, number> = {};
    const serverPids = servers.map((s) => s.child.pid ?? 0);
    const cpuBefore = {
      servers: cpuMs(serverPids),
      database: cpuMs(database.pids),
      proxy: cpuMs(proxy ? [proxy.pid] : []),
      bench: process.cpuUsage(),
    };
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < bodies.length) {
          const item = bodies[next++];
          if (!item) continue;
          const status = await post(item.body);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 200) accepted++;
        }
      }),
    );
    const burstSeconds = (performance.now() - started) / 1000;
    const drainDeadline = Date.now() + 180_000;
    while (bodies.some((b) => !firstReplyAt.has(b.waId)) && Date.now() < drainDeadline) await sleep(100);
    const answered = bodies.filter((b) => firstReplyAt.has(b.waId));
    const lastAnswer = Math.max(...answered.map((b) => firstReplyAt.get(b.waId) ?? 0));
    const answeredSeconds = (lastAnswer - started) / 1000;
    const perMessage = (ms: number) => Math.round((ms / Math.max(1, answered.length)) * 100) / 100;
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpu = {
      serverMsPerMessage: perMessage(cpuMs(serverPids) - cpuBefore.servers),
      databaseMsPerMessage: perMessage(cpuMs(database.pids) - cpuBefore.database),
      proxyMsPerMessage: perMessage(cpuMs(proxy ? [proxy.pid] : []) - cpuBefore.proxy),
      benchMsPerMessage: perMessage((benchCpu.user + benchCpu.system) / 1000),
    };
    // What the cores could answer if they ran nothing but the servers, the database and the proxy.
    const serving = cpu.serverMsPerMessage + cpu.databaseMsPerMessage + cpu.proxyMsPerMessage;
    const cpuCeilingPerSecond = Math.round((availableParallelism() * 1000) / Math.max(0.01, serving));

    // Phase 2: a steady RATE messages/s; latency webhook → reply at the Graph API.
    const sentAt = new Map<string, number>();
    const steady = Array.from({ length: RATE * RATE_SECONDS }, payload);
    const webhookMs: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      steady.map(async (item, i) => {
        const wait = t0 + (i * 1000) / RATE - performance.now();
        if (wait > 0) await sleep(wait);
        const at = performance.now();
        sentAt.set(item.waId, at);
        if ((await post(item.body)) === 200) webhookMs.push(performance.now() - at);
      }),
    );
    const steadyDeadline = Date.now() + 60_000;
    while (steady.some((b) => !firstReplyAt.has(b.waId)) && Date.now() < steadyDeadline) await sleep(100);
    const latencies = steady
      .map((b) => (firstReplyAt.get(b.waId) ?? Number.NaN) - (sentAt.get(b.waId) ?? Number.NaN))
      .filter((v) => !Number.isNaN(v))
      .sort((a, b) => a - b);
    webhookMs.sort((a, b) => a - b);
    const result = {
      engine,
      processes,
      proxy: proxy ? "haproxy" : "none",
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      burst: {
        messages: BURST,
        concurrency: CONCURRENCY,
        accepted,
        statuses,
        acceptedPerSecond: Math.round(accepted / burstSeconds),
        answered: answered.length,
        answeredPerSecond: Math.round(answered.length / answeredSeconds),
        cpu,
        cpuCeilingPerSecond,
      },
      steady: {
        ratePerSecond: RATE,
        messages: steady.length,
        answered: latencies.length,
        webhookP50Ms: Math.round(percentile(webhookMs, 50)),
        webhookP99Ms: Math.round(percentile(webhookMs, 99)),
        replyP50Ms: Math.round(percentile(latencies, 50)),
        replyP99Ms: Math.round(percentile(latencies, 99)),
      },
    };
    console.log(JSON.stringify(result, null, 2));
    return result;
  } finally {
    agent.destroy();
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.stop("SIGTERM")));
    await graph.close();
  }
}

async function onPostgres(processes: number) {
  const { startPgCluster } = await import("../../../scripts/lib/pg-cluster.mjs");
  const pg = await startPgCluster();
  try {
    return await runEngine("postgres", { env: { DATABASE_URL: pg.url }, pids: [pg.pid] }, processes);
  } finally {
    pg.stop();
  }
}

if (PROCESSES > 1) {
  const { ensureProxy } = await import("../../../scripts/lib/system-deps.mjs");
  ensureProxy();
}
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const results: Awaited<ReturnType<typeof runEngine>>[] = [];
if (engines.includes("pglite")) {
  const dataDir = scratchDir("bench-chat-");
  try {
    results.push(await runEngine("pglite", { env: { DATA_DIR: dataDir }, pids: [] }, 1));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (PROCESSES > 1) console.log("pglite: one process only (the embedded database belongs to one process)");
}
if (engines.includes("postgres")) {
  results.push(await onPostgres(1));
  if (PROCESSES > 1) results.push(await onPostgres(PROCESSES));
}

console.log(
  "\nengine    processes  accepted/s  answered/s  reply p99 at %d/s  CPU ms/message (server+db+proxy)  CPU ceiling/s  load",
  RATE,
);
for (const r of results) {
  const { cpu } = r.burst;
  console.log(
    `${r.engine.padEnd(9)} ${String(r.processes).padStart(9)}  ${String(r.burst.acceptedPerSecond).padStart(10)}  ` +
      `${String(r.burst.answeredPerSecond).padStart(10)}  ${`${r.steady.replyP99Ms} ms`.padStart(17)}  ` +
      `${`${cpu.serverMsPerMessage}+${cpu.databaseMsPerMessage}+${cpu.proxyMsPerMessage}`.padStart(32)}  ` +
      `${String(r.burst.cpuCeilingPerSecond).padStart(13)}  ${r.loadAverage}`,
  );
}
const single = results.find((r) => r.engine === "postgres" && r.processes === 1);
const multi = results.find((r) => r.engine === "postgres" && r.processes > 1);
if (single) {
  console.log(
    `PostgreSQL targets: accepted ${single.burst.acceptedPerSecond}/s (>= 500: ${single.burst.acceptedPerSecond >= 500 ? "met" : "missed"}), ` +
      `reply p99 ${single.steady.replyP99Ms} ms at ${RATE}/s (< 500 ms: ${single.steady.replyP99Ms < 500 ? "met" : "missed"})`,
  );
}
if (single && multi) {
  const answered = multi.burst.answeredPerSecond;
  const ratio = answered / Math.max(1, single.burst.answeredPerSecond);
  console.log(
    `${multi.processes} processes behind HAProxy: ${answered} answered/s, ${ratio.toFixed(1)}× one process ` +
      `(>= 1,000/s: ${answered >= 1000 ? "met" : "missed"}; >= 3×: ${ratio >= 3 ? "met" : "missed"})`,
  );
}
