import { countsByMonth } from "@tostao/core";

/**
 * The SQL condition under which record `t` counts in the period [from, to] of the person's totals:
 * the books' rule (core books/counting-month.ts, docs/books.md "Months"), so the chat, the
 * dashboard, limits, digests and exports count a credit part in the same month.
 *
 * `refs` name the SQL of the period's bounds (dates) and of the person's id; the period itself is
 * given to know whether it counts by months. A month that starts on payday (core
 * accounts/payday-month.ts) gives the SQL of the bill months counted in it as `refs.months`. A credit part on a bill counts in its bill's month
 * under the person's bill view, else on its date.
 */
export function countedInPeriod(
  t: string,
  period: { from: string; to: string },
  refs: { from: string; to: string; userId: string; months?: { from: string; to: string } },
): string {
  const byDate = `${t}.date BETWEEN ${refs.from}::date AND ${refs.to}::date`;
  // A month that starts on payday names the bills counted in it (`refs.months`, SQL of "YYYY-MM").
  const months =
    refs.months ??
    (countsByMonth(period)
      ? { from: `to_char(${refs.from}::date, 'YYYY-MM')`, to: `to_char(${refs.to}::date, 'YYYY-MM')` }
      : null);
  if (!months) return byDate;
  const billView = `(SELECT instalment_view FROM users WHERE id = ${refs.userId}) = 'bill'`;
  const onBill = `${t}.bill_month IS NOT NULL AND ${t}.bill_month <> to_char(${t}.date, 'YYYY-MM')`;
  const byBill = `${t}.bill_month BETWEEN ${months.from} AND ${months.to}`;
  // The first part lets the indexes on (person, date) and (person, bill month) find the rows.
  return `((${byDate} OR ${byBill}) AND CASE WHEN ${billView} AND ${onBill} THEN ${byBill} ELSE ${byDate} END)`;
}

/** The SQL of the month ("YYYY-MM") record `t` counts in under the person's view. */
export function countingMonthSql(t: string, userIdRef: string): string {
  return `(CASE WHEN (SELECT instalment_view FROM users WHERE id = ${userIdRef}) = 'bill' AND ${t}.bill_month IS NOT NULL
    THEN ${t}.bill_month ELSE to_char(${t}.date, 'YYYY-MM') END)`;
}

/**
 * The SQL of the month ("YYYY-MM") a row `s` of the monthly sums (migration 0123) counts in under
 * the person's view: its bill's when that is another month's and the view is the bill's.
 */
export function sumsCountingMonthSql(s: string, userIdRef: string): string {
  return `(CASE WHEN ${s}.bill_month IS NOT NULL AND (SELECT instalment_view FROM users WHERE id = ${userIdRef}) = 'bill'
    THEN ${s}.bill_month ELSE to_char(${s}.month, 'YYYY-MM') END)`;
}

/**
 * The day record `t` counts on for periods shorter than a month (the weekly summary), by the same
 * rule as the months: under the person's bill view, a credit part on another month's bill counts
 * on the day that bill falls due (card `k`'s due day, clamped to the month), as Visão geral's days
 * show it; every other record on its own date. So a fridge in 10x is R$ 320 in the week each bill
 * falls due, never R$ 3.200 in the week it was bought. `k` must be the record's card, joined.
 */
function countingDaySql(t: string, k: string, userIdRef: string): string {
  return `(CASE WHEN (SELECT instalment_view FROM users WHERE id = ${userIdRef}) = 'bill'
      AND ${t}.bill_month IS NOT NULL AND ${t}.bill_month <> to_char(${t}.date, 'YYYY-MM')
    THEN ${billDueDaySql(k, `${t}.bill_month`)} ELSE ${t}.date END)`;
}

/**
 * The SQL of the day card `k`'s bill of `month` (SQL of "YYYY-MM") falls due: the card's due day
 * (the 1st when none is known), clamped to the month's last day (a due day 31 is 28/02), and to the
 * days `within` (SQL of dates) when given, for a month that starts on payday. The one rule of a
 * bill's day, for the weekly counts and for the days of Visão geral.
 */
export function billDueDaySql(k: string, month: string, within?: { from: string; to: string }): string {
  const start = `to_date(${month} || '-01', 'YYYY-MM-DD')`;
  const day = `LEAST(${start} + (COALESCE(${k}.due_day, 1) - 1), (${start} + interval '1 month' - interval '1 day')::date)`;
  return within ? `LEAST(GREATEST(${day}, ${within.from}::date), ${within.to}::date)` : day;
}

/**
 * The SQL condition under which record `t` (with its card `k` joined) counts on a day of [from,
 * to]: its counting day (`countingDaySql`). The first part lets the indexes find the rows.
 */
export function countedOnDays(
  t: string,
  k: string,
  refs: { from: string; to: string; userId: string },
): string {
  const byDate = `${t}.date BETWEEN ${refs.from}::date AND ${refs.to}::date`;
  const byBill = `${t}.bill_month BETWEEN to_char(${refs.from}::date, 'YYYY-MM') AND to_char(${refs.to}::date, 'YYYY-MM')`;
  return `((${byDate} OR ${byBill}) AND ${countingDaySql(t, k, refs.userId)} BETWEEN ${refs.from}::date AND ${refs.to}::date)`;
}
