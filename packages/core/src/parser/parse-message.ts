/**
 * The public entry point of message understanding (shared/specs/message-contract.md):
 * pure, deterministic, offline. Dates are calendar dates in America/Sao_Paulo.
 */
import { saoPauloToday } from "../calendar/index.ts";
import type { MessageContext } from "./context.ts";
import {
  isCorrection,
  isDashboard,
  isDeleteLast,
  isEditLast,
  isGreeting,
  isHelp,
  isHowTo,
  queryMetric,
  readQuery,
} from "./intents.ts";
import { tokenise } from "./normalise.ts";
import { readIncomplete, readRecords } from "./records.ts";
import { isReminder, readReminder } from "./reminders.ts";
import { scan } from "./scan.ts";
import type { EditLastIntent, Interpretation } from "./types.ts";

/** Longest message read; the rest of a longer one is ignored (WhatsApp caps text at 4,096). */
export const MAX_MESSAGE_LENGTH = 4096;

/**
 * Understands one message: a list of interpretations, in the order they appear.
 * @example parseMessage("gastei 50 no mercado ontem", new Date("2026-11-22T12:00:00-03:00"))
 * // [{ intent: "record", kind: "expense", amount: 50, date: "2026-11-21", category: "Mercado", … }]
 */
export function parseMessage(text: string, now: Date): Interpretation[] {
  if (Number.isNaN(now.getTime())) throw new RangeError("parseMessage: invalid date for now");
  const tokens = tokenise(text.length > MAX_MESSAGE_LENGTH ? text.slice(0, MAX_MESSAGE_LENGTH) : text);
  const words: string[] = new Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) words[i] = (tokens[i] as (typeof tokens)[number]).f;
  if (words.length === 0) return [{ intent: "unknown" }];
  const ctx: MessageContext = { tokens, words, scanned: scan(tokens), today: saoPauloToday(now) };

  if (isReminder(words)) return [readReminder(ctx)];
  if (isDeleteLast(words)) return [{ intent: "delete_last", count: 1 }];
  if (isEditLast(words)) {
    const amount = bestAmount(ctx);
    return amount === null ? [{ intent: "unknown" }] : [editAmount(amount)];
  }
  if (isDashboard(words)) return [{ intent: "dashboard_link" }];
  if (isCorrection(words)) {
    const amount = bestAmount(ctx);
    if (amount !== null) return [editAmount(amount)];
  }
  const noAmount = bestAmount(ctx) === null;
  if (noAmount && isHowTo(words)) return [{ intent: "help" }];
  const metric = noAmount ? queryMetric(words) : null;
  if (metric) return [readQuery(ctx, metric)];
  const records = readRecords(ctx);
  if (records.length > 0) return records;
  const incomplete = readIncomplete(ctx);
  if (incomplete) return [incomplete];
  if (isHelp(words)) return [{ intent: "help" }];
  if (isGreeting(words)) return [{ intent: "greeting" }];
  return [{ intent: "unknown" }];
}

function editAmount(amount: number): EditLastIntent {
  return { intent: "edit_last", amount, category: null, date: null, description: null };
}

function bestAmount(ctx: MessageContext): number | null {
  let best: number | null = null;
  let score = -1;
  for (const sp of ctx.scanned.spans) {
    if (sp.type === "amount" && sp.score > score) {
      best = sp.centavos / 100;
      score = sp.score;
    }
  }
  return best;
}
