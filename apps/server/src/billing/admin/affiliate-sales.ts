import {
  type AffiliateSales,
  affiliateTier,
  type Centavos,
  centavos,
  commissionFor,
  commissionPercent,
  type TierThresholds,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/**
 * Each affiliate's sales from the checkout webhooks: approved payments whose transaction was
 * not refunded or charged back, the revenue and what the platform reported as commission, and
 * the tier those sales reach (thresholds from config) with what it pays.
 */
export async function affiliateSales(tx: SqlRunner, thresholds: TierThresholds): Promise<AffiliateSales[]> {
  const rows = await tx.query<{
    code: string;
    name: string | null;
    sales: number;
    refunds: number;
    revenue: number;
    commission: number;
  }>(
    `WITH paid AS (
       SELECT e.affiliate_code AS code, e.affiliate_name AS name, e.amount_centavos, e.commission_centavos,
         EXISTS (
           SELECT 1 FROM subscription_events r
           WHERE r.subscription_id = e.subscription_id AND r.transaction = e.transaction
             AND r.outcome = 'applied' AND r.kind IN ('refunded', 'chargeback')
         ) AS reversed
       FROM subscription_events e
       WHERE e.outcome = 'applied' AND e.kind IN ('approved', 'renewed') AND e.affiliate_code IS NOT NULL
     )
     SELECT code, max(name) AS name,
       count(*) FILTER (WHERE NOT reversed)::int AS sales,
       count(*) FILTER (WHERE reversed)::int AS refunds,
       COALESCE(sum(amount_centavos) FILTER (WHERE NOT reversed), 0)::bigint AS revenue,
       COALESCE(sum(commission_centavos) FILTER (WHERE NOT reversed), 0)::bigint AS commission
     FROM paid GROUP BY code ORDER BY sales DESC, code`,
  );
  return rows.map((r) => {
    const tier = affiliateTier(r.sales, thresholds);
    const next =
      tier === "standard" ? thresholds.veteranSales : tier === "veteran" ? thresholds.eliteSales : null;
    const revenue: Centavos = centavos(Number(r.revenue));
    return {
      code: r.code,
      name: r.name,
      sales: r.sales,
      refunds: r.refunds,
      revenueCents: revenue,
      reportedCommissionCents: Number(r.commission),
      tier,
      percent: commissionPercent(tier),
      tierCommissionCents: commissionFor(revenue, tier),
      salesToNextTier: next === null ? null : next - r.sales,
    };
  });
}
