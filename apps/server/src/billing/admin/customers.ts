import type { Customer, PlanCode, SubscriptionStatus } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

export interface CustomerFilter {
  q?: string | undefined;
  status?: SubscriptionStatus | "none" | undefined;
  page: number;
  pageSize: number;
}

interface Row {
  id: number;
  phone: string | null;
  wa_user_id: string | null;
  wa_username: string | null;
  name: string | null;
  plan: PlanCode | null;
  status: SubscriptionStatus | null;
  period_end: Date | null;
  last_inbound_at: Date | null;
  records: number;
  business_records: number;
  created_at: Date;
  total: number;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * The people on the instance with their latest subscription, last message and the size of
 * their books; searched by phone digits, name, WhatsApp username or BSUID.
 */
export async function listCustomers(
  tx: SqlRunner,
  filter: CustomerFilter,
): Promise<{ items: Customer[]; total: number; page: number; pageSize: number }> {
  const q = filter.q?.trim() || null;
  const digits = q?.replace(/\D/g, "") || null;
  const rows = await tx.query<Row>(
    `SELECT u.id, u.phone, u.wa_user_id, u.wa_username, u.name, s.plan, s.status, s.period_end, u.last_inbound_at, u.created_at,
       (SELECT count(*) FROM transactions t WHERE t.user_id = u.id AND t.book = 'personal')::int AS records,
       (SELECT count(*) FROM transactions t WHERE t.user_id = u.id AND t.book = 'business')::int AS business_records,
       count(*) OVER ()::int AS total
     FROM users u
     LEFT JOIN LATERAL (
       SELECT plan, status, period_end FROM subscriptions s
       WHERE s.user_id = u.id ORDER BY s.period_end DESC NULLS LAST, s.id DESC LIMIT 1
     ) s ON true
     WHERE ($1::text IS NULL OR u.name ILIKE '%' || $1 || '%' OR u.wa_username ILIKE '%' || ltrim($1, '@') || '%'
            OR u.wa_user_id = $1 OR ($2::text IS NOT NULL AND u.phone LIKE '%' || $2 || '%'))
       AND ($3::text IS NULL OR ($3 = 'none' AND s.status IS NULL) OR s.status = $3)
     ORDER BY u.last_inbound_at DESC NULLS LAST, u.id DESC
     LIMIT $4 OFFSET $5`,
    [q, digits, filter.status ?? null, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return {
    items: rows.map((r) => ({
      userId: r.id,
      phone: r.phone,
      whatsappId: r.wa_user_id,
      username: r.wa_username,
      name: r.name,
      plan: r.plan,
      status: r.status,
      periodEnd: iso(r.period_end),
      lastMessageAt: iso(r.last_inbound_at),
      records: r.records,
      businessRecords: r.business_records,
      createdAt: r.created_at.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
