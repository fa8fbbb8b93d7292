import {
  estimateMessageCost,
  type MessageCosts,
  type MessagePrices,
  monthlyRevenue,
  type PlanCode,
  saoPauloToday,
  toIso,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

interface Row {
  id: number;
  name: string | null;
  phone: string | null;
  wa_user_id: string | null;
  wa_username: string | null;
  plan: PlanCode | null;
  received: number;
  sent: number;
  marketing: number;
  utility: number;
  authentication: number;
  service: number;
  unpriced: number;
  total: number;
  all_sent: number;
  all_billable: number;
  all_cost: number;
}

// São Paulo has kept UTC−3 all year since 2019: a civil month starts at 03:00 UTC of its first day.
const monthStart = (month: string) => new Date(`${month}-01T00:00:00-03:00`);
function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/**
 * Per person, a São Paulo month of WhatsApp messages: received, sent (taken by WhatsApp), the
 * sent ones Meta's statuses reported billable per pricing category, and the estimated cost at
 * `prices`, beside what their plan brings in; the costliest first.
 */
export async function listMessageCosts(
  tx: SqlRunner,
  input: {
    month?: string;
    page: number;
    pageSize: number;
    now: Date;
    prices: MessagePrices;
    usdToBrl: number;
  },
): Promise<MessageCosts> {
  const month = input.month ?? toIso(saoPauloToday(input.now)).slice(0, 7);
  const { prices } = input;
  const rows = await tx.query<Row>(
    `WITH sent AS (
       SELECT m.user_id, count(*)::int AS sent,
         count(*) FILTER (WHERE m.pricing_billable AND m.pricing_category = 'marketing')::int AS marketing,
         count(*) FILTER (WHERE m.pricing_billable AND m.pricing_category = 'utility')::int AS utility,
         count(*) FILTER (WHERE m.pricing_billable AND m.pricing_category = 'authentication')::int AS authentication,
         count(*) FILTER (WHERE m.pricing_billable AND m.pricing_category = 'service')::int AS service,
         count(*) FILTER (WHERE m.pricing_category IS NULL)::int AS unpriced
       FROM messages m
       WHERE m.direction = 'outbound' AND m.channel = 'whatsapp' AND m.user_id IS NOT NULL
         AND m.status IN ('sent', 'delivered', 'read') AND m.created_at >= $1 AND m.created_at < $2
       GROUP BY m.user_id),
     priced AS (
       SELECT s.*, s.marketing * $5::float8 + s.utility * $6::float8 + s.authentication * $7::float8
         + s.service * $8::float8 AS cost
       FROM sent s)
     SELECT u.id, u.name, u.phone, u.wa_user_id, u.wa_username, sub.plan,
       (SELECT count(*) FROM messages i WHERE i.user_id = u.id AND i.direction = 'inbound'
          AND i.channel = 'whatsapp' AND i.created_at >= $1 AND i.created_at < $2)::int AS received,
       p.sent, p.marketing, p.utility, p.authentication, p.service, p.unpriced,
       count(*) OVER ()::int AS total,
       (sum(p.sent) OVER ())::int AS all_sent,
       (sum(p.marketing + p.utility + p.authentication + p.service) OVER ())::int AS all_billable,
       (sum(p.cost) OVER ())::float8 AS all_cost
     FROM priced p JOIN users u ON u.id = p.user_id
     LEFT JOIN LATERAL (
       SELECT plan FROM subscriptions s WHERE s.user_id = u.id
       ORDER BY s.period_end DESC NULLS LAST, s.id DESC LIMIT 1
     ) sub ON true
     ORDER BY p.cost DESC, p.sent DESC, u.id
     LIMIT $3 OFFSET $4`,
    [
      monthStart(month),
      monthStart(nextMonth(month)),
      input.pageSize,
      (input.page - 1) * input.pageSize,
      prices.marketing,
      prices.utility,
      prices.authentication,
      prices.service,
    ],
  );
  const first = rows[0];
  return {
    month,
    prices,
    usdToBrl: input.usdToBrl,
    totals: {
      sent: first?.all_sent ?? 0,
      billable: first?.all_billable ?? 0,
      estimatedUsd: Math.round((first?.all_cost ?? 0) * 10_000) / 10_000,
    },
    items: rows.map((r) => {
      const billable = {
        marketing: r.marketing,
        utility: r.utility,
        authentication: r.authentication,
        service: r.service,
      };
      const estimatedUsd = estimateMessageCost(billable, prices);
      return {
        userId: Number(r.id),
        name: r.name,
        phone: r.phone,
        whatsappId: r.wa_user_id,
        username: r.wa_username,
        plan: r.plan,
        planMonthlyCents: r.plan ? monthlyRevenue(r.plan) : null,
        received: r.received,
        sent: r.sent,
        billable,
        unpriced: r.unpriced,
        estimatedUsd,
        estimatedCents: Math.round(estimatedUsd * input.usdToBrl * 100),
      };
    }),
    total: first?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
