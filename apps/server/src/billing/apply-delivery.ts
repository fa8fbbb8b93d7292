import {
  type BillingEvent,
  type BillingEventKind,
  type BillingProvider,
  foldSubscription,
  hasAccess,
  normalizePhone,
  type PlanCode,
  type PlanProducts,
  planForPurchase,
  type SubscriptionState,
  type SubscriptionStatus,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { ensureUser } from "../books/ensure-user.ts";
import type { BillingNotifier } from "./notifier.ts";
import type { CheckoutDelivery } from "./providers/provider.ts";

export interface ApplyDeliveryInput {
  provider: BillingProvider;
  delivery: CheckoutDelivery;
  /** The body as received, kept for the operator. */
  payload: unknown;
  planProducts: PlanProducts;
  notifier: BillingNotifier;
  now: Date;
}

export type ApplyDeliveryResult =
  | { outcome: "duplicate" }
  | { outcome: "ignored"; note: string }
  | {
      outcome: "applied";
      subscriptionId: number;
      status: SubscriptionStatus;
      userId: number | null;
      welcomed: boolean;
      toldAccessEnded: boolean;
    };

interface SubscriptionRow {
  id: number;
  user_id: number | null;
  phone: string | null;
  buyer_name: string | null;
  status: SubscriptionStatus;
  plan: PlanCode | null;
  period_end: Date | null;
  welcomed_at: Date | null;
  end_notified_at: Date | null;
}

interface EventRow {
  event_id: string;
  kind: BillingEventKind;
  occurred_at: Date;
  transaction: string | null;
  plan: PlanCode | null;
  paid_until: Date | null;
}

const ms = (d: Date | null) => (d === null ? null : d.getTime());

function rowState(row: SubscriptionRow): SubscriptionState {
  return {
    status: row.status,
    plan: row.plan,
    startedAt: null,
    periodEnd: ms(row.period_end),
    cancelledAt: null,
    endedAt: null,
    lastEventAt: null,
    paidTransactions: [],
    reversedTransactions: [],
  };
}

async function storeEvent(
  tx: SqlRunner,
  input: ApplyDeliveryInput,
  subscriptionId: number | null,
  plan: PlanCode | null,
  outcome: "applied" | "ignored",
  note: string | null,
): Promise<boolean> {
  const d = input.delivery;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO subscription_events (provider, event_id, subscription_id, event_type, kind, occurred_at,
       transaction, plan, paid_until, amount_centavos, affiliate_code, affiliate_name, commission_centavos,
       outcome, note, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    [
      input.provider,
      d.eventId,
      subscriptionId,
      d.eventType,
      d.kind,
      d.occurredAt,
      d.transaction,
      plan,
      d.paidUntil,
      d.amountCentavos,
      d.affiliate?.code ?? null,
      d.affiliate?.name ?? null,
      d.affiliate?.commissionCentavos ?? null,
      outcome,
      note,
      JSON.stringify(input.payload),
    ],
  );
  return rows.length > 0;
}

/**
 * Stores one checkout delivery once and brings its subscription to the state all its events
 * give, in the order they happened. On gaining access the buyer's account is created (or found)
 * by phone and welcomed once; on a refund or chargeback that ends access they are told.
 * The subscription row is locked first, so deliveries of one subscription apply one at a time.
 */
export async function applyDelivery(tx: SqlRunner, input: ApplyDeliveryInput): Promise<ApplyDeliveryResult> {
  const { delivery: d, provider, now } = input;
  const plan = planForPurchase(input.planProducts, provider, d.productCodes);
  const existing = await tx.query<{ id: number }>(
    "SELECT id FROM subscriptions WHERE provider = $1 AND external_id = $2",
    [provider, d.subscriptionKey],
  );
  const knownId = existing[0]?.id ?? null;

  const ignore = async (note: string): Promise<ApplyDeliveryResult> =>
    (await storeEvent(tx, input, knownId, plan, "ignored", note))
      ? { outcome: "ignored", note }
      : { outcome: "duplicate" };
  if (d.kind === null) return ignore("evento sem efeito no acesso");
  if (plan === null && knownId === null) {
    return ignore(`produto não mapeado em PLAN_PRODUCTS (${d.productCodes.join(", ") || "sem código"})`);
  }

  const buyerPhone = d.buyer.phone ? normalizePhone(d.buyer.phone) : null;
  const phone = buyerPhone?.ok ? buyerPhone.value : null;
  const locked = await tx.query<SubscriptionRow>(
    `INSERT INTO subscriptions (provider, external_id, phone, buyer_name, buyer_email)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, external_id) DO UPDATE SET
       phone = COALESCE(subscriptions.phone, EXCLUDED.phone),
       buyer_name = COALESCE(subscriptions.buyer_name, EXCLUDED.buyer_name),
       buyer_email = COALESCE(subscriptions.buyer_email, EXCLUDED.buyer_email)
     RETURNING id, user_id, phone, buyer_name, status, plan, period_end, welcomed_at, end_notified_at`,
    [provider, d.subscriptionKey, phone, d.buyer.name, d.buyer.email],
  );
  const sub = locked[0];
  if (!sub) throw new Error("subscription upsert returned nothing");
  if (!(await storeEvent(tx, input, sub.id, plan, "applied", null))) return { outcome: "duplicate" };

  const events = await tx.query<EventRow>(
    `SELECT event_id, kind, occurred_at, transaction, plan, paid_until FROM subscription_events
     WHERE subscription_id = $1 AND outcome = 'applied'`,
    [sub.id],
  );
  const state = foldSubscription(
    events.map(
      (e): BillingEvent => ({
        id: e.event_id,
        kind: e.kind,
        occurredAt: e.occurred_at.getTime(),
        transaction: e.transaction,
        plan: e.plan,
        paidUntil: ms(e.paid_until),
      }),
    ),
  );
  const before = hasAccess(rowState(sub), now.getTime());
  const after = hasAccess(state, now.getTime());

  let userId = sub.user_id;
  if (after && userId === null && sub.phone) {
    userId = (await ensureUser(tx, sub.phone, sub.buyer_name)).id;
  }
  const welcome =
    after && sub.welcomed_at === null && userId !== null && sub.phone !== null && state.plan !== null;
  const ended = state.status === "refunded" || state.status === "chargeback";
  const tellEnded =
    before && !after && ended && userId !== null && sub.phone !== null && sub.end_notified_at === null;

  const date = (v: number | null) => (v === null ? null : new Date(v));
  await tx.query(
    `UPDATE subscriptions SET user_id = $2, plan = $3, status = $4, started_at = $5, period_end = $6,
       cancelled_at = $7, ended_at = $8, last_event_at = $9,
       affiliate_code = COALESCE(affiliate_code, $10), affiliate_name = COALESCE(affiliate_name, $11),
       welcomed_at = CASE WHEN $12 THEN $14 ELSE welcomed_at END,
       end_notified_at = CASE WHEN $13 THEN $14 WHEN $15 THEN NULL ELSE end_notified_at END,
       updated_at = $14
     WHERE id = $1`,
    [
      sub.id,
      userId,
      state.plan,
      state.status,
      date(state.startedAt),
      date(state.periodEnd),
      date(state.cancelledAt),
      date(state.endedAt),
      date(state.lastEventAt),
      d.affiliate?.code ?? null,
      d.affiliate?.name ?? null,
      welcome,
      tellEnded,
      now,
      after,
    ],
  );

  if (welcome && userId !== null && sub.phone !== null && state.plan !== null) {
    await tx.query("UPDATE users SET welcome_template_at = $2 WHERE id = $1", [userId, now]);
    await input.notifier.welcome(tx, { userId, phone: sub.phone, name: sub.buyer_name, plan: state.plan });
  }
  if (tellEnded && userId !== null && sub.phone !== null) {
    await input.notifier.accessEnded(tx, {
      userId,
      phone: sub.phone,
      name: sub.buyer_name,
      reason: state.status === "chargeback" ? "chargeback" : "refunded",
    });
  }
  return {
    outcome: "applied",
    subscriptionId: sub.id,
    status: state.status,
    userId,
    welcomed: welcome,
    toldAccessEnded: tellEnded,
  };
}
