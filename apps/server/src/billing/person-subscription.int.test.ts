import { testEngines } from "@tostao/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { useMeTestApp } from "../dashboard/testing.ts";

// The test app's clock: 2026-03-15 12:00 in São Paulo.
describe.each(testEngines())("the plan on Conta (GET /api/me/plan) on %s", (engine) => {
  const t = useMeTestApp(engine);
  let ana: number;
  let bia: number;

  beforeAll(async () => {
    ana = await t.person("+5511999990001");
    bia = await t.person("+5511999990002");
    // An old refunded sale and the running one, bought before the account was linked (by phone).
    await t.db.query(
      `INSERT INTO subscriptions (provider, external_id, user_id, phone, plan, status, started_at, period_end, ended_at, last_event_at)
       VALUES ('kiwify', 'OLD', $1, NULL, 'monthly', 'refunded', '2025-01-01T12:00:00Z', '2025-02-01T12:00:00Z', '2025-01-03T12:00:00Z', '2025-01-03T12:00:00Z'),
              ('hotmart', 'NOW', NULL, '+5511999990001', 'annual', 'active', '2026-03-01T12:00:00Z', '2027-03-01T12:00:00Z', NULL, '2026-03-01T12:00:00Z')`,
      [ana],
    );
  });

  it("tells the plan, the next charge and the guarantee with the platform's links", async () => {
    const res = await t.as(ana, "/api/me/plan");
    const { subscription } = (await res.json()) as { subscription: Record<string, unknown> };
    expect(subscription).toEqual({
      plan: "Plano Anual",
      status: "active",
      platform: "Hotmart",
      buyerAreaUrl: "https://consumer.hotmart.com/",
      refundUrl: "https://refund.hotmart.com/",
      startedAt: "2026-03-01T12:00:00.000Z",
      nextChargeAt: "2027-03-01T12:00:00.000Z",
      accessUntil: null,
      endedAt: null,
      guaranteeDays: 30,
      guaranteeEndsAt: "2026-03-31T12:00:00.000Z",
      withinGuarantee: true,
    });
  });

  it("says nothing of a subscription to someone who has none", async () => {
    const res = await t.as(bia, "/api/me/plan");
    expect(((await res.json()) as { subscription: unknown }).subscription).toBeNull();
  });
});
