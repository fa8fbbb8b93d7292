/** What every reader of one message shares: tokens, folded words, the scan and today's date. */
import type { CivilDate } from "../calendar/index.ts";
import type { Token } from "./normalise.ts";
import { type ScanResult, type Span, scan } from "./scan.ts";
import type { RecordKind } from "./types.ts";

export interface MessageContext {
  tokens: Token[];
  words: string[];
  scanned: ScanResult;
  today: CivilDate;
  /** The kind a preamble named ("registra uma receita de…"), used when no verb says it. */
  impliedKind: RecordKind | null;
}

/** The span covering token i, if any. */
export function spanAt(ctx: MessageContext, i: number): Span | undefined {
  const s = ctx.scanned.owner[i] ?? -1;
  return s >= 0 ? ctx.scanned.spans[s] : undefined;
}

/** The context of a message's tokens (the whole message, or a part read on its own). */
export function contextOf(tokens: Token[], today: CivilDate): MessageContext {
  const words: string[] = new Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) words[i] = (tokens[i] as Token).folded;
  return { tokens, words, scanned: scan(tokens), today, impliedKind: null };
}

/** The context of the message without the token ranges given ([from, to) each), read on its own. */
export function contextWithout(
  ctx: MessageContext,
  ranges: readonly (readonly [number, number])[],
): MessageContext {
  const kept = ctx.tokens.filter((_, i) => !ranges.some(([from, to]) => i >= from && i < to));
  return contextOf(kept, ctx.today);
}

/** Where the words end, before a final "." or "!" and an "aliás" or "na verdade" said last. */
export function contentEnd(words: readonly string[]): number {
  let end = words.length;
  if (words[end - 1] === "." || words[end - 1] === "!") end--;
  if (words[end - 1] === "alias") end--;
  else if (words[end - 2] === "na" && (words[end - 1] === "verdade" || words[end - 1] === "real")) end -= 2;
  if (end < words.length && words[end - 1] === ",") end--;
  return end;
}
