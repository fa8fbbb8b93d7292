import { addMonthsToInstant } from "../calendar/months.ts";
import { guaranteeDays, type PlanCode, planMonths } from "./plans.ts";

/**
 * What a checkout platform told us, mapped onto one internal vocabulary (integrations §2):
 * every provider adapter produces these, so the rules below exist once.
 */
export const billingEventKinds = [
  "trial_started",
  "approved",
  "renewed",
  "plan_switched",
  "late",
  "completed",
  "cancelled",
  "refunded",
  "chargeback",
] as const;
export type BillingEventKind = (typeof billingEventKinds)[number];

export interface BillingEvent {
  /** The platform's delivery id (stored once). */
  id: string;
  kind: BillingEventKind;
  /** When it happened at the platform, in ms since the epoch (never when it arrived). */
  occurredAt: number;
  /** The payment (order / transaction) it is about, when there is one. */
  transaction: string | null;
  plan: PlanCode | null;
  /** The end of the paid period when the platform says it (next charge date). */
  paidUntil?: number | null;
}

export const subscriptionStatuses = [
  "pending",
  "trial",
  "active",
  "past_due",
  "cancelled",
  "refunded",
  "chargeback",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface SubscriptionState {
  status: SubscriptionStatus;
  plan: PlanCode | null;
  /** First approved payment of the current run (the guarantee counts from here). */
  startedAt: number | null;
  /** Access lasts until here while the subscription is trial, active, past_due or cancelled. */
  periodEnd: number | null;
  cancelledAt: number | null;
  /** When a refund or chargeback ended access. */
  endedAt: number | null;
  /** The latest event applied. */
  lastEventAt: number | null;
  paidTransactions: string[];
  reversedTransactions: string[];
}

const DAY = 24 * 60 * 60 * 1000;
/** Days a trial lasts when the platform does not say. */
export const TRIAL_DAYS = 7;
/** Days a late payment keeps access while the platform retries the charge. */
export const PAST_DUE_GRACE_DAYS = 3;

export const emptySubscription: SubscriptionState = {
  status: "pending",
  plan: null,
  startedAt: null,
  periodEnd: null,
  cancelledAt: null,
  endedAt: null,
  lastEventAt: null,
  paidTransactions: [],
  reversedTransactions: [],
};

// Events at the same instant: a payment comes before what undoes it.
const sameInstantOrder: Record<BillingEventKind, number> = {
  trial_started: 0,
  approved: 1,
  renewed: 2,
  plan_switched: 3,
  late: 4,
  completed: 5,
  cancelled: 6,
  refunded: 7,
  chargeback: 8,
};

/** Events in the order they happened at the platform, whatever order they arrived in. */
export function orderEvents(events: readonly BillingEvent[]): BillingEvent[] {
  return [...events].sort(
    (a, b) =>
      a.occurredAt - b.occurredAt ||
      sameInstantOrder[a.kind] - sameInstantOrder[b.kind] ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

const ended = (s: SubscriptionStatus) => s === "pending" || s === "refunded" || s === "chargeback";

/** Applies one event to a state (events must come in `orderEvents` order). */
export function applyEvent(state: SubscriptionState, event: BillingEvent): SubscriptionState {
  const s: SubscriptionState = { ...state, lastEventAt: Math.max(state.lastEventAt ?? 0, event.occurredAt) };
  const tx = event.transaction;
  switch (event.kind) {
    case "trial_started": {
      if (!ended(s.status)) return s;
      return {
        ...s,
        status: "trial",
        plan: event.plan ?? s.plan,
        periodEnd: event.paidUntil ?? event.occurredAt + TRIAL_DAYS * DAY,
        cancelledAt: null,
        endedAt: null,
      };
    }
    case "approved":
    case "renewed": {
      // A payment that was refunded or charged back never grants access again, however late
      // its approval arrives; the same payment reported twice extends the period once.
      if (tx !== null && (s.reversedTransactions.includes(tx) || s.paidTransactions.includes(tx))) return s;
      const plan = event.plan ?? s.plan;
      if (plan === null) return s;
      const restart = ended(s.status) || s.status === "trial" || s.startedAt === null;
      // Renewals continue the paid cycle: early ones add to it, late ones (past due) keep its day.
      const from =
        !restart && s.periodEnd !== null && (s.periodEnd > event.occurredAt || s.status === "past_due")
          ? s.periodEnd
          : event.occurredAt;
      return {
        ...s,
        status: "active",
        plan,
        startedAt: ended(s.status) || s.startedAt === null ? event.occurredAt : s.startedAt,
        periodEnd: event.paidUntil ?? addMonthsToInstant(from, planMonths(plan)),
        cancelledAt: null,
        endedAt: null,
        paidTransactions: tx === null ? s.paidTransactions : [...s.paidTransactions, tx],
      };
    }
    case "plan_switched":
      if (event.plan === null || ended(s.status)) return s;
      return { ...s, plan: event.plan, periodEnd: event.paidUntil ?? s.periodEnd };
    case "late":
      return s.status === "active" || s.status === "trial" ? { ...s, status: "past_due" } : s;
    case "completed":
      return s;
    case "cancelled":
      if (s.status === "active" || s.status === "past_due" || s.status === "trial") {
        return { ...s, status: "cancelled", cancelledAt: event.occurredAt };
      }
      return s;
    case "refunded":
    case "chargeback":
      return {
        ...s,
        status: event.kind,
        endedAt: event.occurredAt,
        reversedTransactions:
          tx === null || s.reversedTransactions.includes(tx)
            ? s.reversedTransactions
            : [...s.reversedTransactions, tx],
      };
  }
}

/**
 * The state a subscription is in after all its events, applied in the order they happened:
 * a late "approved" delivered after its "refunded" changes nothing.
 */
export function foldSubscription(events: readonly BillingEvent[]): SubscriptionState {
  return orderEvents(events).reduce(applyEvent, emptySubscription);
}

/** Until when the subscription gives access (null: no access at all). */
export function accessUntil(state: SubscriptionState): number | null {
  if (state.periodEnd === null) return null;
  switch (state.status) {
    case "trial":
    case "active":
    case "cancelled":
      return state.periodEnd;
    case "past_due":
      return state.periodEnd + PAST_DUE_GRACE_DAYS * DAY;
    default:
      return null;
  }
}

/** Whether the person may use the assistant at `now`. */
export function hasAccess(state: SubscriptionState, now: number): boolean {
  const until = accessUntil(state);
  return until !== null && now < until;
}

/** When the plan's full-refund guarantee ends (7 or 30 days after the first payment). */
export function guaranteeEndsAt(state: SubscriptionState): number | null {
  if (state.startedAt === null || state.plan === null) return null;
  return state.startedAt + guaranteeDays(state.plan) * DAY;
}

/** Whether a refund asked for at `now` falls within the plan's guarantee. */
export function withinGuarantee(state: SubscriptionState, now: number): boolean {
  const end = guaranteeEndsAt(state);
  return end !== null && now <= end && !ended(state.status);
}
