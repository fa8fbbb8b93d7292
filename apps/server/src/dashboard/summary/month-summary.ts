import {
  addDays,
  addMonths,
  type Book,
  countingPeriod,
  DEFAULT_INSTALMENT_VIEW,
  fromIso,
  type InstalmentView,
  monthOfDay,
  type PaydayRule,
  toIso,
} from "@tostao/core";
import type { Summary } from "@tostao/core/dashboard/summary";
import type { SqlRunner } from "@tostao/db";
import { countedInPeriod, sumsCountingMonthSql } from "../../books/counted-in-period.ts";
import { monthStartRule } from "../../books/counting-periods.ts";

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
 * The month's totals by kind, category and day, and the 12 months before it, oldest first, each
 * record counted in the month the books count it in (a credit part in its bill's month under the
 * person's bill view: books/counted-in-period.ts). Totals by category and by month come from the
 * monthly sums (migrations 0021, 0123); only the records counted in the month are read, for the
 * days (a part from another month's bill on its bill's due day) and the instalments among them.
 */
export async function monthSummary(
  tx: SqlRunner,
  input: { userId: number; month?: string | undefined; today: string; book?: Book | undefined },
): Promise<Summary> {
  const rule = await monthStartRule(tx, input.userId);
  const currentMonth = monthOfDay(input.today, rule);
  const month = input.month ?? currentMonth;
  if (rule) return paydayMonthSummary(tx, { ...input, month, rule, currentMonth });
  const summary = await calendarMonthSummary(tx, { ...input, month });
  return { ...summary, currentMonth };
}

async function calendarMonthSummary(
  tx: SqlRunner,
  input: { userId: number; month: string; book?: Book | undefined },
): Promise<Omit<Summary, "currentMonth">> {
  const first = `${input.month}-01`;
  const next = toIso(addMonths(fromIso(first), 1));
  const last = toIso(addDays(fromIso(next), -1));
  const yearBefore = toIso(addMonths(fromIso(first), -12));
  const book = input.book ?? "personal";
  const countedMonth = sumsCountingMonthSql("t", "$1");

  const [byCategory, byDay, byMonth, view] = await Promise.all([
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
     WHERE t.user_id = $1 AND t.book = $3 AND (t.month = $2::date OR t.bill_month = to_char($2::date, 'YYYY-MM'))
       AND ${countedMonth} = to_char($2::date, 'YYYY-MM')
     GROUP BY t.kind, t.category_id, c.name, c.color ORDER BY total DESC, c.name`,
      [input.userId, first, book],
    ),
    tx.query<KindRow & { date: string; parts: number }>(
      `SELECT d.date::text AS date, d.kind, SUM(d.amount)::bigint AS total,
       COALESCE(SUM(d.amount) FILTER (WHERE d.part), 0)::bigint AS parts
     FROM (
       SELECT CASE WHEN t.date >= $2::date AND t.date <= $3::date THEN t.date
                ELSE LEAST($2::date + (COALESCE(k.due_day, 1) - 1), $3::date) END AS date,
         t.kind, t.amount_centavos AS amount, t.installment_group IS NOT NULL AS part
       FROM transactions t LEFT JOIN cards k ON k.id = t.card_id
       WHERE t.user_id = $1 AND t.book = $4
         AND ${countedInPeriod("t", { from: first, to: last }, { from: "$2", to: "$3", userId: "$1" })}
     ) d
     GROUP BY d.date, d.kind ORDER BY d.date`,
      [input.userId, first, last, book],
    ),
    tx.query<KindRow & { month: string }>(
      `SELECT m.month, m.kind, SUM(m.total)::bigint AS total FROM (
       SELECT ${countedMonth} AS month, t.kind, t.total_centavos AS total
       FROM transaction_month_sums t WHERE t.user_id = $1 AND t.book = $4
         AND ((t.month >= $2::date AND t.month < $3::date)
           OR (t.bill_month >= to_char($2::date, 'YYYY-MM') AND t.bill_month < to_char($3::date, 'YYYY-MM')))
     ) m WHERE m.month >= to_char($2::date, 'YYYY-MM') AND m.month < to_char($3::date, 'YYYY-MM')
     GROUP BY 1, m.kind`,
      [input.userId, yearBefore, next, book],
    ),
    tx.query<{ instalment_view: InstalmentView }>("SELECT instalment_view FROM users WHERE id = $1", [
      input.userId,
    ]),
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
    period: { from: first, to: last },
    instalmentView: view[0]?.instalment_view ?? DEFAULT_INSTALMENT_VIEW,
    totals: {
      ...totals,
      balanceCents: totals.incomeCents - totals.expenseCents,
      count: byCategory.reduce((n, r) => n + Number(r.n), 0),
      instalmentCents: byDay.filter((r) => r.kind === "expense").reduce((sum, r) => sum + Number(r.parts), 0),
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

/**
 * The same figures for a person whose month starts on payday (docs/accounts.md): the month is the
 * days from its payday to the day before the next, so the totals are read from the records (the
 * monthly sums are by calendar month); a credit part on another month's bill counts in the month
 * named after its bill, shown on the bill's due day within the month.
 */
async function paydayMonthSummary(
  tx: SqlRunner,
  input: { userId: number; month: string; rule: PaydayRule; currentMonth: string; book?: Book | undefined },
): Promise<Summary> {
  const book = input.book ?? "personal";
  const period = countingPeriod(input.month, input.rule);
  const labels = Array.from({ length: 13 }, (_, i) =>
    toIso(addMonths(fromIso(`${input.month}-01`), i - 12)).slice(0, 7),
  );
  const periods = labels.map((m) => countingPeriod(m, input.rule));
  const counted = countedInPeriod(
    "t",
    { from: period.from, to: period.to },
    { from: "$2", to: "$3", userId: "$1", months: { from: "$5::text", to: "$5::text" } },
  );
  const [byCategory, byDay, byMonth, view] = await Promise.all([
    tx.query<{
      kind: Summary["byCategory"][number]["kind"];
      category_id: number | null;
      name: string | null;
      color: string | null;
      total: number;
      n: number;
    }>(
      `SELECT t.kind, t.category_id, c.name, c.color, SUM(t.amount_centavos)::bigint AS total, COUNT(*)::bigint AS n
       FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
       WHERE t.user_id = $1 AND t.book = $4 AND ${counted}
       GROUP BY t.kind, t.category_id, c.name, c.color ORDER BY total DESC, c.name`,
      [input.userId, period.from, period.to, book, input.month],
    ),
    tx.query<KindRow & { date: string; parts: number }>(
      `SELECT d.date::text AS date, d.kind, SUM(d.amount)::bigint AS total,
         COALESCE(SUM(d.amount) FILTER (WHERE d.part), 0)::bigint AS parts
       FROM (
         SELECT CASE WHEN t.date >= $2::date AND t.date <= $3::date THEN t.date
                  ELSE LEAST(GREATEST(to_date($5 || '-01', 'YYYY-MM-DD') + (COALESCE(k.due_day, 1) - 1), $2::date), $3::date)
                END AS date,
           t.kind, t.amount_centavos AS amount, t.installment_group IS NOT NULL AS part
         FROM transactions t LEFT JOIN cards k ON k.id = t.card_id
         WHERE t.user_id = $1 AND t.book = $4 AND ${counted}
       ) d
       GROUP BY d.date, d.kind ORDER BY d.date`,
      [input.userId, period.from, period.to, book, input.month],
    ),
    tx.query<KindRow & { month: string }>(
      `SELECT p.month, t.kind, SUM(t.amount_centavos)::bigint AS total
       FROM unnest($2::text[], $3::date[], $4::date[]) AS p(month, first, last)
       JOIN transactions t ON t.user_id = $1 AND t.book = $5
         AND ${countedInPeriod("t", { from: period.from, to: period.to }, { from: "p.first", to: "p.last", userId: "$1", months: { from: "p.month", to: "p.month" } })}
       GROUP BY p.month, t.kind`,
      [input.userId, labels, periods.map((p) => p.from), periods.map((p) => p.to), book],
    ),
    tx.query<{ instalment_view: InstalmentView }>("SELECT instalment_view FROM users WHERE id = $1", [
      input.userId,
    ]),
  ]);
  const totals = byKind(byCategory);
  const days = [...new Set(byDay.map((r) => r.date))].map((date) => ({
    date,
    ...byKind(byDay.filter((r) => r.date === date)),
  }));
  return {
    month: input.month,
    period: { from: period.from, to: period.to },
    currentMonth: input.currentMonth,
    instalmentView: view[0]?.instalment_view ?? DEFAULT_INSTALMENT_VIEW,
    totals: {
      ...totals,
      balanceCents: totals.incomeCents - totals.expenseCents,
      count: byCategory.reduce((n, r) => n + Number(r.n), 0),
      instalmentCents: byDay.filter((r) => r.kind === "expense").reduce((sum, r) => sum + Number(r.parts), 0),
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
    months: labels.map((month) => ({ month, ...byKind(byMonth.filter((r) => r.month === month)) })),
  };
}
