import { type SubscriptionStatus, type SubscriptionView, subscriptionView } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/**
 * The subscription Conta tells the person about: the one giving access now (latest first), else
 * the latest they ever had; matched by account or, for a sale not yet linked, by phone.
 */
export async function personSubscription(
  db: SqlRunner,
  input: { userId: number; now: Date },
): Promise<SubscriptionView | null> {
  const [row] = await db.query<{
    provider: string;
    plan: string | null;
    status: SubscriptionStatus;
    started_at: Date | null;
    period_end: Date | null;
    cancelled_at: Date | null;
    ended_at: Date | null;
  }>(
    `SELECT provider, plan, status, started_at, period_end, cancelled_at, ended_at FROM subscriptions
     WHERE status <> 'pending'
       AND (user_id = $1 OR phone = (SELECT phone FROM users WHERE id = $1))
     ORDER BY (status IN ('trial', 'active', 'past_due', 'cancelled') AND period_end > $2) DESC,
       coalesce(last_event_at, created_at) DESC
     LIMIT 1`,
    [input.userId, input.now],
  );
  if (!row) return null;
  const date = (value: Date | null) => (value === null ? null : new Date(value));
  return subscriptionView(
    {
      provider: row.provider,
      plan: row.plan,
      status: row.status,
      startedAt: date(row.started_at),
      periodEnd: date(row.period_end),
      cancelledAt: date(row.cancelled_at),
      endedAt: date(row.ended_at),
    },
    input.now,
  );
}
