import {
  contactCountry,
  estimateMessageCost,
  type MessageCosts,
  type MessagePrices,
  monthlyRevenue,
  type PlanCode,
  type PricingCategory,
  pricingCategories,
  saoPauloToday,
  shiftMonth,
  toIso,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

type Counts = Record<PricingCategory, number>;

interface Row extends Counts {
  id: number;
  name: string | null;
  phone: string | null;
  wa_user_id: string | null;
  wa_username: string | null;
  plan: PlanCode | null;
  received: number;
  sent: number;
  unpriced: number;
  undelivered: number;
  total: number;
}

interface SliceRow extends Counts {
  sent: number;
}

// São Paulo has kept UTC−3 all year since 2019: a civil month starts at 03:00 UTC of its first day.
const monthStart = (month: string) => new Date(`${month}-01T00:00:00-03:00`);

// What Meta charges: pricing.type "regular" (or, from an older status without a type, billable),
// once delivered (Meta bills on delivery); marketing_lite is marketing, authentication_international
// is authentication.
const CHARGED = `(CASE WHEN m.pricing_type IS NOT NULL THEN m.pricing_type = 'regular'
  ELSE COALESCE(m.pricing_billable, false) END)`;
const DELIVERED = "m.status IN ('delivered', 'read')";
const CATEGORY = `(CASE m.pricing_category WHEN 'marketing_lite' THEN 'marketing'
  WHEN 'authentication_international' THEN 'authentication' ELSE m.pricing_category END)`;
const perCategory = pricingCategories
  .map((c) => `count(*) FILTER (WHERE ${CHARGED} AND ${DELIVERED} AND ${CATEGORY} = '${c}')::int AS ${c}`)
  .join(",\n         ");
const costOf = (alias: string) =>
  pricingCategories.map((c, i) => `${alias}.${c} * $${i + 1}::float8`).join(" + ");
/** The WhatsApp messages we sent (WhatsApp took them) between the parameters `from` and `to`. */
// Sign-in codes to numbers without an account yet (user_id NULL) are sent and paid for too.
const sentBetween = (from: string, to: string, join = "") => `FROM messages m ${join}
       WHERE m.direction = 'outbound' AND m.channel = 'whatsapp'
         AND m.status IN ('sent', 'delivered', 'read') AND m.created_at >= ${from} AND m.created_at < ${to}`;

const counts = (r: Partial<Counts>): Counts =>
  Object.fromEntries(pricingCategories.map((c) => [c, Number(r[c] ?? 0)])) as Counts;
/** Several slices' messages added up. */
const sumSlices = (rows: readonly SliceRow[]): SliceRow =>
  rows.reduce<SliceRow>(
    (sum, r) => {
      sum.sent += Number(r.sent);
      for (const c of pricingCategories) sum[c] += Number(r[c]);
      return sum;
    },
    { sent: 0, ...counts({}) },
  );
const round = (usd: number) => Math.round(usd * 10_000) / 10_000;

/**
 * A São Paulo month of WhatsApp messages as Meta bills it: per person (received, sent, the
 * delivered ones Meta charges per pricing category, the estimated cost at `prices` beside what
 * their plan brings in, the costliest first), per day, per category and per country of the
 * people written to. Meta's rates differ by country; every country is estimated at `prices`.
 */
export async function listMessageCosts(
  tx: SqlRunner,
  input: {
    month?: string;
    page: number;
    pageSize: number;
    now: Date;
    prices: MessagePrices;
    usdToBrl: number;
  },
): Promise<MessageCosts> {
  const month = input.month ?? toIso(saoPauloToday(input.now)).slice(0, 7);
  const { prices } = input;
  const window = [monthStart(month), monthStart(shiftMonth(month, 1))];
  const priceParams = pricingCategories.map((c) => prices[c]);
  const rows = await tx.query<Row>(
    `WITH sent AS (
       SELECT m.user_id, count(*)::int AS sent,
         ${perCategory},
         count(*) FILTER (WHERE m.pricing_category IS NULL)::int AS unpriced,
         count(*) FILTER (WHERE ${CHARGED} AND m.status = 'sent')::int AS undelivered
       ${sentBetween("$5", "$6")} AND m.user_id IS NOT NULL
       GROUP BY m.user_id),
     priced AS (SELECT s.*, ${costOf("s")} AS cost FROM sent s)
     SELECT u.id, u.name, u.phone, u.wa_user_id, u.wa_username, sub.plan,
       (SELECT count(*) FROM messages i WHERE i.user_id = u.id AND i.direction = 'inbound'
          AND i.channel = 'whatsapp' AND i.created_at >= $5 AND i.created_at < $6)::int AS received,
       p.sent, ${pricingCategories.map((c) => `p.${c}`).join(", ")}, p.unpriced, p.undelivered,
       count(*) OVER ()::int AS total
     FROM priced p JOIN users u ON u.id = p.user_id
     LEFT JOIN LATERAL (
       SELECT plan FROM subscriptions s WHERE s.user_id = u.id
       ORDER BY s.period_end DESC NULLS LAST, s.id DESC LIMIT 1
     ) sub ON true
     ORDER BY p.cost DESC, p.sent DESC, u.id
     LIMIT $7 OFFSET $8`,
    [...priceParams, ...window, input.pageSize, (input.page - 1) * input.pageSize],
  );
  // Per São Paulo day (UTC−3), and per the prefix that names a person's country (a phone's first
  // three digits hold its calling code; a BSUID starts with its country).
  const days = await tx.query<SliceRow & { date: string; service_delivered: number }>(
    `SELECT to_char((m.created_at AT TIME ZONE 'UTC') - interval '3 hours', 'YYYY-MM-DD') AS date,
       count(*)::int AS sent, ${perCategory},
       count(*) FILTER (WHERE ${DELIVERED} AND ${CATEGORY} = 'service')::int AS service_delivered
     ${sentBetween("$1", "$2")}
     GROUP BY 1 ORDER BY 1`,
    window,
  );
  const places = await tx.query<SliceRow & { phone: string | null; bsuid: string | null; people: number }>(
    `SELECT left(COALESCE(u.phone, m.phone), 4) AS phone,
       CASE WHEN COALESCE(u.phone, m.phone) IS NULL
         THEN split_part(COALESCE(u.wa_user_id, m.wa_user_id), '.', 1) || '.' END AS bsuid,
       count(DISTINCT u.id)::int AS people, count(*)::int AS sent, ${perCategory}
     ${sentBetween("$1", "$2", "LEFT JOIN users u ON u.id = m.user_id")}
     GROUP BY 1, 2`,
    window,
  );
  const [noAccount] = await tx.query<SliceRow>(
    `SELECT count(*)::int AS sent, ${perCategory} ${sentBetween("$1", "$2")} AND m.user_id IS NULL`,
    window,
  );
  const slice = (r: SliceRow) => {
    const billable = counts(r);
    return { sent: Number(r.sent), billable, estimatedUsd: estimateMessageCost(billable, prices) };
  };
  // Several prefixes name one country ("+551", "+552"… are all Brazil).
  const countries = new Map<string | null, typeof places>();
  for (const r of places) {
    const country = contactCountry({ phone: r.phone ? `${r.phone}00000000` : null, whatsappId: r.bsuid });
    countries.set(country, [...(countries.get(country) ?? []), r]);
  }
  const all = sumSlices(days);
  const byCategory = counts(all);
  const costByCategory = Object.fromEntries(
    pricingCategories.map((c) => [c, round(byCategory[c] * prices[c])]),
  ) as Counts;
  return {
    month,
    prices,
    usdToBrl: input.usdToBrl,
    totals: {
      sent: all.sent,
      billable: pricingCategories.reduce((n, c) => n + byCategory[c], 0),
      estimatedUsd: estimateMessageCost(byCategory, prices),
      byCategory,
      costByCategory,
      serviceDelivered: days.reduce((n, d) => n + Number(d.service_delivered), 0),
    },
    days: days.map((d) => ({ date: d.date, ...slice(d) })),
    noAccount: slice(noAccount ?? sumSlices([])),
    countries: [...countries.entries()]
      .map(([country, rs]) => ({
        country,
        people: rs.reduce((n, r) => n + Number(r.people), 0),
        ...slice(sumSlices(rs)),
      }))
      .sort((a, b) => b.estimatedUsd - a.estimatedUsd || b.sent - a.sent),
    items: rows.map((r) => {
      const billable = counts(r);
      const estimatedUsd = estimateMessageCost(billable, prices);
      return {
        userId: Number(r.id),
        name: r.name,
        phone: r.phone,
        whatsappId: r.wa_user_id,
        username: r.wa_username,
        country: contactCountry({ phone: r.phone, whatsappId: r.wa_user_id }),
        plan: r.plan,
        planMonthlyCents: r.plan ? monthlyRevenue(r.plan) : null,
        received: r.received,
        sent: r.sent,
        billable,
        unpriced: r.unpriced,
        undelivered: r.undelivered,
        estimatedUsd,
        estimatedCents: Math.round(estimatedUsd * input.usdToBrl * 100),
      };
    }),
    total: rows[0]?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
