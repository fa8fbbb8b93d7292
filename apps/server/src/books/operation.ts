/**
 * Operations on the books (docs/books.md, "Undo"). Every change a person makes, from any door, runs
 * inside `inOperation` in the caller's transaction: the change is one row of books_operations, the
 * database captures every row it writes (before and after, migration 0060), and then the rules of
 * the books run once for what changed (bill placement, limit marks). Nested calls join the
 * operation already open, so a door can compose books functions into one undoable change.
 */
import { type Book, saoPauloTodayIso } from "@tostao/core";
import type { operationKinds } from "@tostao/core/dashboard/operations";
import type { SqlRunner } from "@tostao/db";
import { forgetPreloaded, hasPreloaded, PRELOADED_TABLES } from "./preloaded-reads.ts";
import { applyRules, type RulesOutcome } from "./rules.ts";

/** The door a change came through. */
export type BooksSource = "chat" | "dashboard" | "media" | "schedule" | "import";

/** Who changes the books, in which book, through which door and when: every books write takes one. */
export interface BooksActor {
  userId: number;
  book: Book;
  source: BooksSource;
  now: Date;
  /** The message that asked for the change (chat, photos), kept with the operation. */
  messageId?: number | null;
}

/** What a person did, as the operation list and "desfaz" name it (an undo is itself one). */
export type OperationKind = (typeof operationKinds)[number] | "undo";

interface OpenOperation {
  id: number;
  /** Set by the rules when they run at the end; an undo restores rows as they were instead. */
  placeBills: boolean;
}

// The operation open in each transaction handle (a transaction runs on one handle).
const open = new WeakMap<SqlRunner, OpenOperation>();

export interface OperationResult<T> {
  value: T;
  /** The operation's id, or null when nothing in the books changed (nothing to undo). */
  operationId: number | null;
  /** Limit alerts the change owes (the chat announces those of the month being lived). */
  alerts: RulesOutcome["alerts"];
}

/**
 * Runs `work` as one operation on the actor's books. `tx` must be a transaction: the capture is
 * switched on for it alone (`books.operation`, local to the transaction) and off again after.
 * Inside an operation already open, `work` simply joins it.
 */
export async function inOperation<T>(
  tx: SqlRunner,
  actor: BooksActor,
  kind: OperationKind,
  work: () => Promise<T>,
  options: {
    /** What replies say about it; a function of the work's value when only the work knows it. */
    summary?: Record<string, unknown> | ((value: T) => Record<string, unknown>);
    undoes?: number;
  } = {},
): Promise<OperationResult<T>> {
  const outer = open.get(tx);
  if (outer) return { value: await work(), operationId: outer.id, alerts: [] };
  // The operation's row, and the capture switched on for it, in one round trip.
  const rows = await tx.query<{ id: number }>(
    `WITH operation AS (
       INSERT INTO books_operations (user_id, book, kind, source, source_message_id, summary, created_at, undoes)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) RETURNING id)
     SELECT id, set_config('books.operation', id::text, true) FROM operation`,
    [
      actor.userId,
      actor.book,
      kind,
      actor.source,
      actor.messageId ?? null,
      JSON.stringify(typeof options.summary === "object" ? options.summary : {}),
      actor.now,
      options.undoes ?? null,
    ],
  );
  const id = Number(rows[0]?.id);
  const operation: OpenOperation = { id, placeBills: kind !== "undo" };
  open.set(tx, operation);
  let value: T;
  let outcome: Awaited<ReturnType<typeof applyRules>>;
  try {
    value = await work();
    if (typeof options.summary === "function")
      await tx.query("UPDATE books_operations SET summary = $2::jsonb WHERE id = $1", [
        id,
        JSON.stringify(options.summary(value)),
      ]);
    // The rules' own writes (bill months) belong to the same operation, so they are captured too.
    outcome = await applyRules(tx, {
      userId: actor.userId,
      operationId: id,
      placeBills: operation.placeBills,
      // The night's fixed items leave the marks to the next change the person makes, which announces them.
      limitMarks: actor.source !== "schedule",
      today: saoPauloTodayIso(actor.now),
      staleTables: hasPreloaded(tx) ? PRELOADED_TABLES : [],
    });
  } finally {
    // On a failure the transaction is rolled back whole (capture setting included): the error
    // goes up as it was, not masked by a statement on an aborted transaction.
    open.delete(tx);
  }
  // The capture switched off, whether the operation changed anything and, when reads of the
  // person's book are kept on this handle, whether it changed their tables, in one round trip:
  // the rules' first statement did it when they had nothing to write.
  const after =
    outcome.closed ??
    (
      await tx.query<{ changed: boolean; stale: boolean }>(
        `SELECT set_config('books.operation', '', true),
         EXISTS (SELECT 1 FROM books_changes WHERE operation_id = $1) AS changed,
         $2::boolean AND EXISTS (SELECT 1 FROM books_changes WHERE operation_id = $1 AND table_name = ANY ($3::text[]))
           AS stale`,
        [id, hasPreloaded(tx), PRELOADED_TABLES],
      )
    )[0];
  if (after?.stale) forgetPreloaded(tx);
  if (!after?.changed) {
    await tx.query("DELETE FROM books_operations WHERE id = $1", [id]);
    return { value, operationId: null, alerts: outcome.alerts };
  }
  return { value, operationId: id, alerts: outcome.alerts };
}
