/**
 * Dates as words: hoje, ontem, anteontem, amanhã, "dia 5", "há 3 dias", "daqui a 10 dias",
 * "últimos 7 dias", weekdays, "semana que vem", dd/mm and dd/mm/aaaa.
 */
import { nonexistentDateMessage } from "../calendar/index.ts";
import type { Token } from "./normalise.ts";
import type { DateRef, Span } from "./scan.ts";
import { foldedAt, MONTHS, ORDINAL_NOUNS, readCount, WEEKDAYS } from "./scan-words.ts";

/** Reads a written date at token i, or null. */
export function dateWordAt(tokens: Token[], i: number, paired = true): Span | null {
  const w = foldedAt(tokens, i);
  switch (w) {
    case "hoje":
      return { type: "date", start: i, end: i + 1, date: { kind: "relative", days: 0 } };
    case "ontem":
      return { type: "date", start: i, end: i + 1, date: { kind: "relative", days: -1 } };
    case "anteontem":
      return { type: "date", start: i, end: i + 1, date: { kind: "relative", days: -2 } };
    case "amanha":
      return { type: "date", start: i, end: i + 1, date: { kind: "relative", days: 1 } };
    case "antes":
      if (foldedAt(tokens, i + 1) === "de" && foldedAt(tokens, i + 2) === "ontem")
        return { type: "date", start: i, end: i + 3, date: { kind: "relative", days: -2 } };
      break;
    case "depois":
      if (foldedAt(tokens, i + 1) === "de" && foldedAt(tokens, i + 2) === "amanha")
        return { type: "date", start: i, end: i + 3, date: { kind: "relative", days: 2 } };
      break;
    case "dia": {
      const prev = foldedAt(tokens, i - 1);
      const next = tokens[i + 1];
      if (next?.kind === "number" && next.folded.includes("/")) {
        const ref = parseSlashDate(next.folded);
        if (ref) return { type: "date", start: i, end: i + 2, date: ref };
      }
      // "dia primeiro" is the 1st
      const c =
        next?.folded === "primeiro"
          ? { value: 1, end: i + 2 }
          : (dayBeforeThousands(tokens, i + 1) ?? readCount(tokens, i + 1));
      if (c && c.value >= 1 && c.value <= 31) {
        const end = foldedAt(tokens, c.end) === "º" ? c.end + 1 : c.end; // "dia 1º"
        if (prev === "todo" || prev === "todos" || prev === "cada") {
          return { type: "recurDay", start: i - 1, end, day: c.value };
        }
        // "todo mês dia 15", "mensal no dia 15", "dia 15 de cada mês": the day of a monthly item
        if (saysMonthly(tokens, i, end)) return { type: "recurDay", start: i, end, day: c.value };
        // "dia 10 do mês passado", "dia 5 do mês que vem": that day of a month counted from this one
        const of = foldedAt(tokens, end) === "do" || foldedAt(tokens, end) === "de" ? end + 1 : -1;
        const month = of > 0 && foldedAt(tokens, of) === "mes" ? dateWordAt(tokens, of) : null;
        if (month?.type === "date" && month.date.kind === "months")
          return { type: "date", start: i, end: month.end, date: { ...month.date, day: c.value } };
        const dayMonth = dayOfMonthAt(tokens, i, c.value, end);
        if (dayMonth) return dayMonth;
        // "dia 15 do 10": the month by its number
        const m =
          of > 0 && tokens[of]?.kind === "number" && /^\d{1,2}$/.test(foldedAt(tokens, of))
            ? Number(foldedAt(tokens, of))
            : 0;
        if (m >= 1 && m <= 12 && foldedAt(tokens, end) === "do")
          return { type: "date", start: i, end: of + 1, date: dayMonthRef(c.value, m, null) };
        return { type: "date", start: i, end, date: { kind: "monthDay", day: c.value } };
      }
      break;
    }
    case "ha":
    case "faz": {
      const c = readCount(tokens, i + 1);
      if (c) {
        const unit = foldedAt(tokens, c.end);
        const mult = unit === "dia" || unit === "dias" ? 1 : unit === "semana" || unit === "semanas" ? 7 : 0;
        if (mult) {
          const end = foldedAt(tokens, c.end + 1) === "atras" ? c.end + 2 : c.end + 1;
          return { type: "date", start: i, end, date: { kind: "relative", days: -c.value * mult } };
        }
      }
      break;
    }
    case "daqui": {
      const at = foldedAt(tokens, i + 1) === "a" ? i + 2 : i + 1;
      const c = readCount(tokens, at);
      if (c) {
        const unit = foldedAt(tokens, c.end);
        const mult = unit === "dia" || unit === "dias" ? 1 : unit === "semana" || unit === "semanas" ? 7 : 0;
        if (mult)
          return { type: "date", start: i, end: c.end + 1, date: { kind: "relative", days: c.value * mult } };
      }
      break;
    }
    case "semana": {
      // "semana passada na terça", "semana retrasada, no sábado": that day of that week
      const weeksBack =
        foldedAt(tokens, i + 1) === "passada" ? 1 : foldedAt(tokens, i + 1) === "retrasada" ? 2 : 0;
      let at = foldedAt(tokens, i + 2) === "," ? i + 3 : i + 2;
      if (foldedAt(tokens, at) === "na" || foldedAt(tokens, at) === "no") at++;
      const weekday = WEEKDAYS.get(foldedAt(tokens, at));
      if (weeksBack > 0 && at > i + 2 && weekday !== undefined) {
        const end = foldedAt(tokens, at + 1) === "feira" ? at + 2 : at + 1;
        return { type: "date", start: i, end, date: { kind: "weekday", weekday, weeksBack } };
      }
      if (foldedAt(tokens, i + 1) === "passada") {
        return { type: "date", start: i, end: i + 2, date: { kind: "relative", days: -7 } };
      }
      // "semana retrasada paguei 200": the same weekday two weeks back, as "semana passada" is one
      if (foldedAt(tokens, i + 1) === "retrasada") {
        return { type: "date", start: i, end: i + 2, date: { kind: "relative", days: -14 } };
      }
      if (foldedAt(tokens, i + 1) === "que" && foldedAt(tokens, i + 2) === "vem") {
        return { type: "date", start: i, end: i + 3, date: { kind: "relative", days: 7 } };
      }
      break;
    }
    case "feriado":
    case "feriadao": {
      // "no feriado gastei 200": the national holiday nearest (a holiday named, "feriado de
      // carnaval", "feriado de sexta", says its own day)
      const prev = foldedAt(tokens, i - 1);
      const next = foldedAt(tokens, i + 1);
      const named = next === "de" || next === "do" || next === "da";
      if (!named && HOLIDAY_LEAD.has(prev)) {
        const lead = prev !== "no" && prev !== "o" && prev !== "do";
        return { type: "date", start: lead ? i - 1 : i, end: i + 1, date: { kind: "holiday" } };
      }
      break;
    }
    case "ano":
      // "ano passado paguei 1200 de ipva": the same day a year back
      if (foldedAt(tokens, i + 1) === "passado")
        return { type: "date", start: i, end: i + 2, date: { kind: "months", months: -12 } };
      break;
    case "mes":
      if (foldedAt(tokens, i + 1) === "passado" || foldedAt(tokens, i + 1) === "retrasado") {
        const back = foldedAt(tokens, i + 1) === "passado" ? -1 : -2;
        // "mês passado dia 20": that day of it
        const at = foldedAt(tokens, i + 2) === "no" || foldedAt(tokens, i + 2) === "," ? i + 3 : i + 2;
        const day = foldedAt(tokens, at) === "dia" ? readCount(tokens, at + 1) : null;
        if (day && day.value >= 1 && day.value <= 31)
          return {
            type: "date",
            start: i,
            end: day.end,
            date: { kind: "months", months: back, day: day.value },
          };
        return { type: "date", start: i, end: i + 2, date: { kind: "months", months: back } };
      }
      if (foldedAt(tokens, i + 1) === "que" && foldedAt(tokens, i + 2) === "vem") {
        return { type: "date", start: i, end: i + 3, date: { kind: "months", months: 1 } };
      }
      break;
    case "proxima":
    case "proximo":
      if (foldedAt(tokens, i + 1) === "semana")
        return { type: "date", start: i, end: i + 2, date: { kind: "relative", days: 7 } };
      if (foldedAt(tokens, i + 1) === "mes")
        return { type: "date", start: i, end: i + 2, date: { kind: "months", months: 1 } };
      break;
    case "ultimos":
    case "ultimas":
    case "passados": {
      const c = readCount(tokens, i + 1);
      if (c) {
        const unit = foldedAt(tokens, c.end);
        if (unit === "meses" || unit === "mes")
          return { type: "lastMonths", start: i, end: c.end + 1, n: c.value };
        if (unit === "dias" || unit === "dia")
          return { type: "lastDays", start: i, end: c.end + 1, n: c.value };
        if (unit === "semanas") return { type: "lastDays", start: i, end: c.end + 1, n: c.value * 7 };
      }
      break;
    }
  }
  // "Seg - mercado 120⏎Ter - farmácia 35": a weekday shortened, heading a line of a list
  const short = SHORT_WEEKDAYS.get(w);
  if (short !== undefined && (i === 0 || foldedAt(tokens, i - 1) === ";")) {
    const listed = foldedAt(tokens, i + 1) === ":" || tokens.some((t) => t.original === "\n");
    // "seg gastei 30 no uber", "qua 40 de almoço": opening the message, before the money
    const opens = i === 0 && (tokens[i + 1]?.kind === "number" || SPENT_SAID.has(foldedAt(tokens, i + 1)));
    if (listed || opens)
      return { type: "date", start: i, end: i + 1, date: { kind: "weekday", weekday: short } };
  }
  // "na seg gastei 30", "gastei 30 na qui": after "na", a day
  if (short !== undefined && foldedAt(tokens, i - 1) === "na" && short < 5)
    return { type: "date", start: i - 1, end: i + 1, date: { kind: "weekday", weekday: short } };
  if (WEEKDAYS.get(w) !== undefined) {
    const prev = foldedAt(tokens, i - 1);
    // "segunda da semana passada", "sexta-feira da semana retrasada": that day of an earlier week
    const dayEnd = foldedAt(tokens, i + 1) === "feira" ? i + 2 : i + 1;
    const weeksBack = weekBefore(tokens, dayEnd);
    if (weeksBack > 0)
      return {
        type: "date",
        start: i,
        end: dayEnd + 3,
        date: { kind: "weekday", weekday: WEEKDAYS.get(w) as number, weeksBack },
      };
    const safe =
      w === "sabado" ||
      w === "domingo" ||
      prev === "" ||
      prev === "," ||
      prev === "." ||
      // a line of its own: "segunda: almoço 30⏎terça: almoço 28"; after a heading: "gastos da
      // semana: segunda mercado 120, terça gasolina 150"
      prev === ";" ||
      (prev === ":" && !ORDINAL_NOUNS.has(foldedAt(tokens, i + 1))) ||
      foldedAt(tokens, i + 1) === ":" ||
      prev === "proxima" ||
      foldedAt(tokens, i + 1) === "feira" ||
      foldedAt(tokens, i + 1) === "" ||
      foldedAt(tokens, i + 1) === "," ||
      foldedAt(tokens, i + 1) === "." ||
      foldedAt(tokens, i + 1) === "?" ||
      // "50 no bar sexta e 30 no sábado": the day ends what was spent on it
      // ("paguei a segunda e 30 de juros": an ordinal after an article)
      (foldedAt(tokens, i + 1) === "e" && tokens[i + 2]?.kind === "number" && !ORDINAL_LEAD.has(prev)) ||
      // "segunda gastei 30 de uber e terça 45 no mercado": the day opens what was spent on it
      // ("paguei a primeira parcela e segunda 30": an ordinal; "segunda e terça 45": both days, or neither)
      (prev === "e" &&
        (tokens[i + 1]?.kind === "number" || SAID_OF_A_DAY.has(foldedAt(tokens, i + 1))) &&
        !WEEKDAYS.has(foldedAt(tokens, i - 2)) &&
        !tokens.slice(0, i).some((t) => t.folded === "primeira" || t.folded === "primeiro")) ||
      // "quanto gastei sexta?", "gastei sexta 40 no bar"
      SAID_OF_A_DAY.has(prev) ||
      // "tenho que pagar o dentista sexta 350", "gasolina terça 50": a thing, its day, its amount
      // ("a segunda 350", "paguei 2 segunda 30": an ordinal, or a count, stays one; after "e", the
      // rule above)
      (tokens[i + 1]?.kind === "number" &&
        tokens[i - 1]?.kind === "word" &&
        prev !== "e" &&
        !ORDINAL_LEAD.has(prev) &&
        !WEEKDAYS.has(prev) &&
        !tokens.slice(0, i).some((t) => t.folded === "primeira" || t.folded === "primeiro")) ||
      // "o de sexta foi 40", "o uber do sábado era 30": the day of a record, before what it came to
      // ("de segunda mão", "a segunda parcela" are no day)
      ((prev === "de" || prev === "do" || prev === "da") && cameToAfter(tokens, i + 1)) ||
      foldedAt(tokens, i + 1) === "passada" ||
      foldedAt(tokens, i + 1) === "retrasada" ||
      foldedAt(tokens, i + 1) === "retrasado" ||
      (foldedAt(tokens, i + 1) === "que" && foldedAt(tokens, i + 2) === "vem") ||
      (paired && pairedWeekday(tokens, i));
    if (safe || prev === "na" || prev === "no" || prev === "nessa" || prev === "nesta" || prev === "ultima") {
      const end = foldedAt(tokens, i + 1) === "feira" ? i + 2 : i + 1;
      // "sábado retrasado", "terça retrasada": the one before the last
      const twice = foldedAt(tokens, end) === "retrasada" || foldedAt(tokens, end) === "retrasado";
      if (twice)
        return {
          type: "date",
          start: i,
          end: end + 1,
          date: { kind: "weekday", weekday: WEEKDAYS.get(w) as number, before: true, skip: 1 },
        };
      let end2 = foldedAt(tokens, end) === "passada" || foldedAt(tokens, end) === "passado" ? end + 1 : end;
      if (foldedAt(tokens, end) === "que" && foldedAt(tokens, end + 1) === "vem") end2 = end + 2;
      const last = prev === "ultima" || prev === "ultimo";
      const from = prev === "proxima" || prev === "proximo" || last ? i - 1 : i;
      const before = end2 === end + 1 || last;
      return {
        type: "date",
        start: from,
        end: end2,
        date: { kind: "weekday", weekday: WEEKDAYS.get(w) as number, ...(before ? { before: true } : {}) },
      };
    }
  }
  return null;
}

/**
 * "segunda e terça 45", "estacionamento 25 quarta e quinta": two weekdays joined by "e", the other
 * one read as a day, are both days (each day's or both's is then asked); never after an article
 * ("paguei a segunda e terça parcela").
 */
function pairedWeekday(tokens: Token[], i: number): boolean {
  const other =
    foldedAt(tokens, i + 1) === "e" && WEEKDAYS.has(foldedAt(tokens, i + 2))
      ? i + 2
      : foldedAt(tokens, i - 1) === "e" && WEEKDAYS.has(foldedAt(tokens, i - 2))
        ? i - 2
        : -1;
  if (other < 0) return false;
  const first = Math.min(i, other);
  const before = foldedAt(tokens, first - 1);
  if (ARTICLE_BEFORE_ORDINAL.has(before)) return false;
  if (dateWordAt(tokens, other, false)?.type === "date") return true;
  // "uber segunda e terça 18": a thing, its days, its amount, as "gasolina terça 50" ("gastei 30 de
  // uber segunda e terça 45 no mercado", an amount before, names neither)
  return (
    tokens[first - 1]?.kind === "word" &&
    tokens[first + 3]?.kind === "number" &&
    before !== "e" &&
    !ORDINAL_LEAD.has(before) &&
    !tokens
      .slice(0, first)
      .some((t) => t.kind === "number" || t.folded === "primeira" || t.folded === "primeiro")
  );
}

const ARTICLE_BEFORE_ORDINAL = new Set(["a", "o", "da", "do"]);

/** Words before "feriado" that make it a day: "no feriado", "o feriado", "nesse feriado". */
const HOLIDAY_LEAD = new Set(["no", "o", "do", "nesse", "neste", "desse", "deste", "ultimo", "proximo"]);

/** "da semana passada" (1), "da semana retrasada" (2) at i, after a weekday; 0 when not said. */
function weekBefore(tokens: Token[], i: number): number {
  const of = foldedAt(tokens, i);
  if ((of !== "da" && of !== "de" && of !== "na") || foldedAt(tokens, i + 1) !== "semana") return 0;
  const which = foldedAt(tokens, i + 2);
  return which === "passada" || which === "anterior" ? 1 : which === "retrasada" ? 2 : 0;
}

/** Money verbs that may follow a shortened weekday opening a message: "seg gastei 30". */
const SPENT_SAID = new Set(["gastei", "paguei", "comprei", "recebi", "ganhei", "torrei"]);

const SHORT_WEEKDAYS: ReadonlyMap<string, number> = new Map(
  Object.entries({ seg: 0, ter: 1, qua: 2, qui: 3, sex: 4, sab: 5, dom: 6 }),
);

/** Day and month (and year) as a date, or as a nonexistent one when the month has no such day. */
function dayMonthRef(day: number, month: number, year: number | null): DateRef {
  if (nonexistentDateMessage(year, month, day) !== null) return { kind: "nonexistent", day, month, year };
  return year === null ? { kind: "dayMonth", day, month } : { kind: "fullDate", day, month, year };
}

/**
 * "25/12" or "25/12/2026" (two-digit years are 20xx); null when not a day and a month, a
 * nonexistent date when the month has no such day ("30/02").
 */
export function parseSlashDate(s: string): DateRef | null {
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
    return dayMonthRef(d, m, y);
  }
  return dayMonthRef(d, m, null);
}

/** The date "`day` de outubro" that starts at token `start`, when a month follows at `from`. */
export function dayOfMonthAt(tokens: Token[], start: number, day: number, from: number): Span | null {
  const month = monthAfter(tokens, from);
  if (!month) return null;
  // "gastei 130 na 25 de março", "pela 7 de setembro": a street named after a date ("a rua"), no day
  if (STREET_LEAD.has(foldedAt(tokens, start - 1)))
    return { type: "nonMoney", start, end: month.end, score: false, aside: true };
  return { type: "date", start, end: month.end, date: dayMonthRef(day, month.m, null) };
}

const STREET_LEAD = new Set(["na", "da", "pela"]);

/** "de outubro" after a day number. */
function monthAfter(tokens: Token[], i: number): { m: number; end: number } | null {
  if (foldedAt(tokens, i) !== "de") return null;
  const m = MONTHS.get(foldedAt(tokens, i + 1));
  if (m === undefined || foldedAt(tokens, i + 1) === "dez" || foldedAt(tokens, i + 1) === "jan") return null;
  return { m, end: i + 2 };
}

const MONTHLY = new Set(["mensal", "mensalmente"]);
const EVERY = new Set(["todo", "cada", "por"]);

/** "todo mês" / "mensal" right before "dia N" (or "no dia N"), or "todo mês" / "de cada mês" right after. */
function saysMonthly(tokens: Token[], dia: number, end: number): boolean {
  let k = dia - 1;
  if (foldedAt(tokens, k) === "no" || foldedAt(tokens, k) === "em") k--;
  if (MONTHLY.has(foldedAt(tokens, k))) return true;
  if (foldedAt(tokens, k) === "mes" && EVERY.has(foldedAt(tokens, k - 1))) return true;
  const after = foldedAt(tokens, end) === "de" ? end + 1 : end;
  if (after === end && MONTHLY.has(foldedAt(tokens, end))) return true;
  return (
    (foldedAt(tokens, after) === "todo" || foldedAt(tokens, after) === "cada") &&
    foldedAt(tokens, after + 1) === "mes"
  );
}

const ORDINAL_LEAD = new Set(["a", "o", "da", "do", "na", "no"]);

/** What a record came to, said of it: "o de sexta foi 40", "o do sábado era 30". */
const CAME_TO = new Set(["foi", "era", "eram", "foram", "deu", "ficou", "saiu", "custou"]);

/** A verb of what it came to at `at`, after "na verdade" / "na real" if said ("o de sexta na verdade foi 40"). */
function cameToAfter(tokens: Token[], at: number): boolean {
  const aside = foldedAt(tokens, at) === "na" && /^(verdade|real)$/.test(foldedAt(tokens, at + 1));
  return CAME_TO.has(foldedAt(tokens, aside ? at + 2 : at));
}

/** Money verbs a weekday right after names the day of: "gastei sexta 40 no bar", "quanto gastei sexta?". */
const SAID_OF_A_DAY = new Set(["gastei", "paguei", "comprei", "recebi", "gastou", "pagou", "fui", "foi"]);

/**
 * "dia cinco mil e duzentos", as speech-to-text writes "dia cinco, mil e duzentos": nobody names
 * day 5.200, so the day is the number before "mil" and the thousands are the amount. Null when the
 * number said after "dia" is no such run.
 */
function dayBeforeThousands(tokens: Token[], at: number): { value: number; end: number } | null {
  if (tokens[at]?.kind !== "word") return null;
  let m = at;
  while (m < tokens.length && foldedAt(tokens, m) !== "mil" && tokens[m]?.kind === "word") m++;
  if (m === at || foldedAt(tokens, m) !== "mil") return null;
  const day = readCount(tokens.slice(0, m), at);
  return day && day.end === m && day.value >= 1 && day.value <= 31 ? day : null;
}
