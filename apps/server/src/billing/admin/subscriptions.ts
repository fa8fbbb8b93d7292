import type { AdminSubscription, PlanCode, SubscriptionEventRow, SubscriptionStatus } from "@tostao/core";
import type { SelectedRow, SqlRunner, SubscriptionEventsRow, SubscriptionsRow } from "@tostao/db";

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const COLUMNS = `id, provider, external_id, user_id, phone, buyer_name, buyer_email, plan, status, started_at,
  period_end, cancelled_at, ended_at, affiliate_code, updated_at`;
const EVENT_COLUMNS = `id, provider, event_id, event_type, kind, occurred_at, received_at, transaction, plan,
  amount_centavos, affiliate_code, outcome, note, subscription_id`;
type SubscriptionRow = SelectedRow<
  SubscriptionsRow,
  typeof COLUMNS,
  { plan: PlanCode | null; status: SubscriptionStatus }
>;
type EventRow = SelectedRow<
  SubscriptionEventsRow,
  typeof EVENT_COLUMNS,
  { plan: PlanCode | null; outcome: "applied" | "ignored" }
>;

function toSubscription(r: SubscriptionRow): AdminSubscription {
  return {
    id: r.id,
    provider: r.provider,
    externalId: r.external_id,
    userId: r.user_id,
    phone: r.phone,
    buyerName: r.buyer_name,
    buyerEmail: r.buyer_email,
    plan: r.plan,
    status: r.status,
    startedAt: iso(r.started_at),
    periodEnd: iso(r.period_end),
    cancelledAt: iso(r.cancelled_at),
    endedAt: iso(r.ended_at),
    affiliateCode: r.affiliate_code,
    updatedAt: r.updated_at.toISOString(),
  };
}

function toEvent(r: EventRow): SubscriptionEventRow {
  return {
    id: r.id,
    provider: r.provider,
    eventId: r.event_id,
    eventType: r.event_type,
    kind: r.kind,
    occurredAt: r.occurred_at.toISOString(),
    receivedAt: r.received_at.toISOString(),
    transaction: r.transaction,
    plan: r.plan,
    amountCents: r.amount_centavos,
    affiliateCode: r.affiliate_code,
    outcome: r.outcome,
    note: r.note,
    subscriptionId: r.subscription_id,
  };
}

/** Subscriptions, latest change first, searched by phone, name, e-mail or platform code. */
export async function listSubscriptions(
  tx: SqlRunner,
  filter: { q?: string | undefined; status?: SubscriptionStatus | undefined; page: number; pageSize: number },
) {
  const q = filter.q?.trim() || null;
  const digits = q?.replace(/\D/g, "") || null;
  const rows = await tx.query<SubscriptionRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM subscriptions
     WHERE ($1::text IS NULL OR buyer_name ILIKE '%' || $1 || '%' OR buyer_email ILIKE '%' || $1 || '%'
            OR external_id = $1 OR ($2::text IS NOT NULL AND phone LIKE '%' || $2 || '%'))
       AND ($3::text IS NULL OR status = $3)
     ORDER BY updated_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [q, digits, filter.status ?? null, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return {
    items: rows.map(toSubscription),
    total: rows[0]?.total ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** One subscription with every event the platform sent about it, in the order they happened. */
export async function getSubscription(tx: SqlRunner, id: number) {
  const rows = await tx.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM subscriptions WHERE id = $1`, [id]);
  const row = rows[0];
  if (!row) return null;
  const events = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM subscription_events WHERE subscription_id = $1 ORDER BY occurred_at, id`,
    [id],
  );
  return { subscription: toSubscription(row), events: events.map(toEvent) };
}

/** Every checkout event received, newest first; `ignored` shows purchases of unmapped products. */
export async function listEvents(
  tx: SqlRunner,
  filter: { outcome?: "applied" | "ignored" | undefined; page: number; pageSize: number },
) {
  const rows = await tx.query<EventRow & { total: number }>(
    `SELECT ${EVENT_COLUMNS}, count(*) OVER ()::int AS total FROM subscription_events
     WHERE ($1::text IS NULL OR outcome = $1)
     ORDER BY received_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [filter.outcome ?? null, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return {
    items: rows.map(toEvent),
    total: rows[0]?.total ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
