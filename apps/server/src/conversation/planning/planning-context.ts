import { type Book, featureGate, type Interpretation, labelForBook, replyLimitAlert } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { ChatAccess } from "../../billing/feature-lock.ts";
import type { LimitAlert } from "../../planning/limits/limit-alerts.ts";
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
}

/**
 * Queues a limit alert after the reply, named after its book once the person keeps both; only
 * for plans with automatic alerts (a monthly plan keeps its limits' marks, silently).
 */
export function announceLimitAlert(ctx: PlanningContext, alert: LimitAlert): void {
  if (ctx.access && !featureGate(ctx.access.plans, "alerts").allowed) return;
  ctx.followUps.push(labelForBook(replyLimitAlert(alert), alert.book, ctx.labelled ?? false));
}
