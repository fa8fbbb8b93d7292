import type { PlanCode } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type AccessMode, personAccess } from "./person-access.ts";

/** Every plan the person holds with access at `now`, or "open" on a free instance (ACCESS_MODE=open). */
export type AccessPlans = (tx: SqlRunner, userId: number, now: Date) => Promise<readonly PlanCode[] | "open">;

/** The plans billing says a person holds, looked up by their account (and its phone). */
export function subscriptionAccessPlans(mode: AccessMode): AccessPlans {
  return async (tx, userId, now) => {
    if (mode === "open") return "open";
    const access = await personAccess(tx, { userId, phone: null, now, mode });
    return access.allowed ? access.plans : [];
  };
}
