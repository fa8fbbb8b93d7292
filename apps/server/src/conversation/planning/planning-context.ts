import {
  type Book,
  featureGate,
  type Interpretation,
  labelForBook,
  replyLimitAlert,
  shiftMonth,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { ChatAccess } from "../../billing/feature-lock.ts";
import type { LimitAlert } from "../../books/limit-alerts.ts";
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
 * Queues a limit alert after the reply, named after its book once the person keeps both; only
 * for plans with automatic alerts (a monthly plan keeps its limits' marks, silently).
 */
function announceLimitAlert(ctx: PlanningContext, alert: LimitAlert): void {
  if (ctx.access && !featureGate(ctx.access.plans, "alerts").allowed) return;
  ctx.followUps.push(labelForBook(replyLimitAlert(alert), alert.book, ctx.labelled ?? false));
}

/**
 * Queues the alerts a change owes for the months being lived: this one, and the next (a purchase on
 * the card's next bill counts there). A change counted in another month (a late entry, an
 * instalment's later parts) has marked its thresholds without announcing them.
 */
export function announceAlerts(ctx: PlanningContext, alerts: readonly LimitAlert[]): void {
  const now = ctx.today.slice(0, 7);
  const next = shiftMonth(now, 1);
  for (const alert of alerts)
    if (alert.live ?? (alert.month === now || alert.month === next)) announceLimitAlert(ctx, alert);
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
