import { addMonths, saoPauloDate } from "../ledger/dates.ts";

function daysInMonth(date: string): number {
  const year = Number(date.slice(0, 4));
  const month1 = Number(date.slice(5, 7));
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

/**
 * The date of a monthly occurrence on `day` in the month of `date`, clamped to the month's last day.
 * @example occurrenceInMonth("2027-02-10", 31) // "2027-02-28"
 */
export function occurrenceInMonth(date: string, day: number): string {
  const d = Math.min(Math.max(1, Math.trunc(day)), daysInMonth(date));
  return `${date.slice(0, 8)}${String(d).padStart(2, "0")}`;
}

/**
 * The occurrence on `day` in the month after the one of `date` (day 31 becomes the month's last day).
 * @example nextMonthlyOccurrence("2027-01-31", 31) // "2027-02-28"
 */
export function nextMonthlyOccurrence(date: string, day: number): string {
  return occurrenceInMonth(addMonths(`${date.slice(0, 8)}01`, 1), day);
}

/**
 * The days of month whose monthly items fall on `today`: the day itself, and on a month's
 * last day every later day too (a "todo dia 31" falls on 28/02).
 * @example dueDaysOfMonth("2027-02-28") // [28, 29, 30, 31]
 */
export function dueDaysOfMonth(today: string): number[] {
  const day = Number(today.slice(8, 10));
  const last = daysInMonth(today);
  if (day < last) return [day];
  return Array.from({ length: 32 - day }, (_, i) => day + i);
}

/** Whether a monthly item on `day` falls on the São Paulo date of `now`. */
export function isMonthlyDueOn(day: number, now: Date): boolean {
  return dueDaysOfMonth(saoPauloDate(now)).includes(Math.trunc(day));
}

/** Today's date (YYYY-MM-DD) in São Paulo, where the schedules run. */
export function scheduleDate(now: Date): string {
  return saoPauloDate(now);
}
