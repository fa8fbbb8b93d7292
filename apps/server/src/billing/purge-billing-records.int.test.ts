import { testEngines, useTestDb } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { ensureUser } from "../books/ensure-user.ts";
import { purgeBillingRecords } from "./purge-billing-records.ts";

const NOW = new Date("2031-06-01T12:00:00Z");

describe.each(testEngines())("purging billing records past five years (%s)", (engine) => {
  const db = useTestDb(engine);

  it("deletes only unlinked sales whose last event is over five years old, events with them", async () => {
    const user = await db.transaction((tx) => ensureUser(tx, "+5511999990001"));
    const sale = async (external: string, userId: number | null, lastEvent: string) => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO subscriptions (provider, external_id, user_id, phone, status, last_event_at)
         VALUES ('hotmart', $1, $2, '+5511988887777', 'cancelled', $3) RETURNING id`,
        [external, userId, lastEvent],
      );
      await db.query(
        `INSERT INTO subscription_events (provider, event_id, subscription_id, event_type, occurred_at, outcome, payload)
         VALUES ('hotmart', $1, $2, 'PURCHASE_CANCELED', $3, 'applied', '{}'::jsonb)`,
        [`EV-${external}`, row?.id, lastEvent],
      );
    };
    await sale("OLD-ERASED", null, "2026-05-31T12:00:00Z");
    await sale("RECENT-ERASED", null, "2026-06-02T12:00:00Z");
    await sale("OLD-ACCOUNT", user.id, "2020-01-01T12:00:00Z");

    expect(await purgeBillingRecords(db, NOW)).toBe(1);
    const left = await db.query<{ external_id: string }>(
      "SELECT external_id FROM subscriptions ORDER BY external_id",
    );
    expect(left.map((r) => r.external_id)).toEqual(["OLD-ACCOUNT", "RECENT-ERASED"]);
    const events = await db.query<{ event_id: string }>(
      "SELECT event_id FROM subscription_events ORDER BY event_id",
    );
    expect(events.map((r) => r.event_id)).toEqual(["EV-OLD-ACCOUNT", "EV-RECENT-ERASED"]);
  });
});
