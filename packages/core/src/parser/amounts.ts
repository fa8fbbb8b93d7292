/**
 * Amounts: digits or words, multipliers (mil, k, milhão), currency before or after
 * (R$, reais, conto, pila), "e N centavos", and the quantity guard ("3 camisetas").
 */
import { findCategory, keywordForm, keywordWords } from "./categories.ts";
import { findIssuer } from "./issuers.ts";
import { type Token, tokenise } from "./normalise.ts";
import {
  isHundredsWord,
  isNumberWord,
  parseNumericCentavos,
  readWordNumber,
  type WordNumber,
} from "./numbers.ts";
import type { Span } from "./scan.ts";
import {
  CURRENCY_AFTER,
  CURRENCY_BEFORE,
  foldedAt,
  MAX_CENTAVOS,
  namesPaymentMethod,
  PAYMENT_PREPOSITIONS,
  PLURAL_OK,
  readCount,
} from "./scan-words.ts";
import { isKindWord, NAMES_NOTHING, PEOPLE, WORK_DONE_NOUNS } from "./vocabulary.ts";
import { wordSet } from "./word-set.ts";

/** What may follow spoken cents: the end, punctuation, or a preposition before the item. */
const ENDS_PRICE = new Set([
  "",
  ",",
  ".",
  "?",
  ";",
  "no",
  "na",
  "nos",
  "nas",
  "em",
  "com",
  "para",
  "pelo",
  "pela",
]);

/** A day said right after a price ends it: "padaria 12 e 50 ontem" is R$ 12,50. */
const DAY_AFTER = new Set(["hoje", "ontem", "anteontem", "agora"]);

export interface RawAmount {
  start: number;
  end: number;
  centavos: number;
  marked: boolean;
  score: number;
  articleOnly: boolean;
  type: "amount";
}

/**
 * The amount a short phrase is ("1.230,55", "R$ 800", "1,2 mil", "oitocentos reais"), in centavos,
 * or null when it is not one amount and nothing else.
 * @example amountOfPhrase("R$ 1.230,55") // 123055
 */
export function amountOfPhrase(phrase: string): number | null {
  const tokens = tokenise(phrase);
  const amount = amountAt(tokens, CURRENCY_BEFORE.has(foldedAt(tokens, 0)) ? 1 : 0);
  return amount && amount.end === tokens.length ? amount.centavos : null;
}

/** Reads an amount at `i` (digits or words, multipliers, currency, "e N centavos"). */
export function amountAt(tokens: Token[], i: number): RawAmount | null {
  const tok = tokens[i];
  if (!tok) return null;
  let value: number | null = null; // centavos
  let end = i + 1;
  let decimal = false;
  let articleOnly = false;
  let centsOnly = false;
  if (tok.kind === "number") {
    value = parseNumericCentavos(tok.folded);
    if (value === null) return null;
    // "1 234,56" (thousands set apart by a space, as bank apps copy them): one amount
    const rest = tokens[end];
    // (not after a guess: "uns 130 134,70" is a guess restated)
    const guessed = GUESS_BEFORE.has(foldedAt(tokens, i - 1));
    if (
      !guessed &&
      /^\d{1,3}$/.test(tok.folded) &&
      rest?.kind === "number" &&
      /^\d{3},\d{2}$/.test(rest.folded)
    ) {
      value = parseNumericCentavos(`${tok.folded}${rest.folded}`) ?? value;
      end++;
    } else if (
      // "paguei 1 500 no conserto", "12 000": thousands typed apart, never R$ 1 with the 500 lost
      !(guessed && Math.abs(Number(rest?.folded) - Number(tok.folded)) <= Number(tok.folded) * 0.15) &&
      /^[1-9]\d{0,2}$/.test(tok.folded) &&
      tok.folded !== "99" &&
      rest?.kind === "number" &&
      /^\d{3}$/.test(rest.folded) &&
      tokens[end + 1]?.kind !== "number" &&
      !NAMING_NUMBER.has(foldedAt(tokens, i - 1)) &&
      // "monitor 24 900": a size, then the price ("tv 2 500" is R$ 2.500)
      !(SIZE_NAMING.has(foldedAt(tokens, i - 1)) && Number(tok.folded) >= 10) &&
      !INSTALMENT_WORDS.has(foldedAt(tokens, i - 1))
    ) {
      value = Number(`${tok.folded}${rest.folded}`) * 100;
      end++;
    }
    decimal = value % 100 !== 0 || tokens[end - 1]?.folded.includes(",") === true;
    const comma = decimal ? null : spokenComma(tokens, end);
    if (comma) {
      value += comma.cents;
      end = comma.end;
      decimal = true;
    }
    const mult = foldedAt(tokens, end);
    // "2 e 500 de salário": thousands left unsaid (R$ 2.500)
    const thousands = decimal ? null : spokenThousands(tokens, i, value / 100, end);
    if (mult === "mil" || mult === "k") {
      value *= 1000;
      end++;
      // "1 mil e meio" is R$ 1.500
      if (mult === "mil" && andAHalf(tokens, end)) {
        value += 50_000;
        end += 2;
      }
      // "2 mil e 500", "2k e 500", and said with no "e": "2 mil 350"
      else if (
        foldedAt(tokens, end) === "e" ||
        (mult === "mil" && tokens[end]?.kind === "number" && /^\d{1,3}$/.test(foldedAt(tokens, end)))
      ) {
        const bare = foldedAt(tokens, end) !== "e";
        const extra = readCount(tokens, bare ? end : end + 1);
        // "entrada de 5 mil e 48x de 900": a count of instalments, not R$ 5.048
        const counted = COUNT_AFTER.has(foldedAt(tokens, extra?.end ?? end));
        if (
          extra &&
          extra.value < 1000 &&
          extra.value > 0 &&
          !isCentavos(foldedAt(tokens, extra.end)) &&
          !counted
        ) {
          value += extra.value * 100;
          end = extra.end;
        }
      }
    } else if (mult === "milhao" || mult === "mi") {
      value *= 1_000_000;
      end++;
      if (andAHalf(tokens, end)) {
        value += 50_000_000;
        end += 2;
      }
    } else if (thousands) {
      value = value * 1000 + thousands.hundreds * 100;
      end = thousands.end;
    } else if (
      !decimal &&
      mult === "e" &&
      !saysIs(tokens, end) &&
      !rangeOpened(tokens, i) &&
      value < 100_000 &&
      !listedBefore(tokens, i) &&
      !amountsListed(tokens, i)
    ) {
      // spoken "12 e 50" with nothing after is R$ 12,50, and so is "paguei 12 e 50 de pão" (nothing
      // named for the 12) and "30 e 20 centavos"; "uber 30 e 20 no lanche", "uber 30 e 20 pra minha
      // mãe" name a second thing for the 20: two amounts
      // the cents in figures, or in words as a voice note may write them ("32 e noventa")
      const next = tokens[end + 1];
      const spoken = next?.kind === "word" ? readWordNumber(tokens, end + 1) : null;
      const said =
        next?.kind === "number" && next.folded.length === 2
          ? { value: Number(next.folded), end: end + 2 }
          : spoken && spoken.value >= 10 && spoken.value < 100
            ? spoken
            : null;
      const after = foldedAt(tokens, said?.end ?? end + 2);
      const cents = isCentavos(after);
      const ends =
        cents ||
        ((ENDS_PRICE.has(after) || DAY_AFTER.has(after)) && !secondThing(tokens, i, said?.end ?? end + 2)) ||
        (after === "de" && nothingNamedBefore(tokens, i));
      if (said && ends) {
        value += said.value;
        end = said.end + (cents ? 1 : 0);
        decimal = true;
      }
    }
  } else if ((tok.folded === "meio" || tok.folded === "um") && THOUSANDS_SLANG.has(foldedAt(tokens, i + 1))) {
    // "meio pau" is R$ 500, "um pau" R$ 1.000, "um pau e meio" R$ 1.500
    value = tok.folded === "um" ? 100_000 : 50_000;
    if (tok.folded === "um" && andAHalf(tokens, i + 2)) {
      value = 150_000;
      end = i + 4;
    } else if (tok.folded === "um" && foldedAt(tokens, i + 2) === "e") {
      // "um pau e duzentos" is R$ 1.200
      const extra = readCount(tokens, i + 3);
      if (extra && extra.value > 0 && extra.value < 1000 && !isCentavos(foldedAt(tokens, extra.end))) {
        value += extra.value * 100;
        end = extra.end;
      }
    }
  } else if (tok.folded === "meio" && HALF_OF.has(foldedAt(tokens, i + 1))) {
    // "meio mil" is R$ 500, "meio milhão" R$ 500.000
    value = (HALF_OF.get(foldedAt(tokens, i + 1)) as number) * 50;
    end = i + 2;
  } else {
    const wn = readWordNumber(tokens, i);
    if (!wn || wn.value === 0) return null;
    // "é cento e cento e quarenta": a voice note's false start, said again in full ("cento" never
    // stands alone; "duzentos e duzentos" are two amounts)
    if (tok.folded === "cento" && wn.end === i + 1 && foldedAt(tokens, i + 2) === "cento") {
      const again = amountAt(tokens, i + 2);
      if (again) return { ...again, start: i };
    }
    value = wn.value * 100;
    end = wn.end;
    articleOnly = wn.articleOnly;
    const comma = spokenComma(tokens, end);
    // "dois e quinhentos", "um e duzentos e cinquenta": thousands left unsaid, as speech does
    const thousands = comma ? null : spokenThousands(tokens, i, wn.value, end);
    if (comma) {
      value += comma.cents;
      end = comma.end;
      decimal = true;
      if (tok.folded === "um") articleOnly = false;
    } else if (thousands) {
      value = wn.value * 100_000 + thousands.hundreds * 100;
      end = thousands.end;
      articleOnly = false;
    }
    // spoken prices: "dezenove e noventa" is R$ 19,90 (cents are said from ten up: "dois e três" is
    // no price)
    else if (
      foldedAt(tokens, end) === "e" &&
      !saysIs(tokens, end) &&
      (isNumberWord(foldedAt(tokens, end + 1)) || /^\d\d$/.test(foldedAt(tokens, end + 1))) &&
      !rangeOpened(tokens, i) &&
      !listedBefore(tokens, i)
    ) {
      // "cinquenta e 90": the cents in figures, as a voice note may write them
      const figures = tokens[end + 1]?.kind === "number";
      const cents = figures
        ? { value: Number(foldedAt(tokens, end + 1)), end: end + 2 }
        : readWordNumber(tokens, end + 1);
      // in figures only where the price ends ("almoço trinta e 12 de sobremesa" is two things)
      const closes = cents ? foldedAt(tokens, cents.end) : "";
      const ended =
        !figures ||
        isCentavos(closes) ||
        ENDS_PRICE.has(closes) ||
        DAY_AFTER.has(closes) ||
        (closes === "de" && nothingNamedBefore(tokens, i));
      if (
        cents &&
        cents.value >= 10 &&
        cents.value < 100 &&
        ended &&
        !CURRENCY_AFTER.has(closes) &&
        !secondThing(tokens, i, cents.end)
      ) {
        value += cents.value;
        end = cents.end;
        decimal = true;
        // "um e cinquenta" is R$ 1,50, no article ("uma e trinta" is a time)
        if (tok.folded === "um") articleOnly = false;
      }
    }
  }
  if (value === null || value <= 0) return null;
  // "50tão": the digits written with a note's nickname are money
  let marked = tok.kind === "number" && /\p{L}$/u.test(tok.original);
  const after = foldedAt(tokens, end);
  if (THOUSANDS_SLANG.has(after) && STICKS.has(foldedAt(tokens, end + 2))) {
    // "um pau de selfie" is a thing, not money
    return null;
  }
  if (CURRENCY_AFTER.has(after)) {
    marked = true;
    end++;
    // "50 reais e 30 centavos", "cinquenta reais e trinta"
    if (foldedAt(tokens, end) === "e" || foldedAt(tokens, end) === "com") {
      const cents = readCount(tokens, end + 1);
      if (cents && cents.value > 0 && cents.value < 100) {
        if (isCentavos(foldedAt(tokens, cents.end))) {
          value += cents.value;
          end = cents.end + 1;
        } else if (
          (after === "reais" || after === "real") &&
          value % 100 === 0 &&
          spokenCents(tokens, end + 1, cents.end, nothingNamedBefore(tokens, i))
        ) {
          // spoken "5 reais e 50" is R$ 5,50
          value += cents.value;
          end = cents.end;
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
  // "dois e meio", "5 reais e meio": half a real more, as said aloud (R$ 2,50)
  if (value % 100 === 0 && value < 10_000 && andAHalf(tokens, end)) {
    value += 50;
    end += 2;
    decimal = true;
  }
  // nobody types a single expense of a billion reais; such digits are something else
  if (value > MAX_CENTAVOS) return null;
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

/**
 * "caiu o salário, dois e quinhentos", "o aluguel é um e duzentos", "recebi 2 e 500": a count of
 * one to nine, "e", and hundreds (in words, or three figures) are thousands with their hundreds, as
 * people say them aloud (R$ 2.500); two hundred centavos is no price. Not in a range ("entre 2 e
 * 500"), a list of amounts, before what counts ("2 e 500 gramas"), with another amount after it
 * ("2 e 500 de carne e 30 de pão"), nor with a thing named before and more said after ("água 2 e
 * 300 luz", "uber 5 e 200 pro joão": two things, each with its amount). The hundreds and where
 * they end, or null.
 */
function spokenThousands(
  tokens: Token[],
  i: number,
  count: number,
  at: number,
): { hundreds: number; end: number } | null {
  if (foldedAt(tokens, at) !== "e" || count < 1 || count > 9 || !Number.isInteger(count)) return null;
  if (saysIs(tokens, at) || rangeOpened(tokens, i) || listedBefore(tokens, i)) return null;
  const next = tokens[at + 1];
  if (!next) return null;
  let read: { hundreds: number; end: number };
  if (next.kind === "number") {
    if (!/^[1-9]\d\d$/.test(next.folded) || !/^\d$/.test(foldedAt(tokens, i))) return null;
    read = { hundreds: Number(next.folded), end: at + 2 };
  } else {
    if (!isHundredsWord(next.folded)) return null;
    const words = readWordNumber(tokens, at + 1) as WordNumber;
    read = { hundreds: words.value, end: words.end };
  }
  const after = foldedAt(tokens, read.end);
  if (COUNT_AFTER.has(after) || MEASURES_AFTER.has(after) || after === "e") return null;
  if (UNITS_PRICED.has(after) || UNITS_PRICED.has(after.replace(/s$/, ""))) return null;
  if (tokens.slice(read.end).some((t) => t.kind === "number" || isNumberWord(t.folded))) return null;
  // "o aluguel 1 e 200": a thing named before, and nothing but the money's end after ("recebi 2 e
  // 500 de salário": a verb names no thing)
  const named = tokens
    .slice(0, i)
    .some((t) => t.kind === "word" && !NAMES_NOTHING.has(t.folded) && !isKindWord(t.folded));
  if (named && !ENDS_THOUSANDS.has(after) && !paidWayAt(tokens, read.end)) return null;
  return read;
}
/** "no cartão", "no pix", "pelo nubank": how it was paid, said at `at`. */
function paidWayAt(tokens: Token[], at: number): boolean {
  const prep = foldedAt(tokens, at);
  if (!PAYMENT_PREPOSITIONS.has(prep)) return false;
  const way = foldedAt(tokens, at + 1);
  return namesPaymentMethod(way) || findIssuer([way]) !== null;
}
/** What may end thousands said after the thing they paid: the end, a currency word, a day. */
const ENDS_THOUSANDS = new Set(["", ",", ".", ";", "reais", "real", "conto", "contos", "pila", ...DAY_AFTER]);

/** "não é 45 é 54", "quarenta é cinquenta": "é" (is) written with its accent joins no centavos. */
function saysIs(tokens: Token[], k: number): boolean {
  return tokens[k]?.original.toLowerCase() === "é";
}

/** "entre 10 e 15", "entre dez e quinze": two amounts, never the spoken R$ 10,15. */
function rangeOpened(tokens: Token[], i: number): boolean {
  return foldedAt(tokens, i - 1) === "entre";
}

/**
 * The decimal comma said aloud, as speech-to-text writes it: "52 vírgula 90" is R$ 52,90,
 * "dezenove vírgula noventa e nove" R$ 19,99, "cinco vírgula cinco" R$ 5,50 (one figure after the
 * comma is tens of centavos, as "5,5" is). The centavos and the token after them, or null.
 */
function spokenComma(tokens: Token[], at: number): { cents: number; end: number } | null {
  if (foldedAt(tokens, at) !== "virgula") return null;
  const next = tokens[at + 1];
  if (next?.kind === "number") {
    if (!/^\d{1,2}$/.test(next.folded)) return null;
    const n = Number(next.folded);
    return { cents: next.folded.length === 1 ? n * 10 : n, end: at + 2 };
  }
  // "vírgula zero nove" is 9 centavos (read as one number), "vírgula cinco" 50
  const said = readWordNumber(tokens, at + 1);
  if (!said || said.value === 0 || said.value >= 100) return null;
  const oneFigure = said.end === at + 2 && said.value < 10;
  return { cents: oneFigure ? said.value * 10 : said.value, end: said.end };
}

/**
 * "2 pau", "50 paus": reais or thousands of reais in slang, asked (parser/restated-amount.ts,
 * `unsaidAmount`); "meio pau" is R$ 500.
 */
export const THOUSANDS_SLANG = new Set(["pau", "paus"]);

/** The multipliers "meio" halves ("meio mil"), in reais. */
export const HALF_OF: ReadonlyMap<string, number> = new Map([
  ["mil", 1000],
  ["milhao", 1_000_000],
]);

/** "e meio" after a multiplier ("1 mil e meio", "2 milhões e meio"): half of it more. */
function andAHalf(tokens: Token[], i: number): boolean {
  return foldedAt(tokens, i) === "e" && foldedAt(tokens, i + 1) === "meio";
}
/** What "pau de" names when it is a thing: "pau de selfie", "pau de arara". */
const STICKS = new Set(["selfie", "arara", "sebo", "canela", "fita", "bandeira", "vassoura"]);

/** What follows a count of instalments: "48x", "10 vezes", "12 parcelas". */
const COUNT_AFTER = new Set(["x", "vezes", "vez", "parcelas", "prestacoes", "meses"]);

/** "3 ubers hoje, 15, 18 e 22": the number ends a list of amounts, so "18 e 22" are two of them. */
function amountsListed(tokens: Token[], i: number): boolean {
  const comma = tokens[i - 1]?.folded === ",";
  if (comma && tokens[i - 2]?.kind === "number") return true;
  // "pedi 2 ifood hj, 35 e 42", "2 uber hoje 18 e 22": as many amounts as things counted
  if (!comma && tokens[i - 1]?.kind !== "word") return false;
  const counted = countedBefore(tokens, comma ? i - 1 : i);
  return counted > 0 && counted === listedFrom(tokens, i);
}

/**
 * "pedi 2 ifood hj, 35 e 42": things counted (a bare 2 to 10 before a word) in the words before
 * `comma` (the comma, or the amount when none is said); 0 when none.
 */
function countedBefore(tokens: Token[], comma: number): number {
  for (let k = comma - 1; k >= 0; k--) {
    const t = tokens[k] as Token;
    if (t.kind === "punct") return 0;
    if (t.kind !== "number") continue;
    const n = /^\d{1,2}$/.test(t.folded) ? Number(t.folded) : 0;
    return n >= 2 && n <= 10 && tokens[k + 1]?.kind === "word" ? n : 0;
  }
  return 0;
}

/**
 * How many bare numbers are listed from `i`: "35 e 42" is 2, "15, 18 e 22" is 3; 0 when they are
 * too far apart to be prices of the same things ("2 cervejas, 12 e 50" is R$ 12,50).
 */
function listedFrom(tokens: Token[], i: number): number {
  const values: number[] = [];
  let k = i;
  while (tokens[k]?.kind === "number") {
    values.push(Number(tokens[k]?.folded.replace(",", ".")));
    const glue = tokens[k + 1]?.folded;
    if (glue !== "," && glue !== "e") break;
    k += 2;
  }
  return Math.max(...values) <= 2 * Math.min(...values) ? values.length : 0;
}

/**
 * "mercado e farmácia 100 e 50", "a conta de luz e a conta de água 120 e 80": things listed just
 * before the number, so "100 e 50" are their two amounts, not R$ 100,50. An "e" before a money verb
 * or "que" joins something else ("ah e ontem paguei a internet que é 99 e 90" is R$ 99,90).
 */
function listedBefore(tokens: Token[], i: number): boolean {
  if (tokens[i - 1]?.kind !== "word") return false;
  for (let k = i - 2; k > 0; k--) {
    const t = tokens[k] as Token;
    if (t.kind === "number" || (t.kind === "punct" && t.folded !== ",")) return false;
    if (t.folded === "que" || isKindWord(t.folded)) return false;
    if ((t.folded === "e" || t.folded === ",") && tokens[k - 1]?.kind === "word") return true;
  }
  return false;
}

// "5 reais e 50", "cinquenta reais e trinta": cents said as a number that ends the price; never
// an article ("50 reais e um milkshake por 30" is R$ 50 and a milkshake, not R$ 50,01).
// After "5 reais e 50", a currency word or "de"/"no" + item means a second amount ("e 50 de uber"),
// unless nothing was named for the first ("gastei 2 reais e 50 de bala" is R$ 2,50 of bala).
function spokenCents(tokens: Token[], at: number, end: number, unnamed: boolean): boolean {
  const first = foldedAt(tokens, at);
  if (first === "um" || first === "uma") return false;
  const next = foldedAt(tokens, end);
  if (startsAmountClause(tokens, end) && !(unnamed && (next === "de" || next === "no" || next === "na")))
    return false;
  if (tokens[at]?.kind === "number") return true;
  return ENDS_PRICE.has(next) || (unnamed && (next === "de" || next === "no" || next === "na"));
}

/**
 * "gastei 2 reais e 50 de bala": nothing was named before the amount, so "e 50 de bala" is its
 * cents and what it was for; "paguei o almoço 30 reais e 15 de sobremesa" names the first.
 */
function nothingNamedBefore(tokens: Token[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k] as Token;
    if (t.folded === ";" || t.folded === ".") return true;
    if (!NAMES_NOTHING.has(t.folded)) return false;
  }
  return true;
}

/** Words between "pra"/"no" and the thing named: "pra minha mãe", "no meu lanche". */
const BEFORE_THING = new Set([
  "o",
  "a",
  "os",
  "as",
  "um",
  "uma",
  "meu",
  "minha",
  "meus",
  "minhas",
  "seu",
  "sua",
]);

/**
 * "uber 30 e 20 pra minha mãe", "uber 30 e 20 no lanche": after "N e M", the preposition at `prep`
 * names a second thing (a person the money went to, or a thing of another category than the one
 * named before the amount at `i`), so M is that thing's amount, not N's cents. A place where the
 * first thing is bought ("pão 12 e 50 na padaria"), a way of paying ("no cartão") or where a ride
 * went ("pra casa") is no second thing.
 */
function secondThing(tokens: Token[], i: number, prep: number): boolean {
  if (nothingNamedBefore(tokens, i)) return false;
  let at = prep + 1;
  while (BEFORE_THING.has(foldedAt(tokens, at))) at++;
  const thing = foldedAt(tokens, at);
  if (thing === "") return false;
  if (foldedAt(tokens, prep) === "para") return PEOPLE.has(thing);
  if (!THING_AFTER.has(foldedAt(tokens, prep))) return false;
  let from = i;
  while (from > 0 && tokens[from - 1]?.kind !== "punct") from--;
  const words = tokens.map((t) => t.folded);
  const first = findCategory(words, "expense", from, i);
  const second = findCategory(words, "expense", at, at + 1);
  return first !== null && second !== null && first.category !== second.category;
}

/** Prepositions before a second thing bought: "no lanche", "na farmácia", "em pão". */
const THING_AFTER = new Set(["no", "na", "nos", "nas", "em", "com"]);

function startsAmountClause(tokens: Token[], i: number): boolean {
  const w = foldedAt(tokens, i);
  return CURRENCY_AFTER.has(w) || w === "de" || w === "mil" || w === "k" || w === "x" || w === "vezes";
}

export function isCentavos(w: string): boolean {
  return w === "centavos" || w === "centavo" || w === "cents";
}

const NOT_A_THING = new Set(["por", "pra", "para", "com", "sem", "mais", "menos", "reais"]);

/** "3 pão de queijo por 15": a price said with "por" a few words after the thing counted. */
function pricedAfter(tokens: Token[], spans: Span[], from: number): boolean {
  const thing = foldedAt(tokens, from);
  if (CURRENCY_AFTER.has(thing) || PLURAL_OK.has(thing) || NOT_A_THING.has(thing) || thing.length < 3)
    return false;
  return spans.some((t) => {
    if (t.type !== "amount" || t.start <= from + 1 || t.start > from + 5) return false;
    const before = foldedAt(tokens, t.start - 1);
    if (before === "por" || (before === "r$" && foldedAt(tokens, t.start - 2) === "por")) return true;
    // "2 cerveja de 12 cada": the price of each
    return (before === "de" || before === "a") && foldedAt(tokens, t.end) === "cada";
  });
}

/**
 * "30 brigadeiros a 2,50 cada": things named after the count, then a price followed by "cada"; or
 * things in the plural right before a price after "a" ("30 brigadeiros a 2,50": each one's, asked).
 */
function pricedEach(tokens: Token[], spans: Span[], from: number): boolean {
  const thing = foldedAt(tokens, from);
  if (!/^\d+$/.test(foldedAt(tokens, from - 1)) || tokens[from]?.kind !== "word") return false;
  if (CURRENCY_AFTER.has(thing) || NOT_A_THING.has(thing) || thing.length < 3) return false;
  const plural = thing.length > 3 && thing.endsWith("s") && !PLURAL_OK.has(thing) && !isCentavos(thing);
  return spans.some((t) => {
    if (t.type !== "amount" || t.start <= from + 1 || t.start > from + 5) return false;
    const before = foldedAt(tokens, t.start - 1);
    if (plural && before === "a" && t.start === from + 2) return true;
    return (before === "de" || before === "a" || before === "por") && foldedAt(tokens, t.end) === "cada";
  });
}

/**
 * What may come between "cada um(a)" and the amount: "cada uma foi 40", "cada um saiu por 8", "cada
 * um pagou 40".
 */
const EACH_COST = new Set(
  "foi,custou,saiu,ficou,deu,era,e,por,a,de,com,r$,pagou,botou,colocou,entrou".split(","),
);
/** "cada mês", "cada dia": how often, not each thing. */
const EACH_TIME = new Set(["dia", "mes", "semana", "ano", "vez", "quinzena"]);

/**
 * "2 camisetas, cada uma 40", "4 cervejas cada uma custou 8", "cada um pagou 40": where the "cada"
 * said before the amount at `price` is (with "um"/"uma" or the thing after it), not before `from`;
 * -1 when none is.
 */
export function eachWordBefore(words: readonly string[], from: number, price: number): number {
  let i = price - 1;
  while (i >= from && EACH_COST.has(words[i] as string)) i--;
  if (words[i] === "cada") return i;
  return words[i - 1] === "cada" && i - 1 >= from && !EACH_TIME.has(words[i] as string) ? i - 1 : -1;
}

/** Whether the amount span is said to be each one's: "40 cada", "cada uma 40", "cada cerveja foi 8". */
export function eachOnesPrice(words: readonly string[], sp: Span, from = 0): boolean {
  return words[sp.end] === "cada" || eachWordBefore(words, Math.max(from, sp.start - 4), sp.start) >= 0;
}

/** Verbs of having bought or had things, after which a bare small number counts them: "tomei 4". */
const HAD_VERBS = ["comprei", "pedi", "peguei", "tomei", "comi", "bebi", "levei"];
/** Verbs of having sold, after which a bare small number before a thing counts it: "vendi 3 pastel". */
export const SOLD = new Set(["vendi", "vendemos"]);
/** After which a bare small number counts what was had: "tomei 4", "comi 3", "foram 4". */
export const HAD = new Set([...HAD_VERBS, "foram"]);

/**
 * "cada cerveja foi 8 e tomei 4", "cada pastel 7, comi 3": a bare count after a verb of having,
 * last in its clause, in a message where another amount is said to be each one's.
 */
function countOfEach(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  if (sp.centavos > 3000 || sp.end !== sp.start + 1 || tokens[sp.start]?.kind !== "number") return false;
  if (!HAD.has(foldedAt(tokens, sp.start - 1))) return false;
  const words = tokens.map((t) => t.folded);
  // "…e tomei 4", or the thing again: "cada cerveja foi 8 e tomei 4 cerveja"
  const next = words[sp.end] ?? "";
  if (!AFTER_COUNT.has(next) && !words.some((w, k) => w === "cada" && words[k + 1] === next)) return false;
  return spans.some((o) => o !== sp && o.type === "amount" && eachOnesPrice(words, o));
}

/**
 * "tomei 4 cerveja", "comi 2 coxinha", "peguei 3 uber", "vendi 3 pastel": a small bare count right
 * after a verb of having or selling, before a thing people buy (often typed in the singular), with
 * no other amount in the message: how many, never the price, which is asked.
 */
function countOfHad(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  if (sp.centavos > 1000 || sp.end !== sp.start + 1) return false;
  if (tokens[sp.start]?.kind !== "number" && !isNumberWord(foldedAt(tokens, sp.start))) return false;
  const verb = foldedAt(tokens, sp.start - 1);
  if (!HAD_VERBS.includes(verb) && !SOLD.has(verb)) return false;
  if (!namesThing(foldedAt(tokens, sp.end))) return false;
  return !spans.some((o) => o !== sp && o.type === "amount");
}

/** "3 das camisetas": some of the things. */
const OF_THE = new Set(["das", "dos"]);
/** Where a count of things may start: the message, a new clause, or a verb of buying. */
const COUNT_STARTS = new Set(["", ",", ";", "e", "+", "mais", ...HAD_VERBS, ...SOLD]);
let things: Set<string> | null = null;

/**
 * "gastei 12 no onibus 25 no almoço": the thing before the number already had its price, and the
 * number goes on to another thing, so it is that thing's amount, never the bus line's number.
 */
function nextPairSaid(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  const named = sp.start - 1;
  const priced = spans.some((o) => o.type === "amount" && o.end >= named - 2 && o.end < named);
  return priced && THING_AFTER.has(foldedAt(tokens, sp.end));
}

/** "1 de 150 e outro de 89,90": a "1" that is the first of the things, as "outro de" after it says. */
function oneOfThem(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  if (tokens[sp.start]?.folded !== "1" || foldedAt(tokens, sp.end) !== "de") return false;
  if (!spans.some((o) => o.type === "amount" && o.start === sp.end + 1)) return false;
  for (let k = sp.end + 2; k < tokens.length - 1; k++)
    if (
      (foldedAt(tokens, k) === "outro" || foldedAt(tokens, k) === "outra") &&
      foldedAt(tokens, k + 1) === "de"
    )
      return true;
  return false;
}

/** What things are counted in, typed in the singular as often as not: "3 lata", "2 garrafa". */
const CONTAINERS = new Set(
  "lata,latas,latinha,latinhas,garrafa,garrafas,dose,doses,copo,copos,caixa,caixas,pacote,pacotes,fardo,fardos,pote,potes,saco,sacos,bandeja,bandejas,fatia,fatias,porcao,porcoes,pedaco,pedacos".split(
    ",",
  ),
);

/**
 * Whether a word names a thing people buy, or what things are counted in, in the singular or the
 * plural: "cerveja", "coxinhas", "lata".
 */
export function namesThing(word: string): boolean {
  things ??= new Set(keywordWords());
  return things.has(keywordForm(word)) || CONTAINERS.has(word);
}

/**
 * "2 pastel e um caldo de cana 25", "3 pão de queijo 9": a bare count up to 10 at a clause's start,
 * before a thing people buy (singular, as it is often typed), with a larger amount said later,
 * counts the things; the money is the amount after them. Said in words too: "comprei dois pastel e
 * uma coca deu vinte e dois" is R$ 22.
 */
function countsThing(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  // the count in digits or in one word, as a voice note writes it ("comprei dois pastel")
  const bare =
    tokens[sp.start]?.kind === "number" ||
    (sp.end === sp.start + 1 && isNumberWord(foldedAt(tokens, sp.start)));
  if (sp.centavos > 1000 || !bare) return false;
  const start = foldedAt(tokens, sp.start - 1);
  if (!COUNT_STARTS.has(start)) return false;
  // "comprei 3 das camisetas por 90": some of the things, after a verb of buying
  const of = HAD_VERBS.includes(start) && OF_THE.has(foldedAt(tokens, sp.end)) ? 1 : 0;
  if (!namesThing(foldedAt(tokens, sp.end + of))) return false;
  return spans.some((o) => o.type === "amount" && o.start > sp.end && o.centavos > sp.centavos);
}

/** What may follow a head count: the end of the clause, or who the count is of. */
const AFTER_COUNT = new Set([
  "",
  ",",
  ".",
  "!",
  "?",
  ";",
  "e",
  "pessoas",
  "amigos",
  "amigas",
  "de",
  "nos",
  "gente",
]);
const CLAUSE_BREAKS = new Set([",", ";", ".", "e", "+", "mais"]);

/**
 * "gastei 20 no pastel por 2", "80 no rodízio pra 4": a small bare count after "por"/"pra" in a
 * clause whose money was already said is how many people or pieces, not a second price ("pastel
 * por 8" alone, and "um milkshake por 30" after another item, stay prices).
 */
function headCount(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  const before = foldedAt(tokens, sp.start - 1);
  if (before !== "por" && before !== "pra" && before !== "para") return false;
  if (sp.centavos > 1000 || tokens[sp.start]?.kind !== "number") return false;
  // "jantar pra 2 no japa 180": who it was for, then the money, in one clause
  if (before !== "por" && priceFollows(tokens, spans, sp)) return true;
  if (!AFTER_COUNT.has(foldedAt(tokens, sp.end))) return false;
  for (let k = spans.length - 1; k >= 0; k--) {
    const other = spans[k] as Span;
    if (other.end > sp.start - 1) continue;
    if (other.type !== "amount") return false;
    for (let i = other.end; i < sp.start - 1; i++) {
      const w = foldedAt(tokens, i);
      if (CLAUSE_BREAKS.has(w) || w === "um" || w === "uma") return false;
    }
    return other.centavos > sp.centavos;
  }
  return false;
}

/** Said before a guess: "uns 130", "tipo 50", "cerca de 80". */
const GUESS_BEFORE = new Set(["uns", "umas", "tipo", "quase", "cerca", "aproximadamente"]);

/** What is paid in numbered parts, said before which part: "parcela 3 100" is the third, R$ 100. */
const INSTALMENT_WORDS = new Set(["parcela", "prestacao", "parcelas", "prestacoes", "mensalidade"]);

/** Words a number names a thing after: an address, a unit, a model. */
const NAMING_NUMBER = new Set(
  "apto,ap,apartamento,bloco,casa,lote,quadra,rua,numero,n,sala,andar,linha,onibus,iphone,galaxy,redmi,xiaomi,moto,playstation,ps,xbox,versao,modelo,pedido,vaga,br,rodovia,km,protocolo,tamanho,tam,numeracao,mesa,quarto,box,guiche,chamado,senha,codigo".split(
    ",",
  ),
);

const PER = new Set(["o", "a", "por", "cada"]);
const UNITS_PRICED = new Set(["litro", "quilo", "kg", "kilo", "metro", "hora", "unidade", "kwh", "grama"]);

/** "(6,19) o litro", "(40) por hora", "(12) o quilo" at `i`: the amount before is each unit's price. */
function perUnit(tokens: Token[], i: number): boolean {
  return PER.has(foldedAt(tokens, i)) && UNITS_PRICED.has(foldedAt(tokens, i + 1));
}

/** What is sold by the litre or the kilo, its price said after "a": "gasolina a 6,39", "o litro a 6,19". */
const SOLD_BY_UNIT = new Set([
  "gasolina",
  "gasosa",
  "etanol",
  "alcool",
  "diesel",
  "gnv",
  "litro",
  "quilo",
  "kg",
  "kilo",
]);

/**
 * "gasolina a 6,39", "etanol por 4,29", "o quilo a 39,90": the price of a litre or a kilo (under
 * R$ 100), never what was paid.
 */
export function priceOfAUnit(tokens: Token[], sp: Span & { type: "amount" }): boolean {
  const mark = foldedAt(tokens, sp.start - 1);
  return (
    (mark === "a" || mark === "por") &&
    SOLD_BY_UNIT.has(foldedAt(tokens, sp.start - 2)) &&
    sp.centavos < 10_000
  );
}

/** Units of measure said right after a number: "500mg", "9w", "2l", "64gb". */
const MEASURES_AFTER = new Set("mg,g,kg,ml,l,w,kw,kwh,v,gb,tb,mb,mah,cm,mm,m,km,pol,hz,mp,cv,cc".split(","));
const HOUR_LEAD = new Set(["das", "as", "ate", "pelas"]);

/**
 * A number that measures, times or names a thing, with the price said elsewhere: "liguei pro 0800"
 * (a phone's digits), "gasolina a 6,19 o litro, enchi o tanque 250", "abasteci 200 com a gasolina a
 * 6,39" (a price per unit), "remédio de
 * 500mg 25" (a measure), "aula de pilates das 7, 60" (an hour), "calça 38 por 150" (a size).
 */
function saidOfAThing(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  const another = () => spans.some((o) => o !== sp && o.type === "amount");
  if (sp.end === sp.start + 1 && /^0\d{3,}$/.test(foldedAt(tokens, sp.start))) return true;
  if ((perUnit(tokens, sp.end) || priceOfAUnit(tokens, sp)) && another()) return true;
  if (sp.centavos % 100 !== 0) return false;
  return (
    (MEASURES_AFTER.has(foldedAt(tokens, sp.end)) && another()) ||
    hourSaid(tokens, spans, sp) ||
    sizeBeforePrice(tokens, spans, sp)
  );
}

/** "das 7, 60", "às 19 paguei 40": a bare hour of the day (0-23) after "das"/"às", another amount said. */
function hourSaid(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  if (sp.end !== sp.start + 1 || tokens[sp.start]?.kind !== "number" || sp.centavos > 2300) return false;
  if (!HOUR_LEAD.has(foldedAt(tokens, sp.start - 1))) return false;
  // "as 2 camisas": things counted after it
  if (tokens[sp.end]?.kind === "word" && !DAY_PARTS.has(foldedAt(tokens, sp.end))) return false;
  return spans.some((o) => o !== sp && o.type === "amount");
}
const DAY_PARTS = new Set(["da", "de", "e", "horas", "hora", "h"]);

/** "calça 38 por 150": a small whole number after a thing, then "por" and the price. */
function sizeBeforePrice(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  if (sp.end !== sp.start + 1 || tokens[sp.start]?.kind !== "number" || sp.centavos > 6000) return false;
  const before = tokens[sp.start - 1];
  if (before?.kind !== "word" || isKindWord(before.folded) || GLUE_BEFORE_SIZE.has(before.folded))
    return false;
  if (foldedAt(tokens, sp.end) !== "por") return false;
  // the price is more than the number ("uber 15 por 2" is 15 shared by two)
  return spans.some((o) => o.type === "amount" && o.start === sp.end + 1 && o.centavos > sp.centavos);
}
const GLUE_BEFORE_SIZE = wordSet("de,do,da,e,com,em,no,na,a,o,os,as,por,so,uns,umas");

/** Words a size follows, before the price: "tv 55 3000", "monitor 24 900", "aro 15". */
const SIZE_NAMING = new Set(["tv", "televisao", "monitor", "aro", "polegadas"]);

/** A larger amount later in the same clause, nothing but words between. */
function priceFollows(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  const later = spans.find((o) => o.start >= sp.end);
  if (later?.type !== "amount" || later.centavos <= sp.centavos) return false;
  for (let i = sp.end; i < later.start; i++) {
    const w = foldedAt(tokens, i);
    if (CLAUSE_BREAKS.has(w) || w === "um" || w === "uma" || tokens[i]?.kind === "number") return false;
  }
  return true;
}

/** "fiz 3 pix": payments made are counted ("paguei 30 pix" is the amount and the way). */
const MADE = new Set(["fiz", "fizemos", "fez"]);
/** Payments people count ("2 pix", "3 boleto"): said in the singular as often as not. */
const PAYMENTS_COUNTED = new Set(["pix", "boleto", "transferencia", "deposito", "ted", "doc"]);

/**
 * "milho 10 churros 15": a thing, its price, then the next thing and its price; the plural after the
 * first price names the next thing, it does not count it ("comprei 10 churros 15" counts them).
 */
function notePriceBefore(tokens: Token[], spans: Span[], sp: Span & { type: "amount" }): boolean {
  if (sp.centavos < 300) return false;
  // the thing right before the price, no verb of money before it
  const thing = tokens[sp.start - 1];
  if (thing?.kind !== "word" || NAMES_NOTHING.has(thing.folded) || isKindWord(thing.folded)) return false;
  if (isKindWord(foldedAt(tokens, sp.start - 2))) return false;
  return spans.some((o) => o.type === "amount" && o.start === sp.end + 1 && o.end === o.start + 1);
}

/**
 * "comprei 3 camisetas": a small bare integer followed by a plural noun counts things, not money.
 * Such spans become nonMoney, unless they are the only number in a message with a currency word.
 */
export function markQuantities(tokens: Token[], spans: Span[]): void {
  for (let s = 0; s < spans.length; s++) {
    const sp = spans[s] as Span;
    if (sp.type !== "amount" || sp.marked) continue;
    if (saidOfAThing(tokens, spans, sp)) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false };
      continue;
    }
    if (sp.centavos % 100 !== 0) continue;
    // "apto 302 condomínio 500", "iphone 15 por 5000": a number that names a thing, with the price
    // said elsewhere in the message
    if (
      NAMING_NUMBER.has(foldedAt(tokens, sp.start - 1)) &&
      spans.some((o) => o !== sp && o.type === "amount") &&
      !nextPairSaid(tokens, spans, sp)
    ) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false };
      continue;
    }
    // "tv 55 3000", "pneu aro 15 400": a screen's or a wheel's size, with the price right after
    if (
      SIZE_NAMING.has(foldedAt(tokens, sp.start - 1)) &&
      sp.centavos >= 1000 &&
      sp.centavos < 10_000 &&
      priceFollows(tokens, spans, sp)
    ) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false };
      continue;
    }
    if (headCount(tokens, spans, sp)) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false, headCount: true };
      continue;
    }
    // "cada cerveja foi 8 e tomei 4": how many, the price said before as each one's
    if (countOfEach(tokens, spans, sp)) {
      // said aside: how many, not what was bought ("cada cerveja foi 8 e tomei 4" is "cerveja")
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false, aside: true };
      continue;
    }
    if (countOfHad(tokens, spans, sp)) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false, had: true };
      continue;
    }
    const next = tokens[sp.end];
    if (next?.kind !== "word") continue;
    const w = next.folded;
    // "fiz 40 entregas", "120 corridas no mês": pieces of work are counted in the hundreds
    if (WORK_DONE_NOUNS.has(w) && sp.centavos <= 100_000) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false };
      continue;
    }
    // "vendi 30 brigadeiros a 2,50 cada", "100 convites de 3 cada": a larger count, when "cada" says
    // the price after the things is each one's
    if (sp.centavos <= 100_000 && sp.end === sp.start + 1 && pricedEach(tokens, spans, sp.end)) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false };
      continue;
    }
    // "vendi 40 brigadeiros por 80", "comprei 30 convites por 90": things counted, then their price
    if (
      sp.centavos <= 100_000 &&
      sp.end === sp.start + 1 &&
      w.length > 3 &&
      w.endsWith("s") &&
      !PLURAL_OK.has(w) &&
      foldedAt(tokens, sp.end + 1) === "por" &&
      spans.some((o) => o.type === "amount" && o.start === sp.end + 2)
    ) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false };
      continue;
    }
    if (sp.centavos > 2000) continue;
    // "2 boletos, 1 de 150 e outro de 89,90": the first of them, in figures, never R$ 1
    if (sp.centavos === 100 && oneOfThem(tokens, spans, sp)) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false, aside: true };
      continue;
    }
    // "recebi 2 pix, um de 50 e outro de 30": payments counted, their amounts said after
    // "fiz 3 pix hoje": payments made, counted; how much is not said
    if (
      PAYMENTS_COUNTED.has(w) &&
      sp.centavos <= 1000 &&
      (spans.some((o) => o.type === "amount" && o.start > sp.end) || MADE.has(foldedAt(tokens, sp.start - 1)))
    ) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false };
      continue;
    }
    if (
      (w.length > 3 &&
        w.endsWith("s") &&
        !PLURAL_OK.has(w) &&
        !isCentavos(w) &&
        !notePriceBefore(tokens, spans, sp)) ||
      CONTAINERS.has(w) ||
      pricedAfter(tokens, spans, sp.end) ||
      countsThing(tokens, spans, sp)
    ) {
      spans[s] = { type: "nonMoney", start: sp.start, end: sp.end, score: false };
    }
  }
}
