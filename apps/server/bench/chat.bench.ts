// npm run bench:chat [-- --processes N]: the real server (PGlite, then a throwaway PostgreSQL 15)
// answering WhatsApp text messages, with a harness light enough to leave the cores to the server:
// every webhook payload is built and signed before the clock starts, and the Graph API is a bare
// local HTTP server that answers each send with a message id and notes when each answer arrived.
//
// Per engine, after a warm-up of BENCH_WARMUP other people writing twice (not measured), it measures,
// one after the other:
//   new        a burst of BENCH_BURST messages, each from a person never seen before
//   returning  a burst of as many messages from the same people, one each
//   steady     BENCH_RATE messages/s (returning people) for BENCH_RATE_SECONDS: the time from
//              sending a webhook to its answer at the Graph API (p50 / p99)
//   idle       BENCH_IDLE_SECONDS with nothing to do: CPU the server and database burn waiting
// For each burst: accepted/s (webhooks acknowledged), answered/s (until the last answer), the CPU
// time one message costs the server processes, the database (the postmaster and all its backends)
// and the proxy, and the answers/s the machine's cores could give at that cost: unlike the rates,
// that figure holds on a machine shared with other work. On PostgreSQL it also counts, with
// pg_stat_statements, the statements one message costs (new / returning): round trips (top-level
// statements, BEGIN and COMMIT included) and everything run (with triggers' and foreign-key checks').
// With --processes N (N > 1) PostgreSQL is measured again with N identical processes behind a local
// HAProxy (PGlite is embedded: one process owns its data directory).
// Environment: BENCH_WARMUP, BENCH_BURST, BENCH_CONCURRENCY, BENCH_RATE, BENCH_RATE_SECONDS, BENCH_IDLE_SECONDS,
// BENCH_STATEMENT_SAMPLE, BENCH_ENGINES (pglite,postgres), BENCH_TOP_STATEMENTS (N: also print, for the
// counted samples, the N statements that took the most of the database's execution time),
// BENCH_NODE_FLAGS (more flags for the servers' node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p").
import { rmSync } from "node:fs";
import { Agent, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { signPayload } from "../src/channels/whatsapp/verify-signature.ts";
import { drillCredentials, whatsappEnv } from "../src/testing/kill-drill.ts";
import { postSignedWebhook, textWebhookBody } from "../src/testing/message-drill.ts";
import { percentile } from "../src/testing/percentile.ts";
import { type ServerProcess, startServerProcess } from "../src/testing/server-process.ts";
import { cpuMs } from "./cpu-time.ts";
import { type LocalProxy, startHaproxy } from "./haproxy.ts";
import { scratchDir } from "./scratch-dir.ts";

const BURST = Number(process.env.BENCH_BURST ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const STATEMENT_SAMPLE = Number(process.env.BENCH_STATEMENT_SAMPLE ?? 200);
/** People who write before anything is measured, twice each; the measured ones are never among them. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const WARMUP_FROM = 50_000;
const TOP_STATEMENTS = Number(process.env.BENCH_TOP_STATEMENTS ?? 0);
const { values: args } = parseArgs({ options: { processes: { type: "string", default: "1" } } });
const PROCESSES = Math.max(1, Number(args.processes));
const CORES = availableParallelism();

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const load = () => round(loadavg()[0] ?? 0, 1);

/** One webhook ready to post: its body and signature, and the key its answer will carry. */
interface Prepared {
  body: string;
  signature: string;
  /** wa_id|amount: the answer to this message is the send to wa_id repeating the amount. */
  key: string;
}

/**
 * The people of a run. Person p's k-th message is "gastei <p+1>,<k> no mercado" (k as two digits),
 * an amount no other message of theirs carries, so its answer (which repeats it) is found by it.
 */
function createPeople(runId: string) {
  const sent: number[] = [];
  const waIdOf = (p: number) => `55119${runId}${String(p).padStart(5, "0")}`;
  return {
    count: () => sent.length,
    /** Prepares the next message of person p (a new person when p is past the last). */
    next(p: number): Prepared {
      while (sent.length <= p) sent.push(0);
      const k = (sent[p] ?? 0) + 1;
      sent[p] = k;
      if (k > 99) throw new Error("a bench person writes at most 99 messages");
      const waId = waIdOf(p);
      const amount = `${p + 1},${String(k).padStart(2, "0")}`;
      const body = textWebhookBody(drillCredentials.phoneNumberId, [
        { waId, id: `wamid.bench.${runId}.${p}.${k}`, text: `gastei ${amount} no mercado` },
      ]);
      return { body, signature: signPayload(body, drillCredentials.appSecret), key: `${waId}|${amount}` };
    },
  };
}

/**
 * The Graph API reduced to what the server calls: every POST is accepted with a message id; a
 * text send's recipient and the amount it repeats ("R$ 12,03") are read with two regular
 * expressions, no JSON parsing, and the first arrival of each is noted.
 */
async function startLightGraph() {
  const answeredAt = new Map<string, number>();
  let sends = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      res.writeHead(200, { "content-type": "application/json" });
      if (raw.includes('"status":"read"')) return res.end('{"success":true}');
      sends++;
      const to = /"to":"(\d+)"/.exec(raw)?.[1];
      const amount = /R\$[\s\u00a0]?([\d.]+,\d{2})/.exec(raw)?.[1];
      if (to && amount) {
        const key = `${to}|${amount.replaceAll(".", "")}`;
        if (!answeredAt.has(key)) answeredAt.set(key, performance.now());
      }
      res.end(`{"messaging_product":"whatsapp","messages":[{"id":"wamid.sent.${sends}"}]}`);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/v23.0`,
    answeredAt,
    sends: () => sends,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type LightGraph = Awaited<ReturnType<typeof startLightGraph>>;

/** The database: its environment for the servers, and its own processes (none when embedded). */
interface Database {
  env: Record<string, string>;
  pids: number[];
  /** PostgreSQL only: where the bench reads pg_stat_statements. */
  url?: string;
}

interface Target {
  post(item: Prepared): Promise<number>;
  graph: LightGraph;
  cpu(): { servers: number; database: number; proxy: number };
}

/** Waits until every key has its answer, or `timeoutMs` passes; true when all came. */
async function answered(graph: LightGraph, items: Prepared[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (items.some((i) => !graph.answeredAt.has(i.key))) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Posts every item, CONCURRENCY at a time, then waits for every answer; rates and CPU per message. */
async function burst(target: Target, items: Prepared[]) {
  let next = 0;
  let accepted = 0;
  const statuses: Record<string, number> = {};
  const before = { ...target.cpu(), bench: process.cpuUsage() };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++];
        if (!item) continue;
        const status = await target.post(item);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200) accepted++;
      }
    }),
  );
  const acceptSeconds = (performance.now() - started) / 1000;
  await answered(target.graph, items, 180_000);
  const times = items.map((i) => target.graph.answeredAt.get(i.key)).filter((t) => t !== undefined);
  const answeredSeconds = (Math.max(started, ...times) - started) / 1000;
  const after = target.cpu();
  const bench = process.cpuUsage(before.bench);
  const perMessage = (ms: number) => round(ms / Math.max(1, times.length));
  const cpu = {
    serverMs: perMessage(after.servers - before.servers),
    databaseMs: perMessage(after.database - before.database),
    proxyMs: perMessage(after.proxy - before.proxy),
    benchMs: perMessage((bench.user + bench.system) / 1000),
  };
  // What the cores could answer if they ran nothing but the servers, the database and the proxy.
  const serving = cpu.serverMs + cpu.databaseMs + cpu.proxyMs;
  return {
    messages: items.length,
    accepted,
    statuses,
    acceptedPerSecond: Math.round(accepted / acceptSeconds),
    answered: times.length,
    answeredPerSecond: Math.round(times.length / Math.max(0.001, answeredSeconds)),
    cpu,
    cpuCeilingPerSecond: Math.round((CORES * 1000) / Math.max(0.01, serving)),
  };
}

/** RATE messages/s for RATE_SECONDS; the time from each webhook to its answer. */
async function steady(target: Target, items: Prepared[]) {
  const sentAt = new Map<string, number>();
  const t0 = performance.now();
  let refused = 0;
  await Promise.all(
    items.map(async (item, i) => {
      const wait = t0 + (i * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      sentAt.set(item.key, performance.now());
      if ((await target.post(item)) !== 200) refused++;
    }),
  );
  await answered(target.graph, items, 60_000);
  const latencies = items
    .map((i) => (target.graph.answeredAt.get(i.key) ?? Number.NaN) - (sentAt.get(i.key) ?? Number.NaN))
    .filter((v) => !Number.isNaN(v))
    .sort((a, b) => a - b);
  return {
    ratePerSecond: RATE,
    messages: items.length,
    refused,
    answered: latencies.length,
    replyP50Ms: Math.round(percentile(latencies, 50)),
    replyP99Ms: Math.round(percentile(latencies, 99)),
  };
}

/** Turns pg_stat_statements' tracking on (every statement, nested ones too) or off. */
async function setTracking(url: string, value: "all" | "none") {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`ALTER SYSTEM SET pg_stat_statements.track = '${value}'`);
    // Planning time too, when the statements are printed (it costs a little more CPU).
    await client.query(
      `ALTER SYSTEM SET pg_stat_statements.track_planning = ${value === "all" && TOP_STATEMENTS > 0}`,
    );
    await client.query("SELECT pg_reload_conf()");
  } finally {
    await client.end();
  }
  await sleep(200); // backends read the new setting before their next statement
}

/**
 * Statements PostgreSQL ran while `work` ran, from pg_stat_statements (tracking on only meanwhile):
 * top-level ones (each a round trip, BEGIN and COMMIT included) and all, nested ones too.
 */
async function countStatements(url: string, work: () => Promise<void>, label = "") {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    await setTracking(url, "all");
    await client.query("SELECT pg_stat_statements_reset()");
    await work();
    const rows = await client.query<{ top: number; all: number }>(
      `SELECT COALESCE(sum(calls) FILTER (WHERE toplevel), 0)::int AS top, COALESCE(sum(calls), 0)::int AS all
       FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'`,
    );
    if (TOP_STATEMENTS > 0) await printTopStatements(client, label);
    await setTracking(url, "none");
    return { top: Number(rows.rows[0]?.top ?? 0), all: Number(rows.rows[0]?.all ?? 0) };
  } finally {
    await client.end();
  }
}

/** The statements that took the most execution time (nested ones marked), with their calls and mean. */
async function printTopStatements(client: pg.Client, label: string) {
  const top = await client.query<{
    toplevel: boolean;
    calls: number;
    mean_us: number;
    plan_us: number;
    share: number;
    query: string;
  }>(
    `SELECT toplevel, calls::int, round((mean_exec_time * 1000)::numeric)::int AS mean_us,
       round((mean_plan_time * 1000)::numeric)::int AS plan_us,
       round((100 * total_exec_time / NULLIF(sum(total_exec_time) FILTER (WHERE toplevel) OVER (), 0))::numeric, 1)::float AS share,
       regexp_replace(query, '\\s+', ' ', 'g') AS query
     FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'
     ORDER BY total_exec_time DESC LIMIT $1`,
    [TOP_STATEMENTS],
  );
  const totals = await client.query<{ exec_ms: number; plan_ms: number; plans: number; calls: number }>(
    `SELECT round(sum(total_exec_time)::numeric, 1)::float AS exec_ms,
       round(sum(total_plan_time)::numeric, 1)::float AS plan_ms, sum(plans)::int AS plans,
       sum(calls)::int AS calls
     FROM pg_stat_statements WHERE toplevel AND query NOT ILIKE '%pg_stat_statements%'`,
  );
  const t = totals.rows[0];
  console.log(
    `statements by execution time (${label}; share of the top-level total; mean execution µs, mean planning µs):`,
  );
  if (t)
    console.log(
      `  top level: ${t.calls} calls, ${t.exec_ms} ms executing, ${t.plan_ms} ms planning (${t.plans} plans)`,
    );
  for (const r of top.rows)
    console.log(
      `  ${String(r.share).padStart(5)} %  ${String(r.calls).padStart(6)} calls  ${String(r.mean_us).padStart(6)} µs  ${String(r.plan_us).padStart(5)} µs  ` +
        `${r.toplevel ? "" : "(nested) "}${r.query.slice(0, 160)}`,
    );
}

async function runEngine(engine: string, database: Database, processes: number) {
  const loadBefore = load();
  const graph = await startLightGraph();
  const env = { ...whatsappEnv(graph), ...database.env };
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const servers: ServerProcess[] = [];
  let proxy: LocalProxy | null = null;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    // One at a time: the first applies the migrations the others then find done.
    for (let i = 0; i < processes; i++) servers.push(await startServerProcess(env, { nodeFlags }));
    proxy = processes > 1 ? await startHaproxy(servers.map((s) => s.url)) : null;
    const url = proxy?.url ?? (servers[0] as ServerProcess).url;
    const serverPids = servers.map((s) => s.child.pid ?? 0);
    const target: Target = {
      graph,
      post: (item) => postSignedWebhook(agent, url, item.body, item.signature),
      cpu: () => ({
        servers: cpuMs(serverPids),
        database: cpuMs(database.pids),
        proxy: cpuMs(proxy ? [proxy.pid] : []),
      }),
    };
    const people = createPeople(
      `${String(process.pid % 100).padStart(2, "0")}${engine === "pglite" ? 1 : processes}`,
    );
    const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

    // A server that has run for a while: its code compiled by the JIT, the database's plans made and
    // its caches warm. Other people (numbers the measured bursts never use), new and then returning.
    if (WARMUP > 0) {
      await burst(target, range(WARMUP_FROM, WARMUP).map(people.next));
      await burst(target, range(WARMUP_FROM, WARMUP).map(people.next));
    }
    const fresh = await burst(target, range(0, BURST).map(people.next));
    const returning = await burst(target, range(0, BURST).map(people.next));

    // Statements per message, on a sample after the bursts (tracking costs CPU, so not during them).
    let statements: {
      newPerMessage: number;
      returningPerMessage: number;
      newAll: number;
      returningAll: number;
    } | null = null;
    if (database.url) {
      const sample = Math.min(STATEMENT_SAMPLE, BURST);
      const newItems = range(BURST, sample).map(people.next);
      const oldItems = range(0, sample).map(people.next);
      const postAll = async (items: Prepared[]) => {
        for (let i = 0; i < items.length; i += CONCURRENCY)
          await Promise.all(items.slice(i, i + CONCURRENCY).map(target.post));
        await answered(graph, items, 120_000);
      };
      const n = await countStatements(database.url, () => postAll(newItems), "new");
      const r = await countStatements(database.url, () => postAll(oldItems), "returning");
      statements = {
        newPerMessage: round(n.top / sample, 1),
        newAll: round(n.all / sample, 1),
        returningPerMessage: round(r.top / sample, 1),
        returningAll: round(r.all / sample, 1),
      };
    }

    const steadyItems = range(0, RATE * RATE_SECONDS).map((i) => people.next(i % BURST));
    const steadyResult = await steady(target, steadyItems);

    // Idle: nothing to do; what polling costs.
    const idleBefore = target.cpu();
    const wait = async () => {
      await sleep(IDLE_SECONDS * 1000);
    };
    const idleStatements = database.url ? await countStatements(database.url, wait) : null;
    if (!database.url) await wait();
    const idleAfter = target.cpu();
    const idle = {
      seconds: IDLE_SECONDS,
      serverCpuPercent: round(((idleAfter.servers - idleBefore.servers) / (IDLE_SECONDS * 1000)) * 100, 1),
      databaseCpuPercent: round(
        ((idleAfter.database - idleBefore.database) / (IDLE_SECONDS * 1000)) * 100,
        1,
      ),
      statementsPerSecond: idleStatements ? round(idleStatements.top / IDLE_SECONDS, 1) : null,
    };

    const result = {
      engine,
      processes,
      proxy: proxy ? "haproxy" : "none",
      cores: CORES,
      loadAverage: { before: loadBefore, after: load() },
      new: fresh,
      returning,
      statements,
      steady: steadyResult,
      idle,
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
  // Loaded for the statement counts; tracking stays off except while counting (set with ALTER
  // SYSTEM, since a setting given on the command line would win over it).
  const pgCluster = await startPgCluster({ settings: ["shared_preload_libraries=pg_stat_statements"] });
  try {
    await setTracking(pgCluster.url, "none");
    return await runEngine(
      "postgres",
      { env: { DATABASE_URL: pgCluster.url }, pids: [pgCluster.pid], url: pgCluster.url },
      processes,
    );
  } finally {
    pgCluster.stop();
  }
}

if (PROCESSES > 1) {
  const { ensureProxy } = await import("../../../scripts/lib/system-deps.mjs");
  ensureProxy();
}
console.log(
  `load average at start: ${loadavg()
    .map((l) => round(l, 1))
    .join(" ")} (${CORES} cores)`,
);
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
  `\nengine    procs  people     accepted/s  answered/s  CPU ms/message server+db+proxy (bench)  ceiling/s on ${CORES} cores  statements/message (all)`,
);
for (const r of results) {
  for (const [label, b] of [
    ["new", r.new],
    ["returning", r.returning],
  ] as const) {
    const s = r.statements;
    const count = s
      ? label === "new"
        ? `${s.newPerMessage} (${s.newAll})`
        : `${s.returningPerMessage} (${s.returningAll})`
      : "-";
    console.log(
      `${r.engine.padEnd(9)} ${String(r.processes).padStart(5)}  ${label.padEnd(9)}  ${String(b.acceptedPerSecond).padStart(10)}  ` +
        `${String(b.answeredPerSecond).padStart(10)}  ` +
        `${`${b.cpu.serverMs}+${b.cpu.databaseMs}+${b.cpu.proxyMs} (${b.cpu.benchMs})`.padStart(38)}  ` +
        `${String(b.cpuCeilingPerSecond).padStart(20)}  ${count}`,
    );
  }
  console.log(
    `${r.engine.padEnd(9)} ${String(r.processes).padStart(5)}  steady ${r.steady.ratePerSecond}/s: reply p50 ${r.steady.replyP50Ms} ms, ` +
      `p99 ${r.steady.replyP99Ms} ms (${r.steady.answered}/${r.steady.messages} answered); idle: server ${r.idle.serverCpuPercent}% ` +
      `db ${r.idle.databaseCpuPercent}% of a core${r.idle.statementsPerSecond === null ? "" : `, ${r.idle.statementsPerSecond} statements/s`}; ` +
      `load ${r.loadAverage.before} → ${r.loadAverage.after}`,
  );
}

/** A target is met by the wall-clock rate or, on a shared machine, by the rate the CPU cost allows. */
const verdict = (b: { answeredPerSecond: number; cpuCeilingPerSecond: number }, target: number) =>
  `${b.answeredPerSecond}/s wall clock, ${b.cpuCeilingPerSecond}/s by CPU (>= ${target}: ${
    Math.max(b.answeredPerSecond, b.cpuCeilingPerSecond) >= target ? "met" : "missed"
  })`;
const lite = results.find((r) => r.engine === "pglite");
const single = results.find((r) => r.engine === "postgres" && r.processes === 1);
const multi = results.find((r) => r.engine === "postgres" && r.processes > 1);
console.log("\ntargets");
if (single) {
  console.log(`  PostgreSQL returning: ${verdict(single.returning, 1000)}`);
  console.log(`  PostgreSQL new:       ${verdict(single.new, 700)}`);
  console.log(
    `  PostgreSQL reply p99 at ${RATE}/s: ${single.steady.replyP99Ms} ms (< 500 ms: ${single.steady.replyP99Ms < 500 ? "met" : "missed"})`,
  );
}
if (lite) {
  console.log(`  PGlite returning:     ${verdict(lite.returning, 300)}`);
  console.log(`  PGlite new:           ${verdict(lite.new, 300)}`);
}
if (single && multi) {
  const ratio = multi.returning.answeredPerSecond / Math.max(1, single.returning.answeredPerSecond);
  console.log(
    `  ${multi.processes} processes behind HAProxy: ${multi.returning.answeredPerSecond} answered/s returning, ` +
      `${ratio.toFixed(2)}× one process (more than one: ${ratio > 1 ? "met" : "missed"})`,
  );
}
