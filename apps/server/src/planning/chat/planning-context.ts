import { type Book, type Interpretation, labelForBook, replyLimitAlert } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { LimitAlert } from "../limits/limit-alerts.ts";

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
}

/** A limit alert as the chat says it: named after its book once the person keeps both. */
export function limitAlertText(ctx: PlanningContext, alert: LimitAlert): string {
  return labelForBook(replyLimitAlert(alert), alert.book, ctx.labelled ?? false);
}
