/**
 * Importing many entries at once (a card statement's purchases, a bank statement's lines) as one
 * operation: each entry follows the rules of any record (card and bill, receipt key, limits), and
 * one undo takes the whole import back.
 */
import type { SqlRunner } from "@tostao/db";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";
import { type EntryInput, type EntryOutcome, recordEntry } from "./record-entry.ts";

/** Records every entry in the actor's book, in order, as one operation; returns each outcome. */
export function importEntries(
  tx: SqlRunner,
  actor: BooksActor,
  entries: readonly EntryInput[],
  summary: Record<string, unknown> = {},
): Promise<OperationResult<EntryOutcome[]>> {
  return inOperation(
    tx,
    actor,
    "import",
    async () => {
      const outcomes: EntryOutcome[] = [];
      for (const entry of entries) outcomes.push((await recordEntry(tx, actor, entry)).value);
      return outcomes;
    },
    { summary: { entries: entries.length, ...summary } },
  );
}
