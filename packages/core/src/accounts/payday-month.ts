/**
 * A month that starts on payday (docs/accounts.md, "A month that starts on payday"): for a person
 * who chose it, "esse mês", limits and the dashboard's month run from one payday to the day before
 * the next. Each such month is named after a calendar month: the one it starts in when the salary
 * comes in the month's first half (a 5th business day, "todo dia 5"), else the next one (a salary
 * on the 30th or the last business day pays for the month after it). Credit parts on a bill keep
 * counting in their bill's month: the month named after it.
 */
import { addDays, fromIso, toIso } from "../calendar/civil-date.ts";
import { shiftMonth } from "../calendar/months.ts";
import { type PaydayRule, paydayIn, previousPayday } from "./payday.ts";

/** A month's days and the bills ("YYYY-MM") whose credit parts count in it. */
export interface CountingPeriod {
  from: string;
  to: string;
  billMonths: { from: string; to: string };
}

/** Whether a payday month is named after the calendar month it starts in. */
function namedAfterStart(rule: PaydayRule): boolean {
  if (rule.kind === "day") return rule.day <= 15;
  return rule.kind === "business_day";
}

/**
 * The days of the month `month` ("YYYY-MM"): the calendar month, or with a payday rule the days
 * from its payday to the day before the next.
 * @example countingPeriod("2026-03", { kind: "business_day", n: 5 }) // { from: "2026-03-06", to: "2026-04-06", … }
 * @example countingPeriod("2026-03", null) // { from: "2026-03-01", to: "2026-03-31", … }
 */
export function countingPeriod(month: string, rule: PaydayRule | null): CountingPeriod {
  const billMonths = { from: month, to: month };
  if (!rule) {
    const from = `${month}-01`;
    const to = toIso(addDays(fromIso(`${shiftMonth(month, 1)}-01`), -1));
    return { from, to, billMonths };
  }
  const start = namedAfterStart(rule) ? month : shiftMonth(month, -1);
  const from = paydayIn(rule, start);
  const to = toIso(addDays(fromIso(paydayIn(rule, shiftMonth(start, 1))), -1));
  return { from, to, billMonths };
}

/**
 * The month ("YYYY-MM") a day belongs to: its calendar month, or with a payday rule the month of
 * the last payday on or before it.
 * @example monthOfDay("2026-04-02", { kind: "business_day", n: 5 }) // "2026-03" (April's 5th business day is the 7th)
 */
export function monthOfDay(date: string, rule: PaydayRule | null): string {
  if (!rule) return date.slice(0, 7);
  const start = previousPayday(rule, date).slice(0, 7);
  return namedAfterStart(rule) ? start : shiftMonth(start, 1);
}

/**
 * The period of "este mês" on `today`: the month so far.
 * @example monthSoFar("2026-04-02", { kind: "business_day", n: 5 }) // { from: "2026-03-06", to: "2026-04-02", … }
 */
export function monthSoFar(today: string, rule: PaydayRule | null): CountingPeriod {
  return { ...countingPeriod(monthOfDay(today, rule), rule), to: today };
}

/**
 * The month a record counts in: its bill's when it is a credit part on another month's bill and
 * the person counts parts in their bill's month, else the month of its date.
 */
export function countingMonthOf(
  record: { date: string; billMonth: string | null },
  billView: boolean,
  rule: PaydayRule | null,
): string {
  if (billView && record.billMonth !== null && record.billMonth !== record.date.slice(0, 7))
    return record.billMonth;
  return monthOfDay(record.date, rule);
}

/**
 * The person's months the days of calendar month `month` fall in, in order: the month itself, or
 * with a payday rule the one running on its 1st through the one running on its last day.
 * @example monthsOfCalendarMonth("2026-04", { kind: "business_day", n: 5 }) // ["2026-03", "2026-04"]
 */
export function monthsOfCalendarMonth(month: string, rule: PaydayRule | null): string[] {
  const first = monthOfDay(`${month}-01`, rule);
  const last = monthOfDay(toIso(addDays(fromIso(`${shiftMonth(month, 1)}-01`), -1)), rule);
  const months: string[] = [];
  for (let m = first; m <= last; m = shiftMonth(m, 1)) months.push(m);
  return months;
}
