// Two server processes (the real bundle) on one PostgreSQL, webhooks spread over both: 2,000
// messages, each answered exactly once, in order per conversation. About 90 s on a loaded 2-core
// machine (2,000 messages in about 80 s).
import { createTestDatabaseUrl, testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { runKillDrill } from "../testing/kill-drill.ts";

describe("two processes on one PostgreSQL", () => {
  it.skipIf(!testEngines().includes("postgres"))(
    "answer 2,000 messages once each, in order per conversation",
    { timeout: 400_000 },
    async () => {
      const { url, drop } = await createTestDatabaseUrl();
      try {
        const report = await runKillDrill({
          dbEnv: { DATABASE_URL: url },
          processes: 2,
          conversations: 100,
          messagesPerConversation: 20,
          kills: 0,
        });
        console.log(`two processes: ${JSON.stringify(report)}`);
        expect(report.missing).toEqual([]);
        expect(report.answered).toBe(2000);
        expect(report.duplicateSends).toBe(0);
        expect(report.outOfOrder).toEqual([]);
      } finally {
        await drop();
      }
    },
  );
});
