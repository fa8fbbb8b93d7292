import { type Book, type Interpretation, labelForBook, replyLimitAlert } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { ChatAccess } from "../../billing/feature-lock.ts";
import { alertsToSay, type LimitAlert } from "../../books/limit-alerts.ts";
import type { BooksActor } from "../../books/operation.ts";
import { preloaded } from "../../books/preloaded-reads.ts";
import { findPlannedPurchase, type PlannedPurchase } from "../../planning/future/planned-purchases.ts";
import type { Turn } from "../turn.ts";

/** What the planning handlers need from the message being answered. */
export interface PlanningContext {
  tx: SqlRunner;
  userId: number;
  messageId: number;
  now: Date;
  /** Today in São Paulo, YYYY-MM-DD. */
  today: string;
  understand: (text: string, now: Date) => Interpretation[];
  /** Messages to send after the reply (limit alerts), in order. */
  followUps: string[];
  /** The books the message is about (business edition); personal when absent. */
  book?: Book;
  /** Whether what is said about the books names them (the person keeps both). */
  labelled?: boolean;
  /** The person's plans, for the features only some include; everything is allowed when absent. */
  access?: ChatAccess;
  /** The conversation: questions asked here wait for the next message; what is talked about is remembered. */
  turn: Turn;
  /** Where the message came from: typed ("chat", the default) or read from a file ("media"). */
  source?: "chat" | "media";
}

/** Who changes the books for this message: the person, in the message's book, from the chat. */
export function chatActor(ctx: PlanningContext): BooksActor {
  return {
    userId: ctx.userId,
    book: ctx.book ?? "personal",
    source: ctx.source ?? "chat",
    now: ctx.now,
    messageId: ctx.messageId,
  };
}

/**
 * Queues the alerts a change owes after the reply (books/limit-alerts.ts, `alertsToSay`), each
 * named after its book once the person keeps both.
 */
export function announceAlerts(ctx: PlanningContext, alerts: readonly LimitAlert[]): void {
  for (const alert of alertsToSay(alerts, { today: ctx.today, plans: ctx.access?.plans }))
    ctx.followUps.push(labelForBook(replyLimitAlert(alert), alert.book, ctx.labelled ?? false));
}

/**
 * The planned purchase a description names, from the purchases read with the person's arrival
 * when they still hold (books/preloaded-reads.ts).
 */
export function findPlanned(ctx: PlanningContext, description: string): Promise<PlannedPurchase | null> {
  const book = ctx.book ?? "personal";
  return findPlannedPurchase(ctx.tx, {
    userId: ctx.userId,
    description,
    book,
    planned: preloaded(ctx.tx, ctx.userId, book)?.planned,
  });
}
