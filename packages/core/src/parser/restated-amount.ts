/**
 * An amount the person corrects in the same breath (docs/message-understanding.md, "An amount said
 * again"): "gastei 50, quer dizer 55 no mercado", "50 não, 55", "a luz deu 134 e pouco, 134,70",
 * "uns 130, 134,70 certinho". The amount said last is the one meant: the first, and the words that
 * correct it, are no part of the message. Also amounts not said exactly ("uns 40 e poucos", "40 ou
 * 50", "2 pau"), to be asked, and a whole with a part of it named after.
 */
import { THOUSANDS_SLANG } from "./amounts.ts";
import { findCategory } from "./categories.ts";
import type { MessageContext } from "./context.ts";
import type { Token } from "./normalise.ts";
import { namesSomeone } from "./people.ts";
import { BILL_CAME_TO } from "./scan.ts";
import { findKindVerb, NAMES_NOTHING, PEOPLE } from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

/** Words between two amounts that say the second replaces the first. */
const CORRECTING = [
  ["quer", "dizer"],
  ["quis", "dizer"],
  ["queria", "dizer"],
  ["digo"],
  ["ou", "melhor"],
  // "50 não, 55" ("45 não 54", "45, não 54" keep the first: the right amount said before the wrong one)
  ["nao", ","],
  // "gastei 85 no mercado não espera 88", "não pera, 88": a second look, said aloud
  ["nao", "espera"],
  ["nao", "pera"],
  ["nao", "perai"],
  ["na", "verdade"],
  ["na", "vdd"],
  ["na", "real"],
  ["alias"],
  ["ops"],
  // "salário de 3.800, mas caiu 3.120", "a conta era 200 mas veio 180": what came is what counts
  ["mas", "veio"],
  ["mas", "caiu"],
  ["mas", "entrou"],
  ["mas", "so", "veio"],
  ["mas", "so", "caiu"],
  ["mas", "so", "entrou"],
  ["opa"],
  ["errei"],
  ["me", "enganei"],
  ["foi", "mal"],
  ["corrigindo"],
  // "dei um 50tão pro flanelinha kkkk mentira foi 5": the person takes back what was just said
  ["mentira"],
  ["mentirinha"],
  // "uber 25 não peraí 28", "não pera, foi 72" ("pera" alone is a fruit: "maçã 10, pera 5")
  ["nao", "pera"],
  ["nao", "perai"],
  ["pera", "ai"],
  ["perai"],
];
/** Said after a correction, before the amount meant: "ops, foi 72", "não pera, era 53". */
const RESTATING = set("foi,era,e,sao,foram,eram,deu");
/** Said before an amount: it is a guess ("uns 130", "tipo 50", "cerca de 80"). */
const ROUGHLY_BEFORE = set("uns,umas,tipo,quase,aproximadamente");
/** Said after an amount: it is a guess ("134 e pouco", "50 e poucos"). */
const ROUGHLY_AFTER = [
  ["e", "pouco"],
  ["e", "poucos"],
  ["e", "pouquinho"],
  ["e", "tanto"],
  ["mais", "ou", "menos"],
];
/** Said after the exact amount: it is exact ("134,70 certinho", "pra ser exato"). */
const EXACTLY = [
  ["certinho"],
  ["certinhos"],
  ["exatos"],
  ["exato"],
  ["exatamente"],
  ["para", "ser", "exato"],
  ["para", "ser", "exata"],
];
const PUNCTUATION = new Set([",", ".", "-", ";", ":"]);

function namesSomething(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    if (/^\p{L}{3,}$/u.test(w) && !NAMES_NOTHING.has(w)) return true;
  }
  return false;
}

function startsWith(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((w, k) => words[at + k] === w);
}

function phraseAt(words: readonly string[], at: number, phrases: readonly (readonly string[])[]): number {
  for (const p of phrases) if (startsWith(words, at, p)) return p.length;
  return 0;
}

/**
 * The message as meant when an amount is restated in it: its tokens without the amount taken back
 * and the words that correct it, the right amount in the wrong one's place when the thing it was
 * for was said between them ("dei 50 pro flanelinha, mentira, foi 5" reads "dei 5 pro
 * flanelinha"); null when no amount is restated.
 */
export function restatedMessage(ctx: MessageContext): Token[] | null {
  const drop = restatedAmount(ctx);
  if (!drop) return null;
  const [first, correction] = drop;
  const kept = (from: number, to: number) =>
    ctx.tokens.slice(from, to).filter((_, k) => !drop.some(([a, b]) => from + k >= a && from + k < b));
  const amount = ctx.scanned.spans.find(
    (sp) => sp.type === "amount" && correction && sp.start === correction[1],
  );
  if (!first || !correction || !amount || first[1] >= correction[0]) return kept(0, ctx.tokens.length);
  // the thing was said between the two amounts: the right one goes where the wrong one was (and
  // the article of the note taken back with it: "dei um 50tão pro flanelinha, mentira, foi 5")
  const article = ctx.words[first[0] - 1] === "um" || ctx.words[first[0] - 1] === "uma" ? 1 : 0;
  return [
    ...kept(0, first[0] - article),
    ...ctx.tokens.slice(amount.start, amount.end),
    ...kept(first[1], amount.start),
    ...kept(amount.end, ctx.tokens.length),
  ];
}

/**
 * The token ranges to leave out when an amount is restated in the message ([from, to) each), or
 * null when none is. A guess is replaced only by an amount near it (within 15 % or R$ 5), and not
 * when each names its own thing: "uns 30 no almoço, 35 no jantar" and "almoço uns 30, 32 de uber"
 * are still two.
 */
function restatedAmount(ctx: MessageContext): [number, number][] | null {
  const { words, scanned } = ctx;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  for (let n = 0; n + 1 < amounts.length; n++) {
    const a = amounts[n] as (typeof amounts)[number];
    const b = amounts[n + 1] as (typeof amounts)[number];
    let k = a.end;
    const roughAfter = phraseAt(words, k, ROUGHLY_AFTER);
    k += roughAfter;
    // "aluguel 2000 não 200 mesmo": the "mesmo" makes the second the one meant
    const corrected = correctedBetween(words, k, b.start) || answersBefore(words, b);
    if (!corrected) {
      // "gastei 60 no mercado, ops, 72": the thing named between the amount and its correction stays
      const thingThenCorrection = correctedAfterThing(ctx, a, b);
      if (thingThenCorrection) return thingThenCorrection;
    }
    if (!corrected && !onlyPunctuation(words, k, b.start)) continue;
    // "uns 10 15 reais": two candidates said side by side, asked (unsaidAmount), not a guess restated
    if (!corrected && b.start === a.end && twoCandidates(words, a, b)) continue;
    const rough =
      roughAfter > 0 || ROUGHLY_BEFORE.has(words[a.start - 1] ?? "") || words[a.start - 2] === "cerca";
    const near = Math.abs(b.centavos - a.centavos) <= Math.max(a.centavos * 0.15, 500);
    if (!corrected && !(rough && near)) continue;
    const exact = phraseAt(words, b.end, EXACTLY);
    // "almoço uns 30, 32 de uber": a thing named for each amount, so two records
    if (!corrected && namesSomething(words, 0, a.start) && namesSomething(words, b.end + exact, words.length))
      continue;
    // "quase 130, 134,70": the "quase" went with the guess
    const guess = words[a.start - 1] === "quase" ? a.start - 1 : a.start;
    const drop: [number, number][] = [[guess, b.start]];
    if (exact > 0) drop.push([b.end, b.end + exact]);
    return drop;
  }
  return null;
}

/** Said after an amount to say there was a little more: "40 e poucos", "134 e pouco", "50 e tantos". */
const LITTLE_MORE = [
  ["e", "pouco"],
  ["e", "poucos"],
  ["e", "pouquinho"],
  ["e", "tanto"],
  ["e", "tantos"],
];

/** An amount not said exactly: the ranges to read the rest without, and the amounts said (centavos). */
export interface UnsaidAmount {
  /** Token ranges that leave one amount said, to read what it was for. */
  drop: [number, number][];
  said: number[];
  /** "quase 50": a ceiling with a little less, not a floor with a little more. */
  almost?: true;
  /** "30 e 20": the two amounts the words also read as (reais), besides R$ 30,20. */
  apart?: [number, number];
  /** The amount left once `drop` is taken out, when it is not the first said (centavos). */
  read?: number;
  /** Which of the amounts left once `drop` is taken out is the one not said exactly (0 first). */
  index: number;
  /** "12x de 150 e poucos": `said` is each part's, of this many parts. */
  perPart?: number;
  /** "10x de uns 200": the words of doubt said, to say back ("uns", "cerca de", "mais ou menos"). */
  doubt?: { words: string; after?: true };
}

/** The words of doubt said back as the person said them; "tipo" and the like as "cerca de". */
function doubtSaid(words: readonly string[], at: number): { words: string; after?: true } | null {
  const w = words[at] as string;
  if (w === "uns" || w === "umas") return { words: "uns" };
  if (w === "quase") return null;
  if (ROUGHLY_BEFORE.has(w) || (w === "cerca" && words[at + 1] === "de")) return { words: "cerca de" };
  if (w === "mais" && words[at + 1] === "ou" && words[at + 2] === "menos")
    return { words: "mais ou menos", after: true };
  if (w === "por" && words[at + 1] === "ai") return { words: "por aí", after: true };
  return null;
}

/**
 * "gastei uns 40 e poucos no estacionamento", "gastei uns 40 ou 50 no lava jato", "quase 50": no
 * exact amount was said, only a floor with a little more, a ceiling with a little less or two
 * candidates. Read only when the amount is not
 * restated after ("134 e pouco, 134,70" is 134,70); "uns 40", "cerca de 80" and "40 mais ou menos"
 * are the amount said.
 */
export function unsaidAmount(ctx: MessageContext): UnsaidAmount | null {
  const { words, scanned } = ctx;
  const part = roughPart(ctx);
  if (part) return part;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  for (let n = 0; n < amounts.length; n++) {
    const a = amounts[n] as (typeof amounts)[number];
    // "2 pau", "50 paus": reais to some, thousands to others ("meio pau" is R$ 500, "um pau" R$ 1.000,
    // "200 paus" R$ 200)
    const whole = words[a.start] === "meio" || words[a.start] === "um";
    if (THOUSANDS_SLANG.has(words[a.end - 1] as string) && !whole && a.centavos < 10_000)
      return { drop: [[a.end - 1, a.end]], said: [a.centavos, a.centavos * 1000], index: n };
    const more = phraseAt(words, a.end, LITTLE_MORE);
    if (more > 0) return { drop: [[a.end, a.end + more]], said: [a.centavos], index: n };
    // "quase 50", "uns quase 50": a little less than the amount said
    if (words[a.start - 1] === "quase")
      return { drop: [[a.start - 1, a.start]], said: [a.centavos], almost: true, index: n };
    // "o uber deu 30 e 20": R$ 30,20, or 30 and 20 of two rides? both read as well, so asked
    const apart = roundPair(words, a);
    if (apart)
      return {
        drop: [[a.start + 1, a.end]],
        said: [a.centavos, (apart[0] + apart[1]) * 100],
        apart,
        read: apart[0] * 100,
        index: n,
      };
    // "40 ou 50", "40 ou 50 reais" (never "ou melhor": a correction)
    const b = amounts[n + 1];
    if (b && words[a.end] === "ou" && b.start === a.end + 1 && b.centavos !== a.centavos) {
      // "2 ou 3 mil": the thousands said once are both candidates' (never R$ 2)
      const thousands =
        words.slice(b.start + 1, b.end).includes("mil") &&
        !words.slice(a.start, a.end).includes("mil") &&
        a.centavos * 1000 < b.centavos * 10;
      const first = thousands ? a.centavos * 1000 : a.centavos;
      // "2 mil ou 3", "1 mil ou 1,5": the thousands said on the first only are the second's too
      const after =
        !words.slice(b.start, b.end).includes("mil") &&
        words.slice(a.start, a.end).includes("mil") &&
        b.centavos * 1000 < a.centavos * 10;
      const second = after ? b.centavos * 1000 : b.centavos;
      return { drop: [[a.end, b.end]], said: [first, second], read: a.centavos, index: n };
    }
    // "uns 10 15 reais", "uns dez quinze reais", "entre 10 e 15", "10 a 15 reais": the same
    if (b && twoCandidates(words, a, b)) {
      const drop: [number, number][] = [[a.end, b.end]];
      if (words[a.start - 1] === "entre") drop.unshift([a.start - 1, a.start]);
      return { drop, said: [a.centavos, b.centavos], index: n };
    }
    // "uber 12 50", "mercado 87 90": a space where the comma goes, or two numbers; asked
    if (b && spacedCentavos(ctx, a, b)) {
      const said = [a.centavos, a.centavos + b.centavos / 100];
      // "30 35": of like size, the second may be meant as well
      if (b.centavos > a.centavos && b.centavos <= 2 * a.centavos) said.push(b.centavos);
      return { drop: [[a.end, b.end]], said, index: n };
    }
  }
  return null;
}

type Said = { start: number; end: number; centavos: number; marked: boolean };

/** Said after the part of an instalment to make it a guess: "12x de 150 e poucos", "6x de 300 mais ou menos". */
const PART_ROUGHLY_AFTER = [...LITTLE_MORE, ["mais", "ou", "menos"], ["por", "ai"]];

/**
 * "12x de 150 e poucos", "10x de uns 200", "6x de 300 mais ou menos", "10x de quase 400": each part
 * of a purchase in instalments said roughly. Never the floor times the count: the exact part is
 * asked (`perPart`), and the answer is booked times the count.
 */
function roughPart(ctx: MessageContext): UnsaidAmount | null {
  const { words, scanned } = ctx;
  const spans = scanned.spans.filter((sp) => sp.type === "amount" || sp.type === "instalments");
  for (let n = 0; n < spans.length; n++) {
    const sp = spans[n] as (typeof spans)[number];
    if (sp.type !== "instalments" || sp.per === null) continue;
    const drop: [number, number][] = [];
    let almost = false;
    let doubt: { words: string; after?: true } | null = null;
    for (let k = sp.start; k < sp.end; k++) {
      const w = words[k] as string;
      doubt ??= doubtSaid(words, k);
      if (w === "cerca" && words[k + 1] === "de") drop.push([k, k + 2]);
      else if (w === "mais" && words[k + 1] === "ou" && words[k + 2] === "menos") {
        drop.push([k, k + 3]);
        k += 2;
      } else if (ROUGHLY_BEFORE.has(w) || w === "aproximadamente") {
        drop.push([k, k + 1]);
        if (w === "quase") almost = true;
      }
    }
    const after = phraseAt(words, sp.end, PART_ROUGHLY_AFTER);
    if (after > 0) drop.push([sp.end, sp.end + after]);
    if (after > 0) doubt ??= doubtSaid(words, sp.end);
    // "12x de 150 ou 160": two candidates for each part
    const other = spans[n + 1];
    const or =
      other?.type === "amount" && words[sp.end] === "ou" && other.start === sp.end + 1 ? other : null;
    if (or) drop.push([sp.end, or.end]);
    if (drop.length === 0) continue;
    const index = spans.slice(0, n).filter((s) => s.type === "amount" || s.per !== null).length;
    return {
      drop,
      said: or ? [sp.per, or.centavos] : [sp.per],
      read: sp.per * sp.count,
      perPart: sp.count,
      ...(almost ? { almost: true as const } : {}),
      ...(doubt ? { doubt } : {}),
      index,
    };
  }
  return null;
}

/**
 * "uber 12 50", "mercado 87 90", "gastei 1 50 no café": a whole number and two digits right after
 * it, nothing between, typed or transcribed with a space where the comma goes, or two numbers:
 * R$ 12,00 or R$ 12,50 is asked (and R$ 35,00 too after "30 35", of like size), never R$ 12 booked
 * and the 50 lost. Not when a thing is named on
 * each side ("uber 12 50 de gasolina": two records), nor after a guess ("uns 40 50": two candidates).
 */
function spacedCentavos(ctx: MessageContext, a: Said, b: Said): boolean {
  const { tokens, words, scanned } = ctx;
  if (b.start !== a.end || a.end !== a.start + 1 || b.end !== b.start + 1) return false;
  const first = tokens[a.start];
  const second = tokens[b.start];
  if (first?.kind !== "number" || !/^\d{1,4}$/.test(first.folded)) return false;
  if (second?.kind !== "number" || !/^\d{2}$/.test(second.folded)) return false;
  if (ROUGHLY_BEFORE.has(words[a.start - 1] as string)) return false;
  const before = findCategory(words, null, 0, a.start, scanned.masked);
  const after = findCategory(words, null, b.end, words.length, scanned.masked);
  return !(before && after);
}

/**
 * "uns 10 15 reais", "gastei uns dez quinze reais de pão", "entre 10 e 15", "de 10 a 15 reais": two
 * whole amounts of like size (the second larger, at most twice the first) side by side or joined
 * by "a"/"até" (by "e" only after "entre"), said as a guess ("uns", "tipo", "entre") or with the
 * currency after the second. Two prices said apart ("uber 18 volta 22", "30 no almoço e 40 de
 * uber") or with decimals ("uns 130 134,70") are not.
 */
function twoCandidates(words: readonly string[], a: Said, b: Said): boolean {
  if (a.centavos % 100 !== 0 || b.centavos % 100 !== 0) return false;
  if (b.centavos <= a.centavos || b.centavos > 2 * a.centavos) return false;
  const between = b.start - a.end;
  const glue = between === 1 ? (words[a.end] as string) : "";
  if (words[a.start - 1] === "entre") return between === 0 || glue === "e" || glue === "a" || glue === "ate";
  if (between !== 0 && glue !== "a" && glue !== "ate") return false;
  return ROUGHLY_BEFORE.has(words[a.start - 1] as string) || b.marked;
}

/**
 * "uber 30 e 20", "o uber deu 50 e 30": digits read as reais and cents ("12 e 50", "99 e 90",
 * "30 e 20 centavos" are R$ 12,50, R$ 99,90, R$ 30,20) where the cents are whole tens no bigger
 * than the reais, so they read as well as a second amount: the two amounts, else null. Spoken in
 * words ("trinta e vinte") it is the price.
 */
function roundPair(words: readonly string[], a: { start: number; end: number }): [number, number] | null {
  if (a.end !== a.start + 3 || words[a.start + 1] !== "e") return null;
  const [first, second] = [words[a.start] as string, words[a.start + 2] as string];
  if (!/^\d{2,3}$/.test(first) || !/^\d0$/.test(second)) return null;
  const [reais, cents] = [Number(first), Number(second)];
  return reais % 10 === 0 && cents <= reais ? [reais, cents] : null;
}

function onlyPunctuation(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!PUNCTUATION.has(words[i] as string)) return false;
  return true;
}

/**
 * Where the words from `from` on stop correcting: punctuation and at least one correcting phrase,
 * then maybe a verb that restates ("ops, foi", "não pera, era"). `from` when none is said there.
 */
function correctionEnd(words: readonly string[], from: number, to: number): number {
  let k = from;
  let corrected = false;
  while (k < to) {
    const w = words[k] as string;
    if (PUNCTUATION.has(w)) {
      k++;
      continue;
    }
    const said = phraseAt(words, k, CORRECTING);
    if (said > 0) {
      corrected = true;
      k += said;
      continue;
    }
    if (corrected && RESTATING.has(w)) {
      k++;
      continue;
    }
    break;
  }
  return corrected ? k : from;
}

/**
 * "era 2000? não, 200 mesmo", "2000 não, 200", "aluguel 2000 não 200 mesmo": an amount right after a
 * "no" said on its own (its comma, or the amount's "mesmo") answers what came before it: it is the
 * value meant, whatever was said first ("45 não 54" keeps 45).
 */
export function answersBefore(words: readonly string[], amount: { start: number; end: number }): boolean {
  const comma = words[amount.start - 1] === ",";
  const no = amount.start - (comma ? 2 : 1);
  return no > 0 && words[no] === "nao" && (comma || words[amount.end] === "mesmo");
}

/** Whether the words in [from, to) take back what was said before them: ", não,", "ops", "quer dizer". */
export function correctedBetween(words: readonly string[], from: number, to: number): boolean {
  const end = correctionEnd(words, from, to);
  return end !== from && end === to;
}

/**
 * "gastei 60 no mercado, ops, 72", "paguei 35 na farmacia, nao pera, 53", "gastei 40 no almoço,
 * na verdade 45": an amount, the thing it was for, and a correction said right before the next
 * amount. The ranges to leave out (the first amount and the correcting words), or null. Nothing
 * else may be named after the second amount ("gastei 60 no mercado, ops, 72 na farmácia" is not
 * read here), and the words between name no amount of their own.
 */
function correctedAfterThing(
  ctx: MessageContext,
  a: { start: number; end: number },
  b: { start: number; end: number },
): [number, number][] | null {
  const { words, scanned } = ctx;
  let thingEnd = a.end;
  if (words[thingEnd] === "reais" || words[thingEnd] === "real" || words[thingEnd] === "conto") thingEnd++;
  for (let m = thingEnd + 1; m < b.start; m++) {
    if (phraseAt(words, m, CORRECTING) === 0) continue;
    let start = m;
    while (start > thingEnd && PUNCTUATION.has(words[start - 1] as string)) start--;
    if (start === thingEnd || correctionEnd(words, m, b.start) !== b.start) continue;
    // the words between say what the amount was for, and nothing else moved money
    if (!namesSomething(words, thingEnd, start) || findKindVerb(words, thingEnd, start)) return null;
    // what follows names another thing, unless it is why ("quer dizer 45 porque teve a taxa de espera")
    const why = REASON_OPENS.has(words[b.end] ?? "");
    if (!why && findCategory(words, null, b.end, words.length, scanned.masked)) return null;
    return [
      [a.start, thingEnd],
      [start, b.start],
    ];
  }
  return null;
}

const REASON_OPENS = set("porque,pq,pois,que");
const PARTS_FOLLOW = set("sendo,foram,dos,das,assim,divididos,entre");
/** Words that say an amount is the whole ("paguei 90 no total, 50 de pizza e 40 de refri"). */
const WHOLE = set("total,todo,tudo");

/** What a total said first and then its parts leave out, and what of the total no part names. */
export interface TotalThenParts {
  /** Token ranges of the total and of the word that opens the parts. */
  drop: [number, number][];
  /** Centavos of the total, and of what the parts leave unsaid (0 when they add up to it or pass it). */
  total: number;
  rest: number;
}

/**
 * "gastei 100 reais hoje: 60 no mercado e 40 na farmácia", "gastei 100, sendo 60 no mercado e 40 na
 * farmácia", "gastei 100 hoje, 60 no mercado e 40 na farmácia": a total said first and then its
 * parts. The parts are the records, or null when the amounts are no total and its parts. After a
 * colon or a word that opens parts ("sendo", "dos quais") they are parts when they add up to it, or
 * whatever they add up to when a money verb said the total ("gastei 100: 60 no mercado e 30 na
 * farmácia": what they leave of it is returned, to be asked about); after a mere comma only when
 * they add up to it exactly and the total, said with a money verb, names nothing of its own
 * ("gastei 50 no mercado, 30 na farmácia e 20 na padaria" is three records).
 */
export function totalThenParts(ctx: MessageContext): TotalThenParts | null {
  const { words, scanned } = ctx;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  const [total, ...parts] = amounts;
  // ("gastei 100: 60 no mercado e o resto de pão": one part, and the rest named)
  const restSaid = words.some((w, i) => w === "resto" && words[i - 1] === "o");
  if (!total || parts.length < (restSaid ? 1 : 2)) return null;
  const first = parts[0] as (typeof parts)[number];
  const sum = parts.reduce((t, p) => t + p.centavos, 0);
  const said = findKindVerb(words, 0, total.start) !== null;
  let opens = words.findIndex(
    (w, i) => i >= total.end && i < first.start && (w === ":" || PARTS_FOLLOW.has(w)),
  );
  // "segunda: almoço 30\nterça: almoço 28": with no money verb, parts only when they add up
  if (opens >= 0 && sum !== total.centavos && !said) return null;
  if (opens < 0) {
    const comma = words.indexOf(",", total.end);
    // ("paguei 250 nas contas da casa, 140 de luz e 110 de água", "deu 500 o conserto do carro, 350
    // de peça e 150 de mão de obra": a whole made of parts, named as such)
    const whole = comma > 0 && words.slice(0, comma).some((w) => WHOLES.has(w));
    if (
      comma < 0 ||
      comma >= first.start ||
      sum !== total.centavos ||
      !(whole || (said && namesOnlyWhole(ctx, total, comma)))
    )
      return null;
    opens = comma;
    // the whole's own words go with it, the day said with it stays ("paguei 250 ontem nas contas da
    // casa, 140 de luz …" is two records of yesterday)
    if (whole) {
      const dated = (i: number) =>
        scanned.spans.some((sp) => sp.type === "date" && sp.start <= i && i < sp.end);
      const drop: [number, number][] = [];
      // ("deu 500 o conserto do carro, …": what it came to goes with it)
      const from = BILL_CAME_TO.has(words[total.start - 1] ?? "") ? total.start - 1 : total.start;
      for (let i = from; i <= comma; i++) if (!dated(i)) drop.push([i, i + 1]);
      return { drop, total: total.centavos, rest: 0 };
    }
  }
  // the day said with the total stays ("gastei 100 ontem: …")
  const currency = words[total.end] === "reais" || words[total.end] === "real" ? 1 : 0;
  const opener = (words[opens] === "dos" || words[opens] === "das") && words[opens + 1] === "quais" ? 2 : 1;
  return {
    drop: [
      [total.start, total.end + currency],
      [opens, opens + opener],
    ],
    total: total.centavos,
    rest: Math.max(0, total.centavos - sum),
  };
}

/** What is made of parts when named: "as contas da casa", "o conserto do carro", "a viagem". */
const WHOLES = set(
  "contas,compras,coisas,gastos,despesas,conserto,reforma,obra,viagem,passeio,festa,churrasco,mudanca,revisao,total",
);

/** "gastei 100 hoje," / "paguei 90 no total,": nothing but the day, the currency or "no total" after the total. */
function namesOnlyWhole(ctx: MessageContext, total: { start: number; end: number }, comma: number): boolean {
  const { words, scanned } = ctx;
  const dated = (i: number) => scanned.spans.some((sp) => sp.type === "date" && sp.start <= i && i < sp.end);
  for (let i = total.end; i < comma; i++)
    if (!dated(i) && !WHOLE.has(words[i] as string) && namesSomething(words, i, i + 1)) return false;
  return true;
}

/** Said before a part of a whole: "sendo 50 de cerveja", "incluindo 50 de cerveja". */
const PART_OPENS = set("sendo,incluindo,inclusive,contando");
/**
 * Said after a part, or before it, to point back at the whole: "50 disso foi cerveja", "50 desse
 * valor", "desses 50 foi cerveja".
 */
const OF_THAT = set("disso,desse,dessa,deste,desta,daquilo,desses,dessas,destes,destas");
/** Said between the part and what it went on: "50 disso foi cerveja", "sendo que 50 era de cerveja". */
const PART_VERBS = set("foi,foram,era,eram,e,é,de");

/** A whole said first and one part of it named after: what to read for each. */
export interface PartOfTotal {
  /** Token ranges that leave the whole alone ("gastei 250 no mercado"). */
  whole: [number, number][];
  /** Token ranges that leave the part alone ("50 de cerveja"). */
  part: [number, number][];
  /** Centavos of the part, to be taken from the whole. */
  centavos: number;
  /** "50 disso era da minha vizinha": the part is someone else's, so no record of the person's. */
  othersPart: boolean;
}

/**
 * "gastei 250 no mercado sendo 50 de cerveja", "mercado 250, 50 disso foi cerveja": one part of a
 * whole named after it. The part is inside the whole, never added to it: the whole less the part,
 * and the part. Null with other than two amounts, or a part not smaller than the whole.
 */
export function partOfTotal(ctx: MessageContext): PartOfTotal | null {
  const { words, scanned } = ctx;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  if (amounts.length !== 2) return null;
  const [total, part] = amounts as [(typeof amounts)[number], (typeof amounts)[number]];
  if (part.centavos >= total.centavos) return null;
  const end = words.length;
  // "sendo 50 de cerveja", "sendo que 50 foi cerveja", ", dos quais 50 de cerveja"
  let opens = part.start - 1;
  if (words[opens] === "que" && words[opens - 1] === "sendo") opens--;
  else if (words[opens] === "quais" && (words[opens - 1] === "dos" || words[opens - 1] === "das")) opens--;
  // "desses 50 foi cerveja", "disso, 50 era bebida": the whole pointed back at before the part
  if (words[opens] === "," && OF_THAT.has(words[opens - 1] as string)) opens--;
  const sendo =
    PART_OPENS.has(words[opens] as string) ||
    words[opens + 1] === "quais" ||
    OF_THAT.has(words[opens] as string);
  // "50 disso foi cerveja", "50 desse valor era de cerveja"
  let after = part.end;
  const pointsBack = OF_THAT.has(words[after] as string);
  if (pointsBack) after += words[after + 1] === "valor" || words[after + 1] === "total" ? 2 : 1;
  // "80 mas 40 é da minha irmã", "80, 40 era dela": a part said to be someone else's needs no
  // "disso" after a "mas" or a comma
  let whose = after;
  while (PART_VERBS.has(words[whose] as string) && words[whose] !== "de") whose++;
  const othersSaid =
    whose > after &&
    (words[part.start - 1] === "mas" || words[part.start - 1] === ",") &&
    someoneElses(ctx, whose);
  if (!sendo && !pointsBack && !othersSaid) return null;
  // only a comma (or a "mas") between the whole and what opens the part
  const start = sendo ? opens : part.start;
  let cut =
    words[start - 1] === "," || words[start - 1] === "mas" || words[start - 1] === "e" ? start - 1 : start;
  if (words[start - 1] === "mas" && words[cut - 1] === ",") cut--;
  if (cut <= total.end - 1) return null;
  after = whose;
  const drop: [number, number][] = [[part.end, after]];
  return {
    whole: [[cut, end]],
    part: [[0, part.start], ...drop],
    centavos: part.centavos,
    othersPart: someoneElses(ctx, after),
  };
}

/** What a part may be called before whose it is: "era coisa da minha vizinha", "era parte do joão". */
const PART_NOUNS = set("coisa,coisas,parte,compra,compras,tudo,so");
const WHOSE = set("da,do,de,pra,pro,para");
const THEIRS = set("dela,dele,delas,deles");
const POSSESSIVES = set("minha,meu,a,o,nossa,nosso,sua,seu");

/**
 * "(50 disso era) da minha vizinha", "(era) coisa do meu irmão", "(era) pra Ana", "(era) dela": the
 * words from `at` name another person as the one the part was for.
 */
function someoneElses(ctx: MessageContext, at: number): boolean {
  const { words, tokens } = ctx;
  let k = at;
  while (PART_NOUNS.has(words[k] as string)) k++;
  // "era dela", "é deles"
  if (THEIRS.has(words[k] as string)) return true;
  if (!WHOSE.has(words[k] as string)) return false;
  k++;
  while (POSSESSIVES.has(words[k] as string)) k++;
  const who = words[k] as string | undefined;
  if (!who) return false;
  // "era do joao": a name in lower case after its article, as typed
  const article = words[k - 1] === "do" || words[k - 1] === "da";
  return PEOPLE.has(who) || /^\p{Lu}/u.test(tokens[k]?.original ?? "") || (article && namesSomeone(words, k));
}
