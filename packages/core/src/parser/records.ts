/**
 * Records: split a message into clauses (one per amount), then read kind, amount, date,
 * category, recurrence and payment of each. A clause that does not look like money is dropped.
 */
import { toIso } from "../calendar/index.ts";
import { eachOnesPrice, eachWordBefore, HAD, namesThing, SOLD } from "./amounts.ts";
import { FALLBACK_CATEGORIES, fallbackCategory, findCategory, kindOfCategory } from "./categories.ts";
import { fareInTown, overrideCategory } from "./category-overrides.ts";
import type { MessageContext } from "./context.ts";
import { resolvePast } from "./dates.ts";
import { describeClause } from "./describe-clause.ts";
import type { Token } from "./normalise.ts";
import { isNumberWord, readWordNumber } from "./numbers.ts";
import { cardBillEnd, paymentCardTokens, paymentSaidEnd, readPayment, toppedUp } from "./payment.ts";
import { someoneGave, transferFromSomeone } from "./people.ts";
import { goalOfRecord } from "./plans.ts";
import { readRecurrence } from "./recurrence.ts";
import { correctedBetween } from "./restated-amount.ts";
import { type DateRef, type Span, spansIn } from "./scan.ts";
import { MAX_CENTAVOS, MEASURES } from "./scan-words.ts";
import type { IncompleteIntent, RecordIntent, RecordKind } from "./types.ts";
import {
  deniedVerb,
  findKindVerb,
  GIVEN_BACK,
  GOAL_WORDS,
  hasAny,
  hasForeignVerb,
  INCOME_NOUNS,
  INVEST_NOUNS,
  isTicker,
  type KindHit,
  MONEY_NOUNS,
  PURCHASE_VERBS,
  pensionComesIn,
  QUESTION_WORDS,
  SPANS_OF_TIME,
  saysNotHappened,
  WORK_APPS,
  WORK_DONE_NOUN,
  WORK_DONE_NOUNS,
  WORK_DONE_VERBS,
  WORKING,
} from "./vocabulary.ts";
import { wordSet } from "./word-set.ts";

const CAP_WORDS = new Set(["limite", "limites", "teto", "orcamento", "maximo"]);
const DEVICE_WORDS = new Set(["celular", "telefone", "celulares"]);

const BOUNDARIES = new Set(["e", ",", ";", "+", ".", "mais", "tambem", "depois"]);

interface Clause {
  from: number;
  to: number;
  hasAmount: boolean;
}

function isAmountSpan(sp: Span): boolean {
  return sp.type === "amount" || (sp.type === "instalments" && sp.per !== null);
}

/** Splits at "e", ",", ";" … where both sides hold an amount; pieces without one join a neighbour. */
export function splitClauses(ctx: MessageContext): Clause[] {
  const { words } = ctx;
  const segments: Clause[] = [];
  let start = 0;
  let hasAmount = false;
  for (let i = 0; i < words.length; i++) {
    const owner = ctx.scanned.owner[i] ?? -1;
    if (owner >= 0) {
      const sp = ctx.scanned.spans[owner] as Span;
      if (sp.start === i && isAmountSpan(sp)) hasAmount = true;
      continue;
    }
    const w = words[i] as string;
    // "black friday acabou comigo: airfryer 399, tênis 250": a heading with a verb of its own
    // names nothing bought; what follows the colon is the list ("mercado: arroz 20" keeps its heading)
    if (w === ":" && !hasAmount && hasForeignVerb(words, start, i)) {
      start = i + 1;
      continue;
    }
    // "e mais 20 de uber", "gastei mais 37": "mais" adds an amount, it does not start a clause
    if (
      (BOUNDARIES.has(w) && !(w === "mais" && (words[i - 1] === "e" || findKindVerb(words, i - 1, i)))) ||
      butSaidAgain(words, i)
    ) {
      segments.push({ from: start, to: i, hasAmount });
      start = i + 1;
      hasAmount = false;
    }
  }
  segments.push({ from: start, to: words.length, hasAmount });
  const clauses: Clause[] = [];
  const segs = splitAdjacent(ctx, segments);
  for (let k = 0; k < segs.length; k++) {
    const seg = segs[k] as Clause;
    const last = clauses[clauses.length - 1];
    // "… gastei 143 e depois passei na farmácia e gastei mais 37": a place said before an amount
    // that names none goes with that amount, not with the one before
    const next = segs[k + 1];
    if (
      last?.hasAmount &&
      !seg.hasAmount &&
      next?.hasAmount &&
      namesWhere(ctx, seg) &&
      !namesWhere(ctx, next)
    ) {
      segs[k + 1] = { ...next, from: seg.from };
      continue;
    }
    // "gastei 40 de gasolina ontem e hoje mais 60": a day said alone between two amounts, the next
    // one saying none, is the next one's
    if (
      last?.hasAmount &&
      !seg.hasAmount &&
      next?.hasAmount &&
      onlyADay(ctx, seg) &&
      saidDate(ctx, next.from, next.to) === null
    ) {
      segs[k + 1] = { ...next, from: seg.from };
      continue;
    }
    if (last && (!seg.hasAmount || !last.hasAmount)) {
      last.to = seg.to;
      last.hasAmount = last.hasAmount || seg.hasAmount;
    } else clauses.push({ ...seg });
  }
  return clauses;
}

/**
 * "fiz 1400 no uber mas gastei 350 de gasolina", "recebi 1400 mas gastei 350": "mas" before a money
 * verb of the person's own starts another record ("mas caiu 3.120", said of the same money, does not).
 */
function butSaidAgain(words: readonly string[], i: number): boolean {
  if (words[i] !== "mas") return false;
  const at = words[i + 1] === "eu" || words[i + 1] === "ja" ? i + 2 : i + 1;
  const verb = findKindVerb(words, at, at + 1);
  return verb?.strong === true && /(i|mos)$/.test(verb.word);
}

/** A clause that says a day and nothing else ("hoje", "e ontem", "anteontem também"). */
function onlyADay(ctx: MessageContext, c: Clause): boolean {
  let day = false;
  for (let i = c.from; i < c.to; i++) {
    const sp = ctx.scanned.spans[ctx.scanned.owner[i] ?? -1];
    if (sp?.type === "date") day = true;
    else if (!DAY_GLUE.has(ctx.words[i] as string)) return false;
  }
  return day;
}
const DAY_GLUE = new Set(["e", "ai", "tambem", "tb", "tbm", "ja"]);

function namesWhere(ctx: MessageContext, c: Clause): boolean {
  return findCategory(ctx.words, null, c.from, c.to, ctx.scanned.masked) !== null;
}

const OF_AMOUNT = new Set(["de", "do", "da", "dos", "das"]);
/** "gastei 12 no café 30 no almoço": where the amount went, said right after it, is its own too. */
const WHERE_OF_AMOUNT = new Set(["no", "na", "nos", "nas", "num", "numa", "em"]);
/** "200 de manhã", "30 de novo", "100 de cartão": "de" saying when or how, not what. */
const NOT_WHAT = new Set([
  "manha",
  "tarde",
  "noite",
  "madrugada",
  "novo",
  "cartao",
  "credito",
  "debito",
  "pix",
]);

/**
 * "gastei 15 de café da manhã 32 no almoço": what follows "de" after an amount is that amount's,
 * up to a second thing named ("gastei 30 de uber almoço 25": the almoço is the 25). Where the
 * first clause ends, or null when no "de" says what the first amount was.
 */
function ofLeftAmount(ctx: MessageContext, left: Span, right: Span): number | null {
  const { words, scanned } = ctx;
  const glue = words[left.end] ?? "";
  if (!(OF_AMOUNT.has(glue) || WHERE_OF_AMOUNT.has(glue)) || NOT_WHAT.has(words[left.end + 1] ?? ""))
    return null;
  const first = findCategory(words, null, left.end, right.start, scanned.masked);
  const second = first ? findCategory(words, null, first.end, right.start, scanned.masked) : null;
  return second ? second.start : right.start;
}

/** The legs of a trip said after it: "ida", "volta", "pra voltar". */
export const TRIP_LEGS = wordSet("ida,volta,voltar,vinda,retorno");
/** A leg said last in a trip's description ("uber ida"), left out when another leg is named. */
const LEG_SAID_LAST = / (?:ida|volta|ir|voltar|vinda|retorno)$/;

/**
 * The leg of a trip booked as the trip is ("uber ida", then "volta": "uber volta", in the trip's
 * category).
 */
export function legOf(trip: { category: string; description: string }, leg: string) {
  return { category: trip.category, description: `${trip.description.replace(LEG_SAID_LAST, "")} ${leg}` };
}

/** "uber ida 18 volta 22": the legs of a trip, each its own amount. */
const LEGS = new Set(["ida", "volta"]);

/**
 * "mercado 100 farmácia 50": two amounts with no "e" between. The item goes with the amount
 * on its side: after the first amount when the segment starts with an item, before the second
 * amount when it starts with an amount.
 */
function splitAdjacent(ctx: MessageContext, segments: Clause[]): Clause[] {
  const out: Clause[] = [];
  for (const seg of segments) {
    const amounts: Span[] = [];
    for (const sp of spansIn(ctx.scanned, seg.from, seg.to)) if (isAmountSpan(sp)) amounts.push(sp);
    if (amounts.length < 2) {
      out.push(seg);
      continue;
    }
    let from = seg.from;
    const itemFirst = (amounts[0] as Span).start > seg.from;
    for (let a = 0; a + 1 < amounts.length; a++) {
      const left = amounts[a] as Span;
      const right = amounts[a + 1] as Span;
      // "anteontem 35 de gasolina ontem 50": days said before their amounts, each its own
      const day = saidDate(ctx, left.end, right.start);
      if (day !== null && saidDate(ctx, from, left.start) !== null) {
        out.push({ from, to: day, hasAmount: true });
        from = day;
        continue;
      }
      // "gastei 30 no sábado 40 no domingo": days said after their amounts, each its own
      const dayAfter =
        day !== null &&
        (day === left.end || (day === left.end + 1 && WHERE_OF_AMOUNT.has(ctx.words[left.end] as string))) &&
        saidDate(ctx, right.end, seg.to) !== null;
      // "uber 12 50 de gasolina": two numbers side by side, a thing named on each side
      const thingEachSide =
        left.end === right.start &&
        findCategory(ctx.words, null, from, left.start, ctx.scanned.masked) !== null &&
        findCategory(ctx.words, null, right.end, seg.to, ctx.scanned.masked) !== null;
      if (thingEachSide) {
        out.push({ from, to: right.start, hasAmount: true });
        from = right.start;
        continue;
      }
      if (
        !dayAfter &&
        !findCategory(ctx.words, null, left.end, right.start, ctx.scanned.masked) &&
        !ctx.words.slice(left.end, right.start).some((w) => LEGS.has(w))
      )
        continue;
      // "uber 30 no pix almoço 25": how it was paid, said right after the amount, is that amount's
      const paidEnd = itemFirst ? paymentSaidEnd(ctx.words, left.end, right.start) : null;
      const cut = dayAfter
        ? right.start
        : (paidEnd ?? ofLeftAmount(ctx, left, right) ?? (itemFirst ? left.end : right.start));
      out.push({ from, to: cut, hasAmount: true });
      from = cut;
    }
    out.push({ from, to: seg.to, hasAmount: true });
  }
  return out;
}

/** Where the first day said in [from, to) starts (not the day a bill falls due), or null. */
function saidDate(ctx: MessageContext, from: number, to: number): number | null {
  for (const sp of spansIn(ctx.scanned, from, to))
    if (sp.type === "date" && !dueDate(ctx.words, sp.start)) return sp.start;
  return null;
}

/**
 * The first day said from `from` to `to` that is not a bill's due day, or the day that corrects it
 * in the same breath ("ontem, não, anteontem", "ontem ops hoje").
 */
function firstDateSpan(ctx: MessageContext, from: number, to: number) {
  let said: (Span & { type: "date" }) | null = null;
  for (const sp of spansIn(ctx.scanned, from, to)) {
    if (sp.type !== "date" || dueDate(ctx.words, sp.start)) continue;
    if (said && !correctedBetween(ctx.words, said.end, sp.start)) break;
    said = sp;
  }
  return said;
}

function firstDate(ctx: MessageContext, from: number, to: number): DateRef | null {
  return firstDateSpan(ctx, from, to)?.date ?? null;
}

/**
 * "paguei a luz que vence dia 15", "paguei a água que tinha vencido sexta": the day a bill falls due
 * is not the day it was paid.
 */
function dueDate(words: readonly string[], start: number): boolean {
  const before =
    words[start - 1] === "dia" ||
    words[start - 1] === "em" ||
    words[start - 1] === "na" ||
    words[start - 1] === "no"
      ? words[start - 2]
      : words[start - 1];
  return FELL_DUE.has(before ?? "");
}
const FELL_DUE = wordSet("vence,vencimento,venceu,vencia,vencido,vencida,vencer");

function hasScore(ctx: MessageContext, from: number, to: number): boolean {
  return spansIn(ctx.scanned, from, to).some((sp) => sp.type === "nonMoney" && sp.score);
}

interface ClauseAmount {
  centavos: number;
  marked: boolean;
}

function clauseAmount(ctx: MessageContext, from: number, to: number): ClauseAmount | null {
  let best: (Span & { type: "amount" }) | null = null;
  let inst: (Span & { type: "instalments" }) | null = null;
  for (const sp of spansIn(ctx.scanned, from, to)) {
    if (sp.type === "amount" && (!best || sp.score > best.score)) best = sp;
    if (sp.type === "instalments" && sp.per !== null && !inst) inst = sp;
  }
  // "10 parcelas de 200" names the total unless a currency-marked amount says otherwise
  // nobody buys a billion reais in instalments: such a total is not an amount
  if (inst && inst.per !== null && !best?.marked)
    return inst.per * inst.count > MAX_CENTAVOS ? null : { centavos: inst.per * inst.count, marked: true };
  if (best) return { centavos: best.centavos, marked: best.marked };
  return null;
}

/**
 * "fiz 310 nas corridas": work done for pay, money that came in. "rodei 14 entregas, deu 187":
 * pieces of work done (said with a work verb), and what they came to.
 */
function workDone(words: readonly string[], verb: KindHit | null, from: number, to: number): boolean {
  // "fiz 40 entregas" alone counts deliveries (a quantity, see markQuantities): no amount, no record
  if (verb === null || verb.strong || verb.index < from) return false;
  // "3 diárias do hotel deu 900", "2 corridas de uber deu 38": what the person paid for
  if (CAME_TO.has(verb.word))
    return words.some(
      (w, i) =>
        i >= from &&
        i < verb.index &&
        WORK_DONE_NOUNS.has(w) &&
        /^\d+$/.test(words[i - 1] ?? "") &&
        WORKED.has(words[i - 2] ?? ""),
    );
  if (WORK_DONE_VERBS.has(verb.word) && madeOnApp(words, verb.index, to)) return true;
  // "atendi 6 clientes hj no salão, fiz 270 de manicure": clients served, what was made
  if (WORK_DONE_VERBS.has(verb.word) && words.some((w) => SERVED.has(w))) return true;
  return (
    WORK_DONE_VERBS.has(verb.word) &&
    (hasAny(words, WORK_DONE_NOUNS, from, to) ||
      words.some((w, i) => i >= from && i < to && WORK_DONE_NOUN.has(w) && WORK_OF.has(words[i - 1] ?? "")))
  );
}
const WORK_OF = new Set(["de", "em", "na", "no", "nas", "nos"]);
/** Clients served: said beside "fiz 270", what was made is earnings. */
const SERVED = new Set(["atendi", "atendemos", "atendimentos", "clientes", "clientas"]);
const ROUGHLY = new Set(["uns", "umas", "tipo", "quase", "cerca", "mais"]);
const ON_APP = new Set(["no", "na", "pelo", "pela"]);

/**
 * "fiz 420 no uber hoje", "hoje fiz 420 rodando de uber", "fiz 180 pelo ifood": an amount right
 * after "fiz", then an app people work for, or the work being done. Not "fiz um pedido de 40 no
 * ifood" (the amount is no longer right after the verb), "fiz 40 de uber" (what a ride cost).
 */
function madeOnApp(words: readonly string[], verb: number, to: number): boolean {
  // "fiz uns 1400 no uber", "fiz quase 300 no ifood": the amount said roughly
  let at = verb + 1;
  while (ROUGHLY.has(words[at] ?? "") || (words[at] === "de" && words[at - 1] === "cerca")) at++;
  if (words[at] === "r$") at++;
  if (!/^\d/.test(words[at] ?? "")) return false;
  return workNamed(words, at + 1, to);
}

/** "no uber", "pelo ifood", "rodando": an app people work for, or the work being done. */
function workNamed(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    if (WORKING.has(w)) return true;
    if (WORK_APPS.has(w) && ON_APP.has(words[i - 1] ?? "")) return true;
  }
  return false;
}
// "2 corridas de uber deu 38" is what rides cost; "rodei 14 entregas, deu 187" is what work paid
const CAME_TO = new Set(["deu", "foi"]);
const WORKED = new Set([...WORK_DONE_VERBS, "rodei", "rodamos", "trabalhei", "completei", "bati"]);

const GAVE = new Set(["dei", "demos"]);

/** Between "saldo" and its amount: "saldo disponível: R$ 1.200", "saldo atual de 300", "saldo em conta 80". */
const BALANCE_GLUE = new Set(["disponivel", "atual", "em", "conta", "de", "do", "da", ":", "e", "r$", "-"]);

/** A clause that states a balance ("Saldo disponível: R$ 1.200,00"), as bank notices end. */
function balanceStated(ctx: MessageContext, c: Clause): boolean {
  const amount = spansIn(ctx.scanned, c.from, c.to).find((sp) => sp.type === "amount");
  if (!amount) return false;
  for (let i = amount.start - 1; i >= Math.max(c.from, amount.start - 5); i--) {
    const w = ctx.words[i] as string;
    if (w === "saldo") return true;
    if (!BALANCE_GLUE.has(w)) return false;
  }
  return false;
}

function paidCardBill(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (cardBillEnd(words, i) !== null) return true;
  return false;
}
const TO_SOMEONE = new Set(["pro", "pra", "para", "pros", "pras", "ao", "aos", "a", "as"]);

/** "dei 20 pro flanelinha", "demos 50 pra minha avó": money given to someone, right after the amount. */
function givenTo(ctx: MessageContext, verb: KindHit, from: number, to: number): boolean {
  if (!GAVE.has(verb.word)) return false;
  return ctx.scanned.spans.some(
    (sp) =>
      sp.type === "amount" && sp.start >= from && sp.end < to && TO_SOMEONE.has(ctx.words[sp.end] ?? ""),
  );
}

/** "hora extra", "horas extras": overtime, paid with the salary. */
const overtime = (words: readonly string[], from: number, to: number) =>
  words.some(
    (w, i) => i >= from && i + 1 < to && (w === "hora" || w === "horas") && words[i + 1]?.startsWith("extra"),
  );

function nounKind(words: readonly string[], from: number, to: number): RecordKind | null {
  if (wagesPaid(words, from, to)) return "expense";
  if (
    hasAny(words, INCOME_NOUNS, from, to) ||
    overtime(words, from, to) ||
    transferFromSomeone(words, from, to) ||
    pensionComesIn(words, from, to)
  )
    return "income";
  if (hasAny(words, INVEST_NOUNS, from, to) || words.slice(from, to).some(isTicker)) return "investment";
  // "(coloca) 50 na meta da moto", "100 pra reserva": money put into a goal
  for (let i = from; i + 1 < to; i++)
    if (INTO.has(words[i] as string) && GOAL_WORDS.has(words[i + 1] as string)) return "investment";
  return null;
}

const INTO = new Set(["na", "pra", "para", "no", "pro"]);
const TIPS = wordSet("gorjeta,gorjetas,caixinha");

/** Pay a person earns, which the person who hires them pays: "salário da babá". */
const PAY_NOUNS = wordSet("salario,decimo,13º,ferias,diaria,pagamento,adiantamento");
/** Who is hired and paid: "da babá", "da diarista", "do caseiro". */
const HIRED = wordSet(
  "baba,empregada,diarista,faxineira,faxineiro,cuidadora,cuidador,motorista,jardineiro,caseiro,caseira,funcionario,funcionaria,funcionarios,domestica,secretaria,piscineiro,passadeira,cozinheira,pedreiro,ajudante,estagiario,estagiaria,personal,manicure,enfermeira,acompanhante",
);

/** "salário da babá 1200", "13º da diarista": wages the person pays, never the person's own pay. */
/** Said of someone's pay arriving: "o 13 dela caiu". */
const THEIRS_CAME = wordSet("caiu,veio,recebeu,ganhou,entrou,pagaram,depositaram,saiu");

function wagesPaid(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    // "13º" is read as "13" and "º"; "o 13 da empregada" is the thirteenth too
    const thirteenth = words[i] === "13";
    if (!PAY_NOUNS.has(words[i] as string) && !thirteenth) continue;
    let k = thirteenth && words[i + 1] === "º" ? i + 2 : i + 1;
    if (words[k] === "salario") k++; // "13º salário da diarista"
    // "paguei a diarista 160", then "e o 13 dela 400": someone else's thirteenth is booked when it is
    // paid to them ("o 13 dela caiu" is their money coming in)
    if (thirteenth && (words[k] === "dela" || words[k] === "dele") && !words.some((w) => THEIRS_CAME.has(w)))
      return true;
    if (words[k] !== "da" && words[k] !== "do" && words[k] !== "dos" && words[k] !== "das") continue;
    k++;
    if (words[k] === "minha" || words[k] === "meu" || words[k] === "nossa" || words[k] === "nosso") k++;
    if (HIRED.has(words[k] ?? "")) return true;
  }
  return false;
}

/** The whole count said at `i`, in digits or in words ("2", "duas"); 0 when none is. */
function countSaid(tokens: Token[], i: number): number {
  const token = tokens[i];
  if (token?.kind === "number") return /^\d+$/.test(token.folded) ? Number(token.folded) : 0;
  return token?.kind === "word" && isNumberWord(token.folded) ? (readWordNumber(tokens, i)?.value ?? 0) : 0;
}

/**
 * "2 camisetas de 50", "2 cafés de 7 cada": things counted, then a price after "de" / "a" that may
 * be each one's. `each` when "cada" says so; null when no count comes before the price.
 */
export function pricePerUnit(
  ctx: MessageContext,
  from = 0,
  to = ctx.words.length,
): { count: number; price: Span & { type: "amount" }; each: boolean } | null {
  const { words, tokens, scanned } = ctx;
  for (const sp of spansIn(scanned, from, to)) {
    // "caiu o 13 de 1.950": the thirteenth salary, no count of anything
    if (sp.type !== "nonMoney" || sp.score || sp.instalment || sp.bill || sp.thirteenth) continue;
    // "paguei 2 meses de condomínio, 900 cada": months (days, weeks) of something are counted too;
    // so are times gone ("fui 2 vezes no mercado, 40 cada")
    const counted = words[sp.start + 1] ?? "";
    // "abasteci 40 litros a 6,19", "2 kg de carne a 39,90": litres or kilos, then each one's price
    // after "a" (asked: "2 kg de carne 80" is what was paid)
    const measured = sp.end === sp.start + 2 && MEASURES.has(counted) && unitPriceAfter(ctx, sp.end, to);
    if (
      sp.end !== sp.start + 1 &&
      !(sp.end === sp.start + 2 && (SPANS_OF_TIME.has(counted) || counted === "vezes")) &&
      !measured
    )
      continue;
    if (measured)
      return { count: Number((words[sp.start] ?? "").replace(",", ".")), price: measured, each: false };
    // "comprei 2 camisetas de 50", and in a voice note "comprei duas camisetas de cinquenta"
    const count = countSaid(tokens, sp.start);
    if (count < 2 || MEASURES.has(words[sp.end] ?? "")) continue;
    const price = spansIn(scanned, sp.end + 1, Math.min(to, sp.end + 6)).find((a) => a.type === "amount");
    if (price?.type !== "amount") {
      // "cada cerveja foi 8 e tomei 4": each one's price said first, then how many were had
      const first = HAD.has(words[sp.start - 1] ?? "")
        ? spansIn(scanned, from, sp.start).find((a) => a.type === "amount" && eachOnesPrice(words, a, from))
        : undefined;
      if (first?.type === "amount" && count <= 30) return { count, price: first, each: true };
      continue;
    }
    const before = words[price.start - 1];
    // "fiz 3 faxinas, recebi 150 de cada": "de cada" (one) after the price is each one's too
    const fromEach = words[price.end] === "de" && words[price.end + 1] === "cada";
    const each = words[price.end] === "cada" || fromEach || eachWordBefore(words, sp.end, price.start) >= 0;
    // "vendi 30 brigadeiros a 2,50 cada": more than a handful only when "cada" says each one's
    // price, or "a" right after the things ("vendi 30 brigadeiros a 2,50", asked)
    if (count > 30 && !each && !(before === "a" && price.start === sp.end + 2)) continue;
    // "2 pizzas, 45 cada", "10 bolos por 25 reais cada", "2 ingressos 60 reais cada": the price of
    // each said on its own
    const own = before === "," || before === "por" || price.start === sp.end + 1 || each;
    if (before !== "de" && before !== "a" && !(each && own)) continue;
    return { count, price, each };
  }
  return null;
}

/**
 * The price said after "a" within a few words of a measure ("40 litros a 6,19", "2 kg de carne a
 * 39,90"), when it is the only amount there; null otherwise.
 */
function unitPriceAfter(ctx: MessageContext, from: number, to: number): (Span & { type: "amount" }) | false {
  const amounts = spansIn(ctx.scanned, from, to).filter((a) => a.type === "amount");
  const [price] = amounts;
  if (amounts.length !== 1 || price?.type !== "amount" || price.start > from + 4) return false;
  return ctx.words[price.start - 1] === "a" ? price : false;
}

/** Reads every record in the message; empty when none looks like money. */
/** Verbs of an investment paying out: "o tesouro pagou 210 de juros". */
const YIELDS = wordSet("juros,rendimento,rendimentos,dividendo,dividendos,proventos,jcp,cupom,cupons");
const YIELD_PAID = wordSet("pagou,pagaram,deu,rendeu,caiu,cairam,depositou,creditou");

export function readRecords(ctx: MessageContext): RecordIntent[] {
  const clauses = splitClauses(ctx);
  const out: RecordIntent[] = [];
  const dates = clauses.map((c) => firstDate(ctx, c.from, c.to));
  const ownDay = clauses.map((c) => dayLeadsRecord(ctx, c));
  let prevKind: RecordKind | null = null;
  let prevWork = false;
  let prevNoun = false;
  for (let k = 0; k < clauses.length; k++) {
    const c = clauses[k] as Clause;
    const amount = clauseAmount(ctx, c.from, c.to);
    if (!amount) continue;
    const verb = findKindVerb(ctx.words, c.from, c.to);
    const skip = ctx.scanned.masked;
    const anyCategory = findCategory(ctx.words, null, c.from, c.to, skip);
    const noun = nounKind(ctx.words, c.from, c.to);
    // "fiz uma venda de 80": a weak verb gives way to a noun saying money came in
    const byWork = verb !== null && !verb.strong && workDone(ctx.words, verb, c.from, c.to);
    // "fiz 320 de corrida e 60 de gasolina", "recebi 200 do freela⏎uber 15": what came in is not
    // what the next thing cost (said on a line of its own, or after work done)
    const ownLine = ctx.words[c.from - 1] === ";" || ctx.words[c.from - 1] === ".";
    // "fiz 420 no uber e 180 no ifood": another app worked for is more work, not a meal ordered
    const spentAfterWork: boolean =
      verb === null &&
      (prevWork || (prevKind === "income" && ownLine)) &&
      !(prevWork && workNamed(ctx.words, c.from, c.to)) &&
      anyCategory !== null &&
      kindOfCategory(anyCategory.category) === "expense";
    // "salário 3000, aluguel 1200, luz 150": a kind said by a noun alone is that thing's, never the
    // next thing's, which is what its own category says (a verb's carries on: "recebi 500, 200 do bico")
    // ("uber 25 de ida e 31 de volta": the way back after spending is a leg, no money back)
    const legBack: boolean =
      prevKind === "expense" &&
      anyCategory?.category === "Reembolso" &&
      hasAny(ctx.words, LEGS, c.from, c.to);
    const ownKind: RecordKind | null | undefined =
      verb === null && noun === null && prevNoun && anyCategory !== null && !legBack
        ? kindOfCategory(anyCategory.category)
        : null;
    // "minha vó deu 100", "a amazon reembolsou 129": someone else gave it to the person
    const given = verb?.strong === true ? null : someoneGave(ctx.words, c.from, c.to);
    // "jantar 120 + 12 de gorjeta": a tip said after what was spent is spent too, with it
    const tipGiven: boolean =
      verb === null && prevKind === "expense" && ctx.words.slice(c.from, c.to).some((w) => TIPS.has(w));
    // "meu 13 veio 2.130", "o chefe adiantou metade do 13, 1.100": the thirteenth salary came in
    // ("paguei o 13 da diarista" pays someone else's)
    const thirteenth =
      verb?.strong !== true &&
      !wagesPaid(ctx.words, c.from, c.to) &&
      spansIn(ctx.scanned, c.from, c.to).some((sp) => sp.type === "nonMoney" && sp.thirteenth === true);
    // "o tesouro pagou 210 de juros", "o fii pagou 45 de dividendos": what an investment yielded
    const yielded =
      verb?.strong !== true &&
      noun === "investment" &&
      ctx.words.slice(c.from, c.to).some((w) => YIELDS.has(w)) &&
      ctx.words.slice(c.from, c.to).some((w) => YIELD_PAID.has(w));
    const kind: RecordKind =
      spentAfterWork || tipGiven
        ? "expense"
        : given || thirteenth || yielded
          ? "income"
          : ((verb && !verb.strong && (noun === "income" || byWork) ? "income" : verb?.kind) ??
            noun ??
            ownKind ??
            prevKind ??
            ctx.impliedKind ??
            "expense");
    // "comprei pão por 10 e leite por 6": later clauses carry on the verb of the first
    const carried = verb === null && prevKind !== null;
    const payment = readPayment(ctx.words, ctx.scanned, c.from, c.to, kind === "expense");
    if (
      !verb &&
      !carried &&
      !given &&
      !amount.marked &&
      ctx.impliedKind === null &&
      !looksLikeBareRecord(ctx, c, anyCategory !== null, payment !== null)
    )
      continue;
    if ((carried || verb?.strong === false) && !amount.marked && hasForeignVerb(ctx.words, c.from, c.to))
      continue;
    if (carried && hasScore(ctx, c.from, c.to)) continue;
    // "Você recebeu um Pix de R$ 50,00. Saldo disponível: R$ 1.200,00": what is in the account, not moved
    if (verb === null && balanceStated(ctx, c)) continue;
    // "peguei o 175": a weak verb and a bare number need something bought or a payment
    if (
      verb &&
      !verb.strong &&
      !amount.marked &&
      !anyCategory &&
      !payment &&
      !nounKind(ctx.words, c.from, c.to) &&
      !workDone(ctx.words, verb, c.from, c.to) &&
      !givenTo(ctx, verb, c.from, c.to) &&
      !thingCameTo(ctx, c, verb) &&
      // "entrou 3000 e saiu 1200": what went out beside what came in
      !(verb.word === "saiu" && prevKind === "income" && ctx.words[c.from - 1] === "e") &&
      // "paguei 35 no almoço hoje e ontem foi 28": another day of the same, what it came to
      !(prevKind !== null && CAME_TO_NOTE.has(verb.word) && saidDate(ctx, c.from, c.to) !== null)
    ) {
      if (verb.kind === "expense") continue;
    }
    if (verb?.strong !== true && saysNotHappened(ctx.words, c.from, c.to)) continue;
    if (verb && deniedVerb(ctx.words, verb.index)) continue;
    prevKind = kind;
    prevWork = byWork || (prevWork && verb === null && !spentAfterWork);
    prevNoun = verb === null;
    const ref = dates[k] ?? nearestDate(dates, k, ownDay);
    const date = ref ? resolvePast(ref, ctx.today) : ctx.today;
    let category: string;
    let hitEnd = -1;
    let hitStart = -1;
    if (kind === "investment") category = "Investimentos";
    else {
      const hit = findCategory(ctx.words, kind, c.from, c.to, skip);
      // "o mercado livre estornou 75": money given back is a refund, whoever gave it; a tip goes
      // where what it was given for went
      const tipped = tipGiven ? out[out.length - 1] : undefined;
      category =
        given === "back" || (verb !== null && kind === "income" && GIVEN_BACK.has(verb.word))
          ? "Reembolso"
          : tipped?.intent === "record"
            ? tipped.category
            : (hit?.category ?? fallbackCategory(kind));
      if (
        category === "Contas" &&
        ((verb && PURCHASE_VERBS.has(verb.word)) || (payment !== null && payment.installments > 1)) &&
        hit &&
        DEVICE_WORDS.has(ctx.words[hit.start] ?? "") &&
        // "comprei 40 de crédito pro celular": a top-up, not a phone
        !ctx.words.some((w, k) => k >= c.from && k < hit.start && w === "credito" && toppedUp(ctx.words, k))
      ) {
        category = "Compras";
      }
      // "quatro e cinquenta de passagem": a fare in town, not a trip
      if (category === "Viagem" && hit && fareInTown(ctx.words, hit, c.from, c.to, amount.centavos))
        category = "Transporte";
      if (kind === "expense") category = overrideCategory(ctx.words, c.from, c.to, category);
      if (hit) {
        hitStart = hit.start;
        hitEnd = hit.end;
      }
    }
    // "tv de 1200 em 3x no nubank" is a "tv": the card it was paid with is in `payment`
    const paidWith = kind === "expense" ? paymentCardTokens(ctx.words, c.from, c.to) : undefined;
    const description =
      describeClause(ctx, c.from, c.to, undefined, paidWith) ||
      (hitStart >= 0
        ? ctx.tokens
            .slice(hitStart, hitEnd)
            .map((t) => t.original.toLowerCase())
            .join(" ")
        : // "paguei um boleto 120", "paguei o cartão 2300": what was paid, not "outros"
          FALLBACK_CATEGORIES.has(category) && paidCardBill(ctx.words, c.from, c.to)
          ? "fatura cartão"
          : payment?.method === "boleto" && FALLBACK_CATEGORIES.has(category)
            ? "boleto"
            : category.toLowerCase());
    // "2 cafés de 7 cada": the price of each, times the count
    const unit = pricePerUnit(ctx, c.from, c.to);
    const centavos =
      unit?.each && unit.price.centavos === amount.centavos ? amount.centavos * unit.count : amount.centavos;
    const record: RecordIntent = {
      intent: "record",
      kind,
      amount: centavos / 100,
      date: toIso(date),
      category,
      description,
      recurrence: readRecurrence(ctx.words, ctx.scanned, c.from, c.to, date.d),
      payment,
    };
    if (ref) record.dated = true;
    if (kind === "investment") record.goal = goalOfRecord(ctx, c.from, c.to);
    // "uber 18 ida e 22 volta": the way back is the same thing as the way there
    const before = out[out.length - 1];
    if (
      before &&
      before.kind === kind &&
      record.category === fallbackCategory(kind) &&
      onlyLegWords(ctx, c)
    ) {
      Object.assign(record, legOf(before, record.description));
    } else if (
      before &&
      before.kind === kind &&
      record.category === fallbackCategory(kind) &&
      wordless(ctx, c)
    ) {
      // "35 de uber hoje e 28 ontem": a clause of only an amount and a day is the same thing again
      record.category = before.category;
      record.description = before.description;
    }
    out.push(record);
  }
  if (out.length > 1) {
    shareSaidOncePayment(ctx, out);
    pairListed(ctx, out);
  }
  return out;
}

/** What may stand between amounts listed together: "55,90 e 21,90", "10, 20 e 30 reais". */
const LIST_GLUE = new Set(["e", ",", "reais", "real", "r$", "respectivamente", "cada", "."]);

/**
 * "netflix e spotify 55,90 e 21,90": things named in a list, then their amounts in the same order.
 * Each record takes the thing in its place, instead of the whole list as the first one's and the
 * same again for the rest.
 */
function pairListed(ctx: MessageContext, records: RecordIntent[]): void {
  const { words } = ctx;
  const amounts = ctx.scanned.spans.filter(isAmountSpan);
  if (amounts.length !== records.length) return;
  const first = amounts[0] as Span;
  // after the first amount: only the other amounts and the glue between them
  for (let i = first.end; i < words.length; i++) {
    const owner = ctx.scanned.owner[i] ?? -1;
    if (owner >= 0 && isAmountSpan(ctx.scanned.spans[owner] as Span)) continue;
    if (!LIST_GLUE.has(words[i] as string)) return;
  }
  // before it: a verb, then the things, one per "e" or ","
  const verb = findKindVerb(words, 0, first.start);
  let from = verb && verb.index === 0 ? 1 : 0;
  const items: { from: number; to: number }[] = [];
  for (let i = from; i <= first.start; i++) {
    if (i < first.start && !BOUNDARIES.has(words[i] as string)) continue;
    if (i > from) items.push({ from, to: i });
    from = i + 1;
  }
  if (items.length !== records.length) return;
  const kind = (records[0] as RecordIntent).kind;
  if (kind === "investment" || records.some((r) => r.kind !== kind)) return;
  const named = items.map((it) => ({
    hit: findCategory(words, kind, it.from, it.to, ctx.scanned.masked),
    description: describeClause(ctx, it.from, it.to),
  }));
  // every thing must say what it is, or the list is not one of things
  if (named.some((n) => !n.hit && !n.description)) return;
  records.forEach((r, k) => {
    const n = named[k] as (typeof named)[number];
    const it = items[k] as (typeof items)[number];
    const category = n.hit?.category ?? fallbackCategory(kind);
    r.category = kind === "expense" ? overrideCategory(words, it.from, it.to, category) : category;
    r.description = n.description || category.toLowerCase();
  });
}

/**
 * "…, tudo no débito", "paguei no pix 60 no mercado e 40 na padaria": a payment said once for all
 * items (or before the first amount) applies to every item without one.
 */
function shareSaidOncePayment(ctx: MessageContext, records: RecordIntent[]): void {
  const all = ctx.words.findIndex(
    (w) => w === "tudo" || w === "ambos" || w === "ambas" || w === "todos" || w === "todas",
  );
  const first = ctx.scanned.spans.find(isAmountSpan);
  const shared =
    all >= 0
      ? readPayment(ctx.words, ctx.scanned, all, Math.min(ctx.words.length, all + 6), true)
      : first
        ? readPayment(ctx.words, ctx.scanned, 0, first.start, true)
        : null;
  if (!shared?.method && !shared?.card) return;
  for (const r of records) {
    if (r.kind !== "expense") continue;
    if (!r.payment) r.payment = { ...shared, installments: 1 };
    else {
      r.payment.method ??= shared.method;
      r.payment.card ??= shared.card;
    }
  }
}

const LEG_WORDS = new Set([
  "ida",
  "volta",
  "voltar",
  "vinda",
  "retorno",
  "de",
  "na",
  "a",
  "e",
  "pra",
  "para",
  "foi",
  "noite",
  "manha",
  "tarde",
]);

/** Words that bring in where a leg goes or comes from, once the leg is said ("pra voltar do trabalho"). */
const LEG_PLACE = new Set(["do", "da", "de", "pra", "pro", "para", "no", "na", "ao", "em", "até", "ate"]);

/**
 * A clause that names only a leg of a trip ("e 22 volta", "22 na volta"), besides its amount, and
 * perhaps where it goes ("e 28 pra voltar do trabalho").
 */
function onlyLegWords(ctx: MessageContext, c: Clause): boolean {
  let leg = false;
  for (let i = c.from; i < c.to; i++) {
    if (ctx.scanned.owner[i] !== -1) continue;
    const w = ctx.words[i] as string;
    if (leg && LEG_PLACE.has(w)) return true;
    if (!LEG_WORDS.has(w)) return false;
    if (TRIP_LEGS.has(w)) leg = true;
  }
  return leg;
}

// A clause that says nothing but its amount, its day and glue.
function wordless(ctx: MessageContext, c: Clause): boolean {
  for (let i = c.from; i < c.to; i++) {
    if (ctx.scanned.owner[i] !== -1) continue;
    if (!CLAUSE_GLUE.has(ctx.words[i] as string)) return false;
  }
  return true;
}

const CLAUSE_GLUE = new Set([
  "e",
  ",",
  ".",
  "mais",
  "tambem",
  "tb",
  "reais",
  "r$",
  "no",
  "na",
  "de",
  "dia",
  "foi",
  "um",
  "uma",
  "outro",
  "outra",
]);

/**
 * The day of a clause that says none: the one said before it, else the next one said, unless that
 * one opens a record of its own ("gastei 40 no mercado e ontem mais 60": the 60 is yesterday's,
 * the 40 today's); a day said at the end ("40 no mercado e 60 na farmácia ontem") is both.
 */
function nearestDate(dates: (DateRef | null)[], k: number, ownDay: readonly boolean[]): DateRef | null {
  for (let j = k - 1; j >= 0; j--) if (dates[j]) return dates[j] as DateRef;
  for (let j = k + 1; j < dates.length; j++) if (dates[j]) return ownDay[j] ? null : (dates[j] as DateRef);
  return null;
}

/** Words that may come between a clause's start and the day that opens it ("e ontem", ", daí hoje"). */
const BEFORE_OWN_DAY = new Set("e , mas depois dai ai ja tambem tb tbm na no em dia".split(" "));

/**
 * A clause that opens with its day and then says its own amount ("e ontem mais 60", ", hoje 35 de
 * uber"): that day is its record's alone.
 */
function dayLeadsRecord(ctx: MessageContext, c: Clause): boolean {
  const day = firstDateSpan(ctx, c.from, c.to);
  if (!day) return false;
  for (let i = c.from; i < day.start; i++) if (!BEFORE_OWN_DAY.has(ctx.words[i] as string)) return false;
  return spansIn(ctx.scanned, day.end, c.to).some((sp) => sp.type === "amount");
}

/**
 * A clause with no money verb and no currency word ("mercado 50") is a record only when it
 * names something people pay for, or a payment, and reads like a note, not a sentence.
 */
function looksLikeBareRecord(
  ctx: MessageContext,
  c: Clause,
  hasCategory: boolean,
  hasPayment: boolean,
): boolean {
  const { words } = ctx;
  if (hasForeignVerb(words, c.from, c.to)) return false;
  // "o limite de idade é 12": a cap that is not a spending limit is not money either
  if (hasAny(words, CAP_WORDS, c.from, c.to)) return false;
  for (let i = c.from; i < c.to; i++) {
    const w = words[i] as string;
    if (w === "?" || (QUESTION_WORDS.has(w) && w !== "que")) return false;
  }
  if (hasScore(ctx, c.from, c.to)) return false;
  if (hasCategory || hasPayment) return true;
  if (hasAny(words, MONEY_NOUNS, c.from, c.to) || nounKind(words, c.from, c.to)) return true;
  const hasRecurrence = spansIn(ctx.scanned, c.from, c.to).some((sp) => sp.type === "recurDay");
  return (
    hasRecurrence ||
    words.slice(c.from, c.to).some((w) => w === "fixo" || w === "fixa" || w === "mensal") ||
    isShortNote(ctx, c)
  );
}

/** Words that count or rank things: "sala 12", "nota 10", "capítulo 5" are not prices. */
const NOT_PRICED = new Set(
  "nota,notas,sala,andar,aula,aulas,capitulo,pagina,item,numero,senha,codigo,placar,nivel,fase,temporada,episodio,idade,bloco,linha,versao,tamanho,camisa,time,jogo,vitoria,derrota,gol,gols,ponto,pontos,grau,graus,rodada,posicao,lugar,turma,serie,ano,semestre,periodo,tentativa,vez,vezes,questao,exercicio,desconto,descontos,troco,saldo,lucro,prejuizo,diferenca,nos,eles,elas,voces,vcs".split(
    ",",
  ),
);

/**
 * "tortinha 12", "xerox 6,50", "fralda 89": one or two words and the amount at an end, nothing
 * else. A note people keep of what they paid, filed under the fallback category when no word
 * names one (the reply says where it went, and "muda pra …" moves it).
 */
function isShortNote(ctx: MessageContext, c: Clause): boolean {
  const { words } = ctx;
  const amounts = spansIn(ctx.scanned, c.from, c.to).filter((sp) => sp.type === "amount");
  const amount = amounts[0];
  if (amounts.length !== 1 || !amount) return false;
  let content = 0;
  let last = c.to;
  while (last > c.from && (words[last - 1] === "." || words[last - 1] === "!")) last--;
  // "e xerox 8", "mais pão 6": a note carried on from the message before
  let first = c.from;
  while (first < amount.start && NOTE_LEAD.has(words[first] as string)) first++;
  // "e a volta 21", "a ida 30": a leg of a trip, after its article
  if (THE_THING.has(words[first] ?? "") && LEGS.has(words[first + 1] ?? "")) first++;
  // "o conserto da máquina foi 2 mil", "a diarista deu 150": a thing and what it came to
  const cameTo =
    amount.end === last && amount.start > first && CAME_TO_NOTE.has(words[amount.start - 1] ?? "");
  if (cameTo) while (first < amount.start && THE_THING.has(words[first] as string)) first++;
  if (amount.start !== first && amount.end !== last) return false;
  const from = amount.start === first ? amount.end : first;
  const to = amount.start === first ? last : cameTo ? amount.start - 1 : amount.start;
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    // "torta de morango 12": glue between two words; "8 de xerox": what the amount was for
    // "pudim de 35": a price said with "de" after the thing
    const priced = w === "de" && i === to - 1 && i > from && amount.start === to;
    if (NOTE_GLUE.has(w) && (((i > from || amount.start === first) && i < to - 1) || priced)) continue;
    // "parcela 5/10 350", "uber 7h45 22": which instalment, what time, said with the note
    const sp = ctx.scanned.spans[ctx.scanned.owner[i] ?? -1];
    if (sp?.type === "nonMoney" && (sp.instalment || sp.aside)) continue;
    if (ctx.scanned.masked[i] === 1) return false;
    if (!/^\p{L}{3,}$/u.test(w) || NOT_PRICED.has(w) || /^(k+|(ha)+|(he)+|rs+)$/.test(w) || EXCLAIMED.has(w))
      return false;
    if ((cameTo && NOT_A_THING.has(w)) || WAS.has(w)) return false;
    content++;
  }
  return content >= 1 && content <= 3;
}

/**
 * "o conserto da máquina foi 2 mil", "a diarista deu 150", "frete saiu 30": a thing named, what it
 * came to right before the amount, and nothing after. What was paid for it, whatever it was: filed
 * under the fallback category when no word names one.
 */
function thingCameTo(ctx: MessageContext, c: Clause, verb: KindHit): boolean {
  const amount = spansIn(ctx.scanned, c.from, c.to).find((sp) => sp.type === "amount");
  // "a conta deu 240, minha parte foi 60": the whole came to, then the person's part is the amount
  const whole = ctx.scanned.spans.some((sp) => sp.type === "total" && sp.start === verb.index + 1);
  if (
    !CAME_TO_NOTE.has(verb.word) ||
    amount?.type !== "amount" ||
    (amount.start !== verb.index + 1 && !whole)
  )
    return false;
  // "a prova foi 8", "a festa foi 10": a small bare number after "foi" is as often a grade as a price
  if (!amount.marked && amount.centavos <= 1000) return false;
  // "éramos 5 e a conta deu 250", "a conta deu 250, dividi com mais 4", "a conta deu 240, minha
  // parte foi 60": with the people it was shared by, or the person's part of it, "a conta" is a bill
  if (
    ctx.words[verb.index - 1] === "conta" &&
    (whole || ctx.scanned.spans.some((sp) => sp.type === "shared"))
  )
    return true;
  return isShortNote(ctx, c);
}

const NOTE_GLUE = new Set(["de", "do", "da", "com", "no", "na"]);
/** What a thing came to, said right before its amount: "o conserto foi 2 mil", "o frete saiu 30". */
const CAME_TO_NOTE = new Set(["foi", "deu", "ficou", "saiu", "custou"]);
/** "e era 45": a verb of being names no thing bought. */
const WAS = new Set(["era", "eram", "foram", "seria", "sera"]);
/** Said before the thing that came to an amount: "o conserto", "minha revisão". */
const THE_THING = new Set(["o", "a", "os", "as", "meu", "minha", "meus", "minhas", "nosso", "nossa"]);
/** Words that name no thing paid for before "foi 10": "ele foi 10", "tudo deu 50", "hoje foi 30". */
const NOT_A_THING = new Set(
  "ele,ela,eles,elas,isso,isto,aquilo,esse,essa,este,esta,tudo,todo,toda,voce,eu,nos,hoje,ontem,dia,semana,mes,total,valor,conta,resultado,media,placar,nota,sim,nao,mas,parcela,parcelas,primeira,primeiro,segunda,segundo,terceira,terceiro,ultima,ultimo".split(
    ",",
  ),
);
/** Interjections name nothing bought: "eita 45", "putz 45" are an amount alone. */
const EXCLAIMED = new Set([
  "eita",
  "putz",
  "poxa",
  "vixe",
  "ixi",
  "caramba",
  "aff",
  "ops",
  "opa",
  "oops",
  "epa",
]);
// ("e um pudim de 35", "uma tapioca 12": the article before the thing too)
const NOTE_LEAD = new Set(["e", "mais", "tambem", "tb", "tbm", "um", "uma"]);

/**
 * "comprei 2 camisetas", "tomei duas cervejas": how many things were bought, a whole count from 2
 * to 99 read as no money right before a thing people buy; null when none is.
 */
function countOfThings(ctx: MessageContext): number | null {
  for (const sp of ctx.scanned.spans) {
    if (sp.type !== "nonMoney" || sp.score || sp.headCount || sp.instalment || sp.aside) continue;
    if (!namesThing(ctx.words[sp.end] ?? "")) continue;
    const n = countSaid(ctx.tokens, sp.start);
    if (n >= 2 && n <= 99) return n;
  }
  return null;
}

/** "gastei no mercado": a money message without an amount, or null when it is not one. */
/** Said before a thing named, with nothing spent yet: "vou no mercado", "amanhã tem feira". */
const NOT_YET = wordSet(
  "vou,vamos,vai,quero,queria,preciso,precisa,tenho,tem,amanha,depois,nao,nunca,sempre,todo,toda,costumo,pensando,se,acho",
);
/** Stopping somewhere: "passei no hortifruti", "fui na farmácia". */
const STOPPED_AT = wordSet("passei,fui,parei,dei");
const NOTE_OPENERS = wordSet("o,a,os,as,um,uma,meu,minha");

/**
 * "lanche da tarde", "2 ingressos de cinema", "passei no hortifruti": a thing bought named with no
 * verb and no amount, the note of a spending whose amount comes next (an expense, read as "comprei");
 * null for anything else ("no mercado" after a record says where it went; "vou no mercado" is ahead).
 */
function noteOfSpending(ctx: MessageContext): KindHit | null {
  const { words } = ctx;
  if (words.length > 8 || words.some((w) => NOT_YET.has(w)) || hasForeignVerb(words)) return null;
  const hit = findCategory(words, "expense", 0, words.length, ctx.scanned.masked);
  if (!hit) return null;
  let at = 0;
  if (STOPPED_AT.has(words[0] ?? "") && (words[1] === "no" || words[1] === "na" || words[1] === "em")) at = 2;
  else {
    while (NOTE_OPENERS.has(words[at] ?? "")) at++;
    const first = ctx.scanned.spans[ctx.scanned.owner[at] ?? -1];
    if (first?.type === "nonMoney" && first.start === at) at = first.end;
  }
  // "o carro é 2019", "financiamento até 2027": a year, a day or any other number says more
  if (ctx.scanned.spans.some((sp) => sp.start >= at)) return null;
  return hit.start === at ? { kind: "expense", strong: true, index: -1, word: "" } : null;
}

export function readIncomplete(ctx: MessageContext): IncompleteIntent | null {
  const { words } = ctx;
  const spans = ctx.scanned.spans;
  // a score means sport, an amount that was refused means it was not money after all
  if (spans.some((sp) => sp.type === "amount" || (sp.type === "nonMoney" && sp.score))) return null;
  if (words.includes("?") || QUESTION_WORDS.has(words[0] ?? "")) return null;
  // "dividi o uber com a ana": a bill shared with the people named, its amount still unsaid
  const shared = spans.find((sp) => sp.type === "shared");
  // "tomei 4 cervejas", "comi 2 coxinha", "vendi 3 pastel": things had or sold, counted, their
  // price unsaid
  const had = spans.find((sp) => sp.type === "nonMoney" && sp.had);
  const sold = had !== undefined && SOLD.has(words[had.start - 1] as string);
  const verb = had
    ? {
        kind: sold ? ("income" as const) : ("expense" as const),
        strong: true,
        index: had.start - 1,
        word: words[had.start - 1] as string,
      }
    : (findKindVerb(words) ??
      (shared ? { kind: "expense" as const, strong: true, index: shared.start, word: "dividi" } : null) ??
      noteOfSpending(ctx));
  if (!verb) return null;
  // "fiz 30 anos": a weak verb next to a counted thing is not money; "comprei 2 ingressos" is
  if (!verb.strong && spans.some((sp) => sp.type === "nonMoney")) return null;
  const hit = findCategory(
    words,
    verb.kind === "investment" ? null : verb.kind,
    0,
    words.length,
    ctx.scanned.masked,
  );
  if (!verb.strong && !hit && !hasAny(words, MONEY_NOUNS)) return null;
  if (!verb.strong && hasForeignVerb(words)) return null;
  if (!verb.strong && saysNotHappened(words)) return null;
  if (deniedVerb(words, verb.index)) return null;
  const result: IncompleteIntent = { intent: "incomplete", kind: verb.kind, missing: ["amount"] };
  if (shared?.type === "shared" && verb.kind === "expense")
    if (shared.people > 0)
      result.shared = { people: shared.people, ...(shared.names?.length ? { names: shared.names } : {}) };
    else result.part = {};
  if (verb.kind === "investment") result.category = "Investimentos";
  else if (hit) result.category = hit.category;
  const count = verb.kind !== "investment" ? countOfThings(ctx) : null;
  if (count !== null) result.count = count;
  const ref = firstDate(ctx, 0, words.length);
  if (ref) result.date = toIso(resolvePast(ref, ctx.today));
  const paidWith = verb.kind === "expense" ? paymentCardTokens(words, 0, words.length) : undefined;
  const description = describeClause(ctx, 0, words.length, undefined, paidWith);
  if (description) result.description = description;
  // "paguei o condomínio no pix": how it was paid, kept for when the amount is known
  const payment = verb.kind === "expense" ? readPayment(words, ctx.scanned, 0, words.length, false) : null;
  if (payment?.method) result.payment = payment;
  return result;
}
