/**
 * Reading money, dates and labels out of OCR or PDF text. OCR confuses letters and digits inside
 * numbers ("5B,9O"), splits thousands with spaces and drops accents; these helpers undo that once
 * so every extractor reads the same way.
 */

import { dayNumber, fromDayNumber, fromIso, makeDate, toIso } from "../calendar/civil-date.ts";
import { foldAccents } from "../fold.ts";
import { type Centavos, centavos } from "../money.ts";

/** A civil date as `YYYY-MM-DD`. */
export type IsoDate = string;

/** Lower-case, accents removed, runs of blanks collapsed: the form labels are matched on. */
export function fold(text: string): string {
  return foldAccents(text).replace(/[ \t\u00a0]+/g, " ");
}

/** Splits text into trimmed, non-empty lines. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((l) => l.length > 0);
}

/** The non-blank lines with the runs of spaces between columns kept (PDF layout, OCR words). */
export function spacedLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/[\t\u00a0]/g, " ").trim())
    .filter((l) => l.length > 0);
}

const DIGIT_LOOKALIKES: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  Q: "0",
  I: "1",
  l: "1",
  "|": "1",
  i: "1",
  Z: "2",
  S: "5",
  s: "5",
  B: "8",
  G: "6",
  b: "6",
  g: "9",
  q: "9",
};

/** Replaces letters OCR reads instead of digits, only where they sit between digits or separators. */
export function fixDigits(token: string): string {
  return token.replace(/[OoDQIl|iZSsBGbgq]/g, (ch, index: number) => {
    const before = token[index - 1] ?? "";
    const after = token[index + 1] ?? "";
    const numericAround = /[\d.,]/.test(before) || /[\d.,]/.test(after);
    return numericAround ? (DIGIT_LOOKALIKES[ch] ?? ch) : ch;
  });
}

/**
 * Reads a line that is mostly digits (an access key, a payment line) as digits throughout: there a
 * lone "O" or "l" between spaces is a digit too.
 */
export function fixDigitLine(line: string): string {
  const compact = line.replace(/\s/g, "");
  const digits = compact.replace(/\D/g, "").length;
  if (compact.length === 0 || digits / compact.length < 0.75) return fixDigits(line);
  return line.replace(/[OoDQIl|iZSsBGbgq]/g, (ch) => DIGIT_LOOKALIKES[ch] ?? ch);
}

// An amount written the Brazilian way (1.234,56 / 58,90) or, from some PDFs, 58.90.
const AMOUNT_RE = /(-)?(?:R\$|RS|R5)?\s*(-)?((?:\d{1,3}(?:\.\d{3})+|\d+)[,.]\s?\d{2})(?![\d])/g;

export interface AmountHit {
  value: Centavos;
  index: number;
  negative: boolean;
}

/** Every money amount with two decimals in a line, left to right. */
export function amountsIn(line: string): AmountHit[] {
  const fixed = fixDigits(line);
  const out: AmountHit[] = [];
  for (const m of fixed.matchAll(AMOUNT_RE)) {
    const raw = (m[3] as string).replace(/\s/g, "");
    const digits = raw.replace(/[.,]/g, "");
    // "1.234" without decimals is not matched; "1.234.56" is ambiguous but reads as 1234,56.
    const value = Number.parseInt(digits, 10);
    if (!Number.isSafeInteger(value)) continue;
    out.push({ value: centavos(value), index: m.index ?? 0, negative: Boolean(m[1] || m[2]) });
  }
  return out;
}

/** Days since 1970-01-01 of an ISO date. */
export function isoDayNumber(iso: IsoDate): number {
  return dayNumber(fromIso(iso));
}

/** The ISO date `n` days after 1970-01-01. */
export function isoOfDay(n: number): IsoDate {
  return toIso(fromDayNumber(n));
}

/** Builds a valid ISO date of a document's era or null (31/02 is null). */
export function makeIso(y: number, m: number, d: number): IsoDate | null {
  if (y < 1990 || y > 2099) return null;
  const date = makeDate(y, m, d);
  return date ? toIso(date) : null;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  fev: 2,
  mar: 3,
  abr: 4,
  mai: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  set: 9,
  out: 10,
  nov: 11,
  dez: 12,
};

/** Month number of a pt-BR month name or abbreviation ("março", "MAR", "set."). */
export function monthNumber(word: string): number | null {
  return MONTHS[fold(word).slice(0, 3)] ?? null;
}

export interface DateHit {
  iso: IsoDate;
  index: number;
  /** A time of day follows the date (emission stamps have one). */
  withTime: boolean;
}

const NUMERIC_DATE =
  /(?<![\d])(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})(?![\d])(\s*(?:as|às|-|,)?\s*\d{1,2}[:h]\d{2})?/g;
const WORD_DATE =
  /(?<![\d])(\d{1,2})\s*(?:de\s+)?(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)[a-zç.]*\s*(?:de\s+)?(\d{4})(\s*(?:as|às|-|,)?\s*\d{1,2}[:h]\d{2})?/gi;
const ISO_DATE = /(?<![\d])(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/g;

/** Every date in a line: 12/03/2025, 12-03-25, 12 de março de 2025, 12 MAR 2025, 2025-03-12. */
export function datesIn(line: string): DateHit[] {
  const fixed = fixDigits(line);
  const out: DateHit[] = [];
  for (const m of fixed.matchAll(NUMERIC_DATE)) {
    const yRaw = m[3] as string;
    const y = yRaw.length === 2 ? 2000 + Number(yRaw) : Number(yRaw);
    const iso = makeIso(y, Number(m[2]), Number(m[1]));
    if (iso) out.push({ iso, index: m.index ?? 0, withTime: Boolean(m[4]) });
  }
  for (const m of fixed.matchAll(WORD_DATE)) {
    const month = monthNumber(m[2] as string);
    const iso = month ? makeIso(Number(m[3]), month, Number(m[1])) : null;
    if (iso) out.push({ iso, index: m.index ?? 0, withTime: Boolean(m[4]) });
  }
  for (const m of fixed.matchAll(ISO_DATE)) {
    const iso = makeIso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso) out.push({ iso, index: m.index ?? 0, withTime: Boolean(m[4]) });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Whether a date is plausible for a document read on `today`: not years away. */
export function plausible(iso: IsoDate, today: IsoDate, pastYears = 6, futureDays = 400): boolean {
  const d = isoDayNumber(iso);
  const t = isoDayNumber(today);
  return d >= t - pastYears * 366 && d <= t + futureDays;
}

export interface Labelled<T> {
  value: T;
  line: number;
}

/**
 * Finds the first line matching one of the labels (in priority order) that carries a value, looking
 * at the label's line and then the next `lookahead` lines (tables put values under their labels).
 */
export function findLabelled<T>(
  all: readonly string[],
  labels: readonly RegExp[],
  read: (line: string, labelEnd: number) => T | null,
  lookahead = 2,
): Labelled<T> | null {
  for (const label of labels) {
    for (let i = 0; i < all.length; i++) {
      const folded = fold(all[i] as string);
      const m = label.exec(folded);
      if (!m) continue;
      const here = read(all[i] as string, (m.index ?? 0) + m[0].length);
      if (here !== null) return { value: here, line: i };
      for (let k = 1; k <= lookahead && i + k < all.length; k++) {
        const next = read(all[i + k] as string, 0);
        if (next !== null) return { value: next, line: i + k };
      }
    }
  }
  return null;
}

/** The first date after a label's end on the same line, or on a following line. */
export function dateAfter(line: string, labelEnd: number): IsoDate | null {
  const rest = labelEnd > 0 && fold(line).length === line.length ? line.slice(labelEnd) : line;
  return datesIn(rest)[0]?.iso ?? null;
}

// A day and month printed without a year: "08/01", "8 JAN", "08 de janeiro". A slash only (a dot
// or dash between two numbers is as often money or a range), and no amount's "R$" before it.
const DAY_MONTH = /(?<![\d/.,]|R\$\s?)(\d{1,2})\s?\/\s?(\d{1,2})(?![\d,]|\s?[/.-]\s?\d)/;
const WORD_DAY_MONTH =
  /(?<![\d/.,])(\d{1,2})\s*(?:de\s+)?(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)[a-zç.]*(?!\s*(?:de\s+)?\d)/i;

/** The date of a day and month without a year: in the year that puts it nearest `today`. */
export function nearestDate(day: number, month: number, today: IsoDate): IsoDate | null {
  const year = Number(today.slice(0, 4));
  const t = isoDayNumber(today);
  let best: IsoDate | null = null;
  for (const y of [year - 1, year, year + 1]) {
    const iso = makeIso(y, month, day);
    if (iso && (best === null || Math.abs(isoDayNumber(iso) - t) < Math.abs(isoDayNumber(best) - t)))
      best = iso;
  }
  return best;
}

/**
 * The first date after a label, like `dateAfter`; failing that, a day and month printed without a
 * year, taken in the year nearest `today` (a due date "08/01" or "08 JAN" read in November is next
 * January's).
 * @example dateOrDayMonthAfter("Vencimento 08 JAN", 10, "2026-11-29") // "2027-01-08"
 */
export function dateOrDayMonthAfter(line: string, labelEnd: number, today: IsoDate): IsoDate | null {
  const full = dateAfter(line, labelEnd);
  if (full) return full;
  const rest = fixDigits(labelEnd > 0 && fold(line).length === line.length ? line.slice(labelEnd) : line);
  // On a line below the label, only a line that is the day and month alone: a reading period
  // ("12/11 a 10/12") or a purchase ("08/11 PADARIA") is no due date.
  const whole = (m: RegExpExecArray | null) => (labelEnd > 0 || m?.[0] === rest.trim() ? m : null);
  const numeric = whole(DAY_MONTH.exec(rest));
  const worded = whole(WORD_DAY_MONTH.exec(rest));
  if (numeric && (!worded || numeric.index <= worded.index))
    return nearestDate(Number(numeric[1]), Number(numeric[2]), today);
  const month = worded ? monthNumber(worded[2] as string) : null;
  return worded && month ? nearestDate(Number(worded[1]), month, today) : null;
}

/** Keeps only digits. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, "");
}
