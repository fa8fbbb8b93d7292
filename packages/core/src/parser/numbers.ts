/**
 * Numbers as people write them: digits with Brazilian or English separators, and numbers in
 * words up to the millions ("dois mil e quinhentos", "um milhão e meio").
 */
import type { Token } from "./normalise.ts";

/**
 * Parses a digits token into centavos: "1.500" = 150000, "50,90" = 5090, "50.90" = 5090,
 * "1.234,56" = 123456. Returns null for anything that is not a plain amount shape.
 */
export function parseNumericCentavos(s: string): number | null {
  let lastSep = -1;
  let dots = 0;
  let commas = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      dots++;
      lastSep = i;
    } else if (c === 44) {
      commas++;
      lastSep = i;
    } else if (c < 48 || c > 57) return null;
  }
  if (lastSep < 0) return s.length > 12 ? null : Number(s) * 100;
  const tail = s.length - lastSep - 1;
  const groups = s.split(/[.,]/);
  const first = groups[0] as string;
  const thousandsShape = () =>
    first.length >= 1 && first.length <= 3 && groups.slice(1).every((g) => g.length === 3);
  if (dots > 0 && commas > 0) {
    // the last separator is the decimal one, the other kind groups thousands
    const decimalChar = s[lastSep];
    const intPart = s.slice(0, lastSep);
    const intGroups = intPart.split(decimalChar === "," ? "." : ",");
    if (intPart.includes(decimalChar as string)) return null;
    const ig0 = intGroups[0] as string;
    if (ig0.length < 1 || ig0.length > 3 || !intGroups.slice(1).every((g) => g.length === 3)) return null;
    if (tail < 1 || tail > 2) return null;
    return Number(intGroups.join("")) * 100 + decimals(s.slice(lastSep + 1));
  }
  const count = dots + commas;
  if (count === 1 && tail >= 1 && tail <= 2) {
    return Number(first) * 100 + decimals(s.slice(lastSep + 1));
  }
  if (tail === 3 && thousandsShape()) return Number(groups.join("")) * 100;
  return null;
}

function decimals(frac: string): number {
  return frac.length === 1 ? Number(frac) * 10 : Number(frac);
}

const UNITS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    zero: 0,
    um: 1,
    uma: 1,
    dois: 2,
    duas: 2,
    tres: 3,
    quatro: 4,
    cinco: 5,
    seis: 6,
    sete: 7,
    oito: 8,
    nove: 9,
    dez: 10,
    onze: 11,
    doze: 12,
    treze: 13,
    quatorze: 14,
    quinze: 15,
    dezesseis: 16,
    dezessete: 17,
    dezoito: 18,
    dezenove: 19,
    vinte: 20,
    trinta: 30,
    quarenta: 40,
    cinquenta: 50,
    sessenta: 60,
    setenta: 70,
    oitenta: 80,
    noventa: 90,
    cem: 100,
    cento: 100,
    duzentos: 200,
    duzentas: 200,
    trezentos: 300,
    trezentas: 300,
    quatrocentos: 400,
    quatrocentas: 400,
    quinhentos: 500,
    quinhentas: 500,
    seiscentos: 600,
    seiscentas: 600,
    setecentos: 700,
    setecentas: 700,
    oitocentos: 800,
    oitocentas: 800,
    novecentos: 900,
    novecentas: 900,
  }),
);

/** Money said as a note's nickname, read alone: "gastei cinquentinha no açaí", "um vintão de uber". */
const NICKNAMES: ReadonlyMap<string, number> = new Map(
  Object.entries({
    cincao: 5,
    cinquinho: 5,
    dezinho: 10,
    dezao: 10,
    vintinho: 20,
    vintao: 20,
    trintinha: 30,
    cinquentinha: 50,
    cinquentinho: 50,
    cinquentao: 50,
    cemzinho: 100,
    cemzao: 100,
    duzentinho: 200,
    duzentao: 200,
    trezentinho: 300,
    trezentao: 300,
    quinhentinho: 500,
    quinhentao: 500,
    milzinho: 1000,
    milzao: 1000,
  }),
);

/** The words that multiply the group before them (folded): "mil", "milhão"/"milhões", "mi". */
const MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ["mil", 1000],
  ["milhao", 1_000_000],
  ["mi", 1_000_000],
]);

/** True when the folded word says hundreds alone: "cem", "cento", "duzentos" … "novecentas". */
export function isHundredsWord(f: string): boolean {
  const value = UNITS.get(f);
  return value !== undefined && value >= 100 && value % 100 === 0;
}

/** True when the folded word is a number word (not counting "mil"/"milhão"). */
export function isNumberWord(f: string): boolean {
  return UNITS.get(f) !== undefined || NICKNAMES.has(f);
}

export interface WordNumber {
  value: number;
  end: number;
  /** Only "um"/"uma": an article more often than a number. */
  articleOnly: boolean;
}

/**
 * Reads a number in words starting at `i`: "cento e vinte", "mil e duzentos", "três milhões".
 * `end` is the index after the last token used.
 */
export function readWordNumber(tokens: Token[], i: number): WordNumber | null {
  // "um vintão": the article goes with the nickname
  const article = tokens[i]?.folded === "um" || tokens[i]?.folded === "uma" ? 1 : 0;
  const nickname = NICKNAMES.get(tokens[i + article]?.folded ?? "");
  if (nickname !== undefined) return { value: nickname, end: i + article + 1, articleOnly: false };
  let total = 0;
  let group = 0;
  let j = i;
  let used = 0;
  let lastMultiplier = 0;
  let onlyArticle = true;
  let lastGroupWord = 0; // magnitude of the last unit word, to refuse "vinte trinta"
  while (j < tokens.length) {
    const f = (tokens[j] as Token).folded;
    const unit = UNITS.get(f);
    if (unit !== undefined) {
      if (used > 0 && lastGroupWord !== 0 && !canFollow(lastGroupWord, unit)) break;
      if (unit !== 1) onlyArticle = false;
      group += unit;
      lastGroupWord = unit;
      used++;
      j++;
    } else if (MULTIPLIERS.has(f)) {
      const multiplier = MULTIPLIERS.get(f) as number;
      // "mil mil" is no number; "milhão" needs a count before it
      if (multiplier === 1000 ? used > 0 && lastMultiplier === 1000 : used === 0) break;
      total += (group || 1) * multiplier;
      group = 0;
      lastGroupWord = 0;
      lastMultiplier = multiplier;
      onlyArticle = false;
      used++;
      j++;
    } else if (f === "e" && used > 0 && j + 1 < tokens.length) {
      const next = (tokens[j + 1] as Token).folded;
      if (next === "meio" && lastMultiplier > 0 && group === 0) {
        total += lastMultiplier / 2;
        j += 2;
        break;
      }
      const nextUnit = UNITS.get(next);
      if (nextUnit === undefined || nextUnit === 0) break;
      if (lastGroupWord !== 0 && !canFollow(lastGroupWord, nextUnit)) break;
      j++;
    } else break;
  }
  if (used === 0) return null;
  return { value: total + group, end: j, articleOnly: onlyArticle && lastMultiplier === 0 };
}

// "vinte e dois" yes, "dois e vinte" no: a following word must be of a smaller order.
function canFollow(prev: number, next: number): boolean {
  if (prev >= 100) return next < 100 && prev % 100 === 0;
  if (prev >= 20) return next < 10 && prev % 10 === 0;
  return false;
}
