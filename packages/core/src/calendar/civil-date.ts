/**
 * Civil (calendar) dates as plain `{ y, m, d }` values: no time, no zone. Arithmetic runs on
 * UTC day numbers, so it never depends on the host's zone. Dates cross the wire and the
 * database as `YYYY-MM-DD` (`toIso` / `parseIsoDate`).
 */

/** A calendar date; `m` is 1-12 and `d` 1-31. */
export interface CivilDate {
  y: number;
  m: number;
  d: number;
}

/** Milliseconds in a day of UTC (civil-date arithmetic never sees a zone). */
export const DAY_MS = 86_400_000;

/**
 * Number of days in month `m` (1-12) of year `y`.
 * @example daysInMonth(2028, 2) // 29
 */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * A valid date or null.
 * @example makeDate(2026, 2, 30) // null
 */
export function makeDate(y: number, m: number, d: number): CivilDate | null {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return null;
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

/** The date `day` of a month, or the month's last day when the month is shorter. */
export function clampedDate(y: number, m: number, day: number): CivilDate {
  return { y, m, d: Math.min(Math.max(1, Math.trunc(day)), daysInMonth(y, m)) };
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber(date: CivilDate): number {
  return Math.floor(Date.UTC(date.y, date.m - 1, date.d) / DAY_MS);
}

/** The date `n` days after 1970-01-01. */
export function fromDayNumber(n: number): CivilDate {
  const dt = new Date(n * DAY_MS);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
}

/**
 * Adds (or subtracts) whole days.
 * @example toIso(addDays({ y: 2024, m: 2, d: 28 }, 1)) // "2024-02-29"
 */
export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  return dayNumber(b) - dayNumber(a);
}

/** Day of the week, 0 = Monday … 6 = Sunday. */
export function isoWeekday(date: CivilDate): number {
  return (new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay() + 6) % 7;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** YYYY-MM-DD. */
export function toIso(date: CivilDate): string {
  return `${String(date.y).padStart(4, "0")}-${pad2(date.m)}-${pad2(date.d)}`;
}

/** dd/mm, as replies show dates. */
export function toDayMonth(date: CivilDate): string {
  return `${pad2(date.d)}/${pad2(date.m)}`;
}

/** dd/mm/aaaa, as Brazilians write a full date. */
export function toBrazilianDate(date: CivilDate): string {
  return `${pad2(date.d)}/${pad2(date.m)}/${String(date.y).padStart(4, "0")}`;
}

/**
 * Reads YYYY-MM-DD that the caller knows is well formed (from the database or `toIso`).
 * Use `parseIsoDate` for input from people or programs.
 */
export function fromIso(iso: string): CivilDate {
  return { y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real date written as YYYY-MM-DD, or null ("2026-02-30", "2026-2-1" and "ontem" are null).
 * @example parseIsoDate("2028-02-29") // { y: 2028, m: 2, d: 29 }
 */
export function parseIsoDate(text: string): CivilDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  return makeDate(Number(match[1]), Number(match[2]), Number(match[3]));
}
