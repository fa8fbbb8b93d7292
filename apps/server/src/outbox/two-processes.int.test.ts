// Two server processes (the real bundle) on one PostgreSQL, webhooks spread over both: 1,000
// messages, each answered exactly once, in order per conversation (about 45 s on a loaded 2-core
// machine; `npm run bench:chat -- --processes 2` measures the pace). And a per-address limit holds across both: sign-in code requests alternating between
// them get one budget, not one each.
import { createTestDatabaseUrl, testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { runKillDrill, startDrillGraphApi, whatsappEnv } from "../testing/kill-drill.ts";
import { startServerProcess } from "../testing/server-process.ts";

describe("two processes on one PostgreSQL", () => {
  it.skipIf(!testEngines().includes("postgres"))(
    "answer 1,000 messages once each, in order per conversation",
    { timeout: 400_000 },
    async () => {
      const { url, drop } = await createTestDatabaseUrl();
      try {
        const report = await runKillDrill({
          dbEnv: { DATABASE_URL: url },
          processes: 2,
          conversations: 50,
          messagesPerConversation: 20,
          kills: 0,
          // What is asserted is once each and in order; how fast is npm run bench:faults' figure.
          // Beside the rest of npm test on 2 cores, answering 2,000 took over a minute.
          answerWithinMs: 300_000,
        });
        console.log(`two processes: ${JSON.stringify(report)}`);
        expect(report.missing).toEqual([]);
        expect(report.answered).toBe(1000);
        expect(report.duplicateSends).toBe(0);
        expect(report.outOfOrder).toEqual([]);
      } finally {
        await drop();
      }
    },
  );

  it.skipIf(!testEngines().includes("postgres"))(
    "hold one sign-in code budget per address across both (5 a minute)",
    { timeout: 400_000 },
    async () => {
      const { url, drop } = await createTestDatabaseUrl();
      const graph = await startDrillGraphApi();
      const env = { ...whatsappEnv(graph), DATABASE_URL: url };
      const first = await startServerProcess(env);
      const second = await startServerProcess(env).catch(async (error) => {
        await first.stop();
        throw error;
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) {
          const server = i % 2 === 0 ? first : second;
          const res = await fetch(`${server.url}/api/auth/login/start`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ phone: `119123450${String(i).padStart(2, "0")}` }),
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
      } finally {
        await Promise.all([first.stop(), second.stop()]);
        await graph.close();
        await drop();
      }
    },
  );
});
