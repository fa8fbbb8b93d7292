import type { CommissionTier } from "../affiliates/commission.ts";

export interface TierThresholds {
  /** Approved sales from which an affiliate earns the veteran rate. */
  veteranSales: number;
  /** Approved sales from which an affiliate earns the elite rate. */
  eliteSales: number;
}

/**
 * The commission tier an affiliate has reached with `sales` approved (not refunded) sales.
 * @example affiliateTier(12, { veteranSales: 10, eliteSales: 50 }) // "veteran"
 */
export function affiliateTier(sales: number, thresholds: TierThresholds): CommissionTier {
  if (sales >= thresholds.eliteSales) return "elite";
  if (sales >= thresholds.veteranSales) return "veteran";
  return "standard";
}
