/**
 * The scanner: one left-to-right pass that finds dates, recurring days, instalments, amounts
 * and numbers that are NOT money (scores, ages, times, quantities). Every number in a message
 * ends up in exactly one span, so the later readers never guess twice.
 */

import { amountAt, markQuantities } from "./amounts.ts";
import type { Token } from "./normalise.ts";
import { isNumberWord } from "./numbers.ts";
import {
  BRAND_PREFIX,
  CURRENCY_AFTER,
  CURRENCY_BEFORE,
  f,
  intValue,
  MONTHS,
  readCount,
  TIME_PREFIX,
  UNITS_NOT_MONEY,
  WEEKDAYS,
} from "./scan-words.ts";

export { MONTHS } from "./scan-words.ts";

/** A date as written, resolved later against `now` (past for records, future for reminders). */
export type DateRef =
  | { k: "rel"; days: number }
  | { k: "dom"; day: number }
  | { k: "dm"; d: number; m: number }
  | { k: "dmy"; d: number; m: number; y: number }
  | { k: "weekday"; wd: number }
  | { k: "months"; n: number };

export type Span =
  | { type: "amount"; start: number; end: number; centavos: number; marked: boolean; score: number }
  | { type: "date"; start: number; end: number; date: DateRef }
  | { type: "recurDay"; start: number; end: number; day: number }
  | { type: "lastDays"; start: number; end: number; n: number }
  | { type: "lastMonths"; start: number; end: number; n: number }
  | { type: "instalments"; start: number; end: number; count: number; per: number | null }
  | { type: "nonMoney"; start: number; end: number; score: boolean };

export interface ScanResult {
  spans: Span[];
  /** For each token, the index of the span covering it, or -1. */
  owner: Int16Array | Int32Array;
  /** 1 for tokens inside an amount, date, instalment or period span: not words to match. */
  masked: Uint8Array;
}

function parseSlashDate(s: string): DateRef | null {
  const parts = s.split("/");
  if (parts.length < 2 || parts.length > 3) return null;
  const d = Number(parts[0]);
  const m = Number(parts[1]);
  if (!(parts[0] as string).length || (parts[0] as string).length > 2 || (parts[1] as string).length > 2)
    return null;
  if (!Number.isInteger(d) || !Number.isInteger(m) || d < 1 || d > 31 || m < 1 || m > 12) return null;
  if (parts.length === 3) {
    const ys = parts[2] as string;
    let y = Number(ys);
    if (!Number.isInteger(y) || (ys.length !== 2 && ys.length !== 4)) return null;
    if (ys.length === 2) y += 2000;
    return { k: "dmy", d, m, y };
  }
  return { k: "dm", d, m };
}

/** Spans starting inside tokens [from, to), in order; linear in the range, not in the message. */
export function spansIn(scanned: ScanResult, from: number, to: number): Span[] {
  const out: Span[] = [];
  for (let i = from; i < to; i++) {
    const s = scanned.owner[i] ?? -1;
    if (s < 0) continue;
    const sp = scanned.spans[s] as Span;
    if (sp.start === i) out.push(sp);
  }
  return out;
}

/** Scans the tokens once; spans never overlap and appear in order. */
export function scan(tokens: Token[]): ScanResult {
  const spans: Span[] = [];
  const n = tokens.length;
  let i = 0;
  while (i < n) {
    const span = matchAt(tokens, i);
    if (span) {
      spans.push(span);
      i = span.end;
    } else i++;
  }
  const owner = n < 30000 ? new Int16Array(n).fill(-1) : new Int32Array(n).fill(-1);
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    for (let k = sp.start; k < sp.end; k++) owner[k] = s;
  }
  markQuantities(tokens, spans);
  const masked = new Uint8Array(n);
  for (const sp of spans) {
    if (sp.type === "nonMoney") continue;
    for (let k = sp.start; k < sp.end; k++) masked[k] = 1;
  }
  return { spans, owner, masked };
}

function matchAt(tokens: Token[], i: number): Span | null {
  const w = f(tokens, i);
  const tok = tokens[i] as Token;
  // ---- relative day words
  switch (w) {
    case "hoje":
      return { type: "date", start: i, end: i + 1, date: { k: "rel", days: 0 } };
    case "ontem":
      return { type: "date", start: i, end: i + 1, date: { k: "rel", days: -1 } };
    case "anteontem":
      return { type: "date", start: i, end: i + 1, date: { k: "rel", days: -2 } };
    case "amanha":
      return { type: "date", start: i, end: i + 1, date: { k: "rel", days: 1 } };
    case "antes":
      if (f(tokens, i + 1) === "de" && f(tokens, i + 2) === "ontem")
        return { type: "date", start: i, end: i + 3, date: { k: "rel", days: -2 } };
      break;
    case "depois":
      if (f(tokens, i + 1) === "de" && f(tokens, i + 2) === "amanha")
        return { type: "date", start: i, end: i + 3, date: { k: "rel", days: 2 } };
      break;
    case "dia": {
      const prev = f(tokens, i - 1);
      const next = tokens[i + 1];
      if (next?.t === "n" && next.f.includes("/")) {
        const ref = parseSlashDate(next.f);
        if (ref) return { type: "date", start: i, end: i + 2, date: ref };
      }
      const c = readCount(tokens, i + 1);
      if (c && c.value >= 1 && c.value <= 31) {
        if (prev === "todo" || prev === "todos" || prev === "cada") {
          return { type: "recurDay", start: i - 1, end: c.end, day: c.value };
        }
        const month = monthAfter(tokens, c.end);
        if (month)
          return { type: "date", start: i, end: month.end, date: { k: "dm", d: c.value, m: month.m } };
        return { type: "date", start: i, end: c.end, date: { k: "dom", day: c.value } };
      }
      break;
    }
    case "ha":
    case "faz": {
      const c = readCount(tokens, i + 1);
      if (c) {
        const unit = f(tokens, c.end);
        const mult = unit === "dia" || unit === "dias" ? 1 : unit === "semana" || unit === "semanas" ? 7 : 0;
        if (mult) {
          const end = f(tokens, c.end + 1) === "atras" ? c.end + 2 : c.end + 1;
          return { type: "date", start: i, end, date: { k: "rel", days: -c.value * mult } };
        }
      }
      break;
    }
    case "daqui": {
      const at = f(tokens, i + 1) === "a" ? i + 2 : i + 1;
      const c = readCount(tokens, at);
      if (c) {
        const unit = f(tokens, c.end);
        const mult = unit === "dia" || unit === "dias" ? 1 : unit === "semana" || unit === "semanas" ? 7 : 0;
        if (mult) return { type: "date", start: i, end: c.end + 1, date: { k: "rel", days: c.value * mult } };
      }
      break;
    }
    case "semana":
      if (f(tokens, i + 1) === "passada") {
        return { type: "date", start: i, end: i + 2, date: { k: "rel", days: -7 } };
      }
      if (f(tokens, i + 1) === "que" && f(tokens, i + 2) === "vem") {
        return { type: "date", start: i, end: i + 3, date: { k: "rel", days: 7 } };
      }
      break;
    case "mes":
      if (f(tokens, i + 1) === "que" && f(tokens, i + 2) === "vem") {
        return { type: "date", start: i, end: i + 3, date: { k: "months", n: 1 } };
      }
      break;
    case "proxima":
    case "proximo":
      if (f(tokens, i + 1) === "semana")
        return { type: "date", start: i, end: i + 2, date: { k: "rel", days: 7 } };
      if (f(tokens, i + 1) === "mes")
        return { type: "date", start: i, end: i + 2, date: { k: "months", n: 1 } };
      break;
    case "ultimos":
    case "ultimas":
    case "passados": {
      const c = readCount(tokens, i + 1);
      if (c) {
        const unit = f(tokens, c.end);
        if (unit === "meses" || unit === "mes")
          return { type: "lastMonths", start: i, end: c.end + 1, n: c.value };
        if (unit === "dias" || unit === "dia")
          return { type: "lastDays", start: i, end: c.end + 1, n: c.value };
        if (unit === "semanas") return { type: "lastDays", start: i, end: c.end + 1, n: c.value * 7 };
      }
      break;
    }
    case "em": {
      // "em 12x", "em dez vezes", "em 3 dias"
      const c = readCount(tokens, i + 1);
      if (c) {
        const inst = instalmentsAt(tokens, i + 1, i);
        if (inst) return inst;
        const unit = f(tokens, c.end);
        if (unit === "dias" && c.value > 0)
          return { type: "date", start: i, end: c.end + 1, date: { k: "rel", days: c.value } };
      }
      break;
    }
  }
  if (WEEKDAYS.get(w) !== undefined) {
    const prev = f(tokens, i - 1);
    const safe =
      w === "sabado" ||
      w === "domingo" ||
      prev === "" ||
      prev === "," ||
      prev === "." ||
      prev === "proxima" ||
      f(tokens, i + 1) === "feira" ||
      (f(tokens, i + 1) === "que" && f(tokens, i + 2) === "vem");
    if (safe || prev === "na" || prev === "no" || prev === "nessa" || prev === "nesta" || prev === "ultima") {
      const end = f(tokens, i + 1) === "feira" ? i + 2 : i + 1;
      let end2 = f(tokens, end) === "passada" || f(tokens, end) === "passado" ? end + 1 : end;
      if (f(tokens, end) === "que" && f(tokens, end + 1) === "vem") end2 = end + 2;
      const from = prev === "proxima" || prev === "proximo" ? i - 1 : i;
      return { type: "date", start: from, end: end2, date: { k: "weekday", wd: WEEKDAYS.get(w) as number } };
    }
  }
  // ---- numbers
  if (tok.t === "n") {
    if (tok.f.includes("/")) {
      const ref = parseSlashDate(tok.f);
      return ref
        ? { type: "date", start: i, end: i + 1, date: ref }
        : { type: "nonMoney", start: i, end: i + 1, score: false };
    }
    if (tok.f.includes(":")) return { type: "nonMoney", start: i, end: i + 1, score: false };
  }
  if (tok.t === "n" || (tok.t === "w" && (isNumberWord(w) || w === "mil"))) {
    return numberAt(tokens, i);
  }
  if (CURRENCY_BEFORE.has(w)) {
    const next = tokens[i + 1];
    if (next && (next.t === "n" || isNumberWord(next.f) || next.f === "mil")) {
      const a = amountAt(tokens, i + 1);
      if (a) return { ...a, start: i, marked: true, score: a.score + 10 };
    }
  }
  if (w === "meia" && f(tokens, i + 1) === "duzia")
    return { type: "nonMoney", start: i, end: i + 2, score: false };
  return null;
}

function monthAfter(tokens: Token[], i: number): { m: number; end: number } | null {
  if (f(tokens, i) !== "de") return null;
  const m = MONTHS.get(f(tokens, i + 1));
  if (m === undefined || f(tokens, i + 1) === "dez" || f(tokens, i + 1) === "jan") return null;
  return { m, end: i + 2 };
}

function instalmentsAt(tokens: Token[], i: number, start: number): Span | null {
  const c = readCount(tokens, i);
  if (!c || c.value < 1 || c.value > 72) return null;
  const unit = f(tokens, c.end);
  if (unit !== "x" && unit !== "vezes" && unit !== "parcelas" && unit !== "prestacoes") return null;
  let end = c.end + 1;
  // "sem juros", then "de 200" = the value of each instalment
  if (f(tokens, end) === "sem" && f(tokens, end + 1) === "juros") end += 2;
  // "de 200" (or a bare "3x 100") is the value of each instalment
  const direct = unit === "x" && (tokens[end]?.t === "n" || CURRENCY_BEFORE.has(f(tokens, end)));
  if (f(tokens, end) === "de" || direct) {
    const base = direct ? end : end + 1;
    const at = CURRENCY_BEFORE.has(f(tokens, base)) ? base + 1 : base;
    const a = amountAt(tokens, at);
    if (a) return { type: "instalments", start, end: a.end, count: c.value, per: a.centavos };
  }
  return { type: "instalments", start, end, count: c.value, per: null };
}

function numberAt(tokens: Token[], i: number): Span | null {
  const w = f(tokens, i);
  const next = f(tokens, i + 1);
  const c = readCount(tokens, i);
  // scores: "2 x 1", "3x1" (small numbers on both sides, no currency)
  if (c && c.value <= 10 && f(tokens, c.end) === "x") {
    const other = intValue(tokens[c.end + 1]);
    if (other !== null && other <= 10 && !CURRENCY_AFTER.has(f(tokens, c.end + 2))) {
      return { type: "nonMoney", start: i, end: c.end + 2, score: true };
    }
  }
  // instalments: "12x", "12 x de 200", "dez vezes"
  const inst = instalmentsAt(tokens, i, i);
  if (inst) return inst;
  if (c) {
    const unit = f(tokens, c.end);
    // "N dias atrás", "N semanas atrás"
    if ((unit === "dias" || unit === "dia") && f(tokens, c.end + 1) === "atras")
      return { type: "date", start: i, end: c.end + 2, date: { k: "rel", days: -c.value } };
    if ((unit === "semanas" || unit === "semana") && f(tokens, c.end + 1) === "atras")
      return { type: "date", start: i, end: c.end + 2, date: { k: "rel", days: -7 * c.value } };
    if ((unit === "ultimos" || unit === "ultimas") && f(tokens, c.end + 1) === "dias")
      return { type: "lastDays", start: i, end: c.end + 2, n: c.value };
    // "5 de outubro"
    if (c.value >= 1 && c.value <= 31 && tokens[i]?.t === "n") {
      const month = monthAfter(tokens, c.end);
      if (month) return { type: "date", start: i, end: month.end, date: { k: "dm", d: c.value, m: month.m } };
    }
    // scores: "2 a 1"
    if (unit === "a" && c.value <= 20) {
      const other = readCount(tokens, c.end + 1);
      if (other && other.value <= 20 && !CURRENCY_AFTER.has(f(tokens, other.end)))
        return { type: "nonMoney", start: i, end: other.end, score: true };
    }
    if (UNITS_NOT_MONEY.has(unit)) {
      return { type: "nonMoney", start: i, end: c.end + 1, score: false };
    }
  }
  // "às 10", "até 18" followed by nothing money-like
  if (TIME_PREFIX.has(f(tokens, i - 1)) && c && c.value <= 24 && !CURRENCY_AFTER.has(next)) {
    return { type: "nonMoney", start: i, end: c.end, score: false };
  }
  const a = amountAt(tokens, i);
  if (a) {
    const tok = tokens[i] as Token;
    if (!a.marked) {
      const prev = f(tokens, i - 1);
      // "peguei um 99", "linha 175": a number right after an article or a label is a name
      if (
        prev === "um" ||
        prev === "uma" ||
        prev === "num" ||
        prev === "numa" ||
        prev === "linha" ||
        prev === "numero"
      )
        return { type: "nonMoney", start: i, end: a.end, score: false };
      // "no 99", "pelo 99": the ride-hailing app, not R$ 99
      if (tok.f === "99" && BRAND_PREFIX.has(prev) && !CURRENCY_AFTER.has(f(tokens, a.end)))
        return { type: "nonMoney", start: i, end: a.end, score: false };
      // a year: "em 2025"
      if (tok.t === "n" && /^(19|20)\d\d$/.test(tok.f) && (prev === "em" || prev === "de" || prev === "ano"))
        return { type: "nonMoney", start: i, end: a.end, score: false };
      // long digit strings: phone numbers, documents
      if (tok.t === "n" && tok.f.length >= 8 && !tok.f.includes(".") && !tok.f.includes(","))
        return { type: "nonMoney", start: i, end: a.end, score: false };
      if (a.articleOnly) return null;
    }
    return { type: "amount", start: i, end: a.end, centavos: a.centavos, marked: a.marked, score: a.score };
  }
  if (w === "um" || w === "uma") return null;
  return null;
}
