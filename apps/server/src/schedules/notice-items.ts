import type { Book, PlanCode } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { Channel } from "../outbox/channel.ts";
import type { Notice } from "../outbox/enqueue-notice.ts";

/** What was sent at 10:00 and in which message (several notices of one person share it). */
export type SentNotice = (
  | { kind: "reminder"; reminderId: number }
  | { kind: "bill"; cardId: number; month: string; notice: "eve" | "due" }
  | { kind: "digest"; digest: "weekly" | "monthly"; book: Book }
) & { userId: number; messageId: number; channel: Channel; template: boolean };

type Unsent<T> = T extends unknown ? Omit<T, "userId" | "messageId" | "channel" | "template"> : never;

/** One notice owed to a person, already marked sent in the transaction that will queue it. */
export interface NoticeItem {
  book: Book;
  notice: Notice;
  what: Unsent<SentNotice>;
  /** Records which message carried it, once queued (same transaction). */
  recordMessage?(tx: SqlRunner, messageId: number): Promise<void>;
}

/** The person a 10:00 run is gathering notices for, inside their transaction. */
export interface NoticePerson {
  userId: number;
  today: string;
  now: Date;
  /** The plans they hold, as the access check reads them (some: a person without one is sent nothing). */
  plans: readonly PlanCode[] | "open";
  /** They keep both books: each notice names its book. */
  labelled: boolean;
}
