import { type Feature, featureGate, type PlanCode, replyFeatureLocked } from "@tostao/core";

/** The plans a chat message is answered under, and where to change them. */
export interface ChatAccess {
  /** Every plan the person holds now ("open": an instance where everything is allowed). */
  plans: readonly PlanCode[] | "open";
  plansUrl: string;
}

/**
 * The chat's answer when the person's plans do not include `feature` (what it does, which plans
 * have it, their own plan and the link to change), or null when they do.
 */
export function featureLockedReply(access: ChatAccess, feature: Feature): string | null {
  const gate = featureGate(access.plans, feature);
  if (gate.allowed) return null;
  return replyFeatureLocked(gate, access.plansUrl, access.plans === "open" ? [] : access.plans);
}
