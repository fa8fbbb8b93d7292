/**
 * Records: split a message into clauses (one per amount), then read kind, amount, date,
 * category, recurrence and payment of each. A clause that does not look like money is dropped.
 */
import { toIso } from "./calendar.ts";
import { fallbackCategory, findCategory } from "./categories.ts";
import type { MessageContext } from "./context.ts";
import { resolvePast } from "./dates.ts";
import { describe } from "./describe.ts";
import { readPayment } from "./payment.ts";
import { readRecurrence } from "./recurrence.ts";
import type { DateRef, Span } from "./scan.ts";
import type { IncompleteIntent, RecordIntent, RecordKind } from "./types.ts";
import {
  findKindVerb,
  hasAny,
  hasForeignVerb,
  INCOME_NOUNS,
  INVEST_NOUNS,
  MONEY_NOUNS,
  QUESTION_WORDS,
} from "./vocabulary.ts";

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
    if (BOUNDARIES.has(w) && !(w === "mais" && words[i - 1] === "e")) {
      segments.push({ from: start, to: i, hasAmount });
      start = i + 1;
      hasAmount = false;
    }
  }
  segments.push({ from: start, to: words.length, hasAmount });
  const clauses: Clause[] = [];
  for (const seg of segments) {
    const last = clauses[clauses.length - 1];
    if (last && (!seg.hasAmount || !last.hasAmount)) {
      last.to = seg.to;
      last.hasAmount = last.hasAmount || seg.hasAmount;
    } else clauses.push({ ...seg });
  }
  return clauses;
}

function firstDate(ctx: MessageContext, from: number, to: number): DateRef | null {
  for (const sp of ctx.scanned.spans) {
    if (sp.type === "date" && sp.start >= from && sp.start < to) return sp.date;
  }
  return null;
}

function hasScore(ctx: MessageContext, from: number, to: number): boolean {
  return ctx.scanned.spans.some(
    (sp) => sp.type === "nonMoney" && sp.score && sp.start >= from && sp.start < to,
  );
}

interface ClauseAmount {
  centavos: number;
  marked: boolean;
}

function clauseAmount(ctx: MessageContext, from: number, to: number): ClauseAmount | null {
  let best: (Span & { type: "amount" }) | null = null;
  let inst: (Span & { type: "instalments" }) | null = null;
  for (const sp of ctx.scanned.spans) {
    if (sp.start < from || sp.start >= to) continue;
    if (sp.type === "amount" && (!best || sp.score > best.score)) best = sp;
    if (sp.type === "instalments" && sp.per !== null && !inst) inst = sp;
  }
  if (best) return { centavos: best.centavos, marked: best.marked };
  if (inst && inst.per !== null) return { centavos: inst.per * inst.count, marked: true };
  return null;
}

function nounKind(words: readonly string[], from: number, to: number): RecordKind | null {
  if (hasAny(words, INCOME_NOUNS, from, to)) return "income";
  if (hasAny(words, INVEST_NOUNS, from, to)) return "investment";
  return null;
}

/** Reads every record in the message; empty when none looks like money. */
export function readRecords(ctx: MessageContext): RecordIntent[] {
  const clauses = splitClauses(ctx);
  const out: RecordIntent[] = [];
  const dates = clauses.map((c) => firstDate(ctx, c.from, c.to));
  let prevKind: RecordKind | null = null;
  for (let k = 0; k < clauses.length; k++) {
    const c = clauses[k] as Clause;
    const amount = clauseAmount(ctx, c.from, c.to);
    if (!amount) continue;
    const verb = findKindVerb(ctx.words, c.from, c.to);
    const skip = (i: number) => {
      const s = ctx.scanned.owner[i] ?? -1;
      return s >= 0 && (ctx.scanned.spans[s] as Span).type !== "nonMoney";
    };
    const anyCategory = findCategory(ctx.words.slice(0, c.to), null, (i) => i < c.from || skip(i));
    const payment = readPayment(ctx.words, ctx.scanned, c.from, c.to);
    const kind: RecordKind = verb?.kind ?? nounKind(ctx.words, c.from, c.to) ?? prevKind ?? "expense";
    if (!verb && !amount.marked && !looksLikeBareRecord(ctx, c, anyCategory !== null, payment !== null))
      continue;
    if (verb && !verb.strong && !amount.marked && hasForeignVerb(ctx.words, c.from, c.to)) continue;
    prevKind = kind;
    const ref = dates[k] ?? nearestDate(dates, k);
    const date = ref ? resolvePast(ref, ctx.today) : ctx.today;
    let category: string;
    let hitEnd = -1;
    let hitStart = -1;
    if (kind === "investment") category = "Investimentos";
    else {
      const hit = findCategory(ctx.words.slice(0, c.to), kind, (i) => i < c.from || skip(i));
      category = hit?.category ?? fallbackCategory(kind);
      if (hit) {
        hitStart = hit.start;
        hitEnd = hit.end;
      }
    }
    const description =
      describe(ctx, c.from, c.to) ||
      (hitStart >= 0
        ? ctx.tokens
            .slice(hitStart, hitEnd)
            .map((t) => t.o.toLowerCase())
            .join(" ")
        : category.toLowerCase());
    out.push({
      intent: "record",
      kind,
      amount: amount.centavos / 100,
      date: toIso(date),
      category,
      description,
      recurrence: readRecurrence(ctx.words, ctx.scanned, c.from, c.to, date.d),
      payment,
    });
  }
  return out;
}

function nearestDate(dates: (DateRef | null)[], k: number): DateRef | null {
  for (let j = k - 1; j >= 0; j--) if (dates[j]) return dates[j] as DateRef;
  for (let j = k + 1; j < dates.length; j++) if (dates[j]) return dates[j] as DateRef;
  return null;
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
  for (let i = c.from; i < c.to; i++) {
    const w = words[i] as string;
    if (w === "?" || (QUESTION_WORDS.has(w) && w !== "que")) return false;
  }
  if (hasScore(ctx, c.from, c.to)) return false;
  if (hasCategory || hasPayment) return true;
  if (hasAny(words, MONEY_NOUNS, c.from, c.to) || nounKind(words, c.from, c.to)) return true;
  const hasRecurrence = ctx.scanned.spans.some(
    (sp) => sp.type === "recurDay" && sp.start >= c.from && sp.start < c.to,
  );
  return (
    hasRecurrence || words.slice(c.from, c.to).some((w) => w === "fixo" || w === "fixa" || w === "mensal")
  );
}

/** "gastei no mercado": a money message without an amount, or null when it is not one. */
export function readIncomplete(ctx: MessageContext): IncompleteIntent | null {
  const { words } = ctx;
  if (ctx.scanned.spans.some((sp) => sp.type === "nonMoney" || sp.type === "amount")) return null;
  if (words.includes("?") || QUESTION_WORDS.has(words[0] ?? "")) return null;
  const verb = findKindVerb(words);
  if (!verb) return null;
  const hit = findCategory(words, verb.kind === "investment" ? null : verb.kind);
  if (!verb.strong && !hit && !hasAny(words, MONEY_NOUNS)) return null;
  if (!verb.strong && hasForeignVerb(words)) return null;
  const result: IncompleteIntent = { intent: "incomplete", kind: verb.kind, missing: ["amount"] };
  if (verb.kind === "investment") result.category = "Investimentos";
  else if (hit) result.category = hit.category;
  const ref = firstDate(ctx, 0, words.length);
  if (ref) result.date = toIso(resolvePast(ref, ctx.today));
  const description = describe(ctx, 0, words.length);
  if (description) result.description = description;
  return result;
}
