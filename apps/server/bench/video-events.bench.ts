/**
 * `npm run bench:video-events`: the real server (main/server.ts in a child process, so the load
 * generator does not share its thread) on PGlite and on a throwaway PostgreSQL 15; autocannon
 * fires single events and batches of 50 for ~10 s each; then the views counted through the
 * operator API must equal the events answered 2xx, or the run fails.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startPgCluster } from "../../../scripts/lib/pg-cluster.mjs";
import { startServer } from "./server.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = "bench-operator-password";

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function viewsOf(url: string): Promise<Map<string, number>> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const res = await fetch(`${url}/api/admin/video-metrics`, { headers: { cookie } });
  const { videos } = (await res.json()) as { videos: { videoId: string; views: number }[] };
  return new Map(videos.map((v) => [v.videoId, v.views]));
}

interface Case {
  name: string;
  videoId: string;
  perRequest: number;
}

const cases: Case[] = [
  { name: "single event", videoId: "help-1", perRequest: 1 },
  { name: "batch of 50", videoId: "help-2", perRequest: 50 },
];

async function benchEngine(label: string, env: Record<string, string>): Promise<boolean> {
  const { url, child } = await startServer(
    { ...env, ADMIN_PASSWORD: PASSWORD, VIDEO_EVENTS_RATE_LIMIT: "0" },
    300,
  );
  let ok = true;
  try {
    const sent = new Map<string, number>();
    for (const c of cases) {
      const event = { videoId: c.videoId, type: "view" };
      const body = JSON.stringify(c.perRequest === 1 ? event : Array(c.perRequest).fill(event));
      // Fixed request counts (not durations) so every request sent is answered and counted:
      // a warm-up measures the rate, then ~2 s chunks sized from the latest rate run until
      // DURATION seconds have passed. p99 is the worst chunk's.
      const fire = async (amount: number) => {
        const started = performance.now();
        const result = await autocannon({
          url: `${url}/api/video-metrics/events`,
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          connections: CONNECTIONS,
          amount,
        });
        // autocannon reports whole seconds; measure finer.
        return { ...result, duration: (performance.now() - started) / 1000 };
      };
      const count = (run: { "2xx": number }) =>
        sent.set(c.videoId, (sent.get(c.videoId) ?? 0) + run["2xx"] * c.perRequest);
      const warm = await fire(c.perRequest === 1 ? 2000 : 200);
      count(warm);
      let rate = warm.requests.total / warm.duration;
      const total = { seconds: 0, ok: 0, requests: 0, p99: 0, non2xx: 0, errors: 0 };
      while (total.seconds < DURATION) {
        const r = await fire(Math.max(CONNECTIONS * 4, Math.round(rate * 2)));
        count(r);
        rate = r.requests.total / r.duration;
        total.seconds += r.duration;
        total.ok += r["2xx"];
        total.requests += r.requests.total;
        total.p99 = Math.max(total.p99, r.latency.p99);
        total.non2xx += r.non2xx;
        total.errors += r.errors;
      }
      const eventsPerSecond = Math.round((total.ok * c.perRequest) / total.seconds);
      console.log(
        `${label.padEnd(11)} ${c.name.padEnd(13)} ${String(eventsPerSecond).padStart(7)} events/s ` +
          `${String(Math.round(total.requests / total.seconds)).padStart(6)} req/s  p99 ${total.p99} ms  ` +
          `${total.seconds.toFixed(1)} s  non-2xx ${total.non2xx}  errors ${total.errors}`,
      );
    }
    const counted = await viewsOf(url);
    for (const [videoId, expected] of sent) {
      const views = counted.get(videoId) ?? 0;
      const same = views === expected;
      ok = ok && same;
      console.log(
        `${label.padEnd(12)} ${videoId}: ${expected} events answered 2xx, ${views} views counted ${same ? "✓" : "✗ LOST"}`,
      );
    }
  } finally {
    await stopServer(child);
  }
  return ok;
}

// BENCH_DB=pglite or postgres runs only that one.
const only = process.env.BENCH_DB;
let ok = true;
console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per case\n`);
if (only !== "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "tostao-bench-"));
  try {
    ok = (await benchEngine("PGlite", { DATA_DIR: join(dataDir, "data") })) && ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (only !== "pglite") {
  const pg = await startPgCluster();
  try {
    ok = (await benchEngine("PostgreSQL", { DATABASE_URL: pg.url })) && ok;
  } finally {
    pg.stop();
  }
}
console.log(ok ? "\nno count lost" : "\nCOUNTS LOST");
process.exit(ok ? 0 : 1);
