import type { PlanCode } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type AccessMode, personAccess } from "./person-access.ts";

/** Every plan the person holds with access at `now`, or "open" on a free instance (ACCESS_MODE=open). */
export type AccessPlans = (tx: SqlRunner, userId: number, now: Date) => Promise<readonly PlanCode[] | "open">;

/** The plans billing says a person holds, looked up by their account's phone. */
export function subscriptionAccessPlans(mode: AccessMode): AccessPlans {
  return async (tx, userId, now) => {
    if (mode === "open") return "open";
    const rows = await tx.query<{ phone: string }>("SELECT phone FROM users WHERE id = $1", [userId]);
    const phone = rows[0]?.phone;
    if (!phone) return [];
    const access = await personAccess(tx, { phone, now, mode });
    return access.allowed ? access.plans : [];
  };
}
