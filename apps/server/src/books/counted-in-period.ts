import { type CountedPeriod, countsByMonth } from "@tostao/core";

/**
 * The SQL condition under which record `t` counts in the period [from, to] of the person's totals:
 * the books' rule (core books/counting-month.ts, docs/books.md "Months"), so the chat, the
 * dashboard, limits, digests and exports count a credit part in the same month.
 *
 * `refs` name the SQL of the period's bounds (dates) and of the person's id; the period itself is
 * given to know whether it counts by months. A month that starts on payday (core
 * accounts/payday-month.ts) gives the SQL of the bill months counted in it as `refs.months`. Under
 * the person's bill view a credit part on another month's bill counts in its bill's month, and in a
 * shorter period on the day that bill falls due (countingDaySql); every other record on its date.
 */
export function countedInPeriod(
  t: string,
  period: CountedPeriod,
  refs: { from: string; to: string; userId: string; months?: { from: string; to: string } },
): string {
  const byDate = `${t}.date BETWEEN ${refs.from}::date AND ${refs.to}::date`;
  // A month that starts on payday names the bills counted in it (`refs.months`, SQL of "YYYY-MM").
  const months =
    refs.months ??
    (countsByMonth(period)
      ? { from: `to_char(${refs.from}::date, 'YYYY-MM')`, to: `to_char(${refs.to}::date, 'YYYY-MM')` }
      : null);
  // Shorter periods count each record on its day (a credit part on its bill's due day).
  if (!months) return countedOnDays(t, `(SELECT due_day FROM cards WHERE id = ${t}.card_id)`, refs);
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
 * The day record `t` counts on for periods shorter than a month (core countingDay): under the
 * person's bill view, a credit part on another month's bill counts on the day that bill falls due
 * (`dueDay`, the SQL of its card's due day), as Visão geral's days show it; every other record on
 * its own date. So a fridge in 10x is R$ 320 in the week each bill falls due, never R$ 3.200 in the
 * week it was bought, in the chat's "essa semana" as in the weekly summary.
 */
function countingDaySql(t: string, dueDay: string, userIdRef: string): string {
  return `(CASE WHEN (SELECT instalment_view FROM users WHERE id = ${userIdRef}) = 'bill'
      AND ${t}.bill_month IS NOT NULL AND ${t}.bill_month <> to_char(${t}.date, 'YYYY-MM')
    THEN ${billDueDaySql(dueDay, `${t}.bill_month`)} ELSE ${t}.date END)`;
}

/**
 * The SQL of the day a bill of `month` (SQL of "YYYY-MM") falls due: the card's due day (`dueDay`)
 * (the 1st when none is known), clamped to the month's last day (a due day 31 is 28/02), and to the
 * days `within` (SQL of dates) when given, for a month that starts on payday. The one rule of a
 * bill's day, for the weekly counts and for the days of Visão geral.
 */
export function billDueDaySql(dueDay: string, month: string, within?: { from: string; to: string }): string {
  const start = `to_date(${month} || '-01', 'YYYY-MM-DD')`;
  const day = `LEAST(${start} + (COALESCE(${dueDay}, 1) - 1), (${start} + interval '1 month' - interval '1 day')::date)`;
  return within ? `LEAST(GREATEST(${day}, ${within.from}::date), ${within.to}::date)` : day;
}

/**
 * The SQL condition under which record `t` counts on a day of [from, to]: its counting day
 * (`countingDaySql`, core countingDay), `dueDay` the SQL of its card's due day. The first part lets
 * the indexes find the rows.
 */
function countedOnDays(
  t: string,
  dueDay: string,
  refs: { from: string; to: string; userId: string },
): string {
  const byDate = `${t}.date BETWEEN ${refs.from}::date AND ${refs.to}::date`;
  const byBill = `${t}.bill_month BETWEEN to_char(${refs.from}::date, 'YYYY-MM') AND to_char(${refs.to}::date, 'YYYY-MM')`;
  return `((${byDate} OR ${byBill}) AND ${countingDaySql(t, dueDay, refs.userId)} BETWEEN ${refs.from}::date AND ${refs.to}::date)`;
}
