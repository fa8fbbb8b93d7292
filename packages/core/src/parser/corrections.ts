/**
 * Corrections and deletions of the last record: "não, era 1500", "o último foi no mercado, não
 * na padaria", "o último foi ontem", "muda a descrição do último para almoço", "apaga os dois últimos".
 * A correction never becomes a new record.
 */
import { toIso } from "../calendar/index.ts";
import { findCategory } from "./categories.ts";
import type { MessageContext } from "./context.ts";
import { resolvePast } from "./dates.ts";
import type { Span } from "./scan.ts";
import { readCount } from "./scan-words.ts";
import type { EditLastIntent } from "./types.ts";

const set = (s: string) => new Set(s.split(","));

const COUNT_TARGETS = set("ultimos,ultimas,registros,lancamentos,gastos,despesas,transacoes");
const NEGATION = set("nao,nem");

/** How many records "apaga os dois últimos" removes: 1 when no number is said (at most 50). */
export function deleteCount(ctx: MessageContext): number {
  const { words, tokens } = ctx;
  for (let i = 0; i < words.length; i++) {
    const c = readCount(tokens, i);
    if (!c || c.value < 1) continue;
    const before = words[i - 1] ?? "";
    const after = words[c.end] ?? "";
    if (COUNT_TARGETS.has(after) || before === "ultimos" || before === "ultimas")
      return Math.min(c.value, 50);
  }
  return 1;
}

function amountOf(ctx: MessageContext, from: number): number | null {
  let best: (Span & { type: "amount" }) | null = null;
  for (const sp of ctx.scanned.spans) {
    if (sp.type !== "amount" || sp.start < from) continue;
    // "era 45, não 54": the amount after a negation is the wrong one
    const prev = ctx.words[sp.start - 1] ?? "";
    if (
      NEGATION.has(prev) ||
      (NEGATION.has(ctx.words[sp.start - 2] ?? "") && (prev === "era" || prev === "foi"))
    )
      continue;
    if (!best || sp.score > best.score) best = sp;
  }
  return best ? best.centavos / 100 : null;
}

/** A category named positively: "no mercado, não na padaria" and "não era padaria, era mercado" give Mercado. */
function categoryOf(ctx: MessageContext): string | null {
  const { words, scanned } = ctx;
  let from = 0;
  while (from < words.length) {
    const hit = findCategory(words, null, from, words.length, scanned.masked);
    if (!hit) return null;
    const before = words.slice(Math.max(0, hit.start - 3), hit.start);
    if (!before.some((w) => NEGATION.has(w))) return hit.category;
    from = hit.end;
  }
  return null;
}

/** "muda a descrição do último para almoço com cliente": the words after "para". */
function descriptionOf(ctx: MessageContext): string | null {
  const { words, tokens } = ctx;
  const at = words.findIndex((w) => w === "descricao" || w === "nome" || w === "texto");
  if (at < 0) return null;
  let k = words.findIndex((w, i) => i > at && (w === "para" || w === "pra" || w === ":" || w === "e"));
  if (k < 0) return null;
  k++;
  const out: string[] = [];
  for (; k < words.length && out.length < 8; k++) {
    const token = tokens[k];
    if (!token || words[k] === "." || words[k] === "?") break;
    out.push(token.original);
  }
  const text = out.join(" ").trim();
  return text || null;
}

/** Reads what a correction changes; fields it does not name are null. */
export function readEdit(ctx: MessageContext, amountFrom = 0): EditLastIntent {
  const { words, scanned, today } = ctx;
  const description = descriptionOf(ctx);
  const asksCategory = words.includes("categoria") || description === null;
  let date: string | null = null;
  for (const sp of scanned.spans) {
    if (sp.type === "date") {
      date = toIso(resolvePast(sp.date, today));
      break;
    }
  }
  const touchesDate = words.includes("data") || words.includes("dia");
  const amount = description !== null ? null : amountOf(ctx, amountFrom);
  return {
    intent: "edit_last",
    amount: touchesDate && date !== null && !words.includes("valor") ? null : amount,
    // "não, o aluguel era 1500" names the record, it does not move it to another category
    category: asksCategory && (amount === null || words.includes("categoria")) ? categoryOf(ctx) : null,
    date,
    description,
  };
}
