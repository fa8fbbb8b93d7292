/**
 * Change given back (docs/message-understanding.md, "kind"): "paguei 100 no mercado e recebi 20 de
 * troco" spent 80, not 100 and 20 of income.
 */
import type { MessageContext } from "./context.ts";

/** Where the change is said apart from what was paid: "… e recebi 20 de troco", "…, troco de 12". */
const CLAUSE_STARTS = new Set(["e", ",", ";", "."]);

export interface ChangeGiven {
  /** The token range of the words about the change, to read the payment without them. */
  drop: [number, number];
  /** Centavos paid (the amount before) and given back. */
  paid: number;
  change: number;
}

/** The amount said as change ("20 de troco", "20 reais de troco", "troco de 20", "o troco foi 20"). */
function changeAmount(ctx: MessageContext, sp: { start: number; end: number }): [number, number] | null {
  const { words } = ctx;
  let k = sp.end;
  if (words[k] === "reais" || words[k] === "real" || words[k] === "conto") k++;
  if (words[k] === "de" && words[k + 1] === "troco") return [sp.start, k + 2];
  if (words[k] === "troco") return [sp.start, k + 1];
  for (let i = sp.start - 1; i >= Math.max(0, sp.start - 3); i--)
    if (words[i] === "troco") return [i, sp.end];
  return null;
}

/**
 * "paguei 100 no mercado e recebi 20 de troco", "dei 50 na padaria e voltou 12 de troco": an
 * amount paid, then in a clause of its own the change given back. Null when no change is said,
 * when nothing was said paid before it, or when the change is not less than what was paid.
 */
export function changeGiven(ctx: MessageContext): ChangeGiven | null {
  const { words, scanned } = ctx;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  if (amounts.length !== 2) return null;
  const [paid, change] = amounts as [(typeof amounts)[number], (typeof amounts)[number]];
  const said = changeAmount(ctx, change);
  if (!said) return null;
  let start = said[0];
  while (start > paid.end && !CLAUSE_STARTS.has(words[start - 1] as string)) start--;
  if (start <= paid.end) return null;
  if (change.centavos >= paid.centavos) return null;
  // nothing after the change but its end: "… de troco." or "… de troco hoje" is not read here
  let end = said[1];
  while (end < words.length && (words[end] === "." || words[end] === "!")) end++;
  if (end !== words.length) return null;
  return { drop: [start - 1, end], paid: paid.centavos, change: change.centavos };
}
