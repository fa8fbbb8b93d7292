/**
 * The scanner: one left-to-right pass that finds dates, recurring days, instalments, amounts
 * and numbers that are NOT money (scores, ages, times, quantities). Every number in a message
 * ends up in exactly one span, so the later readers never guess twice.
 */

import {
  amountAt,
  eachOnesPrice,
  eachWordBefore,
  HALF_OF,
  markQuantities,
  SOLD,
  THOUSANDS_SLANG,
} from "./amounts.ts";
import { findCategory } from "./categories.ts";
import { issuerAt } from "./issuers.ts";
import type { Token } from "./normalise.ts";
import { isNumberWord } from "./numbers.ts";
import { dateWordAt, dayOfMonthAt, parseSlashDate } from "./scan-dates.ts";
import {
  BRAND_PREFIX,
  CURRENCY_AFTER,
  CURRENCY_BEFORE,
  foldedAt,
  intValue,
  MEASURES,
  MONTHS,
  namesPaymentMethod,
  ORDINAL_NOUNS,
  readCount,
  TIME_PREFIX,
  UNITS_NOT_MONEY,
} from "./scan-words.ts";
import { GIVE_TO_ME, NAMES_NOTHING, PEOPLE, SPANS_OF_TIME } from "./vocabulary.ts";
import { wordSet } from "./word-set.ts";

export { MONTHS };

/** A date as written, resolved later against `now` (past for records, future for reminders). */
export type DateRef =
  | { kind: "relative"; days: number }
  | { kind: "monthDay"; day: number }
  | { kind: "dayMonth"; day: number; month: number }
  | { kind: "fullDate"; day: number; month: number; year: number }
  /**
   * `before`: "sexta passada", "a última sexta": never today, even on a Friday. `weeksBack`:
   * "segunda da semana passada" (1), "… da semana retrasada" (2): that day of an earlier week.
   */
  | { kind: "weekday"; weekday: number; before?: true; weeksBack?: number; skip?: number }
  /** "no feriado": the most recent national holiday (the next one looking ahead). */
  | { kind: "holiday" }
  /** "mês passado": the same day that many months away; "dia 10 do mês passado": that `day` of it. */
  | { kind: "months"; months: number; day?: number }
  // a day its month does not have: "30/02", "31 de abril", "29/02/2027"
  | { kind: "nonexistent"; day: number; month: number; year: number | null };

export type Span =
  | { type: "amount"; start: number; end: number; centavos: number; marked: boolean; score: number }
  | { type: "date"; start: number; end: number; date: DateRef }
  | { type: "recurDay"; start: number; end: number; day: number }
  | { type: "lastDays"; start: number; end: number; n: number }
  | { type: "lastMonths"; start: number; end: number; n: number }
  | {
      type: "instalments";
      start: number;
      end: number;
      count: number;
      per: number | null;
      /** "paguei 3 parcelas do carro": parts of a debt paid now, no purchase split on a card. */
      paid?: true;
    }
  | {
      type: "nonMoney";
      start: number;
      end: number;
      score: boolean;
      /** "recebi meu 13": the thirteenth salary. */
      thirteenth?: true;
      /** "gasolina foi 250 e não 200": the amount said to be wrong. */
      denied?: true;
      /** "pastel por 2": how many people or pieces the money was for. */
      headCount?: true;
      /** "parcela 3 de 10", "a primeira parcela, 3 de 400": which or how many instalments. */
      instalment?: true;
      /** "das 14 às 18", "final 1234", "40 cada" after the total: nothing that was bought. */
      aside?: true;
      /** "tomei 4 cerveja": how many things were had, right after the verb; their price unsaid. */
      had?: true;
      /** "jantar 125, cada um pagou 40": the whole bill, of which the person paid a part. */
      bill?: true;
      /** "paguei 1/3 do aluguel": the share of a whole, one part in this many (0 for "2/3"). */
      part?: number;
    }
  /**
   * "dividi a conta em 3": a bill shared by this many people, the person among them; 0 when they
   * are a group of unsaid size ("com a galera").
   */
  | {
      type: "shared";
      start: number;
      end: number;
      people: number;
      /** "com o pedro e a bia": the people named, folded ("pedro", "bia"), to tell who pays back. */
      names?: string[];
    }
  /** "pagamos 120 no rodízio, minha parte foi 60": the whole bill, when the person's part is said. */
  | { type: "total"; start: number; end: number; centavos: number };

export interface ScanResult {
  spans: Span[];
  /** For each token, the index of the span covering it, or -1. */
  owner: Int16Array | Int32Array;
  /** 1 for tokens inside an amount, date, instalment or period span: not words to match. */
  masked: Uint8Array;
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
  addPercentages(tokens, spans);
  markPriceTimes(tokens, spans);
  // before the tokens are owned: the span grows over "da manhã"
  markHoursOfDay(tokens, spans);
  dayOverWeekday(tokens, spans);
  const owner = n < 30000 ? new Int16Array(n).fill(-1) : new Int32Array(n).fill(-1);
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    for (let k = sp.start; k < sp.end; k++) owner[k] = s;
  }
  markQuantities(tokens, spans);
  markTotals(tokens, spans);
  markChargedThenPaid(tokens, spans);
  markCountForPrice(tokens, spans);
  markDiscounts(tokens, spans);
  markDiscountedPrice(tokens, spans);
  markDeniedAmount(tokens, spans);
  markPaidInParts(tokens, spans);
  markGross(tokens, spans);
  markInstalmentsOf(tokens, spans);
  markTimesRepeated(tokens, spans);
  markFromEachOf(tokens, spans);
  const words = tokens.map((t) => t.folded);
  markUnitPriceOfTotal(words, spans);
  markPeopleWhoWent(words, spans);
  markEachPersonsPart(words, spans);
  const masked = new Uint8Array(n);
  for (const sp of spans) {
    if (sp.type === "nonMoney") continue;
    for (let k = sp.start; k < sp.end; k++) masked[k] = 1;
  }
  return { spans, owner, masked };
}

function matchAt(tokens: Token[], i: number): Span | null {
  const w = foldedAt(tokens, i);
  const tok = tokens[i] as Token;
  // "dividi a conta em 3", "rachamos por 4", "entre 3 pessoas": how many shared it, not reais
  const share = sharedByAt(tokens, i);
  if (share) return share;
  // "recebo de 15 em 15 dias": how often, never money
  const every = w === "de" ? readCount(tokens, i + 1) : null;
  if (every && foldedAt(tokens, every.end) === "em") {
    const again = readCount(tokens, every.end + 1);
    const unit = again ? foldedAt(tokens, again.end) : "";
    if (again?.value === every.value && (unit === "dias" || unit === "dia"))
      return { type: "nonMoney", start: i, end: again.end + 1, score: false, aside: true };
  }
  if (w === "em") {
    // "em 12x", "em dez vezes", "em 3 dias"
    const c = readCount(tokens, i + 1);
    if (c) {
      const inst = instalmentsAt(tokens, i + 1, i);
      if (inst) return inst;
      const unit = foldedAt(tokens, c.end);
      if (unit === "dias" && c.value > 0)
        return { type: "date", start: i, end: c.end + 1, date: { kind: "relative", days: c.value } };
      // "tênis 300 no crédito em 3", "celular 2000 em dez no cartão": the parts said bare, on a card
      const bare =
        unit === "" || unit === "," || unit === "." || unit === "no" || unit === "na" || unit === "sem";
      if (bare && c.value >= 2 && c.value <= 24 && onCard(tokens) && !DIVIDED.has(foldedAt(tokens, i - 1)))
        return { type: "instalments", start: i, end: c.end, count: c.value, per: null };
      // "comprei um celular em 12 de 89,90": the parts said as how many of how much
      const part = unit === "de" && c.value >= 2 && c.value <= 24 ? amountAt(tokens, c.end + 1) : null;
      if (part && part.centavos >= 1000 && !SHARED_WITH.has(foldedAt(tokens, part.end)))
        return { type: "instalments", start: i, end: part.end, count: c.value, per: part.centavos };
    }
  }
  // "parcelado em 3", "parcelei em 10", "dividido em 3 no cartão": instalments without the unit
  const split = instalmentsSaidAfter(tokens, i);
  if (split) return split;
  const dated = dateWordAt(tokens, i);
  if (dated) return dated;
  // ---- numbers
  const document = documentNumberAt(tokens, i);
  if (document) return document;
  const bare = bareInstalmentsAt(tokens, i);
  if (bare) return bare;
  if (tok.kind === "number") {
    // "em 20.11", "dia 20.11": a day and month typed with a dot, after words that say a day
    const before = foldedAt(tokens, i - 1);
    // "25.11.2026 farmácia 64": a day, month and year typed with dots is a date wherever it stands
    if (/^\d{1,2}\.\d{1,2}\.(?:19|20)\d{2}$/.test(tok.folded)) {
      const ref = parseSlashDate(tok.folded.replaceAll(".", "/"));
      if (ref) return { type: "date", start: i, end: i + 1, date: ref };
    }
    if (/^\d{1,2}\.\d{1,2}$/.test(tok.folded) && (before === "dia" || before === "em")) {
      const ref = parseSlashDate(tok.folded.replace(".", "/"));
      if (ref) return { type: "date", start: i, end: i + 1, date: ref };
    }
    if (tok.folded.includes("/")) {
      // "parcela 2/10": which instalment of how many, not a date
      if (instalmentNumberAt(tokens, i))
        return { type: "nonMoney", start: i, end: i + 1, score: false, instalment: true };
      const share = shareOfWholeAt(tokens, i);
      if (share) return share;
      const ref = parseSlashDate(tok.folded);
      return ref
        ? { type: "date", start: i, end: i + 1, date: ref }
        : { type: "nonMoney", start: i, end: i + 1, score: false };
    }
    if (tok.folded.includes(":")) return { type: "nonMoney", start: i, end: i + 1, score: false };
  }
  // "meio pau", "um pau": R$ 500 and R$ 1.000 in slang; "meio mil" R$ 500
  const halfThousand =
    ((w === "meio" || w === "um") && THOUSANDS_SLANG.has(foldedAt(tokens, i + 1))) ||
    (w === "meio" && HALF_OF.has(foldedAt(tokens, i + 1)));
  if (tok.kind === "number" || (tok.kind === "word" && (isNumberWord(w) || w === "mil" || halfThousand))) {
    return numberAt(tokens, i);
  }
  if (CURRENCY_BEFORE.has(w)) {
    const next = tokens[i + 1];
    if (next && (next.kind === "number" || isNumberWord(next.folded) || next.folded === "mil")) {
      const a = amountAt(tokens, i + 1);
      if (a) return { ...a, start: i, marked: true, score: a.score + 10 };
    }
  }
  if (w === "meia" && foldedAt(tokens, i + 1) === "duzia")
    return { type: "nonMoney", start: i, end: i + 2, score: false };
  return null;
}

const OF_WHOLE = new Set(["do", "da", "dos", "das", "de"]);
/** "1/2 dúzia", "1/2 pizza" (and "1/2 kg", UNITS_NOT_MONEY): a measure, not a day. */
const PORTIONS = new Set(["duzia", "porcao", "pizza"]);

/**
 * "paguei 1/3 do aluguel", "2/3 da conta": a share of a whole (less than it, in at most ten parts)
 * before what it is of, or of a measure ("1/2 kg"), never a day ("1/3" is no 1st of March there).
 * "de 2026" after it is a year.
 */
function shareOfWholeAt(tokens: Token[], i: number): Span | null {
  const [num, den, more] = (tokens[i]?.folded ?? "").split("/").map(Number);
  if (more !== undefined || !num || !den || num >= den || den > 10) return null;
  const of = foldedAt(tokens, i + 1);
  if (UNITS_NOT_MONEY.has(of) || PORTIONS.has(of))
    return { type: "nonMoney", start: i, end: i + 1, score: false };
  if (!OF_WHOLE.has(of) || (of === "de" && /^\d{4}$/.test(foldedAt(tokens, i + 2)))) return null;
  return { type: "nonMoney", start: i, end: i + 1, score: false, aside: true, part: num === 1 ? den : 0 };
}

const YEAR_BEFORE = new Set([
  "em",
  "ate",
  "ano",
  "desde",
  "para",
  "pra",
  "antes",
  "depois",
  "final",
  "fim",
  "inicio",
  "comeco",
  "meados",
]);
const MODEL_NOUNS = new Set([
  "carro",
  "moto",
  "modelo",
  "caminhonete",
  "picape",
  "veiculo",
  "fusca",
  "civic",
  "corolla",
  "onix",
  "uno",
  "palio",
  "hb20",
  "gol",
  "ano",
]);
const YEAR_AFTER_DE = new Set([
  "fim",
  "final",
  "inicio",
  "comeco",
  "meados",
  "natal",
  "ano",
  "dezembro",
  "verao",
  "ferias",
]);

/** A four-digit 1900-2099 number that names a year by the words around it, not money. */
function isYearAt(tokens: Token[], i: number): boolean {
  const tok = tokens[i] as Token;
  if (!/^(19|20)\d\d$/.test(tok.folded)) return false;
  const next = foldedAt(tokens, i + 1);
  if (CURRENCY_AFTER.has(next) || next === "x" || next === "vezes" || next === "mil") return false;
  const prev = foldedAt(tokens, i - 1);
  if (YEAR_BEFORE.has(prev)) return true;
  // "carro 2019", "o carro é 2015": a vehicle's model year
  if (MODEL_NOUNS.has(prev) || MODEL_NOUNS.has(foldedAt(tokens, i - 2))) return true;
  if (prev === "de" || prev === "do") {
    const before = foldedAt(tokens, i - 2);
    return YEAR_AFTER_DE.has(before) || MONTHS.has(before);
  }
  return false;
}

const SHARE_VERBS = new Set([
  "dividi",
  "dividimos",
  "dividiu",
  "dividir",
  "dividida",
  "dividido",
  "rachei",
  "rachamos",
  "rachou",
  "racha",
  "rachar",
  "rachada",
  "rachado",
]);

/** The people a bill is shared with, besides the person: "com 3 amigos" is four. */
const OTHERS = new Set(["amigos", "amigas", "pessoas", "colegas", "amigo", "amiga", "pessoa", "colega"]);

/** Said with the bill, "eu paguei 50" is the person's own money: no share to ask about. */
const OWN_SPEND = new Set(["gastei", "paguei", "dei", "comprei", "torrei", "minha"]);

/**
 * "jantar 120, éramos 3", "fomos em 4 no rodízio, deu 320": the size of the group a bill was for,
 * so the person's part is asked; with their own spending said ("fomos em 3 e gastei 90") the
 * count is no money and no share (markPeopleWhoWent).
 */
function groupOfAt(tokens: Token[], i: number): Span | null {
  const w = foldedAt(tokens, i);
  const at = foldedAt(tokens, i + 1) === "em" ? i + 2 : i + 1;
  if (!(WE_WERE.has(w) || (WE_WENT.has(w) && at === i + 2))) return null; // "fomos 2 vezes"
  const c = readCount(tokens, at);
  if (!c || c.value < 2 || c.value > 30 || tokens.some((t) => OWN_SPEND.has(t.folded))) return null;
  const unit = foldedAt(tokens, c.end);
  if (unit === "x" || unit === "vezes" || CURRENCY_AFTER.has(unit)) return null;
  const end = unit === "pessoas" || unit === "amigos" || unit === "amigas" ? c.end + 1 : c.end;
  return { type: "shared", start: i, end, people: c.value };
}

function sharedByAt(tokens: Token[], i: number): Span | null {
  const w = foldedAt(tokens, i);
  if (w === "eu") return sharedByUs(tokens, i);
  if (SPLIT_ONLY.has(w)) return splitByUnsaid(tokens, i);
  if (WE_WERE.has(w) || WE_WENT.has(w)) return groupOfAt(tokens, i);
  if (w === "meio" && foldedAt(tokens, i + 1) === "a" && foldedAt(tokens, i + 2) === "meio")
    return halvesAt(tokens, i);
  // "dividi a conta de 120 pra 3": "pra" a count after a verb of sharing says by how many, too
  if (w !== "em" && w !== "por" && w !== "entre" && w !== "com" && w !== "para") return null;
  if (!shareSaid(tokens, i - 8, i)) return null;
  if (w === "para" && tokens[i + 1]?.kind !== "number" && !isNumberWord(foldedAt(tokens, i + 1))) return null;
  // "dividi com mais 4": four besides the person
  const more = w === "com" && foldedAt(tokens, i + 1) === "mais";
  const c = readCount(tokens, more ? i + 2 : i + 1);
  if (!c) return w === "com" ? (sharedWithGroup(tokens, i) ?? sharedWithNamed(tokens, i)) : null;
  const unit = foldedAt(tokens, c.end);
  if (w === "com")
    return (more || OTHERS.has(unit)) && c.value >= 1 && c.value < 30
      ? { type: "shared", start: i, end: OTHERS.has(unit) ? c.end + 1 : c.end, people: c.value + 1 }
      : null;
  if (c.value < 2 || c.value > 30) return null;
  if (unit === "x" || unit === "vezes" || unit === "parcelas" || CURRENCY_AFTER.has(unit)) return null;
  const end = unit === "pessoas" || unit === "amigos" || unit === "amigas" ? c.end + 1 : c.end;
  return { type: "shared", start: i, end, people: c.value };
}

/**
 * Verbs that split a bill and nothing else ("dividi" may be instalments, "dividi em 3x"; "rachou"
 * may be a cracked screen).
 */
const SPLIT_ONLY = new Set(["rachei", "rachamos", "racharam"]);
/** What says by how many, or whose part, in the words after a verb of splitting. */
const SPLIT_SAID = new Set([
  "em",
  "por",
  "entre",
  "com",
  "pra",
  "para",
  "eu",
  "cada",
  "parte",
  "minha",
  "meio",
]);

/**
 * "rachei a pizza de 80", "rachamos a conta do bar de 150": split, by how many unsaid, so the
 * person's part is unknown (`people` 0) and asked, never the whole bill booked as theirs. Null when
 * the words after the verb say by how many or whose part it was, or when another amount is said
 * ("rachei a pizza de 80, dei 40": what the person paid).
 */
function splitByUnsaid(tokens: Token[], i: number): Span | null {
  for (let k = i + 1; k < Math.min(tokens.length, i + 10); k++) {
    const w = foldedAt(tokens, k);
    if (SPLIT_SAID.has(w) && !(w === "com" && namesPaymentMethod(foldedAt(tokens, k + 1)))) return null;
  }
  if (tokens.filter((t) => t.kind === "number").length > 1) return null;
  return { type: "shared", start: i, end: i + 1, people: 0 };
}

const PERSON_LEAD = new Set(["o", "a", "meu", "minha", "o meu", "seu", "sua"]);
const GROUP_LEAD = new Set(["o", "a", "os", "as", "meu", "minha", "meus", "minhas", "uns", "umas", "uma"]);
/** Groups whose size a message does not say: "com a galera", "com os amigos", "com a família". */
const GROUPS = new Set([
  "galera",
  "turma",
  "pessoal",
  "familia",
  "amigos",
  "amigas",
  "colegas",
  "povo",
  "rapaziada",
  "gurizada",
  "molecada",
  "grupo",
  "meninos",
  "meninas",
  "primos",
  "primas",
  "parentes",
]);

/** Words after "com" that are no person: how it was paid, what it cost. */
const NO_PERSON = new Set([
  "cartao",
  "pix",
  "dinheiro",
  "credito",
  "debito",
  "juros",
  "desconto",
  "taxa",
  "gorjeta",
  "vale",
  "todo",
  "todos",
  "todas",
  "pais",
  "filhos",
  ...GROUPS,
]);

/**
 * "rachei a conta com a galera": shared by a group of unsaid size, so the person's part is
 * unknown (`people` 0) and is asked, never guessed.
 */
function sharedWithGroup(tokens: Token[], i: number): Span | null {
  let k = i + 1;
  while (GROUP_LEAD.has(foldedAt(tokens, k))) k++;
  if (!GROUPS.has(foldedAt(tokens, k))) return null;
  // "os amigos do trabalho", "a galera da facul": who the group is, part of it
  if (
    (foldedAt(tokens, k + 1) === "do" || foldedAt(tokens, k + 1) === "da") &&
    tokens[k + 2]?.kind === "word"
  )
    k += 2;
  return { type: "shared", start: i, end: k + 1, people: 0 };
}

/**
 * "dividi o uber com a ana", "rachei a pizza com meu irmão e a bia": each person named (and the
 * person) share it. A group whose size is not said ("com a galera", "com os amigos") is no count.
 */
function sharedWithNamed(tokens: Token[], i: number): Span | null {
  let k = i + 1;
  let people = 1;
  const names: string[] = [];
  for (;;) {
    while (PERSON_LEAD.has(foldedAt(tokens, k))) k++;
    const name = tokens[k];
    if (name?.kind !== "word" || NO_PERSON.has(name.folded) || name.folded.length < 2) break;
    people++;
    names.push(name.folded);
    k++;
    if (foldedAt(tokens, k) !== "e" || tokens[k + 1]?.kind !== "word") break;
    k++;
  }
  return people >= 2 && people <= 10 ? { type: "shared", start: i, end: k, people, names } : null;
}

/**
 * "mercado 320 meio a meio com meu namorado", "dividimos o jantar meio a meio": a bill shared by two.
 * Only with the one it was split with, or a verb of sharing: "pizza meio a meio" is two flavours.
 */
function halvesAt(tokens: Token[], i: number): Span | null {
  const end = i + 3;
  if (foldedAt(tokens, end) === "com" && personAt(tokens, end + 1)) {
    // "meio a meio com a galera", "…com a ana e o joão": halves of what? the part is asked
    const group = sharedWithGroup(tokens, end);
    if (group) return { ...group, start: i };
    const named = sharedWithNamed(tokens, end);
    if (named?.type === "shared") return { ...named, start: i, people: named.people === 2 ? 2 : 0 };
  }
  return shareSaid(tokens, i - 8, i) ? { type: "shared", start: i, end, people: 2 } : null;
}

/**
 * Whether the words from `k` name a person: "meu namorado", "a ana", "o joão", "minha irmã",
 * "João", "a galera" ("com bacon", "com catupiry" are what came with it).
 */
function personAt(tokens: Token[], k: number): boolean {
  const w = foldedAt(tokens, k);
  if (w === "meu" || w === "minha" || w === "meus" || w === "minhas" || PEOPLE.has(w) || GROUPS.has(w))
    return true;
  if (GROUP_LEAD.has(w)) return tokens[k + 1]?.kind === "word";
  return /^\p{Lu}/u.test(tokens[k]?.original ?? "");
}

/** Whether a verb of sharing ("dividi", "rachamos") is said among tokens [from, to). */
function shareSaid(tokens: Token[], from: number, to: number): boolean {
  for (let k = Math.max(0, from); k < to; k++) if (SHARE_VERBS.has(foldedAt(tokens, k))) return true;
  return false;
}

/**
 * "eu e minha esposa dividimos o mercado, 300", "mercado 180, dividimos eu e minha namorada",
 * "rachamos a pizza eu e a galera": the person ("eu") and those named with them share it.
 */
function sharedByUs(tokens: Token[], i: number): Span | null {
  if (foldedAt(tokens, i + 1) !== "e") return null;
  // "eu e mais 3 amigos rachamos o airbnb": the person and those counted
  const more = foldedAt(tokens, i + 2) === "mais" ? readCount(tokens, i + 3) : null;
  if (more && more.value >= 1 && more.value < 30 && shareSaid(tokens, i, i + 12)) {
    const end = OTHERS.has(foldedAt(tokens, more.end)) ? more.end + 1 : more.end;
    return { type: "shared", start: i, end, people: more.value + 1 };
  }
  const span = shareSaid(tokens, i - 8, i + 12)
    ? (sharedWithGroup(tokens, i + 1) ?? sharedWithNamed(tokens, i + 1))
    : null;
  return span ? { ...span, start: i } : null;
}

/** "minha parte", "a minha cota": the person's share of a bill said with its whole. */
export const PART_NOUNS = new Set(["parte", "cota"]);

/**
 * "pagamos 120 no rodízio, minha parte foi 60": the person's part is the money that is theirs, so
 * a larger amount in the same message is the whole bill, not a second record, and how many shared
 * it ("dividimos em 4 a minha parte foi 60") divides nothing more. So is what the person paid after
 * what the bill came to: "o jantar deu 300 e eu paguei 100", "a conta deu 180, paguei 60".
 */
function markTotals(tokens: Token[], spans: Span[]): void {
  const part = partSaid(tokens, spans);
  if (!part) return;
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type === "amount" && sp !== part && sp.centavos > part.centavos)
      spans[s] = { type: "total", start: sp.start, end: sp.end, centavos: sp.centavos };
    else if (sp.type === "shared")
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false, aside: true };
  }
}

/** Verbs of what a bill came to: "o jantar deu 300", "a conta ficou 180". */
export const BILL_CAME_TO = new Set(["deu", "ficou", "saiu", "foi"]);

/** The amount that is the person's part of a bill said with its whole, or null. */
function partSaid(tokens: Token[], spans: Span[]): (Span & { type: "amount" }) | null {
  for (let i = 1; i < tokens.length; i++) {
    if (!PART_NOUNS.has(foldedAt(tokens, i)) || foldedAt(tokens, i - 1) !== "minha") continue;
    const part = spans.find((sp) => sp.type === "amount" && sp.start > i && sp.start <= i + 3);
    return part?.type === "amount" ? part : null;
  }
  // "cada um pagou a sua parte, a minha foi 60": the part named before, "minha" alone after
  const parts = tokens.some((t) => PART_NOUNS.has(t.folded));
  for (let i = 1; parts && i < tokens.length; i++) {
    if (foldedAt(tokens, i) !== "minha" || !BILL_CAME_TO.has(foldedAt(tokens, i + 1))) continue;
    const part = spans.find((sp) => sp.type === "amount" && sp.start === i + 2);
    if (part?.type === "amount") return part;
  }
  // "vendi a geladeira por 900, ela me deu 300 de sinal": what came in of the price, so far
  const sold = spans.find(
    (sp) =>
      sp.type === "amount" &&
      foldedAt(tokens, sp.start - 1) === "por" &&
      tokens.slice(0, sp.start).some((t) => SOLD.has(t.folded)),
  );
  if (sold?.type === "amount") {
    const got = spans.find(
      (sp) =>
        sp.type === "amount" &&
        sp.start > sold.end &&
        sp.centavos < sold.centavos &&
        (foldedAt(tokens, sp.start - 1) === "recebi" ||
          (GIVE_TO_ME.has(foldedAt(tokens, sp.start - 1)) && foldedAt(tokens, sp.start - 2) === "me")),
    );
    if (got?.type === "amount") return got;
  }
  // "o jantar deu 300 e eu paguei 100": the whole came to first, then what the person paid, with
  // nothing after it but how ("no pix")
  const whole = spans.find((sp) => sp.type === "amount" && BILL_CAME_TO.has(foldedAt(tokens, sp.start - 1)));
  if (whole?.type !== "amount") return null;
  const paid = spans.find(
    (sp) => sp.type === "amount" && sp.start > whole.end && foldedAt(tokens, sp.start - 1) === "paguei",
  );
  if (
    paid?.type !== "amount" ||
    paid.centavos > whole.centavos ||
    spans.some((sp) => sp.start > paid.end && sp.type === "amount")
  )
    return null;
  const next = foldedAt(tokens, paid.end);
  const how =
    (next === "no" || next === "na" || next === "em") && PART_WAYS.has(foldedAt(tokens, paid.end + 1));
  return paid.end >= tokens.length || how || [",", ".", "!"].includes(next) ? paid : null;
}

/**
 * "camiseta 2 por 50", "vendi bolo 3 por 90", "pão 3 por 10": a handful of things for a price (the
 * way offers are said), so the count is no money.
 */
function markCountForPrice(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s + 1 < spans.length; s++) {
    const count = spans[s] as Span;
    const price = spans[s + 1] as Span;
    if (count.type !== "amount" || price.type !== "amount" || count.marked) continue;
    if (foldedAt(tokens, count.end) !== "por" || price.start !== count.end + 1) continue;
    if (!/^\d{1,2}$/.test(foldedAt(tokens, count.start)) || count.centavos < 200 || count.centavos > 3000)
      continue;
    if (price.centavos <= count.centavos) continue;
    spans[s] = { type: "nonMoney", start: count.start, end: count.end, score: false };
  }
}

/**
 * "comprei 80 no mercado com desconto de 10", "ganhei 20 de desconto": what was taken off a price
 * is no money paid, said with the price or alone.
 */
function markDiscounts(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type !== "amount") continue;
    const before = foldedAt(tokens, sp.start - 1) === "de" && foldedAt(tokens, sp.start - 2);
    const after = foldedAt(tokens, sp.end) === "de" && foldedAt(tokens, sp.end + 1);
    if (before === "desconto" || before === "descontos" || after === "desconto" || after === "descontos")
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false, aside: true };
  }
}

/** The ways a part may be said to be paid: "100 no pix", "50 em dinheiro", "80 no cartão". */
const PART_WAYS = new Set([
  "pix",
  "cartao",
  "credito",
  "debito",
  "dinheiro",
  "especie",
  "vr",
  "va",
  "vale",
  "boleto",
]);

/**
 * "gasolina 200, paguei 100 no pix e 100 no cartão": parts said after a whole, each with the way it
 * was paid, adding up to it exactly, are how the whole was paid, no more money: only the whole is booked.
 */
function markPaidInParts(tokens: Token[], spans: Span[]): void {
  const amounts = spans.flatMap((sp, s) => (sp.type === "amount" ? [s] : []));
  const paidHow = (sp: Span) =>
    [1, 2, 3].some((k) => PART_WAYS.has(foldedAt(tokens, sp.end + k - 1))) &&
    ["no", "na", "em", "de", "com"].includes(foldedAt(tokens, sp.end));
  for (let a = 0; a < amounts.length; a++) {
    const whole = spans[amounts[a] as number] as Span & { type: "amount" };
    const parts = amounts.slice(a + 1).map((s) => spans[s] as Span & { type: "amount" });
    if (parts.length < 2 || !parts.every(paidHow)) continue;
    if (parts.reduce((sum, p) => sum + p.centavos, 0) !== whole.centavos) continue;
    for (const s of amounts.slice(a + 1)) {
      const p = spans[s] as Span;
      spans[s] = { type: "nonMoney", start: p.start, end: p.end, score: false, aside: true };
    }
    return;
  }
}

/** Someone's charge or quote: "o pedreiro cobrou 2.800", "o mecânico orçou 900". */
const CHARGED_BY = new Set([
  "cobrou",
  "cobraram",
  "orcou",
  "orcaram",
  "pediu",
  "pediram",
  "fechei",
  "fechamos",
]);
/** A price that was, before what was paid: "o tênis custava 300 mas paguei 250". */
const PRICE_WAS = new Set(["custava", "custavam", "era", "eram", "tava", "estava"]);
/** Got it for less: "mas consegui por 250", "mas saiu por 250", "mas ficou 250". */
const GOT_FOR = new Set(["consegui", "saiu", "ficou", "fechei", "levei"]);
/** The person's own payment of part of it: "paguei 1.000 de entrada", "dei 500 de sinal". */
const PAID_PART = new Set([
  "paguei",
  "pagamos",
  "dei",
  "demos",
  "adiantei",
  "adiantamos",
  "passei",
  "mandei",
  "transferi",
]);

/**
 * "o pedreiro cobrou 2.800, paguei 1.000 de entrada", "o tênis era 300 mas paguei 250": what was
 * charged or priced is the whole of a deal, and the money that moved is the part paid (or all of
 * it, said again), so the charge is no second record ("o pedreiro cobrou 2.800, paguei" pays it all).
 */
function markChargedThenPaid(tokens: Token[], spans: Span[]): void {
  const amountNear = (k: number) =>
    spans.findIndex((sp) => sp.type === "amount" && sp.start > k && sp.start <= k + 3);
  const charged = tokens.findIndex((t) => CHARGED_BY.has(t.folded) || PRICE_WAS.has(t.folded));
  if (charged < 0) return;
  const whole = amountNear(charged);
  const paidAt = tokens.findIndex(
    (t, k) => k > charged && (PAID_PART.has(t.folded) || GOT_FOR.has(t.folded)),
  );
  const part = paidAt < 0 ? -1 : amountNear(paidAt);
  const w = spans[whole];
  const p = spans[part];
  // "a diarista cobrou 150 e paguei 150": the charge paid whole is one record
  if (w?.type !== "amount" || p?.type !== "amount" || p.centavos > w.centavos) return;
  // "o tênis custava 300 mas paguei 250": a price that was, only when "mas" says the payment
  // differs ("era 200, com desconto ficou 180": or a discount does)
  const but = tokens.slice(w.end, paidAt).some((t) => t.folded === "mas" || DISCOUNT.has(t.folded));
  if (PRICE_WAS.has(foldedAt(tokens, charged)) && !but) return;
  spans[whole] = { type: "total", start: w.start, end: w.end, centavos: w.centavos };
}

/**
 * "gasolina foi 250 e não 200", "era 45, não 54": the amount said after a "não" right after another
 * is the wrong one, no money ("50 não, 55" and "2000 não 200 mesmo" answer the first: see
 * answersBefore).
 */
function markDeniedAmount(tokens: Token[], spans: Span[]): void {
  for (let s = 1; s < spans.length; s++) {
    const wrong = spans[s] as Span;
    const right = spans[s - 1] as Span;
    if (wrong.type !== "amount" || right.type !== "amount") continue;
    if (foldedAt(tokens, wrong.start - 1) !== "nao" || foldedAt(tokens, wrong.end) === "mesmo") continue;
    let k = wrong.start - 2;
    if (foldedAt(tokens, k) === "e" || foldedAt(tokens, k) === ",") k--;
    if (foldedAt(tokens, k) === "reais") k--;
    if (k !== right.end - 1) continue;
    spans[s] = {
      type: "nonMoney",
      start: wrong.start,
      end: wrong.end,
      score: false,
      aside: true,
      denied: true,
    };
  }
}

/**
 * "sexta dia 20", "sexta, dia 20": the day of the month said with its weekday is the date; one span
 * from the weekday on (never the last Friday instead).
 */
function dayOverWeekday(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s + 1 < spans.length; s++) {
    const weekday = spans[s] as Span;
    const day = spans[s + 1] as Span;
    if (weekday.type !== "date" || weekday.date.kind !== "weekday" || day.type !== "date") continue;
    if (day.date.kind !== "monthDay" && day.date.kind !== "dayMonth") continue;
    const gap = foldedAt(tokens, weekday.end) === "," ? weekday.end + 1 : weekday.end;
    if (gap !== day.start) continue;
    spans.splice(s, 2, { ...day, start: weekday.start });
  }
}

const DISCOUNT = new Set(["desconto", "descontos"]);
/** What a price came to: "com desconto ficou 180", "saiu 270", "foi 90", "paguei 180". */
const CAME_TO = new Set([...GOT_FOR, "foi", "deu", "veio", "paguei", "pagamos"]);

/**
 * "gastei 200 mas com desconto ficou 180", "o mercado deu 300, com o desconto saiu 270": the price
 * before a discount is no money paid; what it came to is. (Only to less: "200, com desconto ficou
 * 250" says nothing sure.)
 */
function markDiscountedPrice(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s + 1 < spans.length; s++) {
    const price = spans[s] as Span;
    // the next amount paid, past the discount itself ("com desconto de 50 paguei 250")
    const paid = spans.slice(s + 1).find((sp) => !(sp.type === "nonMoney" && sp.aside));
    if (price.type !== "amount" || paid?.type !== "amount" || paid.centavos >= price.centavos) continue;
    const verb = foldedAt(tokens, paid.start - 1) === "por" ? paid.start - 2 : paid.start - 1;
    if (!CAME_TO.has(foldedAt(tokens, verb))) continue;
    // the discount said between them, or right after what it came to ("ficou 180 com desconto")
    const between = tokens.slice(price.end, verb).some((t) => DISCOUNT.has(t.folded));
    const after = [1, 2, 3].some((k) => DISCOUNT.has(foldedAt(tokens, paid.end + k)));
    if (!between && !(after && foldedAt(tokens, paid.end) === "com")) continue;
    spans[s] = { type: "total", start: price.start, end: price.end, centavos: price.centavos };
  }
}

/**
 * "jantar 150 mais 10%", "150 + 10% de serviço": a percentage added to an amount is part of what was
 * paid, so the amount grows by it (165) instead of the percentage being left out or read as reais.
 */
function addPercentages(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s + 1 < spans.length; s++) {
    const sp = spans[s] as Span;
    const next = spans[s + 1] as Span;
    if (sp.type !== "amount" || next.type !== "nonMoney") continue;
    const plus = foldedAt(tokens, sp.end);
    if (
      (plus !== "mais" && plus !== "+") ||
      next.start !== sp.end + 1 + (foldedAt(tokens, sp.end + 1) === "os" ? 1 : 0)
    )
      continue;
    const rate = intValue(tokens[next.start]);
    if (rate === null || rate < 1 || rate > 30 || next.end !== next.start + 2) continue;
    if (foldedAt(tokens, next.end - 1) !== "%") continue;
    // "mais 10% de desconto" takes away
    const after =
      foldedAt(tokens, next.end) === "de" ? foldedAt(tokens, next.end + 1) : foldedAt(tokens, next.end);
    if (after === "desconto") continue;
    const centavos = Math.round((sp.centavos * (100 + rate)) / 100);
    spans.splice(s, 2, { ...sp, end: next.end, centavos });
  }
}

const GROSS = new Set(["bruto", "brutos", "bruta"]);
const NET = new Set(["liquido", "liquidos", "liquida"]);

/** An amount said gross or net: "3.800 bruto", "bruto 3.800", "líquido de 3.120". */
function saidAs(tokens: Token[], sp: Span, words: Set<string>): boolean {
  const before = foldedAt(tokens, sp.start - 1) === "de" ? sp.start - 2 : sp.start - 1;
  return words.has(foldedAt(tokens, sp.end)) || words.has(foldedAt(tokens, before));
}

/**
 * "caiu o salário, 3.800 bruto mas veio 3.120 líquido": the pay before deductions is no money that
 * came in, when what came in is said too; the gross becomes a total, the net is the amount.
 */
function markGross(tokens: Token[], spans: Span[]): void {
  const net = spans.find((sp) => sp.type === "amount" && saidAs(tokens, sp, NET));
  if (!net) return;
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type === "amount" && sp !== net && saidAs(tokens, sp, GROSS))
      spans[s] = { type: "total", start: sp.start, end: sp.end, centavos: sp.centavos };
  }
}

const PARCELLED = new Set(["parcelado", "parcelada", "parcelei", "parcelou", "parcelamos"]);
const DIVIDED = new Set(["dividido", "dividida", "dividi"]);
/** Words that make "dividido em 3" a purchase's instalments rather than a bill shared by three. */
const BOUGHT_ON_CREDIT = new Set([
  "comprei",
  "compramos",
  "comprou",
  "cartao",
  "credito",
  "parcelado",
  "parcelei",
  "prestacao",
  "prestacoes",
]);
const SHARED_WITH = new Set(["pessoas", "amigos", "amigas", "com", "entre", "galera", "cada"]);

function instalmentsSaidAfter(tokens: Token[], i: number): Span | null {
  const w = foldedAt(tokens, i);
  if ((!PARCELLED.has(w) && !DIVIDED.has(w)) || foldedAt(tokens, i + 1) !== "em") return null;
  const c = readCount(tokens, i + 2);
  if (!c || c.value < 2 || c.value > 24) return null;
  const unit = foldedAt(tokens, c.end);
  if (unit === "x" || unit === "vezes" || unit === "parcelas" || unit === "prestacoes") return null;
  // "dividi a conta em 3 com os amigos" shares a bill; only "no cartão" after is instalments, or
  // nothing after a purchase ("comprei um tênis de 300 dividido em 3"): "paguei a casa da praia
  // 1.600 dividido em 4" is a bill shared by four (asked back with the person's part); more than
  // six parts are a purchase's ("geladeira 3000 dividida em 10")
  if (DIVIDED.has(w)) {
    if (tokens.some((t) => SHARED_WITH.has(t.folded))) return null;
    if (unit !== "" && unit !== "no" && unit !== "na" && unit !== "," && unit !== ".") return null;
    const credit = unit === "no" || unit === "na" || tokens.some((t) => BOUGHT_ON_CREDIT.has(t.folded));
    if (!credit && c.value <= 6) return null;
  }
  return { type: "instalments", start: i, end: c.end, count: c.value, per: null };
}

/** Said between "12x de" and each part's amount when it is a guess ("12x de uns 150"). */
const PART_GUESS = new Set(["uns", "umas", "quase", "cerca", "aproximadamente", "tipo"]);

function instalmentsAt(tokens: Token[], i: number, start: number): Span | null {
  // More than MAX_INSTALMENTS ("em 99x", "em 999999999999x") is read too, so that it is answered
  // instead of booked in one payment.
  const t = tokens[i];
  const c =
    readCount(tokens, i) ??
    (t?.kind === "number" && /^\d+$/.test(t.folded) ? { value: Number(t.folded), end: i + 1 } : null);
  if (!c || c.value < 1) return null;
  const unit = foldedAt(tokens, c.end);
  if (unit !== "x" && unit !== "vezes" && unit !== "parcelas" && unit !== "prestacoes") return null;
  let end = c.end + 1;
  // "paguei 3 parcelas de 200 do carro", "adiantei 2 prestações": parts paid now ("paguei em 3
  // parcelas" is a purchase split)
  const paid =
    start === i && (unit === "parcelas" || unit === "prestacoes") && PAYS_DEBT.has(foldedAt(tokens, i - 1))
      ? { paid: true as const }
      : {};
  // "academia 3x por semana", "fui 2 vezes essa semana": how often, never parts of a payment
  if ((unit === "x" || unit === "vezes") && (WENT.has(foldedAt(tokens, start - 1)) || howOften(tokens, end)))
    return { type: "nonMoney", start, end, score: false, aside: true };
  // "2x coca 10", "3x pastel 24": how many of a thing, as an order is written, never parts
  if (unit === "x" && start === i && thingCounted(tokens, end))
    return { type: "nonMoney", start, end, score: false };
  // "sem juros", then "de 200" = the value of each instalment
  if (foldedAt(tokens, end) === "sem" && foldedAt(tokens, end + 1) === "juros") end += 2;
  // "de 200" (or a bare "3x 100") is the value of each instalment
  const direct =
    unit === "x" && (tokens[end]?.kind === "number" || CURRENCY_BEFORE.has(foldedAt(tokens, end)));
  if (foldedAt(tokens, end) === "de" || direct) {
    let base = direct ? end : end + 1;
    // "12x de uns 150", "10x de quase 400", "6x de cerca de 300", "10x de mais ou menos 300": each
    // part said roughly (asked)
    for (;;) {
      const w = foldedAt(tokens, base);
      const spoken =
        w === "mais" && foldedAt(tokens, base + 1) === "ou" && foldedAt(tokens, base + 2) === "menos";
      if (spoken) base += 3;
      else if (!PART_GUESS.has(w)) break;
      else base += w === "cerca" && foldedAt(tokens, base + 1) === "de" ? 2 : 1;
    }
    const at = CURRENCY_BEFORE.has(foldedAt(tokens, base)) ? base + 1 : base;
    const a = amountAt(tokens, at);
    // "uber 40 x2", "taxi 40 x 2": an amount times a few, never 40 parts of R$ 2 ("10x 150",
    // "3x 100" are parts)
    const times = a ? a.centavos / 100 : 0;
    if (
      a &&
      direct &&
      start === i &&
      at === end &&
      Number.isInteger(times) &&
      times >= 2 &&
      times <= 10 &&
      times < c.value
    )
      return { type: "amount", start, end: a.end, centavos: c.value * a.centavos, marked: false, score: 0 };
    // "queijo coalho 2x 12", "pastel 3x 8": a few of something cheap, off a card, never parts of R$ 12
    if (a && direct && start === i && at === end && c.value <= 6 && a.centavos < 5000 && !onCard(tokens))
      return { type: "amount", start, end: a.end, centavos: c.value * a.centavos, marked: false, score: 0 };
    if (a) return { type: "instalments", start, end: a.end, count: c.value, per: a.centavos, ...paid };
  }
  return { type: "instalments", start, end, count: c.value, per: null, ...paid };
}

/** A purchase said to be on a card: "no cartão", "no crédito", "no nubank" (never shared with others). */
function onCard(tokens: Token[]): boolean {
  const words = tokens.map((t) => t.folded);
  if (words.some((w) => SHARED_WITH.has(w))) return false;
  return words.some((w, k) => w === "cartao" || w === "credito" || issuerAt(words, k) !== null);
}

/** Words before "3 de 12" that number something, never a purchase: "parcela 3 de 12", "dia 5 de 10". */
const NUMBERED = wordSet(
  "parcela,parcelas,prestacao,prestacoes,dia,dias,mes,meses,semana,semanas,numero,n,no,na,capitulo,episodio,temporada,andar,apto,apartamento,bloco,lote,sala,rodada,jogo,fase,aula,aulas,sessao,sessoes",
);

/**
 * "tv 10 de 300 no nubank", "tênis 3 de 100 no cartão": a thing, then how many parts of how much,
 * on a card; "máquina de lavar 10 de 219" with no card said, when each part is R$ 50 or more (the
 * total is the same read as ten things of R$ 219); for less, "coxinha 3 de 6" counts things (a
 * count, its price asked). Null for anything else ("parcela 3 de 12" numbers one).
 */
function bareInstalmentsAt(tokens: Token[], i: number): Span | null {
  const t = tokens[i];
  if (t?.kind !== "number" || !/^\d{1,2}$/.test(t.folded) || foldedAt(tokens, i + 1) !== "de") return null;
  const count = Number(t.folded);
  if (count < 2 || count > 24 || tokens[i - 1]?.kind !== "word") return null;
  // the thing named right before the count, not a verb or a word that counts things
  const before = foldedAt(tokens, i - 1);
  if (NAMES_NOTHING.has(before) || PAYS_DEBT.has(before) || NUMBERED.has(before)) return null;
  // "a prestação do carro 3 de 48": which instalment of how many
  if (instalmentNumberAt(tokens, i) !== null) return null;
  const a = amountAt(tokens, i + 2);
  if (!a) return null;
  if (a.centavos >= (onCard(tokens) ? 2000 : 5000))
    return { type: "instalments", start: i, end: a.end, count, per: a.centavos };
  // "coxinha 3 de 6": how many, then each one's price (asked, as "3 coxinhas de 6" is)
  return a.centavos >= 100 ? { type: "nonMoney", start: i, end: i + 1, score: false } : null;
}

/** Words after "3x" that say how it was paid, never a thing counted. */
const PAID_HOW = wordSet(
  "de,sem,no,na,nos,nas,em,com,pelo,pela,juros,r$,cartao,credito,debito,pix,boleto,parcelas,parcelado,iguais",
);

/** "(2x) coca 10": a thing named after a count written with "x", then its amount. */
function thingCounted(tokens: Token[], at: number): boolean {
  const t = tokens[at];
  if (
    t?.kind !== "word" ||
    PAID_HOW.has(t.folded) ||
    issuerAt(
      tokens.map((x) => x.folded),
      at,
    ) !== null
  )
    return false;
  return tokens.slice(at + 1, at + 4).some((x) => x.kind === "number");
}

/** Verbs that pay parts of a debt said right after them: "quitei 4 parcelas do consórcio". */
const PAYS_DEBT = new Set(["paguei", "pagamos", "quitei", "quitamos", "adiantei", "antecipei", "adiantamos"]);

/** Said after "3x", "2 vezes" of how often: "por semana", "ao dia", "essa semana" ("em 2x hoje" is parts). */
const OFTEN_LEAD = new Set([
  "por",
  "ao",
  "na",
  "no",
  "nessa",
  "nesse",
  "essa",
  "esse",
  "esta",
  "este",
  "toda",
  "todo",
  "cada",
]);
const OFTEN_SPAN = new Set(["dia", "semana", "mes", "ano", "quinzena"]);
const OFTEN_ALONE = new Set(["seguidas", "seguidos", "diarias", "semanais", "mensais"]);

/** "fui 2 vezes", "fomos 3x": times gone somewhere. */
const WENT = new Set(["fui", "fomos", "passei", "voltei"]);

function howOften(tokens: Token[], from: number): boolean {
  // "2 vezes no mercado hoje": the place said first
  const placed =
    (foldedAt(tokens, from) === "no" || foldedAt(tokens, from) === "na") && tokens[from + 1]?.kind === "word";
  const at = placed ? from + 2 : from;
  const w = foldedAt(tokens, at);
  if (OFTEN_ALONE.has(w)) return true;
  const next = foldedAt(tokens, at + 1);
  return OFTEN_LEAD.has(w) && OFTEN_SPAN.has(next);
}

/** Words a document or bank account number is said after, as bank notices print them. */
const DOCUMENT_WORDS = new Set(["cpf", "cnpj", "agencia", "ag", "rg"]);

/**
 * "CPF ***.456.789-**", "CNPJ 12.345.678/0001-90", "agência 0001 conta 12345-6" in a pasted notice:
 * a document's or an account's digits, never money. Null for anything else ("conta 150" is a bill).
 */
function documentNumberAt(tokens: Token[], i: number): Span | null {
  if (tokens[i]?.kind !== "number") return null;
  const prev = foldedAt(tokens, i - 1);
  const said =
    DOCUMENT_WORDS.has(prev) ||
    (tokens[i - 1]?.kind === "punct" && DOCUMENT_WORDS.has(foldedAt(tokens, i - 2))) ||
    // "conta 12345-6": an account number and its check digit
    (prev === "conta" && /^\d{4,}$/.test(foldedAt(tokens, i)) && /^\d{1,2}$/.test(foldedAt(tokens, i + 1)));
  if (!said) return null;
  let end = i + 1;
  while (tokens[end]?.kind === "number" && !CURRENCY_AFTER.has(foldedAt(tokens, end + 1))) end++;
  return { type: "nonMoney", start: i, end, score: false, aside: true };
}

const DAY_PARTS = new Set(["manha", "tarde", "noite", "madrugada"]);

/**
 * "uber 7 da manhã, 22": an hour of a part of the day is no amount when another amount is said ("gastei
 * 10 da manhã" alone is not read so).
 */
function markHoursOfDay(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type !== "amount" || sp.marked || sp.end !== sp.start + 1 || sp.centavos > 1200) continue;
    if (sp.centavos % 100 !== 0 || foldedAt(tokens, sp.end) !== "da") continue;
    if (!DAY_PARTS.has(foldedAt(tokens, sp.end + 1))) continue;
    if (spans.some((o) => o.type === "amount" && o !== sp))
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end + 2, score: false, aside: true };
  }
}

/**
 * "ônibus 4,40 x2", "uber 15,50 x 2": a price with centavos times a few (a whole price times a few
 * is read where the count is: "uber 40 x2"), never a count of parts; the two spans become one.
 */
function markPriceTimes(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s + 1 < spans.length; s++) {
    const sp = spans[s] as Span;
    const times = spans[s + 1] as Span;
    if (sp.type !== "amount" || sp.centavos % 100 === 0 || foldedAt(tokens, sp.end) !== "x") continue;
    if (times.type !== "amount" || times.start !== sp.end + 1 || times.end !== times.start + 1) continue;
    const n = times.centavos / 100;
    if (!Number.isInteger(n) || n < 2 || n > 10) continue;
    // "4,40 x 2 de …", "x 2 reais": something else than a count of the price
    const after = foldedAt(tokens, times.end);
    if (after === "de" || CURRENCY_AFTER.has(after)) continue;
    spans.splice(s, 2, { ...sp, end: times.end, centavos: sp.centavos * n });
  }
}

/** What is paid in numbered parts: "parcela 3 de 10", "prestação 2/12". */
export const INSTALMENT_NOUNS = new Set(["parcela", "prestacao", "mensalidade", "parcelas", "prestacoes"]);

/**
 * The end of the number(s) at i when they say which instalment of how many ("parcela 3 de 10",
 * "parcela 2/10", "prestação 4 de 12"), or how many instalments a price said after is of, once
 * an instalment was named ("a primeira parcela do curso, 3 de 400": the 400 is the money); null
 * otherwise.
 */
function instalmentNumberAt(tokens: Token[], i: number): number | null {
  const tok = tokens[i] as Token;
  const slash = /^(\d{1,2})\/(\d{1,3})$/.exec(tok.folded);
  const named = INSTALMENT_NOUNS.has(foldedAt(tokens, i - 1));
  if (slash) {
    const [n, of] = [Number(slash[1]), Number(slash[2])];
    return named && n >= 1 && n <= of && of <= 120 ? i + 1 : null;
  }
  if (tok.kind !== "number" || !/^\d{1,3}$/.test(tok.folded) || foldedAt(tokens, i + 1) !== "de") return null;
  const n = Number(tok.folded);
  const of = tokens[i + 2];
  if (n < 1 || of?.kind !== "number" || CURRENCY_AFTER.has(foldedAt(tokens, i + 3))) return null;
  const total = /^\d{1,3}$/.test(of.folded) ? Number(of.folded) : null;
  // "parcela 3 de 10": the third of ten; "a parcela do carro 3 de 10, 890" too
  if (total !== null && n <= total && total <= 120) {
    if (named) return i + 3;
    let near = false;
    for (let b = Math.max(0, i - 4); b < i - 1; b++)
      if (INSTALMENT_NOUNS.has(foldedAt(tokens, b))) near = true;
    if (near) return i + 3;
  }
  // "a primeira parcela do curso, 3 de 400": three instalments of R$ 400
  if (n <= 48 && total !== null && total <= 120) return null;
  for (let b = Math.max(0, i - 8); b < i; b++) if (INSTALMENT_NOUNS.has(foldedAt(tokens, b))) return i + 1;
  return null;
}

/**
 * "gastei 120 em 3 camisetas, 40 reais cada", "…, cada uma 40": the price of each, when the total is
 * said too (3 × 40 is the 120), is no second record.
 */
function markUnitPriceOfTotal(words: readonly string[], spans: Span[]): void {
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type !== "amount" || !eachOnesPrice(words, sp)) continue;
    const count = spans.find(
      (c) =>
        c.type === "nonMoney" &&
        !c.score &&
        c.end === c.start + 1 &&
        c.start < sp.start &&
        c.start >= sp.start - 8 &&
        /^\d{1,2}$/.test(words[c.start] ?? ""),
    );
    if (!count) continue;
    const times = Number(words[count.start]);
    if (spans.some((o) => o.type === "amount" && o !== sp && o.centavos === sp.centavos * times))
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false, aside: true };
  }
}

/**
 * "gastei 40 no mercado 2 vezes", "paguei 15 de estacionamento 3 vezes": an amount said once, then
 * how many times it was spent, with nothing that says parts on a card ("em 2 vezes", "parcelei 3
 * vezes", "no cartão", "sem juros"): the amount counts that many times.
 */
function markTimesRepeated(tokens: Token[], spans: Span[]): void {
  const at = spans.findIndex(
    (sp) =>
      sp.type === "instalments" &&
      sp.per === null &&
      !sp.paid &&
      sp.count >= 2 &&
      sp.count <= 5 &&
      foldedAt(tokens, sp.end - 1) === "vezes",
  );
  const times = spans[at];
  if (times?.type !== "instalments") return;
  const before = foldedAt(tokens, times.start - 1);
  if (before === "em" || before === "de" || PARCELLED.has(before) || DIVIDED.has(before)) return;
  if (tokens.some((t) => BOUGHT_ON_CREDIT.has(t.folded) || t.folded === "juros") || onCard(tokens)) return;
  const amounts = spans.filter((sp) => sp.type === "amount");
  const said = amounts[0];
  if (amounts.length !== 1 || said?.type !== "amount" || said.end > times.start) return;
  spans[spans.indexOf(said)] = { ...said, centavos: said.centavos * times.count };
  spans[at] = { type: "nonMoney", start: times.start, end: times.end, score: false, aside: true };
}

/** "recebi 40 de cada um dos 5 amigos": an amount from each of a number of people, all of it. */
function markFromEachOf(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type !== "amount" || foldedAt(tokens, sp.end) !== "de" || foldedAt(tokens, sp.end + 1) !== "cada")
      continue;
    let k = sp.end + 2;
    if (foldedAt(tokens, k) === "um" || foldedAt(tokens, k) === "uma") k++;
    if (foldedAt(tokens, k) !== "dos" && foldedAt(tokens, k) !== "das") continue;
    const c = readCount(tokens, k + 1);
    if (!c || c.value < 2 || c.value > 50) continue;
    const count = spans.findIndex((o) => o.start === k + 1);
    spans[s] = { ...sp, centavos: sp.centavos * c.value };
    if (count >= 0) spans[count] = { type: "nonMoney", start: k + 1, end: c.end, score: false, aside: true };
  }
}

/** "fomos em 3", "éramos 4": how many people went, never reais. */
function markPeopleWhoWent(words: readonly string[], spans: Span[]): void {
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type !== "amount" || sp.marked || sp.centavos > 3000 || sp.centavos % 100 !== 0) continue;
    const before = words[sp.start - 1] ?? "";
    if (WE_WERE.has(before) || (before === "em" && WE_WENT.has(words[sp.start - 2] ?? "")))
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false, aside: true };
  }
}
const WE_WERE = new Set(["eramos", "somos", "estavamos"]);
const WE_WENT = new Set(["fomos", "viemos", "estavamos", "saimos", "ficamos"]);

/**
 * "jantar 120, cada um pagou 40", "rachamos a conta de 120 entre 3, cada um 40": what each person
 * paid, with the whole bill said too, is the person's part of a shared bill, no second record: it
 * is said aside when the bill's sharing is said already, else it says how many shared it (120 / 40).
 * Things counted ("2 camisetas, cada uma 40") were read before (markUnitPriceOfTotal, pricePerUnit).
 */
function markEachPersonsPart(words: readonly string[], spans: Span[]): void {
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type !== "amount" || sp.centavos === 0) continue;
    const each = eachWordBefore(words, 0, sp.start);
    if (each < 0 || (words[each + 1] !== "um" && words[each + 1] !== "uma")) continue;
    // "2 camisetas, cada uma 40": each thing, not each person
    const things = spans.some(
      (c) =>
        c.type === "nonMoney" &&
        c.end <= each &&
        /^\d{1,2}$/.test(words[c.start] ?? "") &&
        !PEOPLE_COUNTED.has(words[c.start + 1] ?? ""),
    );
    if (things) continue;
    const total = spans.find(
      (o) => o !== sp && o.type === "amount" && o.centavos > sp.centavos && o.centavos % sp.centavos === 0,
    );
    if (total?.type !== "amount") {
      // "jantar 125, cada um pagou 40": a bill no count of people shares evenly; the person's money
      // is the part they paid, the bill's total no record of theirs
      const bill = spans.findIndex(
        (o) => o.type === "amount" && o.centavos > sp.centavos && o.centavos <= sp.centavos * 30,
      );
      const whole = spans[bill];
      if (whole?.type === "amount" && whole.end <= each)
        spans[bill] = {
          type: "nonMoney",
          start: whole.start,
          end: whole.end,
          score: false,
          aside: true,
          bill: true,
        };
      continue;
    }
    const people = total.centavos / sp.centavos;
    if (people > 30) continue;
    spans[s] = spans.some((o) => o.type === "shared")
      ? { type: "nonMoney", start: sp.start, end: sp.end, score: false, aside: true }
      : { type: "shared", start: sp.start, end: sp.end, people };
  }
}
const PEOPLE_COUNTED = new Set(["pessoas", "amigos", "amigas", "gente", "de", "nos"]);

/** Ordinals said in words, in order ("primeira" is the first). */
export const ORDINAL_PLACES = "primeira,segunda,terceira,quarta,quinta,sexta,setima,oitava,nona,decima".split(
  ",",
);
const ORDINAL_WORDS = new Set([...ORDINAL_PLACES, "ultima", "penultima"]);

/**
 * "paguei a 5ª parcela de 10 do carro, 890", "a quinta parcela de 12 da tv 150": after an instalment
 * placed by an ordinal, a small "de N" is how many there are when a larger amount is said too ("a
 * 2ª parcela de 150" alone stays R$ 150).
 */
function markInstalmentsOf(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type !== "amount" || sp.marked || sp.end !== sp.start + 1 || sp.centavos > 7_200) continue;
    if (!/^\d{1,3}$/.test(foldedAt(tokens, sp.start)) || foldedAt(tokens, sp.start - 1) !== "de") continue;
    const noun = sp.start - 2;
    if (!INSTALMENT_NOUNS.has(foldedAt(tokens, noun))) continue;
    const ord = foldedAt(tokens, noun - 1);
    const placed =
      ORDINAL_WORDS.has(ord) ||
      ((ord === "º" || ord === "a" || ord === "o") && tokens[noun - 2]?.kind === "number");
    if (!placed) continue;
    if (spans.some((o) => o.type === "amount" && o !== sp && o.centavos > sp.centavos))
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false, instalment: true };
  }
}

/** Words a card's last digits are said after: "com final 1234", "final 1234", "terminado em 1234". */
const CARD_DIGITS_BEFORE = new Set(["final", "finais"]);
const ENDING_IN = new Set(["terminado", "terminada", "termina", "terminando", "terminados"]);

function cardDigitsAt(tokens: Token[], i: number): boolean {
  const next = foldedAt(tokens, i + 1);
  // "final 1234 R$ 89,90": the R$ is the next amount's
  const currency = CURRENCY_AFTER.has(next) && !(next === "r$" && tokens[i + 2]?.kind === "number");
  if (!/^\d{4}$/.test(foldedAt(tokens, i)) || currency) return false;
  const prev = foldedAt(tokens, i - 1);
  return CARD_DIGITS_BEFORE.has(prev) || (prev === "em" && ENDING_IN.has(foldedAt(tokens, i - 2)));
}

/** "das 14 às 18", "das 8 até as 12", "de 9 as 17": a range of hours, two numbers up to 24. */
function hoursRangeAt(tokens: Token[], i: number, c: { value: number; end: number }): Span | null {
  const prev = foldedAt(tokens, i - 1);
  if ((prev !== "das" && prev !== "de") || c.value > 24) return null;
  let k = c.end;
  if (foldedAt(tokens, k) === "h" || foldedAt(tokens, k) === "hs") k++;
  const to = foldedAt(tokens, k);
  if (to !== "as" && to !== "ate" && !(to === "a" && prev === "das")) return null;
  k++;
  if (to === "ate" && foldedAt(tokens, k) === "as") k++;
  // "de 10 até 20" may be a range of prices; "de 9 às 17" is hours
  else if (prev === "de" && to !== "as") return null;
  const other = readCount(tokens, k);
  if (!other || other.value > 24 || CURRENCY_AFTER.has(foldedAt(tokens, other.end))) return null;
  let end = other.end;
  if (
    foldedAt(tokens, end) === "h" ||
    foldedAt(tokens, end) === "hs" ||
    /^h\d\d$/.test(foldedAt(tokens, end))
  )
    end++;
  return { type: "nonMoney", start: i, end, score: false, aside: true };
}

/**
 * Where a time said after its hour ends: "às duas e quinze", "das sete e meia", "às oito da noite"
 * (the minutes and the part of the day are no amount either).
 */
function timeEnd(tokens: Token[], end: number): number {
  let k = end;
  if (foldedAt(tokens, k) === "e") {
    const after = foldedAt(tokens, k + 1);
    const minutes = readCount(tokens, k + 1);
    if (after === "meia") k += 2;
    else if (minutes && minutes.value < 60 && !CURRENCY_AFTER.has(foldedAt(tokens, minutes.end)))
      k = minutes.end;
  }
  if (foldedAt(tokens, k) === "da" && DAY_PARTS.has(foldedAt(tokens, k + 1))) k += 2;
  return k;
}

/** A thing bought, named by its word alone (a game's "jogo" or "futebol" is not). */
function boughtThing(tokens: Token[], at: number): boolean {
  if (tokens[at]?.kind !== "word") return false;
  const hit = findCategory([foldedAt(tokens, at)], "expense");
  return hit !== null && hit.category !== "Lazer";
}

const RIDE_99 = new Set(["pop", "taxi", "moto", "app"]);
/** Where a ride went, said right after the app: "99 pro trampo 17,50". */
const RIDE_TO = new Set(["pro", "pra", "para", "ate", "de"]);
/** What an ordinal counts in a money message: "2a parcela", "2a via", "1o salário". */
const THIRTEENTH_BEFORE = new Set(["o", "meu", "seu", "teu", "nosso", "do"]);

function numberAt(tokens: Token[], i: number): Span | null {
  const w = foldedAt(tokens, i);
  const next = foldedAt(tokens, i + 1);
  const c = readCount(tokens, i);
  // scores: "2 x 1", "3x1" (small numbers on both sides, no currency); "ônibus 5 x2", "café 6 x 3"
  // name a thing bought that many times
  if (c && c.value <= 10 && foldedAt(tokens, c.end) === "x" && !boughtThing(tokens, i - 1)) {
    const other = intValue(tokens[c.end + 1]);
    if (other !== null && other <= 10 && !CURRENCY_AFTER.has(foldedAt(tokens, c.end + 2))) {
      return { type: "nonMoney", start: i, end: c.end + 2, score: true };
    }
  }
  // instalments: "12x", "12 x de 200", "dez vezes"
  const inst = instalmentsAt(tokens, i, i);
  if (inst) return inst;
  // "parcela 3 de 10": which instalment of how many; "a primeira parcela, 3 de 400": how many
  const part = instalmentNumberAt(tokens, i);
  if (part) return { type: "nonMoney", start: i, end: part, score: false, instalment: true };
  // "final 1234", "terminado em 1234": a card's last digits
  if (cardDigitsAt(tokens, i)) return { type: "nonMoney", start: i, end: i + 1, score: false, aside: true };
  // "1,5 kg de picanha", "2,5 litros": a measure with decimals, never reais
  if (!c && tokens[i]?.kind === "number" && /^\d{1,3},\d{1,3}$/.test(w) && MEASURES.has(next))
    return { type: "nonMoney", start: i, end: i + 2, score: false };
  if (c) {
    const unit = foldedAt(tokens, c.end);
    // "7h45", "19h30": a time of day
    if (c.value <= 24 && /^h\d\d$/.test(unit))
      return { type: "nonMoney", start: i, end: c.end + 1, score: false, aside: true };
    // "das 14 às 18", "das 8 até as 12": hours, however the money around them is said
    const hours = hoursRangeAt(tokens, i, c);
    if (hours) return hours;
    // "N dias atrás", "N semanas atrás"
    if ((unit === "dias" || unit === "dia") && foldedAt(tokens, c.end + 1) === "atras")
      return { type: "date", start: i, end: c.end + 2, date: { kind: "relative", days: -c.value } };
    if ((unit === "semanas" || unit === "semana") && foldedAt(tokens, c.end + 1) === "atras")
      return { type: "date", start: i, end: c.end + 2, date: { kind: "relative", days: -7 * c.value } };
    if ((unit === "ultimos" || unit === "ultimas") && foldedAt(tokens, c.end + 1) === "dias")
      return { type: "lastDays", start: i, end: c.end + 2, n: c.value };
    // "5 de outubro"
    if (c.value >= 1 && c.value <= 31 && tokens[i]?.kind === "number") {
      const dayMonth = dayOfMonthAt(tokens, i, c.value, c.end);
      if (dayMonth) return dayMonth;
    }
    // "2a parcela", "1o salário" typed without the ordinal mark: a place, not reais
    if ((unit === "a" || unit === "o") && c.value <= 60 && ORDINAL_NOUNS.has(foldedAt(tokens, c.end + 1)))
      return { type: "nonMoney", start: i, end: c.end + 1, score: false };
    // scores: "2 a 1"
    if (unit === "a" && c.value <= 20) {
      const other = readCount(tokens, c.end + 1);
      if (other && other.value <= 20 && !CURRENCY_AFTER.has(foldedAt(tokens, other.end)))
        return { type: "nonMoney", start: i, end: other.end, score: true };
    }
    // "pizza às 21h 80", "uber 7h 22": a time of day
    if ((unit === "h" || unit === "hs") && c.value <= 24)
      return { type: "nonMoney", start: i, end: c.end + 1, score: false, aside: true };
    // "paguei 1 ano de spotify 200", "1 mês de academia 100": a span of time bought, no money
    // ("gastei 50 mês passado" is money)
    if (SPANS_OF_TIME.has(unit) && c.value <= 12 && foldedAt(tokens, c.end + 1) === "de")
      return { type: "nonMoney", start: i, end: c.end + 1, score: false };
    if (UNITS_NOT_MONEY.has(unit)) {
      // "caiu o 13º": the thirteenth salary
      const thirteenth = c.value === 13 && unit === "º" ? { thirteenth: true as const } : {};
      return { type: "nonMoney", start: i, end: c.end + 1, score: false, ...thirteenth };
    }
  }
  // "às 10", "até 18" followed by nothing money-like; in a voice note "das sete" too
  const before = foldedAt(tokens, i - 1);
  const spokenHour = before === "das" && tokens[i]?.kind === "word" && c !== null && c.value <= 12;
  if ((TIME_PREFIX.has(before) || spokenHour) && c && c.value <= 24 && !CURRENCY_AFTER.has(next)) {
    return { type: "nonMoney", start: i, end: timeEnd(tokens, c.end), score: false, aside: true };
  }
  const a = amountAt(tokens, i);
  if (a) {
    const tok = tokens[i] as Token;
    if (!a.marked) {
      const prev = foldedAt(tokens, i - 1);
      // "peguei um 99", "linha 175": a number right after an article or a label is a name ("cada
      // uma 40" is a price: each one's)
      if (
        ((prev === "um" || prev === "uma") && foldedAt(tokens, i - 2) !== "cada") ||
        prev === "num" ||
        prev === "numa" ||
        prev === "linha" ||
        prev === "numero"
      )
        return { type: "nonMoney", start: i, end: a.end, score: false };
      // "os dois foram no pix", "as três": people or things counted, not money
      if ((prev === "os" || prev === "as") && tok.kind === "word")
        return { type: "nonMoney", start: i, end: a.end, score: false };
      // "recebi meu 13", "caiu o 13": the thirteenth salary, not R$ 13
      // "recebi 13 salário 1.500": "13 salário" is the thirteenth too
      if (
        tok.folded === "13" &&
        (THIRTEENTH_BEFORE.has(prev) || foldedAt(tokens, a.end) === "salario") &&
        !CURRENCY_AFTER.has(foldedAt(tokens, a.end))
      )
        return { type: "nonMoney", start: i, end: a.end, score: false, thirteenth: true };
      // "no 99", "pelo 99": the ride-hailing app, not R$ 99
      if (tok.folded === "99" && BRAND_PREFIX.has(prev) && !CURRENCY_AFTER.has(foldedAt(tokens, a.end)))
        return { type: "nonMoney", start: i, end: a.end, score: false };
      // "99 25", "99 pop 18": the app named before its price; "99 pro trampo 17,50": where it went
      // before the price
      if (
        tok.folded === "99" &&
        !CURRENCY_BEFORE.has(prev) &&
        (tokens[a.end]?.kind === "number" ||
          RIDE_99.has(foldedAt(tokens, a.end)) ||
          (i === 0 &&
            RIDE_TO.has(foldedAt(tokens, a.end)) &&
            tokens.slice(a.end).some((t) => t.kind === "number")))
      )
        return { type: "nonMoney", start: i, end: a.end, score: false };
      // a year: "em 2025", "até 2027", "junho de 2028"; "tv de 2000" stays money
      if (tok.kind === "number" && isYearAt(tokens, i))
        return { type: "nonMoney", start: i, end: a.end, score: false };
      // long digit strings: phone numbers, documents
      if (
        tok.kind === "number" &&
        tok.folded.length >= 8 &&
        !tok.folded.includes(".") &&
        !tok.folded.includes(",")
      )
        return { type: "nonMoney", start: i, end: a.end, score: false };
      if (a.articleOnly) return null;
    }
    return { type: "amount", start: i, end: a.end, centavos: a.centavos, marked: a.marked, score: a.score };
  }
  if (w === "um" || w === "uma") return null;
  return null;
}
