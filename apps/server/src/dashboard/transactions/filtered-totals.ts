import { addDays, addMonths, fromIso, toIso } from "@tostao/core";
import type { TransactionTotals } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import { sumsCountingMonthSql } from "../../books/counted-in-period.ts";
import { amountRangeTotals } from "./amount-range-totals.ts";
import { type DaysFilter, filterConditions } from "./filter-sql.ts";

const firstOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;
const nextMonth = (iso: string) => toIso(addMonths(fromIso(firstOfMonth(iso)), 1));

/**
 * The whole months inside [from, to] as [first, end) (end exclusive, either side open when the
 * filter is), or null when the range holds no whole month.
 */
function wholeMonths(from: string | undefined, to: string | undefined) {
  const first = from === undefined ? undefined : from.endsWith("-01") ? from : nextMonth(from);
  const dayAfter = to === undefined ? undefined : toIso(addDays(fromIso(to), 1));
  const end = dayAfter === undefined ? undefined : firstOfMonth(dayAfter);
  if (first !== undefined && end !== undefined && first >= end) return null;
  return { first, end };
}

/**
 * Count and sums by kind of every record matching the filter. The monthly sums table (kept by
 * triggers, migration 0021) answers for the whole months of the period, so only the partial months
 * at its edges are read record by record. An amount range, which the sums cannot answer, reads the
 * records in the range or, when those are many and few are outside it, subtracts the ones outside
 * from the sums (amount-range-totals.ts); only when both are many are the records in it all read.
 */
export async function filteredTotals(
  tx: SqlRunner,
  userId: number,
  filter: DaysFilter,
): Promise<TransactionTotals> {
  if (filter.minCents !== undefined || filter.maxCents !== undefined) {
    const totals = await amountRangeTotals(tx, userId, filter, (rest) => filteredTotals(tx, userId, rest));
    if (totals) return totals;
  }
  const params: unknown[] = [userId];
  const parts: string[] = [];
  // Each record counts where the books count it, as the period says (docs/books.md, "Months"). A
  // whole month of the sums holds the records that count in it by months and by days alike (a
  // credit part on another month's bill counts in its bill's month, and on a day of it); the
  // partial months at the edges are read record by record (a period of months has one only at its
  // end, from that month's 1st, where its bill's parts count whatever their due day).
  const scan = (range: { from?: string | undefined; to?: string | undefined }) => {
    const where = filterConditions({ ...filter, ...range }, params);
    parts.push(
      `SELECT t.kind, t.amount_centavos AS total, 1 AS n FROM transactions t WHERE ${where.join(" AND ")}`,
    );
  };
  // A month from payday to payday is no calendar month of the sums: its records are read.
  const months = filter.billMonths ? null : wholeMonths(filter.from, filter.to);
  if (filter.minCents !== undefined || filter.maxCents !== undefined || months === null) {
    scan({ from: filter.from, to: filter.to });
  } else {
    const where = filterConditions({ ...filter, from: undefined, to: undefined }, params);
    // an open-ended filter reads records by their dates alone (filterConditions), its sums too
    const counted = filter.from !== undefined && filter.to !== undefined;
    const month = counted ? sumsCountingMonthSql("t", "$1") : "t.month";
    const bound = (date: string) => {
      params.push(date);
      return counted ? `to_char($${params.length}::date, 'YYYY-MM')` : `$${params.length}::date`;
    };
    if (months.first !== undefined) where.push(`${month} >= ${bound(months.first)}`);
    if (months.end !== undefined) where.push(`${month} < ${bound(months.end)}`);
    parts.push(
      `SELECT t.kind, t.total_centavos AS total, t.n FROM transaction_month_sums t WHERE ${where.join(" AND ")}`,
    );
    if (filter.from !== undefined && months.first !== filter.from) {
      scan({ from: filter.from, to: toIso(addDays(fromIso(months.first as string), -1)) });
    }
    if (filter.to !== undefined && months.end !== undefined && months.end <= filter.to) {
      scan({ from: months.end, to: filter.to });
    }
  }
  const rows = await tx.query<{ kind: string; total: number; n: number }>(
    `SELECT x.kind, SUM(x.total)::bigint AS total, SUM(x.n)::bigint AS n
     FROM (${parts.join(" UNION ALL ")}) x GROUP BY x.kind`,
    params,
  );
  return totalsOf(rows);
}

/** Totals from count and sum rows by kind. */
export function totalsOf(rows: Array<{ kind: string; total: number; n: number }>): TransactionTotals {
  const sum = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  return {
    count: rows.reduce((n, r) => n + Number(r.n), 0),
    expenseCents: sum("expense"),
    incomeCents: sum("income"),
    investmentCents: sum("investment"),
  };
}
