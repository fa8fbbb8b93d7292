import type { TransactionTotals } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import { type DaysFilter, filterConditions } from "./filter-sql.ts";

/** How many records of one amount band a probe reads before giving up on that band. */
const PROBE = 1000;

type Band = { min?: number | undefined; max?: number | undefined; below?: number; above?: number };
type Sums = { kind: string; total: number; n: number };

/**
 * The sums by kind of the records matching `filter` whose amount lies in one band, reading at
 * most PROBE records of the band in amount order (the person's amount index), or null when the
 * band holds more than that: then another way is cheaper.
 */
async function probeBand(
  tx: SqlRunner,
  userId: number,
  filter: DaysFilter,
  band: Band,
  probe: number,
): Promise<Sums[] | null> {
  const params: unknown[] = [userId];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const range: string[] = [];
  if (band.min !== undefined) range.push(`t.amount_centavos >= ${add(band.min)}`);
  if (band.max !== undefined) range.push(`t.amount_centavos <= ${add(band.max)}`);
  if (band.below !== undefined) range.push(`t.amount_centavos < ${add(band.below)}`);
  if (band.above !== undefined) range.push(`t.amount_centavos > ${add(band.above)}`);
  const order = band.above !== undefined ? "DESC" : "ASC";
  const where = filterConditions({ ...filter, minCents: undefined, maxCents: undefined }, params);
  const rows = await tx.query<Sums & { read: number }>(
    `WITH band AS MATERIALIZED (
       SELECT t.* FROM transactions t WHERE t.user_id = $1 AND ${range.join(" AND ")}
       ORDER BY t.amount_centavos ${order}, t.id ${order} LIMIT ${add(probe + 1)})
     SELECT (SELECT COUNT(*) FROM band)::int AS read, t.kind, SUM(t.amount_centavos)::bigint AS total,
       COUNT(*)::int AS n
     FROM band t WHERE ${where.join(" AND ")} GROUP BY t.kind
     UNION ALL SELECT (SELECT COUNT(*) FROM band)::int, NULL, 0, 0`,
    params,
  );
  if (rows.some((r) => Number(r.read) > probe)) return null;
  return rows.filter((r) => r.kind !== null);
}

const sum = (rows: Sums[], kind: string) =>
  rows.reduce((s, r) => (r.kind === kind ? s + Number(r.total) : s), 0);
const count = (rows: Sums[]) => rows.reduce((s, r) => s + Number(r.n), 0);

/**
 * Totals of a filter with an amount range, without reading every record of the period when the
 * range holds few records or leaves out few: the records inside the range when they are few;
 * else the totals without the range (from the monthly sums) minus the few records outside it.
 * Null when both sides are large; the caller then reads the records in the range. `probe` is how
 * many records of a band are read at most (smaller in tests, to take every path).
 */
export async function amountRangeTotals(
  tx: SqlRunner,
  userId: number,
  filter: DaysFilter,
  withoutRange: (filter: DaysFilter) => Promise<TransactionTotals>,
  probe = PROBE,
): Promise<TransactionTotals | null> {
  const inside = await probeBand(tx, userId, filter, { min: filter.minCents, max: filter.maxCents }, probe);
  if (inside) {
    return {
      count: count(inside),
      expenseCents: sum(inside, "expense"),
      incomeCents: sum(inside, "income"),
      investmentCents: sum(inside, "investment"),
    };
  }
  const outside: Sums[] = [];
  for (const band of [
    filter.minCents ? { below: filter.minCents } : null,
    filter.maxCents !== undefined ? { above: filter.maxCents } : null,
  ]) {
    if (!band) continue;
    const rows = await probeBand(tx, userId, filter, band, probe);
    if (!rows) return null;
    outside.push(...rows);
  }
  const all = await withoutRange({ ...filter, minCents: undefined, maxCents: undefined });
  return {
    count: all.count - count(outside),
    expenseCents: all.expenseCents - sum(outside, "expense"),
    incomeCents: all.incomeCents - sum(outside, "income"),
    investmentCents: all.investmentCents - sum(outside, "investment"),
  };
}
