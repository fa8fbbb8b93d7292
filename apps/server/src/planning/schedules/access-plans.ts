import { isPlanCode, type PlanCode } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/** Every plan the person holds with access right now, or "open" on a free instance (ACCESS_MODE=open). */
export type AccessPlans = (tx: SqlRunner, userId: number) => Promise<readonly PlanCode[] | "open">;

/**
 * Plans from the person's subscriptions that still give access (trial, active, or past due within
 * the platform's retry window).
 */
export function subscriptionAccessPlans(accessMode: "open" | "paid"): AccessPlans {
  return async (tx, userId) => {
    if (accessMode === "open") return "open";
    const rows = await tx.query<{ plan: string }>(
      `SELECT DISTINCT plan FROM subscriptions
       WHERE user_id = $1 AND plan IS NOT NULL AND status IN ('trial', 'active', 'past_due')`,
      [userId],
    );
    return rows.map((r) => r.plan).filter(isPlanCode);
  };
}
