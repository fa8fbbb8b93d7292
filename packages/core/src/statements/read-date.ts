/**
 * Dates as banks write them: dd/mm/aaaa, dd/mm/aa, dd-mm-aaaa, dd.mm.aaaa, aaaa-mm-dd (with a time
 * or not), aaaammdd, OFX's aaaammddhhmmss[.xxx][-3:BRT], a month by its name ("05 NOV", "05/nov/2026",
 * "5 de novembro de 2026"), and mm/dd/aaaa when a column proves it (a first part above 12 never
 * appears, a second one does) or, its parts all 12 or less, the file's order and stated period
 * say so (`settleDateOrder`). A date written without its year (card statements) takes the year
 * that puts it on or before a reference date the caller knows.
 */
import { addDays, daysInMonth, fromIso, makeDate, toIso } from "../calendar/civil-date.ts";

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

/** A slash date's two first parts, when the text is one. */
function slashParts(value: string): [number, number] | null {
  const m = SLASHED.exec(value.trim().replace(/^'/, "").replace(WEEKDAY, ""));
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * The order slash dates prove by themselves: a first part above 12 is a day (day-month), a
 * second part above 12 with no first one is (month-day); null when every part is 12 or less.
 */
function provenOrder(values: Iterable<string>): DateOrder | null {
  let firstBig = false;
  let secondBig = false;
  for (const v of values) {
    const parts = slashParts(v);
    if (!parts) continue;
    if (parts[0] > 12 && parts[0] <= 31) firstBig = true;
    if (parts[1] > 12 && parts[1] <= 31) secondBig = true;
  }
  if (firstBig) return "dmy";
  return secondBig ? "mdy" : null;
}

/** What a file says of its dates besides the entries' own (docs/statement-formats.md, "Date order?"). */
export interface DateOrderEvidence {
  /** Lines around the entries: title lines (a period, an emission or due date) and footers (a closing balance's date). */
  around?: readonly string[];
  /** The period the file states in dates that carry no order of their own (OFX DTSTART/DTEND), ISO. */
  span?: { from: string | null; to: string | null };
  /** The file's name, which may give its month or days ("extrato-2026-03.csv", "extrato_20260301_20260331.csv"). */
  fileName?: string;
  /** Today (`YYYY-MM-DD`), when known: a reading that puts entries weeks after it is not the file's. */
  today?: string | null;
}

/** Full slash dates written in a line ("Período: 01/03/2026 a 31/03/2026", "Saldo em 31/03/2026"). */
const DATE_IN_TEXT = /(?<![\d/.-])\d{1,2}([/.-])\d{1,2}\1\d{4}(?![\d/.-])/g;

/**
 * The dates a file's name gives, ISO: a month is its first and last day ("extrato-2026-03.csv"),
 * a day itself ("Fatura2026-11-10.csv"), two days a period ("extrato_20260301_20260331.csv").
 */
export function datesInName(fileName: string): string[] {
  const found: string[] = [];
  for (const m of fileName.matchAll(
    /(20\d{2})[-_.]?(0[1-9]|1[0-2])(?:[-_.]?(0[1-9]|[12]\d|3[01]))?(?!\d)/g,
  )) {
    const y = Number(m[1]);
    const month = Number(m[2]);
    const days = m[3] ? [Number(m[3])] : [1, daysInMonth(y, month)];
    for (const day of days) {
      const d = makeDate(y, month, day);
      if (d) found.push(toIso(d));
    }
  }
  return found;
}

const shiftDays = (iso: string, days: number) => toIso(addDays(fromIso(iso), days));

/**
 * The days a file's entries must lie in, from dates it states around them: a period, an emission
 * date, a closing balance's, a card bill's closing and due dates. The entries end by the last (a
 * few days' slack) and start at most about two months before the first: a bill's closing and due
 * dates come after its purchases. Stated dates more than a year apart are no period: that reading
 * of them is not the file's.
 */
function windowOf(dates: readonly string[]): { from: string; to: string } | null {
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last || shiftDays(first, 366) < last) return null;
  return { from: shiftDays(first, -62), to: shiftDays(last, 3) };
}

/**
 * The order of a file's slash dates, decided by evidence when the dates cannot prove it (every
 * part 12 or less). `runs` are the dates of each statement in the file's order. A date of the
 * lines around the entries that proves its order ("Período: 01/03/2026 a 31/03/2026") decides.
 * Else each of these tells the order it fits and the other does not: the entries' order, as a
 * statement lists them oldest or newest first (a file sorted only when read month-first); the
 * period the file states (OFX DTSTART/DTEND, its dates around the entries, the dates or month its
 * name gives) holding the entries read one way and not the other; today, which no entry is long
 * after. Month-first needs one of them for it and none against it: Brazilian banks write
 * day-month, so that is the reading when nothing tells or the evidence disagrees.
 * @example settleDateOrder([["02/10/2026", "02/12/2026", "03/02/2026"]]) // "mdy"
 * @example settleDateOrder([["05/03/2026", "09/03/2026"]]) // "dmy"
 */
export function settleDateOrder(
  runs: ReadonlyArray<readonly string[]>,
  evidence: DateOrderEvidence = {},
): DateOrder {
  const all = runs.flat();
  const column = provenOrder(all);
  if (column) return column;
  if (!all.some((v) => slashParts(v) !== null)) return "dmy";
  const aroundDates = (evidence.around ?? []).flatMap((t) => [...t.matchAll(DATE_IN_TEXT)].map((m) => m[0]));
  const stated = provenOrder(aroundDates);
  if (stated) return stated;
  const decide = (fits: (order: DateOrder) => boolean): DateOrder | null => {
    const dmy = fits("dmy");
    return dmy === fits("mdy") ? null : dmy ? "dmy" : "mdy";
  };
  // A year-less date ("05/03") takes a year only for comparing: the order of its month and day,
  // which may turn the year once (a bill from December to January).
  const read = (v: string, order: DateOrder, reference = "2000-12-31") => readDate(v, order, reference);
  const sorted = (order: DateOrder) =>
    runs.every((run) => {
      const dates = run.map((v) => read(v, order)).filter((d): d is string => d !== null);
      const turns = run.some(lacksYear) ? 1 : 0;
      let down = 0;
      let up = 0;
      for (let i = 1; i < dates.length; i++) {
        if ((dates[i] as string) < (dates[i - 1] as string)) down++;
        if ((dates[i] as string) > (dates[i - 1] as string)) up++;
      }
      return down <= turns || up <= turns;
    });
  // Periods the file states, each read the way the entries are: the entries must lie within.
  const { from: spanFrom, to: spanTo } = evidence.span ?? {};
  const named = datesInName(evidence.fileName ?? "");
  const windows: Array<(order: DateOrder) => { from: string; to: string } | null> = [
    () => (spanFrom && spanTo ? { from: shiftDays(spanFrom, -3), to: shiftDays(spanTo, 3) } : null),
    (order) => windowOf(aroundDates.map((v) => readDate(v, order)).filter((d): d is string => d !== null)),
    () => windowOf(named),
    // No statement lists entries long after the day it is read (dates without a year are put before it).
    () =>
      evidence.today && !all.some(lacksYear)
        ? { from: "1900-01-01", to: shiftDays(evidence.today, 31) }
        : null,
  ];
  const votes = [
    decide(sorted),
    ...windows.map((window) =>
      decide((order) => {
        const w = window(order);
        if (!w) return false;
        return all.every((v) => {
          if (slashParts(v) === null) return true;
          const d = read(v, order, w.to);
          return d !== null && d >= w.from && d <= w.to;
        });
      }),
    ),
  ];
  return votes.includes("mdy") && !votes.includes("dmy") ? "mdy" : "dmy";
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
