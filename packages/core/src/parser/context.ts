/** What every reader of one message shares: tokens, folded words, the scan and today's date. */
import type { CivilDate } from "../calendar/index.ts";
import type { Token } from "./normalise.ts";
import type { ScanResult, Span } from "./scan.ts";
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
