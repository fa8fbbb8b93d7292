import {
  addDays,
  type Book,
  countingPeriod,
  DEFAULT_INSTALMENT_VIEW,
  fromIso,
  type InstalmentView,
  monthOfDay,
  type PaydayRule,
  shiftMonth,
  toIso,
} from "@tostao/core";
import type { Summary } from "@tostao/core/dashboard/summary";
import type { SqlRunner } from "@tostao/db";
import { billDueDaySql, countedInPeriod, sumsCountingMonthSql } from "../../books/counted-in-period.ts";
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

type CategoryRow = {
  kind: Summary["byCategory"][number]["kind"];
  category_id: number | null;
  name: string | null;
  color: string | null;
  total: number;
  n: number;
};
type DayRow = KindRow & { date: string; parts: number };
type MonthRow = KindRow & { month: string };
/** A month's totals by category, by day (with its instalment parts) and by month, as read. */
interface MonthRows {
  byCategory: CategoryRow[];
  byDay: DayRow[];
  byMonth: MonthRow[];
}
/** The month read: its name, days, the 13 months ending with it (oldest first), and its book. */
interface MonthAsked {
  userId: number;
  month: string;
  period: { from: string; to: string };
  labels: string[];
  book: Book;
}

/**
 * The month's totals by kind, category and day, and the 12 months before it, oldest first, each
 * record counted in the month the books count it in (a credit part in its bill's month under the
 * person's bill view: books/counted-in-period.ts). A person whose month starts on payday has
 * their months read from the records (paydayMonthRows), anyone else's from the monthly sums.
 */
export async function monthSummary(
  tx: SqlRunner,
  input: { userId: number; month?: string | undefined; today: string; book?: Book | undefined },
): Promise<Summary> {
  const rule = await monthStartRule(tx, input.userId);
  const currentMonth = monthOfDay(input.today, rule);
  const month = input.month ?? currentMonth;
  const { from, to } = countingPeriod(month, rule);
  const asked: MonthAsked = {
    userId: input.userId,
    month,
    period: { from, to },
    labels: Array.from({ length: 13 }, (_, i) => shiftMonth(month, i - 12)),
    book: input.book ?? "personal",
  };
  const [rows, view] = await Promise.all([
    rule ? paydayMonthRows(tx, asked, rule) : calendarMonthRows(tx, asked),
    tx.query<{ instalment_view: InstalmentView }>("SELECT instalment_view FROM users WHERE id = $1", [
      input.userId,
    ]),
  ]);
  const { byCategory, byDay, byMonth } = rows;
  const totals = byKind(byCategory);
  const days = [...new Set(byDay.map((r) => r.date))].map((date) => ({
    date,
    ...byKind(byDay.filter((r) => r.date === date)),
  }));
  return {
    month,
    period: asked.period,
    currentMonth,
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
    months: asked.labels.map((m) => ({ month: m, ...byKind(byMonth.filter((r) => r.month === m)) })),
  };
}

/**
 * A calendar month's figures: totals by category and by month from the monthly sums (migrations
 * 0021, 0123); only the records counted in the month are read, for the days (a part from another
 * month's bill on its bill's due day) and the instalments among them.
 */
async function calendarMonthRows(tx: SqlRunner, asked: MonthAsked): Promise<MonthRows> {
  const { from: first, to: last } = asked.period;
  const next = toIso(addDays(fromIso(last), 1));
  const yearBefore = `${asked.labels[0]}-01`;
  const countedMonth = sumsCountingMonthSql("t", "$1");
  const [byCategory, byDay, byMonth] = await Promise.all([
    tx.query<CategoryRow>(
      `SELECT t.kind, t.category_id, c.name, c.color, SUM(t.total_centavos)::bigint AS total, SUM(t.n)::bigint AS n
     FROM transaction_month_sums t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $3 AND (t.month = $2::date OR t.bill_month = to_char($2::date, 'YYYY-MM'))
       AND ${countedMonth} = to_char($2::date, 'YYYY-MM')
     GROUP BY t.kind, t.category_id, c.name, c.color ORDER BY total DESC, c.name`,
      [asked.userId, first, asked.book],
    ),
    tx.query<DayRow>(
      `SELECT d.date::text AS date, d.kind, SUM(d.amount)::bigint AS total,
       COALESCE(SUM(d.amount) FILTER (WHERE d.part), 0)::bigint AS parts
     FROM (
       SELECT CASE WHEN t.date >= $2::date AND t.date <= $3::date THEN t.date
                ELSE ${billDueDaySql("k.due_day", "t.bill_month")} END AS date,
         t.kind, t.amount_centavos AS amount, t.installment_group IS NOT NULL AS part
       FROM transactions t LEFT JOIN cards k ON k.id = t.card_id
       WHERE t.user_id = $1 AND t.book = $4
         AND ${countedInPeriod("t", { from: first, to: last, by: "months" }, { from: "$2", to: "$3", userId: "$1" })}
     ) d
     GROUP BY d.date, d.kind ORDER BY d.date`,
      [asked.userId, first, last, asked.book],
    ),
    tx.query<MonthRow>(
      `SELECT m.month, m.kind, SUM(m.total)::bigint AS total FROM (
       SELECT ${countedMonth} AS month, t.kind, t.total_centavos AS total
       FROM transaction_month_sums t WHERE t.user_id = $1 AND t.book = $4
         AND ((t.month >= $2::date AND t.month < $3::date)
           OR (t.bill_month >= to_char($2::date, 'YYYY-MM') AND t.bill_month < to_char($3::date, 'YYYY-MM')))
     ) m WHERE m.month >= to_char($2::date, 'YYYY-MM') AND m.month < to_char($3::date, 'YYYY-MM')
     GROUP BY 1, m.kind`,
      [asked.userId, yearBefore, next, asked.book],
    ),
  ]);
  return { byCategory, byDay, byMonth };
}

/**
 * A month that starts on payday (docs/accounts.md): the month is the days from its payday to the
 * day before the next, so the totals are read from the records (the monthly sums are by calendar
 * month); a credit part on another month's bill counts in the month named after its bill, shown
 * on the bill's due day within the month.
 */
async function paydayMonthRows(tx: SqlRunner, asked: MonthAsked, rule: PaydayRule): Promise<MonthRows> {
  const { period, labels } = asked;
  const periods = labels.map((m) => countingPeriod(m, rule));
  const counted = countedInPeriod(
    "t",
    { from: period.from, to: period.to, by: "months" },
    { from: "$2", to: "$3", userId: "$1", months: { from: "$5::text", to: "$5::text" } },
  );
  const [byCategory, byDay, byMonth] = await Promise.all([
    tx.query<CategoryRow>(
      `SELECT t.kind, t.category_id, c.name, c.color, SUM(t.amount_centavos)::bigint AS total, COUNT(*)::bigint AS n
       FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
       WHERE t.user_id = $1 AND t.book = $4 AND ${counted}
       GROUP BY t.kind, t.category_id, c.name, c.color ORDER BY total DESC, c.name`,
      [asked.userId, period.from, period.to, asked.book, asked.month],
    ),
    tx.query<DayRow>(
      `SELECT d.date::text AS date, d.kind, SUM(d.amount)::bigint AS total,
         COALESCE(SUM(d.amount) FILTER (WHERE d.part), 0)::bigint AS parts
       FROM (
         SELECT CASE WHEN t.date >= $2::date AND t.date <= $3::date THEN t.date
                  ELSE ${billDueDaySql("k.due_day", "$5", { from: "$2", to: "$3" })}
                END AS date,
           t.kind, t.amount_centavos AS amount, t.installment_group IS NOT NULL AS part
         FROM transactions t LEFT JOIN cards k ON k.id = t.card_id
         WHERE t.user_id = $1 AND t.book = $4 AND ${counted}
       ) d
       GROUP BY d.date, d.kind ORDER BY d.date`,
      [asked.userId, period.from, period.to, asked.book, asked.month],
    ),
    tx.query<MonthRow>(
      `SELECT p.month, t.kind, SUM(t.amount_centavos)::bigint AS total
       FROM unnest($2::text[], $3::date[], $4::date[]) AS p(month, first, last)
       JOIN transactions t ON t.user_id = $1 AND t.book = $5
         AND ${countedInPeriod("t", { from: period.from, to: period.to, by: "months" }, { from: "p.first", to: "p.last", userId: "$1", months: { from: "p.month", to: "p.month" } })}
       GROUP BY p.month, t.kind`,
      [asked.userId, labels, periods.map((p) => p.from), periods.map((p) => p.to), asked.book],
    ),
  ]);
  return { byCategory, byDay, byMonth };
}
