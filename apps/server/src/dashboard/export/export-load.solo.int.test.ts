/**
 * The LGPD copy of 100,000 records (data.xlsx), then their CSV, downloaded from the real server (the
 * bundle, as `npm start` runs it) while /api/health is probed every 50 ms: the exports stream at the
 * client's pace and read and give the event loop back a few hundred rows at a time (one query of a
 * thousand rows already holds PGlite, on the server's thread, for tens of milliseconds), so health
 * p99 stays under 200 ms on the embedded database (asserted when nothing else wanted the cores;
 * always printed). The same person asking again meanwhile, or past the hourly limit, gets a 429:
 * JSON for programs, a pt-BR page for a browser.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { saoPauloTodayIso } from "@tostao/core";
import { openDb } from "@tostao/db";
import { copyMigratedDataDir } from "@tostao/db/testing";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../auth/create-session.ts";
import { percentile } from "../../testing/percentile.ts";
import { machineIsQuiet } from "../../testing/quiet-machine.ts";
import { type ServerProcess, serverBundle, startServerProcess } from "../../testing/server-process.ts";
import { seedDemoPeople } from "../seed/seed-demo-people.ts";
import { EXPORTS_PER_HOUR } from "./export-limit.ts";

const tmp = fileURLToPath(new URL("../../../../../.tmp/", import.meta.url));
const RECORDS = 100_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** GET on a fresh connection; resolves with the status once the body is read. */
const status = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = get(url, { agent: false, timeout: 30_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy(new Error("health probe timed out")));
    req.on("error", reject);
  });

// On the embedded database only: there a query runs on the server's thread, so it is where the
// health probes are hardest to keep; on PostgreSQL the same streaming (export.int.test.ts covers it
// on both) waits on another process. This step holds the whole machine, so it measures only that.
describe.each(["pglite"] as const)("exporting 100,000 records while the server answers (%s)", (engine) => {
  let server: ServerProcess | null = null;
  const cleanup: Array<() => Promise<void> | void> = [];
  beforeAll(() => serverBundle(), 120_000);
  afterEach(async () => {
    await server?.stop("SIGTERM");
    for (const step of cleanup.splice(0)) await step();
  });

  it("streams data.xlsx and export.csv with health p99 under 200 ms, and limits the person's exports", async () => {
    const now = new Date();
    mkdirSync(tmp, { recursive: true });
    const dataDir = mkdtempSync(join(tmp, "export-load-"));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir };
    // Migrated already: this step has the machine to itself, and an initdb is not what it measures.
    await copyMigratedDataDir(dataDir);
    const db = await openDb({ dataDir });
    let cookie: string;
    try {
      const userId = await seedDemoPeople(db, {
        phone: "+5511999990001",
        name: "Ana",
        transactions: RECORDS,
        people: 1,
        today: saoPauloTodayIso(now),
      });
      const { token } = await createSession(db, { kind: "person", userId, userAgent: null, now });
      cookie = `tostao_session=${token}`;
    } finally {
      await db.close();
    }
    server = await startServerProcess(env);
    const { url } = server;
    // Once the server has started, and when nothing else wants the cores (quiet-machine.ts).
    const quiet = await machineIsQuiet();

    const latencies: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        expect(await status(`${url}/api/health`)).toBe(200);
        latencies.push(performance.now() - started);
        await sleep(50);
      }
    })();

    const started = performance.now();
    const download = await fetch(`${url}/api/me/data.xlsx`, { headers: { cookie } });
    expect(download.status).toBe(200);
    // The same person again while it is being written: refused, JSON for a program...
    const again = await fetch(`${url}/api/me/export.csv`, { headers: { cookie } });
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBeTruthy();
    const body = (await again.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/^Sua exportação anterior ainda está sendo preparada/);
    // ...and a page in pt-BR for the browser that followed the link.
    const page = await fetch(`${url}/api/me/data.json`, { headers: { cookie, accept: "text/html" } });
    expect(page.status).toBe(429);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain("Espere um pouco para baixar de novo");

    // Read at a phone's pace: the server keeps only what the client has not taken yet.
    let bytes = 0;
    const reader = (download.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) expect([value[0], value[1]]).toEqual([0x50, 0x4b]);
      bytes += value.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    expect(bytes).toBeGreaterThan(2_000_000);

    // Once it is done the slot is free: the whole CSV, read while the probes go on.
    const csv = await fetch(`${url}/api/me/export.csv`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).split("\r\n").length;
    probing = false;
    await probe;
    expect(lines).toBeGreaterThan(RECORDS);

    // The hour's budget then runs out.
    for (let i = 2; i < EXPORTS_PER_HOUR; i++) {
      const res = await fetch(`${url}/api/me/export.csv?from=2099-01-01`, { headers: { cookie } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const over = await fetch(`${url}/api/me/export.csv?from=2099-01-01`, { headers: { cookie } });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { message: string } }).error.message).toMatch(
      /^Você já baixou muitas exportações nesta hora\. Tente de novo em \d+ minutos?\.$/,
    );

    const load = loadavg()[0] ?? 0;
    const p99 = percentile(
      [...latencies].sort((a, b) => a - b),
      99,
    );
    console.log(
      `data.xlsx of ${RECORDS} records (${engine}): ${(bytes / 1_048_576).toFixed(1)} MB in ${seconds.toFixed(1)} s, then export.csv; health p99 ${p99.toFixed(0)} ms over ${latencies.length} probes; load average ${load.toFixed(1)}`,
    );
    expect(latencies.length).toBeGreaterThan(10);
    if (quiet) expect(p99).toBeLessThan(200);
    else console.warn(`more processes than cores wanted one: health p99 reported, not asserted`);
  }, 600_000);
});
