// The embedded database under a backlog: the real server bundle on PGlite takes 250 webhooks
// (32 at a time) and one webhook carrying 1,000 messages, while /api/health and a page are asked
// for every 50 ms until all 1,250 are answered (half a minute of backlog on a 2-core machine). Health probes take PGlite's one connection first,
// requests and background work (the queue's workers, the outbox) take turns, and every operation
// starts on a fresh event-loop turn, so both stay fast while the backlog drains. A "solo" test:
// npm test runs it first, with nothing beside it (scripts/test.mjs), since it measures latency.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyMigratedDataDir } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { runBurst } from "../testing/burst.ts";
import { drillCredentials, startDrillGraphApi, whatsappEnv } from "../testing/kill-drill.ts";
import { machineIsQuiet } from "../testing/quiet-machine.ts";
import { startServerProcess } from "../testing/server-process.ts";

const tmp = fileURLToPath(new URL("../../../../.tmp/", import.meta.url));

describe("PGlite under a burst", () => {
  it("answers health in < 100 ms and pages in < 200 ms (p99) while 1,250 messages are processed, and drains them all", {
    timeout: 900_000,
  }, async () => {
    mkdirSync(tmp, { recursive: true });
    const dir = mkdtempSync(join(tmp, "burst-"));
    // Migrated already: the server's start is not what this measures (main/server.int.test.ts and
    // the browser tests' server start on an empty directory), and this step holds the whole machine.
    await copyMigratedDataDir(dir);
    const graph = await startDrillGraphApi();
    const server = await startServerProcess({ ...whatsappEnv(graph), DATA_DIR: dir });
    try {
      // Once the server has started (its start-up is not what is measured), and when nothing else
      // wants the cores (the tests before this one, another program).
      const quiet = await machineIsQuiet();
      const report = await runBurst({
        url: server.url,
        graph,
        ...drillCredentials,
        webhooks: 250,
        concurrency: 32,
        bigWebhook: 1000,
        // A page from the web build, or the 404 page without one: neither touches the database.
        pagePath: "/",
        drainTimeoutMs: 600_000,
      });
      console.log(`PGlite burst (load ${loadavg()[0]?.toFixed(1)}): ${JSON.stringify(report)}`);
      expect(report.webhookStatuses).toEqual({ 200: 250, "big 200": 1 });
      // The whole backlog drains, with no stall on the way.
      expect(report.answered).toBe(1250);
      expect(report.longestPauseMs).toBeLessThan(15_000);
      if (quiet) {
        expect(report.health.p99).toBeLessThan(100);
        expect(report.page.p99).toBeLessThan(200);
      } else {
        console.warn(
          `more processes than cores wanted one (load average ${loadavg()[0]?.toFixed(1)}): health and page latencies reported, not asserted`,
        );
      }
    } finally {
      await server.stop("SIGTERM");
      await graph.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
