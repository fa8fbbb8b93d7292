/**
 * The public entry point of message understanding (docs/message-understanding.md):
 * pure, deterministic, offline. Dates are calendar dates in America/Sao_Paulo.
 */
import { saoPauloToday } from "../calendar/index.ts";
import { readCard } from "./cards.ts";
import type { MessageContext } from "./context.ts";
import { isGeneralQuestion, isGreeting, isThanks } from "./conversation.ts";
import { deleteCount, readEdit } from "./corrections.ts";
import {
  isCorrection,
  isDashboard,
  isDeleteLast,
  isEditLast,
  isHelp,
  isHowTo,
  namesLastAsSubject,
  queryMetric,
  readQuery,
} from "./intents.ts";
import { readLimit } from "./limits.ts";
import { tokenise } from "./normalise.ts";
import { isQuestion, readPlanningQuery } from "./planning-queries.ts";
import { readFuturePurchase, readGoal } from "./plans.ts";
import { readPreamble } from "./preamble.ts";
import { readIncomplete, readRecords } from "./records.ts";
import { isReminder, readReminder } from "./reminders.ts";
import { scan } from "./scan.ts";
import type { Interpretation, InvalidDate } from "./types.ts";

/** Longest message read; the rest of a longer one is ignored (WhatsApp caps text at 4,096). */
export const MAX_MESSAGE_LENGTH = 4096;

function contextOf(tokens: ReturnType<typeof tokenise>, today: MessageContext["today"]): MessageContext {
  const words: string[] = new Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) words[i] = (tokens[i] as (typeof tokens)[number]).folded;
  return { tokens, words, scanned: scan(tokens), today, impliedKind: null };
}

function nonexistentDate(ctx: MessageContext): InvalidDate | null {
  for (const sp of ctx.scanned.spans) {
    if (sp.type === "date" && sp.date.kind === "nonexistent") {
      return { day: sp.date.day, month: sp.date.month, year: sp.date.year };
    }
  }
  return null;
}

/**
 * Understands one message: a list of interpretations, in the order they appear.
 * @example parseMessage("gastei 50 no mercado ontem", new Date("2026-11-22T12:00:00-03:00"))
 * // [{ intent: "record", kind: "expense", amount: 50, date: "2026-11-21", category: "Mercado", … }]
 */
export function parseMessage(text: string, now: Date): Interpretation[] {
  if (Number.isNaN(now.getTime())) throw new RangeError("parseMessage: invalid date for now");
  const tokens = tokenise(text.length > MAX_MESSAGE_LENGTH ? text.slice(0, MAX_MESSAGE_LENGTH) : text);
  if (tokens.length === 0) return [{ intent: "unknown" }];
  const ctx = contextOf(tokens, saoPauloToday(now));
  const { words } = ctx;
  if (isThanks(words)) return [{ intent: "thanks" }];
  // "gastei 50 dia 30/02": recorded on no day at all, rather than on a day the person did not say
  const invalid = nonexistentDate(ctx);
  if (invalid) return [{ intent: "unknown", invalid_date: invalid }];
  const question = isQuestion(words);

  // questions about plans, lists and reminders come before anything that could create something
  const planningQuery = readPlanningQuery(ctx);
  if (planningQuery) return [planningQuery];
  if (!question && isReminder(words)) return [readReminder(ctx)];
  if (isDeleteLast(words)) return [{ intent: "delete_last", count: deleteCount(ctx) }];
  if (isEditLast(words)) return [readEdit(ctx)];
  if (isDashboard(words)) return [{ intent: "dashboard_link" }];
  if (isCorrection(words) || (namesLastAsSubject(words) && !question)) {
    const edit = readEdit(ctx);
    if (edit.amount !== null || edit.category !== null || edit.date !== null) return [edit];
  }
  if (isGeneralQuestion(words)) return [{ intent: "unknown" }];

  const card = readCard(ctx);
  if (card) return [card];
  const limit = readLimit(ctx);
  if (limit) return [limit];
  const goal = readGoal(ctx);
  if (goal) return [goal];
  const purchase = readFuturePurchase(ctx);
  if (purchase) return [purchase];

  const noAmount = !ctx.scanned.spans.some((sp) => sp.type === "amount");
  if (noAmount && isHowTo(words)) return [{ intent: "help" }];
  const metric = noAmount || question ? queryMetric(words) : null;
  if (metric) return [readQuery(ctx, metric)];

  if (!question) {
    const preamble = readPreamble(words);
    const body = preamble.end > 0 ? contextOf(tokens.slice(preamble.end), ctx.today) : ctx;
    body.impliedKind = preamble.kind;
    if (preamble.end > 0 && body.words.length > 0 && isReminder(body.words)) return [readReminder(body)];
    const records = readRecords(body);
    if (records.length > 0) return records;
    const incomplete = readIncomplete(body);
    if (incomplete) return [incomplete];
  }
  if (isHelp(words)) return [{ intent: "help" }];
  if (isGreeting(words)) return [{ intent: "greeting" }];
  return [{ intent: "unknown" }];
}
