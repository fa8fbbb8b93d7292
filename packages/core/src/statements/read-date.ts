/**
 * Dates as banks write them: dd/mm/aaaa, dd/mm/aa, dd-mm-aaaa, dd.mm.aaaa, aaaa-mm-dd (with a time
 * or not), aaaammdd, OFX's aaaammddhhmmss[.xxx][-3:BRT], and mm/dd/aaaa when a column proves it
 * (a first part above 12 never appears, a second one does).
 */
import { makeDate, toIso } from "../calendar/civil-date.ts";

/** Day-month or month-day order of a column's slash dates. */
export type DateOrder = "dmy" | "mdy";

const SLASHED = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?(?:[\sT,]+\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[\sT]\d{1,2}:\d{2}.*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:\d{2,6}(?:\.\d+)?)?(?:\[[^\]]*\])?$/;

function fullYear(y: string | undefined, fallback: number | null): number | null {
  if (y === undefined) return fallback;
  if (y.length === 4) return Number(y);
  return 2000 + Number(y);
}

/**
 * The order a column of slash dates is in: month-day only when some second part is above 12
 * and no first part is.
 * @example guessDateOrder(["12/25/2026", "01/02/2026"]) // "mdy"
 */
export function guessDateOrder(values: Iterable<string>): DateOrder {
  let firstBig = false;
  let secondBig = false;
  for (const v of values) {
    const m = SLASHED.exec(v.trim());
    if (!m) continue;
    if (Number(m[1]) > 12) firstBig = true;
    if (Number(m[2]) > 12) secondBig = true;
  }
  return secondBig && !firstBig ? "mdy" : "dmy";
}

/**
 * A statement date as `YYYY-MM-DD`, or null. `year` completes a date written without one
 * ("12/03" in a card statement of 2026).
 * @example readDate("05/03/2026") // "2026-03-05"
 * @example readDate("20260305120000[-3:BRT]") // "2026-03-05"
 */
export function readDate(text: string, order: DateOrder = "dmy", year: number | null = null): string | null {
  const t = text.trim();
  let m = ISO.exec(t);
  if (m) {
    const d = makeDate(Number(m[1]), Number(m[2]), Number(m[3]));
    return d ? toIso(d) : null;
  }
  m = COMPACT.exec(t);
  if (m) {
    const d = makeDate(Number(m[1]), Number(m[2]), Number(m[3]));
    return d ? toIso(d) : null;
  }
  m = SLASHED.exec(t);
  if (m) {
    const y = fullYear(m[3], year);
    if (y === null) return null;
    const a = Number(m[1]);
    const b = Number(m[2]);
    const d = order === "mdy" ? makeDate(y, a, b) : makeDate(y, b, a);
    return d ? toIso(d) : null;
  }
  return null;
}
