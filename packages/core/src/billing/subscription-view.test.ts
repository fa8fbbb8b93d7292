import { describe, expect, it } from "vitest";
import { subscriptionView } from "./subscription-view.ts";

const started = new Date("2026-03-10T15:00:00Z");
const base = {
  provider: "hotmart",
  plan: "monthly",
  status: "active" as const,
  startedAt: started,
  periodEnd: new Date("2026-04-10T15:00:00Z"),
  cancelledAt: null,
  endedAt: null,
};

describe("subscriptionView", () => {
  it("shows the next charge and the 7-day guarantee of a running monthly plan", () => {
    expect(subscriptionView(base, new Date("2026-03-15T12:00:00Z"))).toEqual({
      plan: "Plano Mensal",
      status: "active",
      platform: "Hotmart",
      buyerAreaUrl: "https://consumer.hotmart.com/",
      refundUrl: "https://refund.hotmart.com/",
      startedAt: "2026-03-10T15:00:00.000Z",
      nextChargeAt: "2026-04-10T15:00:00.000Z",
      accessUntil: null,
      endedAt: null,
      guaranteeDays: 7,
      guaranteeEndsAt: "2026-03-17T15:00:00.000Z",
      withinGuarantee: true,
    });
  });

  it("shows until when a cancelled plan gives access, and no next charge", () => {
    const view = subscriptionView(
      { ...base, status: "cancelled", cancelledAt: new Date("2026-03-20T12:00:00Z") },
      new Date("2026-03-21T12:00:00Z"),
    );
    expect(view).toMatchObject({
      nextChargeAt: null,
      accessUntil: "2026-04-10T15:00:00.000Z",
      withinGuarantee: false,
    });
  });

  it("gives the annual plan its 30 days, and a refunded plan neither charge nor access", () => {
    expect(subscriptionView({ ...base, plan: "annual" }, started)).toMatchObject({
      plan: "Plano Anual",
      guaranteeDays: 30,
      guaranteeEndsAt: "2026-04-09T15:00:00.000Z",
    });
    const refunded = subscriptionView(
      { ...base, status: "refunded", endedAt: new Date("2026-03-12T12:00:00Z") },
      new Date("2026-03-12T13:00:00Z"),
    );
    expect(refunded).toMatchObject({ nextChargeAt: null, accessUntil: null, withinGuarantee: false });
  });

  it("names a platform without a buyer area and leaves its links out", () => {
    expect(subscriptionView({ ...base, provider: "kiwify" }, started)).toMatchObject({
      platform: "Kiwify",
      buyerAreaUrl: null,
      refundUrl: null,
    });
  });
});
