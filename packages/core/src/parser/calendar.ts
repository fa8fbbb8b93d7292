/**
 * Calendar dates in America/Sao_Paulo, as plain { y, m, d } values. Arithmetic runs on UTC
 * day numbers, so it never depends on the host's zone.
 */

export interface CivilDate {
  y: number;
  m: number;
  d: number;
}

const ZONE = "America/Sao_Paulo";
const HOUR = 3_600_000;
const DAY = 86_400_000;

const zoneFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

// The zone's UTC offset per UTC hour: offsets have only ever changed on whole hours here,
// so one Intl call per hour bucket is enough.
const offsetCache = new Map<number, number>();

function zoneOffsetMs(ms: number): number {
  const bucket = Math.floor(ms / HOUR);
  const cached = offsetCache.get(bucket);
  if (cached !== undefined) return cached;
  const at = bucket * HOUR;
  let y = 1970;
  let mo = 1;
  let d = 1;
  let h = 0;
  let mi = 0;
  for (const part of zoneFormat.formatToParts(at)) {
    const v = Number(part.value);
    if (part.type === "year") y = v;
    else if (part.type === "month") mo = v;
    else if (part.type === "day") d = v;
    else if (part.type === "hour") h = v;
    else if (part.type === "minute") mi = v;
  }
  const offset = Date.UTC(y, mo - 1, d, h, mi) - at;
  if (offsetCache.size > 4096) offsetCache.clear();
  offsetCache.set(bucket, offset);
  return offset;
}

/** The calendar date in America/Sao_Paulo at the instant `now`. */
export function localDate(now: Date): CivilDate {
  const ms = now.getTime();
  const local = new Date(ms + zoneOffsetMs(ms));
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() };
}

function dayNumber(date: CivilDate): number {
  return Math.floor(Date.UTC(date.y, date.m - 1, date.d) / DAY);
}

function fromDayNumber(n: number): CivilDate {
  const dt = new Date(n * DAY);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
}

/** Adds (or subtracts) whole days. */
export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Number of days in month `m` (1-12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

/** Day of the week, 0 = Monday … 6 = Sunday. */
export function isoWeekday(date: CivilDate): number {
  return (new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay() + 6) % 7;
}

/** A valid date or null ("31/02" is null). */
export function makeDate(y: number, m: number, d: number): CivilDate | null {
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** YYYY-MM-DD. */
export function toIso(date: CivilDate): string {
  return `${date.y}-${pad2(date.m)}-${pad2(date.d)}`;
}

/** dd/mm, as replies show dates. */
export function toDayMonth(date: CivilDate): string {
  return `${pad2(date.d)}/${pad2(date.m)}`;
}

/** Parses YYYY-MM-DD (no validation beyond shape). */
export function fromIso(iso: string): CivilDate {
  return { y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) };
}
