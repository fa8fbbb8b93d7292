import { accessUntil, type PlanCode, type SubscriptionStatus } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

export type AccessMode = "open" | "paid";

/** Who may use the assistant and where to send those who may not. */
export interface AccessPolicy {
  mode: AccessMode;
  plansUrl: string;
  trialUrl: string;
}

export type PersonAccess = { allowed: true; plans: readonly PlanCode[] | "open" } | { allowed: false };

/**
 * What a person may use at `now`: everything on an open instance; on a paid one, the plans of
 * their subscriptions that still give access (by account, or by the phone given at checkout).
 */
export async function personAccess(
  tx: SqlRunner,
  input: { phone: string; now: Date; mode: AccessMode },
): Promise<PersonAccess> {
  if (input.mode === "open") return { allowed: true, plans: "open" };
  const rows = await tx.query<{ plan: PlanCode | null; status: SubscriptionStatus; period_end: Date | null }>(
    `SELECT s.plan, s.status, s.period_end FROM subscriptions s
     WHERE s.phone = $1 OR s.user_id = (SELECT id FROM users WHERE phone = $1)`,
    [input.phone],
  );
  const plans = new Set<PlanCode>();
  for (const row of rows) {
    if (row.plan === null) continue;
    const until = accessUntil({
      status: row.status,
      plan: row.plan,
      startedAt: null,
      periodEnd: row.period_end?.getTime() ?? null,
      cancelledAt: null,
      endedAt: null,
      lastEventAt: null,
      paidTransactions: [],
      reversedTransactions: [],
    });
    if (until !== null && input.now.getTime() < until) plans.add(row.plan);
  }
  return plans.size > 0 ? { allowed: true, plans: [...plans] } : { allowed: false };
}
