// npm run bench:chat: the real server (PGlite, then a throwaway PostgreSQL 15) with WhatsApp
// pointed at the local fake Graph API. Measures (1) signed webhooks accepted per second and
// (2) at a fixed 100 messages/s, the time from sending a webhook to the reply reaching the
// fake Graph API (p50 / p99). Every message comes from a new person with a new id.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeGraphApi } from "../src/channels/whatsapp/fake-graph-api.ts";
import { signPayload } from "../src/channels/whatsapp/verify-signature.ts";
import { freePort } from "../src/testing/free-port.ts";
import { percentile } from "../src/testing/percentile.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const SECRET = "bench-app-secret";
const TOKEN = "bench-access-token";
const PHONE_ID = "100200300400";
const BURST = Number(process.env.BENCH_BURST ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let phoneSeq = 0;
function payload(): { body: string; waId: string } {
  phoneSeq++;
  const waId = `55119${String(phoneSeq).padStart(8, "0")}`;
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "5511940028922", phone_number_id: PHONE_ID },
              contacts: [{ profile: { name: `Pessoa ${phoneSeq}` }, wa_id: waId }],
              messages: [
                {
                  from: waId,
                  id: `wamid.bench.${process.pid}.${phoneSeq}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: "text",
                  text: { body: `gastei ${(phoneSeq % 200) + 1},90 no mercado` },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  return { body, waId };
}

function post(agent: Agent, port: number, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/webhooks/whatsapp",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-hub-signature-256": signPayload(body, SECRET),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

async function runEngine(name: string, dbEnv: Record<string, string>) {
  const graph = await startFakeGraphApi({ accessToken: TOKEN, phoneNumberId: PHONE_ID });
  const firstReplyAt = new Map<string, number>();
  graph.onRequest((r) => {
    if (r.status !== 200 || r.body.type !== "text") return;
    const to = String(r.body.to);
    if (!firstReplyAt.has(to)) firstReplyAt.set(to, r.at);
  });
  const port = await freePort();
  const dist = join(root, "apps/server/dist/bin/main.js");
  const args = existsSync(dist) ? [dist] : ["--import", "tsx", join(root, "apps/server/src/bin/main.ts")];
  let log = "";
  const server: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...dbEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WHATSAPP_VERIFY_TOKEN: "bench-verify",
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_API_BASE: graph.apiBase,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (c: Buffer) => {
    log = (log + c.toString()).slice(-20_000);
  });
  server.stderr?.on("data", (c: Buffer) => {
    log = (log + c.toString()).slice(-20_000);
  });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    const deadline = Date.now() + 90_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`server did not start:\n${log}`);
      await sleep(200);
    }

    // Phase 1: a burst as fast as the server accepts it.
    const bodies = Array.from({ length: BURST }, payload);
    let next = 0;
    let accepted = 0;
    const statuses: Record<string, number> = {};
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < bodies.length) {
          const item = bodies[next++];
          if (!item) continue;
          const status = await post(agent, port, item.body);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 200) accepted++;
        }
      }),
    );
    const burstSeconds = (performance.now() - started) / 1000;
    const drainStart = performance.now();
    const drainDeadline = Date.now() + 180_000;
    while (bodies.some((b) => !firstReplyAt.has(b.waId)) && Date.now() < drainDeadline) await sleep(200);
    const answered = bodies.filter((b) => firstReplyAt.has(b.waId)).length;
    const drainSeconds = (performance.now() - started) / 1000;

    // Phase 2: a steady RATE messages/s; latency webhook → reply at the Graph API.
    const sentAt = new Map<string, number>();
    const steady = Array.from({ length: RATE * RATE_SECONDS }, payload);
    const webhookMs: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      steady.map(async (item, i) => {
        const due = t0 + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const at = performance.now();
        sentAt.set(item.waId, at);
        const status = await post(agent, port, item.body);
        if (status === 200) webhookMs.push(performance.now() - at);
      }),
    );
    const steadyDeadline = Date.now() + 60_000;
    while (steady.some((b) => !firstReplyAt.has(b.waId)) && Date.now() < steadyDeadline) await sleep(100);
    const latencies = steady
      .map((b) => {
        const end = firstReplyAt.get(b.waId);
        const start = sentAt.get(b.waId);
        return end !== undefined && start !== undefined ? end - start : null;
      })
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
    webhookMs.sort((a, b) => a - b);
    const result = {
      engine: name,
      burst: {
        messages: BURST,
        concurrency: CONCURRENCY,
        accepted,
        statuses,
        acceptedPerSecond: Math.round(accepted / burstSeconds),
        answered,
        answeredPerSecond: Math.round(answered / drainSeconds),
        drainAfterBurstSeconds: Math.round(((performance.now() - drainStart) / 1000) * 10) / 10,
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
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await Promise.race([exited, sleep(8000)]);
    }
    await graph.close();
  }
}

const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const results = [];
if (engines.includes("pglite")) {
  const dataDir = mkdtempSync(join(tmpdir(), "tostao-bench-"));
  try {
    results.push(await runEngine("pglite", { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (engines.includes("postgres")) {
  const { startPgCluster } = await import("../../../scripts/lib/pg-cluster.mjs");
  const pg = await startPgCluster();
  try {
    results.push(await runEngine("postgres", { DATABASE_URL: pg.url }));
  } finally {
    pg.stop();
  }
}
const pgResult = results.find((r) => r.engine === "postgres");
if (pgResult) {
  const okAccepted = pgResult.burst.acceptedPerSecond >= 500;
  const okLatency = pgResult.steady.replyP99Ms < 500;
  console.log(
    `PostgreSQL targets: accepted ${pgResult.burst.acceptedPerSecond}/s (>= 500: ${okAccepted ? "met" : "missed"}), ` +
      `reply p99 ${pgResult.steady.replyP99Ms} ms at ${RATE}/s (< 500 ms: ${okLatency ? "met" : "missed"})`,
  );
}
