import { guaranteeDays, isPlanCode, planTitle } from "./plans.ts";
import { checkoutPlatform } from "./platforms.ts";
import {
  accessUntil,
  guaranteeEndsAt,
  type SubscriptionState,
  type SubscriptionStatus,
  withinGuarantee,
} from "./subscription-machine.ts";

/** A subscription as the person's Conta page shows it (times in ISO 8601). */
export interface SubscriptionView {
  plan: string | null;
  status: SubscriptionStatus;
  platform: string;
  buyerAreaUrl: string | null;
  refundUrl: string | null;
  startedAt: string | null;
  /** The next automatic charge: only while active and not cancelled. */
  nextChargeAt: string | null;
  /** The last moment of access when it will not renew (cancelled, late payment). */
  accessUntil: string | null;
  /** When a refund or chargeback ended it. */
  endedAt: string | null;
  guaranteeDays: number | null;
  guaranteeEndsAt: string | null;
  withinGuarantee: boolean;
}

/** The stored columns a view is made of (the subscriptions table, times as instants). */
export interface StoredSubscription {
  provider: string;
  plan: string | null;
  status: SubscriptionStatus;
  startedAt: Date | null;
  periodEnd: Date | null;
  cancelledAt: Date | null;
  endedAt: Date | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const ms = (date: Date | null) => (date === null ? null : date.getTime());

/**
 * What the person should know about their subscription at `now`: the plan, whether and when it
 * charges again or ends, and the refund guarantee, with where to act on it.
 */
export function subscriptionView(stored: StoredSubscription, now: Date): SubscriptionView {
  const plan = stored.plan !== null && isPlanCode(stored.plan) ? stored.plan : null;
  const state: SubscriptionState = {
    status: stored.status,
    plan,
    startedAt: ms(stored.startedAt),
    periodEnd: ms(stored.periodEnd),
    cancelledAt: ms(stored.cancelledAt),
    endedAt: ms(stored.endedAt),
    lastEventAt: null,
    paidTransactions: [],
    reversedTransactions: [],
  };
  const renews = (state.status === "active" || state.status === "trial") && state.cancelledAt === null;
  const platform = checkoutPlatform(stored.provider);
  return {
    plan: plan ? planTitle(plan) : stored.plan,
    status: state.status,
    platform: platform.name,
    buyerAreaUrl: platform.buyerAreaUrl,
    refundUrl: platform.refundUrl,
    startedAt: iso(state.startedAt),
    nextChargeAt: renews ? iso(state.periodEnd) : null,
    accessUntil: renews ? null : iso(accessUntil(state)),
    endedAt: iso(state.endedAt),
    guaranteeDays: plan ? guaranteeDays(plan) : null,
    guaranteeEndsAt: iso(guaranteeEndsAt(state)),
    withinGuarantee: withinGuarantee(state, now.getTime()),
  };
}
