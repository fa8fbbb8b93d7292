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
 * The person is named by their account, their phone and/or their WhatsApp BSUID (someone known
 * only by a BSUID holds what their account, once linked to the checkout's phone, holds).
 */
export async function personAccess(
  tx: SqlRunner,
  input: {
    userId?: number | null;
    phone: string | null;
    waUserId?: string | null;
    now: Date;
    mode: AccessMode;
  },
): Promise<PersonAccess> {
  if (input.mode === "open") return { allowed: true, plans: "open" };
  const rows = await tx.query<{ plan: PlanCode | null; status: SubscriptionStatus; period_end: Date | null }>(
    `WITH person AS (
       SELECT id, phone FROM users WHERE id = $1 OR phone = $2 OR wa_user_id = $3
       UNION SELECT u.id, u.phone FROM wa_user_id_history h JOIN users u ON u.id = h.user_id WHERE h.wa_user_id = $3)
     SELECT s.plan, s.status, s.period_end FROM subscriptions s
     WHERE s.phone = $2 OR s.user_id IN (SELECT id FROM person) OR s.phone IN (SELECT phone FROM person)`,
    [input.userId ?? null, input.phone, input.waUserId ?? null],
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
