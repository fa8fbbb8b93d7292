/**
 * The scanner: one left-to-right pass that finds dates, recurring days, instalments, amounts
 * and numbers that are NOT money (scores, ages, times, quantities). Every number in a message
 * ends up in exactly one span, so the later readers never guess twice.
 */
import type { Token } from "./normalise.ts";
import { isNumberWord, parseNumericCentavos, readWordNumber } from "./numbers.ts";

/** A date as written, resolved later against `now` (past for records, future for reminders). */
export type DateRef =
  | { k: "rel"; days: number }
  | { k: "dom"; day: number }
  | { k: "dm"; d: number; m: number }
  | { k: "dmy"; d: number; m: number; y: number }
  | { k: "weekday"; wd: number };

export type Span =
  | { type: "amount"; start: number; end: number; centavos: number; marked: boolean; score: number }
  | { type: "date"; start: number; end: number; date: DateRef }
  | { type: "recurDay"; start: number; end: number; day: number }
  | { type: "lastDays"; start: number; end: number; n: number }
  | { type: "instalments"; start: number; end: number; count: number; per: number | null }
  | { type: "nonMoney"; start: number; end: number; score: boolean };

export const MONTHS: Record<string, number> = {
  janeiro: 1,
  jan: 1,
  fevereiro: 2,
  fev: 2,
  marco: 3,
  abril: 4,
  maio: 5,
  junho: 6,
  julho: 7,
  agosto: 8,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  dezembro: 12,
};

const WEEKDAYS: Record<string, number> = {
  segunda: 0,
  terca: 1,
  quarta: 2,
  quinta: 3,
  sexta: 4,
  sabado: 5,
  domingo: 6,
};

const CURRENCY_AFTER = new Set([
  "reais",
  "real",
  "conto",
  "contos",
  "pila",
  "pilas",
  "pau",
  "paus",
  "mango",
  "mangos",
  "dinheiros",
  "r$",
  "$",
  "brl",
]);
const CURRENCY_BEFORE = new Set(["r$", "$", "rs", "brl"]);

const UNITS_NOT_MONEY = new Set([
  "anos",
  "meses",
  "dias",
  "semana",
  "semanas",
  "hora",
  "horas",
  "h",
  "hs",
  "hrs",
  "min",
  "mins",
  "minuto",
  "minutos",
  "segundo",
  "segundos",
  "km",
  "kg",
  "kgs",
  "quilo",
  "quilos",
  "kilo",
  "kilos",
  "g",
  "gramas",
  "litro",
  "litros",
  "l",
  "ml",
  "m",
  "metro",
  "metros",
  "cm",
  "gol",
  "gols",
  "ponto",
  "pontos",
  "grau",
  "graus",
  "%",
  "º",
  "pessoa",
  "pessoas",
  "andar",
  "anos",
  "unidade",
  "unidades",
  "itens",
  "item",
  "filhos",
  "filho",
  "filhas",
  "vez",
  "voltas",
  "passos",
  "calorias",
  "kcal",
  "gb",
  "mb",
  "mbps",
  "polegadas",
  "andares",
  "quartos",
  "lugar",
  "posicao",
]);

/** Words a bare amount may be followed by without being a quantity ("3 camisetas" is not money). */
const PLURAL_OK = new Set([
  "dos",
  "das",
  "nos",
  "nas",
  "os",
  "as",
  "mas",
  "pelos",
  "pelas",
  "tambem",
  "mais",
  "menos",
]);

const TIME_PREFIX = new Set(["as", "ate"]);

export interface ScanResult {
  spans: Span[];
  /** For each token, the index of the span covering it, or -1. */
  owner: Int16Array | Int32Array;
}

function intValue(tok: Token | undefined): number | null {
  if (!tok) return null;
  if (tok.t === "n") {
    for (let i = 0; i < tok.f.length; i++) {
      const c = tok.f.charCodeAt(i);
      if (c < 48 || c > 57) return null;
    }
    return tok.f.length > 9 ? null : Number(tok.f);
  }
  return null;
}

/** A small count written in digits or words at `i`: returns the value and the end index. */
function readCount(tokens: Token[], i: number): { value: number; end: number } | null {
  const t = tokens[i];
  if (!t) return null;
  const v = intValue(t);
  if (v !== null) return { value: v, end: i + 1 };
  if (t.t === "w" && (isNumberWord(t.f) || t.f === "mil")) {
    const w = readWordNumber(tokens, i);
    if (w) return { value: w.value, end: w.end };
  }
  return null;
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

const f = (tokens: Token[], i: number): string => tokens[i]?.f ?? "";

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
  return { spans, owner };
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
    case "ultimos":
    case "ultimas":
    case "passados": {
      const c = readCount(tokens, i + 1);
      if (c) {
        const unit = f(tokens, c.end);
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
  if (WEEKDAYS[w] !== undefined) {
    const prev = f(tokens, i - 1);
    const safe = w === "sabado" || w === "domingo";
    if (safe || prev === "na" || prev === "no" || prev === "nessa" || prev === "nesta" || prev === "ultima") {
      const end = f(tokens, i + 1) === "feira" ? i + 2 : i + 1;
      const end2 = f(tokens, end) === "passada" || f(tokens, end) === "passado" ? end + 1 : end;
      return { type: "date", start: i, end: end2, date: { k: "weekday", wd: WEEKDAYS[w] as number } };
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
  const m = MONTHS[f(tokens, i + 1)];
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
  if (f(tokens, end) === "de") {
    const at = CURRENCY_BEFORE.has(f(tokens, end + 1)) ? end + 2 : end + 1;
    const a = amountAt(tokens, at);
    if (a) return { type: "instalments", start, end: a.end, count: c.value, per: a.centavos };
  }
  return { type: "instalments", start, end, count: c.value, per: null };
}

function numberAt(tokens: Token[], i: number): Span | null {
  const w = f(tokens, i);
  const next = f(tokens, i + 1);
  const c = readCount(tokens, i);
  // instalments: "12x", "12 x de 200", "dez vezes"
  const inst = instalmentsAt(tokens, i, i);
  if (inst) {
    // "2 x 1" with small numbers is a score, not instalments
    if (inst.type === "instalments" && f(tokens, i + 1) === "x" && inst.per === null) {
      const other = intValue(tokens[i + 2]);
      if (other !== null && other <= 10 && (c?.value ?? 99) <= 10) {
        return { type: "nonMoney", start: i, end: i + 3, score: true };
      }
    }
    return inst;
  }
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

interface RawAmount {
  start: number;
  end: number;
  centavos: number;
  marked: boolean;
  score: number;
  articleOnly: boolean;
  type: "amount";
}

/** Reads an amount at `i` (digits or words, multipliers, currency, "e N centavos"). */
function amountAt(tokens: Token[], i: number): RawAmount | null {
  const tok = tokens[i];
  if (!tok) return null;
  let value: number | null = null; // centavos
  let end = i + 1;
  let decimal = false;
  let articleOnly = false;
  let centsOnly = false;
  if (tok.t === "n") {
    value = parseNumericCentavos(tok.f);
    if (value === null) return null;
    decimal = value % 100 !== 0 || tok.f.includes(",");
    const mult = f(tokens, end);
    if (mult === "mil" || mult === "k") {
      value *= 1000;
      end++;
      // "2 mil e 500"
      if (mult === "mil" && f(tokens, end) === "e") {
        const extra = readCount(tokens, end + 1);
        if (extra && extra.value < 1000 && extra.value > 0 && !isCentavos(f(tokens, extra.end))) {
          value += extra.value * 100;
          end = extra.end;
        }
      }
    } else if (mult === "milhao" || mult === "mi") {
      value *= 1_000_000;
      end++;
    }
  } else {
    const wn = readWordNumber(tokens, i);
    if (!wn || wn.value === 0) return null;
    value = wn.value * 100;
    end = wn.end;
    articleOnly = wn.articleOnly;
  }
  if (value === null || value <= 0) return null;
  let marked = false;
  const after = f(tokens, end);
  if (CURRENCY_AFTER.has(after)) {
    marked = true;
    end++;
    // "50 reais e 30 centavos", "cinquenta reais e trinta"
    if (f(tokens, end) === "e" || f(tokens, end) === "com") {
      const cents = readCount(tokens, end + 1);
      if (cents && cents.value > 0 && cents.value < 100) {
        if (isCentavos(f(tokens, cents.end))) {
          value += cents.value;
          end = cents.end + 1;
        }
      }
    }
  } else if (isCentavos(after)) {
    // "90 centavos"
    const whole = Math.round(value / 100);
    if (whole < 100 && !decimal) {
      value = whole;
      marked = true;
      centsOnly = true;
      end++;
    }
  }
  const score = (marked ? 10 : 0) + (decimal ? 2 : 0) + (centsOnly ? -1 : 0);
  return {
    type: "amount",
    start: i,
    end,
    centavos: value,
    marked,
    score,
    articleOnly: articleOnly && !marked,
  };
}

function isCentavos(w: string): boolean {
  return w === "centavos" || w === "centavo" || w === "cents";
}

/**
 * "comprei 3 camisetas": a small bare integer followed by a plural noun counts things, not money.
 * Such spans become nonMoney, unless they are the only number in a message with a currency word.
 */
function markQuantities(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type !== "amount" || sp.marked || sp.centavos > 2000 || sp.centavos % 100 !== 0) continue;
    const next = tokens[sp.end];
    if (next?.t !== "w") continue;
    const w = next.f;
    if (w.length > 3 && w.endsWith("s") && !PLURAL_OK.has(w) && !isCentavos(w)) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false };
    }
  }
}
