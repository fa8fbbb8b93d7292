/**
 * Dates as banks write them: dd/mm/aaaa, dd/mm/aa, dd-mm-aaaa, dd.mm.aaaa, aaaa-mm-dd (with a time
 * or not), aaaammdd, OFX's aaaammddhhmmss[.xxx][-3:BRT], a month by its name ("05 NOV", "05/nov/2026",
 * "5 de novembro de 2026"), and mm/dd/aaaa when a column proves it (a first part above 12 never
 * appears, a second one does). A date written without its year (card statements) takes the year
 * that puts it on or before a reference date the caller knows.
 */
import { makeDate, toIso } from "../calendar/civil-date.ts";

/** Day-month or month-day order of a column's slash dates. */
export type DateOrder = "dmy" | "mdy";

/** A time after a date: "14:32", "14:32:10", "às 14:32", "- 14:32". */
const TIME = String.raw`(?:[\sT,]+(?:(?:às|as|-)\s+)?\d{1,2}(?::\d{2}(?::\d{2}(?:\.\d+)?)?|h\d{0,2})(?:\s*(?:[A-Z]{3,4}|[-+]\d{2}:?\d{2}))?)?`;
/** A weekday before a date: "Qui, 05/11/2026", "quinta-feira, 5 de novembro de 2026". */
const WEEKDAY = /^(?:seg|ter|qua|qui|sex|s[aá]b|dom)(?:unda|ça|ca|rta|nta|ta|ado|ingo)?(?:-feira)?\.?,?\s+/i;
const SLASHED = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?${TIME}$`, "i");
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[\sT]\d{1,2}:\d{2}.*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:\d{2,6}(?:\.\d+)?)?(?:\[[^\]]*\])?$/;
const NAMED =
  /^(\d{1,2})(?:\s+de\s+|[\s/.-]+)(\p{L}{3,9})\.?(?:(?:\s+de\s+|[\s/.-]+)(\d{4}|\d{2}))?(?:[\sT,]+\d{1,2}:\d{2}(?::\d{2})?)?$/iu;

/** Month names and their abbreviations, Portuguese and English, by their first three letters. */
const MONTHS: Record<string, number> = {
  jan: 1,
  fev: 2,
  feb: 2,
  mar: 3,
  abr: 4,
  apr: 4,
  mai: 5,
  may: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  aug: 8,
  set: 9,
  sep: 9,
  out: 10,
  oct: 10,
  nov: 11,
  dez: 12,
  dec: 12,
};

function monthOf(name: string): number | null {
  const folded = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const m = MONTHS[folded.slice(0, 3)];
  return m !== undefined &&
    (folded.length === 3 ||
      /^(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|january|february|march|april|june|july|august|september|october|november|december|sept)$/.test(
        folded,
      ))
    ? m
    : null;
}

/** The year of a day and month written without one: the latest that is not after `reference`. */
function yearBefore(month: number, day: number, reference: string | null): number | null {
  if (reference === null) return null;
  const y = Number(reference.slice(0, 4));
  const md = reference.slice(5);
  const own = `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return own <= md ? y : y - 1;
}

function fullYear(
  y: string | undefined,
  month: number,
  day: number,
  reference: string | null,
): number | null {
  if (y === undefined) return yearBefore(month, day, reference);
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
 * A statement date as `YYYY-MM-DD`, or null. `reference` (`YYYY-MM-DD`) completes a date written
 * without a year: "12/03" is the 12th of March on or before it.
 * @example readDate("05/03/2026") // "2026-03-05"
 * @example readDate("20260305120000[-3:BRT]") // "2026-03-05"
 * @example readDate("28/12", "dmy", "2027-01-10") // "2026-12-28"
 */
export function readDate(
  text: string,
  order: DateOrder = "dmy",
  reference: string | null = null,
): string | null {
  // A spreadsheet's text mark ("'05/11/2026") and a weekday before the date are no part of it.
  const t = text.trim().replace(/^'/, "").replace(WEEKDAY, "");
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
    const a = Number(m[1]);
    const b = Number(m[2]);
    const [month, day] = order === "mdy" ? [a, b] : [b, a];
    const y = fullYear(m[3], month, day, reference);
    if (y === null) return null;
    const d = makeDate(y, month, day);
    return d ? toIso(d) : null;
  }
  m = NAMED.exec(t);
  if (m) {
    const month = monthOf(m[2] as string);
    if (month === null) return null;
    const day = Number(m[1]);
    const y = fullYear(m[3], month, day, reference);
    if (y === null) return null;
    const d = makeDate(y, month, day);
    return d ? toIso(d) : null;
  }
  return null;
}

/**
 * True when a date is written without its year ("05/11", "05 NOV"), so it needs a reference.
 * @example lacksYear("12/03") // true
 */
export function lacksYear(text: string): boolean {
  const t = text.trim();
  const slashed = SLASHED.exec(t);
  if (slashed) return slashed[3] === undefined;
  const named = NAMED.exec(t);
  return named !== null && named[3] === undefined;
}
