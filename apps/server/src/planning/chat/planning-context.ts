import type { Book, Interpretation } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

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
}
