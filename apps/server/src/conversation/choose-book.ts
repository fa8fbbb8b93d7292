import {
  type Book,
  chatReplyNamesBook,
  isBook,
  type PlanCode,
  readBookDirective,
  replyBookSwitched,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { featureLockedReply } from "../billing/feature-lock.ts";
import { seedBusinessCategories } from "../books/seed-business-categories.ts";

export type BookChoice =
  | { type: "reply"; reply: string }
  | {
      type: "act";
      book: Book;
      /** The message without its "empresa:" / "pessoal:" prefix. */
      text: string;
      /** Whether the reply names its book (see chatReplyNamesBook). */
      labelled: boolean;
    };

/**
 * Which books a chat message is about: "modo empresa" / "modo pessoal" switch the person's
 * default, "empresa: …" / "pessoal: …" choose for one message, anything else goes to the
 * default. The business book needs a business plan; without one the answer says which.
 * A file (`text: null`: photo, PDF) goes to the default book, like a message that names none.
 */
export async function chooseBook(
  tx: SqlRunner,
  input: {
    userId: number;
    text: string | null;
    plans: readonly PlanCode[] | "open";
    plansUrl: string;
    now: Date;
    /** The person's default book, when the caller read it already (with their message's arrival). */
    activeBook?: string | null;
  },
): Promise<BookChoice> {
  const stored =
    input.activeBook !== undefined
      ? input.activeBook
      : (
          await tx.query<{ active_book: string }>("SELECT active_book FROM users WHERE id = $1", [
            input.userId,
          ])
        )[0]?.active_book;
  const active: Book = isBook(stored) ? stored : "personal";
  const directive = input.text === null ? null : readBookDirective(input.text);
  const book = directive?.book ?? active;
  if (book === "business") {
    const locked = featureLockedReply(input, "business_books");
    if (locked) return { type: "reply", reply: locked };
    await seedBusinessCategories(tx, input.userId);
  }
  if (directive?.type === "switch") {
    await tx.query("UPDATE users SET active_book = $2 WHERE id = $1", [input.userId, directive.book]);
    return { type: "reply", reply: replyBookSwitched(directive.book) };
  }
  const text = directive?.type === "prefix" ? directive.text : (input.text ?? "");
  return { type: "act", book, text, labelled: chatReplyNamesBook(book, active) };
}
