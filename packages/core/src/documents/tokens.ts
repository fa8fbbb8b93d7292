/**
 * Money tokens and labels as OCR leaves them. A token is "clean" when its digits were printed as
 * digits and it is written the Brazilian way (1.234,56); a token OCR damaged ("7O,1O", "44,7€",
 * "167/13") is kept as a pattern that may only confirm a value something else read, never stand
 * alone. Labels are matched word by word with one slip allowed in long words ("TOrAL", "Desconl0").
 */
import { type Centavos, centavos } from "../money.ts";
import { fixDigits, fold } from "./text.ts";

export interface MoneyToken {
  value: Centavos;
  index: number;
  end: number;
  negative: boolean;
  /** Digits as printed, two decimals after a comma (or a dot in PDFs), no letters read as digits. */
  clean: boolean;
  /** Followed by "%": a rate, never money. */
  percent: boolean;
}

// One to three digits standing alone, then a space, dot or comma, right before a money token.
const SPLIT_THOUSANDS = /(?:^|\s)(\d{1,3})[\s,.]$/;
const MONEY = /(-)?\s?(?:R\$|RS|R5)?\s?(-)?((?:\d{1,3}(?:\.\d{3})+|\d+)[,.]\s?\d{2})(?![\d])(\s?%)?/g;

/** Every two-decimal amount in a line, left to right, with whether OCR had to repair it. */
export function moneyTokens(line: string): MoneyToken[] {
  const out: MoneyToken[] = [];
  const fixed = fixDigits(line);
  for (const m of fixed.matchAll(MONEY)) {
    const raw = (m[3] as string).replace(/\s/g, "");
    const value = Number.parseInt(raw.replace(/[.,]/g, ""), 10);
    if (!Number.isSafeInteger(value)) continue;
    const index = m.index ?? 0;
    const end = index + m[0].length;
    const printed = line.slice(index, end);
    // A dot before the cents is how PDFs and some printers write it; OCR reads commas as dots too.
    // A space inside the number ("250, 09") is OCR joining what it could not read.
    const clean = printed === m[0] && /\d[,.]\d{2}$/.test(raw) && !/[,.]\s\d/.test(m[3] as string);
    // "1 250,00" and "1,250,00": the thousands' dot read as a space or a comma. The number is
    // 1.250,00 as often as 250,00 after a quantity: it may confirm the larger, never stand.
    const lead = m[0].slice(0, m[0].indexOf(m[3] as string));
    const head =
      /^\s*$/.test(lead) && /^\d{3}[,.]/.test(raw)
        ? SPLIT_THOUSANDS.exec(fixed.slice(0, index + lead.length))
        : null;
    if (head) {
      out.push({
        value: centavos(Number(head[1]) * 100_000 + value),
        index: index + lead.length - (head[1] as string).length - 1,
        end,
        negative: false,
        clean: false,
        percent: Boolean(m[4]),
      });
      continue;
    }
    out.push({
      value: centavos(value),
      index,
      end,
      negative: Boolean(m[1] || m[2]),
      clean,
      percent: Boolean(m[4]),
    });
  }
  return out;
}

/** The money tokens of a line that can be money (no rates). */
export function amountsOf(line: string): MoneyToken[] {
  return moneyTokens(line).filter((t) => !t.percent);
}

/**
 * The amount a label gives: the first money token after it on its line ("Valor da fatura R$ 980,40
 * Pagamento mínimo R$ 147,06": 980,40), or the one amount of a following line (labelEnd 0). Null when
 * there is none; { value: null } when it cannot be told (OCR damaged it, or the following line holds
 * several, a row of boxes read without its gaps), and no other line's amount is to be taken for it.
 */
export function amountAfterLabel(line: string, labelEnd: number): { value: Centavos | null } | null {
  // Labels are matched on folded text; folding keeps lengths for Latin text, so indexes agree.
  const start = labelEnd > 0 && fold(line).length === line.length ? labelEnd : 0;
  const after = amountsOf(line).filter((t) => t.index >= start);
  const first = after[0];
  if (!first) return null;
  if (labelEnd === 0 && after.length > 1) return { value: null };
  return { value: first.clean ? first.value : null };
}

// A row of one amount and no word: a box's value, or one row of a table's column.
const loneAmountRow = (line: string | undefined) =>
  line !== undefined && amountsOf(line).length === 1 && !/[a-z]{4}/.test(fold(line));

/**
 * The amount alone on the line under a label's line (a box's value; a line of only "R$" between
 * them is passed over), with that line's index, or null: none when that line holds words or several
 * amounts (a row of a table), or when the line after it is another row of one amount (the label
 * heads a column, as a bill's history of past months).
 */
export function amountBelow(all: readonly string[], i: number): { token: MoneyToken; line: number } | null {
  const k = /^\W*(r\$|rs|r5)\W*$/i.test(all[i + 1] ?? "") ? i + 2 : i + 1;
  const next = all[k];
  if (!loneAmountRow(next) || loneAmountRow(all[k + 1])) return null;
  return { token: amountsOf(next as string)[0] as MoneyToken, line: k };
}

/**
 * Damaged amounts after a label: digits with one unreadable character among them ("44,7€",
 * "167/13", "5B,9?"), as a pattern over the centavos' digits. They confirm a value, never give one.
 */
export function damagedAmounts(text: string): RegExp[] {
  const out: RegExp[] = [];
  for (const m of text.matchAll(
    /(?<![\d/])(\d{1,4}(?:\.\d{3})?)\s?([,./;:'`])\s?([\dA-Za-z€$?*]{2})(?![\d/])/g,
  )) {
    const whole = (m[1] as string).replace(/\./g, "");
    const cents = m[3] as string;
    if (/^\d{2}$/.test(cents) && m[2] === ",") continue;
    // One unreadable character at most: "7€" is 70-79, "ng" could be anything and confirms nothing.
    if (cents.replace(/\d/g, "").length > 1) continue;
    const pattern = cents.replace(/[^\d]/g, "\\d");
    // "12/03" is a date as often as an amount: a slash only counts with three digits before it.
    if (m[2] === "/" && whole.length < 3) continue;
    out.push(new RegExp(`^${whole}${pattern}$`));
  }
  return out;
}

const LETTER_OF_DIGIT: Record<string, string> = {
  "0": "o",
  "1": "l",
  "5": "s",
  "8": "b",
  "|": "l",
  "€": "e",
};

/** A label's word as OCR may have printed it: digits inside letters read back as letters. */
function wordForm(word: string): string {
  if (!/[a-z]/.test(word)) return word;
  return word.replace(/[0158|€]/g, (ch) => LETTER_OF_DIGIT[ch] ?? ch);
}

/** Edit distance of two short words, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}

/** Whether an OCR word is the label's word: exact, or one slip in words of five letters or more. */
function sameWord(seen: string, want: string): boolean {
  if (seen === want) return true;
  if (want.length < 5) return false;
  return distance(seen, want, 1) <= 1;
}

export interface LabelHit {
  /** Index in the line where the label starts and where it ends. */
  start: number;
  end: number;
}

/** The words of a folded line with their positions; punctuation splits words. */
function wordsOf(folded: string): Array<{ w: string; start: number; end: number }> {
  const out: Array<{ w: string; start: number; end: number }> = [];
  for (const m of folded.matchAll(/[a-z0-9|€]+/g)) {
    const start = m.index ?? 0;
    out.push({ w: wordForm(m[0]), start, end: start + m[0].length });
  }
  return out;
}

/**
 * Finds a label (words separated by spaces, e.g. "valor a pagar") in a line, tolerating one OCR slip
 * per long word and accents, case and punctuation. Returns where it is, or null.
 * @example findLabel("VALOR A PAGAR R$ 58,90", "valor a pagar") // { start: 0, end: 13 }
 */
export function findLabel(line: string, label: string): LabelHit | null {
  const want = label.split(" ");
  const words = wordsOf(fold(line));
  for (let i = 0; i + want.length <= words.length; i++) {
    let ok = true;
    for (let k = 0; k < want.length; k++) {
      if (!sameWord((words[i + k] as { w: string }).w, want[k] as string)) {
        ok = false;
        break;
      }
    }
    if (ok)
      return {
        start: (words[i] as { start: number }).start,
        end: (words[i + want.length - 1] as { end: number }).end,
      };
  }
  return null;
}

/** The first of several labels found in a line, in the order given. */
export function findAnyLabel(line: string, labels: readonly string[]): (LabelHit & { label: string }) | null {
  for (const label of labels) {
    const hit = findLabel(line, label);
    if (hit) return { ...hit, label };
  }
  return null;
}
