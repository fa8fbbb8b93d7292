import { addMonths, type Book, fromIso, toIso } from "@tostao/core";
import type { Summary } from "@tostao/core/dashboard/summary";
import type { SqlRunner } from "@tostao/db";

type KindRow = { kind: string; total: number };
const pick = (rows: KindRow[], kind: string) =>
  rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + Number(r.total), 0);
/** The rows' totals of each kind. */
const byKind = (rows: KindRow[]) => ({
  incomeCents: pick(rows, "income"),
  expenseCents: pick(rows, "expense"),
  investmentCents: pick(rows, "investment"),
});

/**
 * The month's totals by kind, category and day, and the 12 months before it, oldest first. Totals
 * by category and by month come from the monthly sums (migration 0021); only the month's own
 * records are read, for the days.
 */
export async function monthSummary(
  tx: SqlRunner,
  input: { userId: number; month: string; book?: Book | undefined },
): Promise<Summary> {
  const first = `${input.month}-01`;
  const next = toIso(addMonths(fromIso(first), 1));
  const yearBefore = toIso(addMonths(fromIso(first), -12));

  const [byCategory, byDay, byMonth] = await Promise.all([
    tx.query<{
      kind: Summary["byCategory"][number]["kind"];
      category_id: number | null;
      name: string | null;
      color: string | null;
      total: number;
      n: number;
    }>(
      `SELECT t.kind, t.category_id, c.name, c.color, SUM(t.total_centavos)::bigint AS total, SUM(t.n)::bigint AS n
     FROM transaction_month_sums t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $3 AND t.month = $2::date
     GROUP BY t.kind, t.category_id, c.name, c.color ORDER BY total DESC, c.name`,
      [input.userId, first, input.book ?? "personal"],
    ),
    tx.query<KindRow & { date: string }>(
      `SELECT t.date::text AS date, t.kind, SUM(t.amount_centavos)::bigint AS total
     FROM transactions t WHERE t.user_id = $1 AND t.book = $4 AND t.date >= $2::date AND t.date < $3::date
     GROUP BY t.date, t.kind ORDER BY t.date`,
      [input.userId, first, next, input.book ?? "personal"],
    ),
    tx.query<KindRow & { month: string }>(
      `SELECT to_char(t.month, 'YYYY-MM') AS month, t.kind, SUM(t.total_centavos)::bigint AS total
     FROM transaction_month_sums t WHERE t.user_id = $1 AND t.book = $4 AND t.month >= $2::date AND t.month < $3::date
     GROUP BY 1, t.kind`,
      [input.userId, yearBefore, next, input.book ?? "personal"],
    ),
  ]);

  const totals = byKind(byCategory);

  const days = [...new Set(byDay.map((r) => r.date))].map((date) => ({
    date,
    ...byKind(byDay.filter((r) => r.date === date)),
  }));
  const months = Array.from({ length: 13 }, (_, i) =>
    toIso(addMonths(fromIso(yearBefore), i)).slice(0, 7),
  ).map((month) => ({ month, ...byKind(byMonth.filter((r) => r.month === month)) }));
  return {
    month: input.month,
    totals: {
      ...totals,
      balanceCents: totals.incomeCents - totals.expenseCents,
      count: byCategory.reduce((n, r) => n + Number(r.n), 0),
    },
    byCategory: byCategory.map((r) => ({
      kind: r.kind,
      categoryId: r.category_id === null ? null : Number(r.category_id),
      category: r.name,
      color: r.color,
      totalCents: Number(r.total),
      count: Number(r.n),
    })),
    byDay: days,
    months,
  };
}
