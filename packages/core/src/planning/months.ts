import { addDays, fromIso, monthNamePt, monthPeriod, toIso } from "../calendar/index.ts";

/**
 * The first and last day (YYYY-MM-DD) of a "YYYY-MM" month.
 * @example monthRange("2028-02") // { from: "2028-02-01", to: "2028-02-29" }
 */
export function monthRange(month: string): { from: string; to: string } {
  return monthPeriod(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
}

/**
 * A "YYYY-MM" month in pt-BR words, as replies name a bill.
 * @example monthName("2026-12") // "dezembro/2026"
 */
export function monthName(month: string): string {
  return `${monthNamePt(Number(month.slice(5, 7)))}/${month.slice(0, 4)}`;
}

/**
 * Moves a YYYY-MM-DD date by whole days.
 * @example shiftDate("2026-12-31", 1) // "2027-01-01"
 */
export function shiftDate(date: string, days: number): string {
  return toIso(addDays(fromIso(date), days));
}
