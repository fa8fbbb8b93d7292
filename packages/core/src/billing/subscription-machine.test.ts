import { describe, expect, it } from "vitest";
import { addMonthsToInstant } from "../calendar/months.ts";
import {
  accessUntil,
  type BillingEvent,
  foldSubscription,
  guaranteeEndsAt,
  hasAccess,
  withinGuarantee,
} from "./subscription-machine.ts";

const at = (iso: string) => Date.parse(iso);
let seq = 0;
const ev = (kind: BillingEvent["kind"], iso: string, extra: Partial<BillingEvent> = {}): BillingEvent => ({
  id: `e${++seq}`,
  kind,
  occurredAt: at(iso),
  transaction: "HP1",
  plan: "monthly",
  ...extra,
});

describe("addMonthsToInstant", () => {
  it("clamps the day to the end of a shorter month", () => {
    expect(addMonthsToInstant(at("2026-01-31T12:00:00Z"), 1)).toBe(at("2026-02-28T12:00:00Z"));
    expect(addMonthsToInstant(at("2028-01-31T12:00:00Z"), 1)).toBe(at("2028-02-29T12:00:00Z"));
    expect(addMonthsToInstant(at("2026-11-15T08:00:00Z"), 3)).toBe(at("2027-02-15T08:00:00Z"));
  });
});

describe("foldSubscription", () => {
  it("is pending with no access before any payment", () => {
    const s = foldSubscription([]);
    expect(s.status).toBe("pending");
    expect(hasAccess(s, at("2026-11-01T00:00:00Z"))).toBe(false);
  });

  it("activates on approval for the plan's months", () => {
    const s = foldSubscription([ev("approved", "2026-11-10T15:00:00Z", { plan: "quarterly" })]);
    expect(s).toMatchObject({ status: "active", plan: "quarterly", startedAt: at("2026-11-10T15:00:00Z") });
    expect(s.periodEnd).toBe(at("2027-02-10T15:00:00Z"));
    expect(hasAccess(s, at("2027-02-10T14:59:59Z"))).toBe(true);
    expect(hasAccess(s, at("2027-02-10T15:00:00Z"))).toBe(false);
  });

  it("uses the platform's next charge date when it gives one", () => {
    const paidUntil = at("2026-12-12T00:00:00Z");
    const s = foldSubscription([ev("approved", "2026-11-10T15:00:00Z", { paidUntil })]);
    expect(s.periodEnd).toBe(paidUntil);
  });

  it("extends from the end of the paid period on renewal, also when renewed early", () => {
    const s = foldSubscription([
      ev("approved", "2026-11-10T15:00:00Z"),
      ev("renewed", "2026-12-08T15:00:00Z", { transaction: "HP2" }),
    ]);
    expect(s.periodEnd).toBe(at("2027-01-10T15:00:00Z"));
    expect(s.startedAt).toBe(at("2026-11-10T15:00:00Z"));
  });

  it("extends once when the same payment is reported twice", () => {
    const s = foldSubscription([
      ev("approved", "2026-11-10T15:00:00Z"),
      ev("approved", "2026-11-10T15:00:05Z"),
    ]);
    expect(s.periodEnd).toBe(at("2026-12-10T15:00:00Z"));
  });

  it("keeps access until the period ends after a cancellation", () => {
    const s = foldSubscription([
      ev("approved", "2026-11-10T15:00:00Z"),
      ev("cancelled", "2026-11-20T09:00:00Z"),
    ]);
    expect(s.status).toBe("cancelled");
    expect(s.cancelledAt).toBe(at("2026-11-20T09:00:00Z"));
    expect(hasAccess(s, at("2026-12-09T00:00:00Z"))).toBe(true);
    expect(hasAccess(s, at("2026-12-10T15:00:00Z"))).toBe(false);
  });

  it.each(["refunded", "chargeback"] as const)("ends access at once on %s", (kind) => {
    const s = foldSubscription([ev("approved", "2026-11-10T15:00:00Z"), ev(kind, "2026-11-12T10:00:00Z")]);
    expect(s.status).toBe(kind);
    expect(s.endedAt).toBe(at("2026-11-12T10:00:00Z"));
    expect(accessUntil(s)).toBeNull();
    expect(hasAccess(s, at("2026-11-12T10:00:01Z"))).toBe(false);
  });

  it("does not reactivate on a late approval of a refunded payment, in any arrival order", () => {
    const approved = ev("approved", "2026-11-10T15:00:00Z");
    const refunded = ev("refunded", "2026-11-12T10:00:00Z");
    // The platform re-sends the approval of the same payment after the refund.
    const resent = ev("approved", "2026-11-13T10:00:00Z");
    for (const order of [
      [approved, refunded, resent],
      [refunded, approved, resent],
      [resent, refunded, approved],
      [refunded, resent, approved],
    ]) {
      expect(foldSubscription(order).status).toBe("refunded");
    }
  });

  it("reactivates on a new payment after a refund", () => {
    const s = foldSubscription([
      ev("approved", "2026-11-10T15:00:00Z"),
      ev("refunded", "2026-11-12T10:00:00Z"),
      ev("approved", "2026-12-01T10:00:00Z", { transaction: "HP9", plan: "annual" }),
    ]);
    expect(s).toMatchObject({ status: "active", plan: "annual", startedAt: at("2026-12-01T10:00:00Z") });
  });

  it("applies events by when they happened, not by arrival", () => {
    const cancelled = ev("cancelled", "2026-11-20T09:00:00Z");
    const approved = ev("approved", "2026-11-10T15:00:00Z");
    expect(foldSubscription([cancelled, approved]).status).toBe("cancelled");
  });

  it("puts a payment before its reversal at the same instant", () => {
    const t = "2026-11-10T15:00:00Z";
    expect(foldSubscription([ev("chargeback", t), ev("approved", t)]).status).toBe("chargeback");
  });

  it("goes past due on a late charge with a grace period, and back to active when paid", () => {
    const late = foldSubscription([
      ev("approved", "2026-11-10T15:00:00Z"),
      ev("late", "2026-12-10T16:00:00Z", { transaction: "HP2" }),
    ]);
    expect(late.status).toBe("past_due");
    expect(hasAccess(late, at("2026-12-12T00:00:00Z"))).toBe(true);
    expect(hasAccess(late, at("2026-12-13T16:00:00Z"))).toBe(false);
    const paid = foldSubscription([
      ev("approved", "2026-11-10T15:00:00Z"),
      ev("late", "2026-12-10T16:00:00Z", { transaction: "HP2" }),
      ev("renewed", "2026-12-11T16:00:00Z", { transaction: "HP2" }),
    ]);
    expect(paid.status).toBe("active");
    expect(paid.periodEnd).toBe(at("2027-01-10T15:00:00Z"));
  });

  it("switches plan and keeps the paid period", () => {
    const s = foldSubscription([
      ev("approved", "2026-11-10T15:00:00Z"),
      ev("plan_switched", "2026-11-15T15:00:00Z", { plan: "annual", transaction: null }),
    ]);
    expect(s).toMatchObject({ status: "active", plan: "annual", periodEnd: at("2026-12-10T15:00:00Z") });
  });

  it("starts a trial that an approval turns into a paid period", () => {
    const trial = foldSubscription([ev("trial_started", "2026-11-01T12:00:00Z", { transaction: null })]);
    expect(trial.status).toBe("trial");
    expect(trial.periodEnd).toBe(at("2026-11-08T12:00:00Z"));
    const paid = foldSubscription([
      ev("trial_started", "2026-11-01T12:00:00Z", { transaction: null }),
      ev("approved", "2026-11-08T12:00:00Z"),
    ]);
    expect(paid).toMatchObject({ status: "active", periodEnd: at("2026-12-08T12:00:00Z") });
  });

  it("ignores an approval whose plan is unknown", () => {
    expect(foldSubscription([ev("approved", "2026-11-10T15:00:00Z", { plan: null })]).status).toBe("pending");
  });
});

describe("guarantee", () => {
  it("lasts 7 days on monthly and 30 on annual and business annual, from the first payment", () => {
    const start = "2026-11-10T15:00:00Z";
    const monthly = foldSubscription([ev("approved", start)]);
    expect(guaranteeEndsAt(monthly)).toBe(at("2026-11-17T15:00:00Z"));
    expect(withinGuarantee(monthly, at("2026-11-17T15:00:00Z"))).toBe(true);
    expect(withinGuarantee(monthly, at("2026-11-17T15:00:01Z"))).toBe(false);
    for (const plan of ["annual", "business_annual"] as const) {
      expect(guaranteeEndsAt(foldSubscription([ev("approved", start, { plan })]))).toBe(
        at("2026-12-10T15:00:00Z"),
      );
    }
    expect(guaranteeEndsAt(foldSubscription([ev("approved", start, { plan: "business_quarterly" })]))).toBe(
      at("2026-11-17T15:00:00Z"),
    );
  });

  it("does not restart on renewal", () => {
    const s = foldSubscription([
      ev("approved", "2026-11-10T15:00:00Z"),
      ev("renewed", "2026-12-10T15:00:00Z", { transaction: "HP2" }),
    ]);
    expect(withinGuarantee(s, at("2026-12-11T00:00:00Z"))).toBe(false);
  });
});
