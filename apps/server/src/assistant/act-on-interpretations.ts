import {
  type Book,
  bookReplyHeader,
  businessCategory,
  featureGate,
  type IncompleteIntent,
  type Interpretation,
  intentFeature,
  type PlanCode,
  type QueryIntent,
  type RecordIntent,
  reaisToCentavos,
  replyDashboardLink,
  replyDeleteLast,
  replyEditLast,
  replyFeatureLocked,
  replyGreeting,
  replyHelp,
  replyIncomplete,
  replyQuery,
  replyRecord,
  replyReminder,
  replyThanks,
  replyUnknown,
  saoPauloTodayIso,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { createReminder } from "../ledger/create-reminder.ts";
import { deleteLastRecord, editLastRecord } from "../ledger/last-record.ts";
import { savePendingIntent, takePendingIntent } from "../ledger/pending-intent.ts";
import { expensesByCategory, periodTotals } from "../ledger/query-books.ts";
import { recordTransaction } from "../ledger/record-transaction.ts";

export type Understand = (text: string, now: Date) => Interpretation[];

export interface ActContext {
  tx: SqlRunner;
  userId: number;
  userName: string | null;
  messageId: number;
  text: string;
  now: Date;
  understand: Understand;
  dashboardUrl: string;
  /** The plans the person holds now ("open": an instance where everything is allowed). */
  plans: readonly PlanCode[] | "open";
  plansUrl: string;
  /** The books this message is about. */
  book: Book;
  /** Whether the reply names the book (the person keeps both). */
  labelled: boolean;
}

const verbFor = { expense: "gastei", income: "recebi", investment: "investi" } as const;

// "50" after "gastei no mercado": read the amount with the parser by giving it the verb back.
function amountFromFollowUp(
  ctx: ActContext,
  pending: IncompleteIntent,
  results: Interpretation[],
): number | null {
  const only = results.length === 1 ? results[0] : undefined;
  if (only?.intent === "record") return only.amount;
  if (only?.intent !== "unknown" || !/\d|mil|cem|cento|reais|conto/i.test(ctx.text)) return null;
  const retry = ctx.understand(`${verbFor[pending.kind]} ${ctx.text}`, ctx.now);
  const record = retry.length === 1 && retry[0]?.intent === "record" ? retry[0] : undefined;
  return record ? record.amount : null;
}

function completeRecord(
  pending: IncompleteIntent,
  amount: number,
  ctx: ActContext,
  followUp?: Interpretation,
): RecordIntent {
  const extra = followUp?.intent === "record" ? followUp : undefined;
  return {
    intent: "record",
    kind: pending.kind,
    amount,
    date: pending.date ?? extra?.date ?? saoPauloTodayIso(ctx.now),
    category: pending.category ?? extra?.category ?? "",
    description: pending.description ?? extra?.description ?? "",
    recurrence: extra?.recurrence ?? null,
    payment: extra?.payment ?? null,
  };
}

// Cards, limits, goals and planned purchases are kept by the planning module; until it lands the
// assistant says so instead of pretending to have stored anything.
const PLANNING_NOT_YET =
  "Ainda não consigo guardar cartões, limites, metas ou compras planejadas pelo chat. Nada foi registrado.";

async function answerQuery(ctx: ActContext, q: QueryIntent): Promise<string> {
  const { tx, userId } = ctx;
  if (
    q.metric === "limit" ||
    q.metric === "card_bill" ||
    q.metric === "goal" ||
    q.metric === "future_purchases" ||
    q.metric === "list" ||
    q.metric === "reminders"
  )
    return PLANNING_NOT_YET;
  // Expenses and income can be asked for one category; the other metrics cover the whole books.
  const category = q.metric === "expenses" || q.metric === "income" ? q.category : null;
  const totals = await periodTotals(tx, userId, q.from, q.to, category, ctx.book);
  const top =
    q.metric === "top_category" || q.metric === "summary"
      ? await expensesByCategory(tx, userId, q.from, q.to, q.metric === "summary" ? 3 : 1, ctx.book)
      : [];
  return replyQuery(q, totals, top);
}

// The parser's categories are personal ones; a business record is placed from its own words.
function inBook(ctx: ActContext, item: RecordIntent): RecordIntent {
  return ctx.book === "business" ? { ...item, category: businessCategory(item.kind, ctx.text) } : item;
}

/** Once a person keeps both books, every answer about them says which one it is. */
function labelReply(ctx: ActContext, reply: string): string {
  return ctx.labelled ? `${bookReplyHeader(ctx.book)}\n${reply}` : reply;
}

async function actOnOne(ctx: ActContext, item: Interpretation): Promise<string> {
  const { tx, userId, messageId } = ctx;
  const feature = intentFeature(item);
  if (feature) {
    const gate = featureGate(ctx.plans, feature);
    if (!gate.allowed) return replyFeatureLocked(gate, ctx.plansUrl);
  }
  switch (item.intent) {
    case "record":
      return replyRecord(await recordTransaction(tx, userId, inBook(ctx, item), messageId, ctx.book));
    case "reminder":
      return replyReminder(await createReminder(tx, userId, item, messageId, ctx.book));
    case "query":
      return answerQuery(ctx, item);
    case "incomplete":
      await savePendingIntent(tx, userId, item, ctx.now);
      return replyIncomplete(item);
    case "delete_last":
      return replyDeleteLast(await deleteLastRecord(tx, userId, ctx.book));
    case "edit_last":
      if (item.amount === null || !(item.amount > 0)) return replyUnknown();
      return replyEditLast(await editLastRecord(tx, userId, reaisToCentavos(item.amount), ctx.book));
    case "dashboard_link":
      return replyDashboardLink(ctx.dashboardUrl);
    case "help":
      return replyHelp(ctx.dashboardUrl);
    case "greeting":
      return replyGreeting(ctx.userName);
    case "thanks":
      return replyThanks();
    case "card":
    case "limit":
    case "goal":
    case "future_purchase":
      return PLANNING_NOT_YET;
    case "unknown":
      return replyUnknown();
  }
}

/**
 * Understands one text message and acts on the books inside the caller's transaction.
 * @returns the reply text (several results of one message answer in one reply) and whether
 *   the message was only a greeting
 */
export async function actOnText(ctx: ActContext): Promise<{ reply: string; bareGreeting: boolean }> {
  const results = ctx.understand(ctx.text, ctx.now);
  const pending = await takePendingIntent(ctx.tx, ctx.userId, ctx.now);
  if (pending) {
    const amount = amountFromFollowUp(ctx, pending, results);
    if (amount !== null && amount > 0) {
      const record = inBook(ctx, completeRecord(pending, amount, ctx, results[0]));
      const recorded = await recordTransaction(ctx.tx, ctx.userId, record, ctx.messageId, ctx.book);
      return { reply: labelReply(ctx, replyRecord(recorded)), bareGreeting: false };
    }
  }
  const answers: string[] = [];
  for (const item of results.length > 0 ? results : [{ intent: "unknown" } as const]) {
    answers.push(await actOnOne(ctx, item));
  }
  const bareGreeting = results.length > 0 && results.every((r) => r.intent === "greeting");
  const reply = [...new Set(answers)].join("\n\n");
  return {
    reply: bareGreeting ? reply : labelReply(ctx, reply),
    bareGreeting,
  };
}
