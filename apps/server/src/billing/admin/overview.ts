import {
  addDays,
  type BillingOverview,
  monthlyRevenue,
  type PlanCode,
  planCodes,
  planTitle,
  saoPauloToday,
  toIso,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

// São Paulo has kept UTC−3 all year since 2019: a civil date starts at 03:00 UTC.
const startOf = (iso: string) => new Date(`${iso}T00:00:00-03:00`);

/**
 * What the owner checks every morning: who has access and pays, this month's new, cancelled and
 * refunded subscriptions, MRR (upfront prices spread by month, trials and cancelled ones left
 * out), today's messages and the deliveries that failed, plus 30 days of daily movement.
 */
export async function billingOverview(tx: SqlRunner, input: { now: Date }): Promise<BillingOverview> {
  const today = saoPauloToday(input.now);
  const todayIso = toIso(today);
  const monthIso = `${todayIso.slice(0, 7)}-01`;
  const firstDay = addDays(today, -29);
  const [counts] = await tx.query<Record<string, number>>(
    `SELECT
       count(*) FILTER (WHERE status IN ('active', 'past_due') AND period_end > $1)::int AS active,
       count(*) FILTER (WHERE status = 'trial' AND period_end > $1)::int AS trials,
       count(*) FILTER (WHERE started_at >= $2)::int AS new,
       count(*) FILTER (WHERE status = 'cancelled' AND cancelled_at >= $2)::int AS cancelled,
       count(*) FILTER (WHERE status = 'refunded' AND ended_at >= $2)::int AS refunded,
       count(*) FILTER (WHERE status = 'chargeback' AND ended_at >= $2)::int AS chargebacks
     FROM subscriptions`,
    [input.now, startOf(monthIso)],
  );
  const plans = await tx.query<{ plan: PlanCode; n: number }>(
    `SELECT plan, count(*)::int AS n FROM subscriptions
     WHERE status IN ('active', 'past_due') AND period_end > $1 AND plan IS NOT NULL GROUP BY plan`,
    [input.now],
  );
  const [messages] = await tx.query<{ today: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE direction = 'inbound' AND created_at >= $1)::int AS today,
       count(*) FILTER (WHERE direction = 'outbound' AND status = 'failed')::int AS failed
     FROM messages WHERE created_at >= $1 OR status = 'failed'`,
    [startOf(todayIso)],
  );
  const daily = await tx.query<{ day: string; subs: number; cancels: number; msgs: number }>(
    `WITH days AS (
       SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d
     )
     SELECT days.day::text AS day,
       (SELECT count(*) FROM subscriptions s WHERE (s.started_at - interval '3 hours')::date = days.day)::int AS subs,
       (SELECT count(*) FROM subscriptions s WHERE s.status = 'cancelled'
          AND (s.cancelled_at - interval '3 hours')::date = days.day)::int AS cancels,
       (SELECT count(*) FROM messages m WHERE m.direction = 'inbound'
          AND m.created_at >= days.day + interval '3 hours' AND m.created_at < days.day + interval '27 hours')::int AS msgs
     FROM days ORDER BY days.day`,
    [toIso(firstDay), todayIso],
  );
  const byPlan = planCodes.map((plan) => {
    const active = plans.find((p) => p.plan === plan)?.n ?? 0;
    return { plan, title: planTitle(plan), active, mrrCents: active * monthlyRevenue(plan) };
  });
  return {
    asOf: input.now.toISOString(),
    month: todayIso.slice(0, 7),
    activeSubscribers: counts?.active ?? 0,
    trials: counts?.trials ?? 0,
    newThisMonth: counts?.new ?? 0,
    cancelledThisMonth: counts?.cancelled ?? 0,
    refundedThisMonth: counts?.refunded ?? 0,
    chargebacksThisMonth: counts?.chargebacks ?? 0,
    mrrCents: byPlan.reduce((sum, p) => sum + p.mrrCents, 0),
    messagesToday: messages?.today ?? 0,
    failedDeliveries: messages?.failed ?? 0,
    byPlan,
    daily: daily.map((d) => ({
      date: d.day,
      newSubscriptions: d.subs,
      cancellations: d.cancels,
      messages: d.msgs,
    })),
  };
}
