/** What acting on one message needs: the person, the message, the turn, the access. */
import { type Book, type Interpretation, type PlanCode, saoPauloTodayIso } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { PlanningContext } from "./planning/index.ts";
import type { Turn } from "./turn.ts";

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
  /** The books this message is about; personal when absent. */
  book?: Book;
  /** Whether the reply names the book (the person keeps both). */
  labelled?: boolean;
  /** Filled with the messages to send after the reply (limit alerts). */
  followUps?: string[];
  /** The conversation this message is a turn of. */
  turn: Turn;
  /** The id of the reply button the person tapped ("q7-t2x9k0:sim"), when the message is one. */
  choiceId?: string | null;
}

export function planningContext(ctx: ActContext): PlanningContext {
  ctx.followUps ??= [];
  return {
    tx: ctx.tx,
    userId: ctx.userId,
    messageId: ctx.messageId,
    now: ctx.now,
    today: saoPauloTodayIso(ctx.now),
    understand: ctx.understand,
    followUps: ctx.followUps,
    book: ctx.book,
    labelled: ctx.labelled,
    access: { plans: ctx.plans, plansUrl: ctx.plansUrl },
    turn: ctx.turn,
  };
}
