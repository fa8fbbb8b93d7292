/**
 * Month arithmetic and monthly occurrences ("todo dia 10", "vence dia 31"). A day a month does
 * not have is clamped to the month's last day unless the caller asks to skip such months.
 */
import {
  type CivilDate,
  clampedDate,
  compareDates,
  DAY_MS,
  dayNumber,
  daysInMonth,
  fromDayNumber,
  fromIso,
  toIso,
} from "./civil-date.ts";

/** How to treat a month shorter than the day asked for ("dia 31" in April). */
export type ShortMonths = "clamp" | "skip";

export interface OccurrenceOptions {
  /** Whether `from` itself counts when it falls on the day. Default true. */
  inclusive?: boolean;
  /** Default "clamp": April's "dia 31" is 30/04; "skip" jumps to a month that has the day. */
  shortMonths?: ShortMonths;
}

/**
 * Moves a date by whole months, landing on `day` (by default the date's own day) or on the
 * month's last day when the month is shorter.
 * @example addMonths({ y: 2026, m: 1, d: 31 }, 1) // { y: 2026, m: 2, d: 28 }
 * @example addMonths({ y: 2027, m: 2, d: 28 }, 1, 31) // { y: 2027, m: 3, d: 31 }
 */
export function addMonths(date: CivilDate, months: number, day: number = date.d): CivilDate {
  const index = date.y * 12 + (date.m - 1) + months;
  return clampedDate(Math.floor(index / 12), (((index % 12) + 12) % 12) + 1, day);
}

/**
 * Moves a month ("YYYY-MM") by whole months.
 * @example shiftMonth("2026-11", 3) // "2027-02"
 * @example shiftMonth("2026-01", -1) // "2025-12"
 */
export function shiftMonth(month: string, months: number): string {
  return toIso(addMonths(fromIso(`${month}-01`), months)).slice(0, 7);
}

/**
 * Adds calendar months to an instant in UTC, clamping the day and keeping the time of day
 * (subscription periods: paid on 31/01, renewed on 28/02).
 * @example addMonthsToInstant(Date.UTC(2026, 0, 31, 12), 1) // Date.UTC(2026, 1, 28, 12)
 */
export function addMonthsToInstant(ms: number, months: number): number {
  const day = Math.floor(ms / DAY_MS);
  const moved = addMonths(fromDayNumber(day), months);
  return dayNumber(moved) * DAY_MS + (ms - day * DAY_MS);
}

function occurrenceIn(y: number, m: number, day: number, shortMonths: ShortMonths): CivilDate | null {
  if (shortMonths === "skip" && day > daysInMonth(y, m)) return null;
  return clampedDate(y, m, day);
}

function isAcceptable(candidate: CivilDate, from: CivilDate, inclusive: boolean, direction: 1 | -1): boolean {
  const order = compareDates(candidate, from) * direction;
  return inclusive ? order >= 0 : order > 0;
}

function findMonthDay(
  from: CivilDate,
  day: number,
  options: OccurrenceOptions,
  direction: 1 | -1,
): CivilDate {
  const inclusive = options.inclusive ?? true;
  const shortMonths = options.shortMonths ?? "clamp";
  // Any day 1-31 recurs within three months, even when skipping short ones (31/01 → 31/03).
  for (let step = 0; step <= 3; step++) {
    const month = addMonths({ y: from.y, m: from.m, d: 1 }, step * direction);
    const candidate = occurrenceIn(month.y, month.m, day, shortMonths);
    if (candidate && isAcceptable(candidate, from, inclusive, direction)) return candidate;
  }
  throw new RangeError(`no day ${day} near ${from.y}-${from.m}-${from.d}`);
}

/**
 * The first date on or after `from` (after it, when not inclusive) that falls on day `day` (1-31).
 * @example nextMonthDay({ y: 2026, m: 11, d: 22 }, 10) // { y: 2026, m: 12, d: 10 }
 * @example nextMonthDay({ y: 2026, m: 4, d: 5 }, 31) // { y: 2026, m: 4, d: 30 }
 */
export function nextMonthDay(from: CivilDate, day: number, options: OccurrenceOptions = {}): CivilDate {
  return findMonthDay(from, checkedDay(day), options, 1);
}

/**
 * The last date on or before `from` (before it, when not inclusive) that falls on day `day` (1-31).
 * @example previousMonthDay({ y: 2026, m: 10, d: 14 }, 20) // { y: 2026, m: 9, d: 20 }
 */
export function previousMonthDay(from: CivilDate, day: number, options: OccurrenceOptions = {}): CivilDate {
  return findMonthDay(from, checkedDay(day), options, -1);
}

function checkedDay(day: number): number {
  if (!Number.isInteger(day) || day < 1 || day > 31)
    throw new RangeError(`day of month out of range: ${day}`);
  return day;
}

/**
 * The days of the month whose monthly items fall on `date`: the day itself and, on a month's
 * last day, every later day too (a "todo dia 31" falls on 28/02).
 * @example monthDaysFallingOn({ y: 2027, m: 2, d: 28 }) // [28, 29, 30, 31]
 */
export function monthDaysFallingOn(date: CivilDate): number[] {
  const last = daysInMonth(date.y, date.m);
  if (date.d < last) return [date.d];
  return Array.from({ length: 32 - date.d }, (_, i) => date.d + i);
}

/** The months' pt-BR names, January first. */
export const MONTH_NAMES_PT = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/**
 * The pt-BR name of a month (1-12).
 * @example monthNamePt(3) // "março"
 */
export function monthNamePt(m: number): string {
  return MONTH_NAMES_PT[m - 1] ?? String(m);
}

/**
 * Why a day and month (and year, when said) name no date, in pt-BR; null when they name one.
 * Without a year, 29 February exists (it does in leap years).
 * @example nonexistentDateMessage(2026, 2, 30) // "Essa data não existe: fevereiro de 2026 tem 28 dias."
 * @example nonexistentDateMessage(null, 4, 31) // "Essa data não existe: abril tem 30 dias."
 */
export function nonexistentDateMessage(year: number | null, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const last = year === null ? (month === 2 ? 29 : daysInMonth(2025, month)) : daysInMonth(year, month);
  if (day <= last) return null;
  const name = monthNamePt(month);
  if (year !== null) return `Essa data não existe: ${name} de ${year} tem ${last} dias.`;
  if (month === 2) return "Essa data não existe: fevereiro tem 28 dias (29 nos anos bissextos).";
  return `Essa data não existe: ${name} tem ${last} dias.`;
}
