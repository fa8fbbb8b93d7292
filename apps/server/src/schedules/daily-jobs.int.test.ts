import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { ensureUser } from "../books/ensure-user.ts";
import { createLogger } from "../logger.ts";
import type { Assistant } from "../main/assemble-assistant.ts";
import { assistantFromConfig } from "../main/assistant-from-config.ts";
import { loadConfig } from "../main/config.ts";
import { PASSWORD_SWEEP_QUEUE } from "../media/read-queue.ts";
import { waitFor } from "../testing/assistant-app.ts";
import { NOTICES_QUEUE, PRUNE_LIMITS_QUEUE, PURGE_BILLING_QUEUE, RECURRING_QUEUE } from "./daily-jobs.ts";

describe.each(testEngines())("daily schedules (%s)", (engine) => {
  let db: Db;
  let assistant: Assistant;
  afterEach(async () => {
    await assistant?.stop();
    await db?.close();
  });

  it("registers every cron in São Paulo time and runs a fired job with the assistant's clock", async () => {
    db = await openTestDb(engine);
    const lines: string[] = [];
    assistant = assistantFromConfig(
      {
        config: loadConfig({ LOG_LEVEL: "debug" }),
        db,
        logger: createLogger("debug", {}, (l) => lines.push(l)),
        now: () => new Date("2026-12-05T03:05:00Z"),
      },
      { schedules: true },
    );
    await assistant.start();
    const schedules = await db.query<{ name: string; cron: string; timezone: string }>(
      "SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name",
    );
    expect(schedules).toEqual([
      { name: PASSWORD_SWEEP_QUEUE, cron: "*/10 * * * *", timezone: "America/Sao_Paulo" },
      { name: NOTICES_QUEUE, cron: "0 10 * * *", timezone: "America/Sao_Paulo" },
      { name: PRUNE_LIMITS_QUEUE, cron: "30 3 * * *", timezone: "America/Sao_Paulo" },
      { name: PURGE_BILLING_QUEUE, cron: "40 3 * * *", timezone: "America/Sao_Paulo" },
      { name: RECURRING_QUEUE, cron: "5 0 * * *", timezone: "America/Sao_Paulo" },
    ]);

    const user = await ensureUser(db, "+5511912345678", null);
    await db.query(
      `INSERT INTO recurring_rules (user_id, kind, amount_centavos, description, day_of_month, starts_on)
       VALUES ($1, 'expense', 150000, 'aluguel', 5, '2026-11-01')`,
      [user.id],
    );
    // What the cron does at 00:05: put a job on the queue.
    await assistant.boss.send(RECURRING_QUEUE, {});
    await waitFor(async () => lines.some((l) => l.includes('"msg":"daily job done"')), 15_000, "job run");
    // Done means completed in the queue too: pg-boss marks it after the handler returns, and a
    // teardown that closed the database first would leave that write failing after the test.
    await waitFor(
      async () =>
        (
          await db.query<{ state: string }>("SELECT state FROM pgboss.job WHERE name = $1", [RECURRING_QUEUE])
        ).some((job) => job.state === "completed"),
      15_000,
      "job completed",
    );
    const rows = await db.query<{ date: string }>("SELECT date::text AS date FROM transactions");
    expect(rows).toEqual([{ date: "2026-12-05" }]);
  });
});
