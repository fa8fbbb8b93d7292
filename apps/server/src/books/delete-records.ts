/**
 * Deleting records, as one operation: a record picked by id (one instalment part, or the whole
 * purchase), and the fixed item whose newest entry it was stops with it (docs/books.md).
 */
import type { Transaction } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import { getTransaction, getTransactions } from "./get-transaction.ts";
import { isNewestFixedEntry } from "./last-fixed-item.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

/** Removes the records and stops the active fixed items whose newest entry one of them is. */
export async function removeRecords(tx: SqlRunner, userId: number, ids: number[]): Promise<number[]> {
  const rows = await tx.query<{ id: number; recurring_rule_id: number | null }>(
    "SELECT id, recurring_rule_id FROM transactions WHERE user_id = $1 AND id = ANY($2::bigint[]) FOR UPDATE",
    [userId, ids],
  );
  const stopped: number[] = [];
  for (const row of rows)
    if (
      row.recurring_rule_id !== null &&
      (await isNewestFixedEntry(tx, row.recurring_rule_id, Number(row.id)))
    )
      stopped.push(Number(row.recurring_rule_id));
  await tx.query("DELETE FROM transactions WHERE user_id = $1 AND id = ANY($2::bigint[])", [userId, ids]);
  if (stopped.length > 0)
    await tx.query(
      "UPDATE recurring_rules SET active = false WHERE user_id = $1 AND id = ANY($2::bigint[])",
      [userId, stopped],
    );
  return stopped;
}

/**
 * Deletes a record (or, with scope "all", every part of its instalment purchase).
 * @returns what went, and the fixed items stopped with it
 */
export function deleteRecord(
  tx: SqlRunner,
  actor: BooksActor,
  target: { id: number; scope: "one" | "all" },
): Promise<OperationResult<{ deleted: Transaction[]; stoppedFixedItems: number[] }>> {
  return inOperation(
    tx,
    actor,
    "delete",
    async () => {
      const current = await getTransaction(tx, { userId: actor.userId, id: target.id });
      let ids = [current.id];
      if (target.scope === "all" && current.installment) {
        const rows = await tx.query<{ id: number }>(
          "SELECT id FROM transactions WHERE user_id = $1 AND installment_group = $2::uuid",
          [actor.userId, current.installment.groupId],
        );
        ids = rows.map((r) => Number(r.id));
      }
      const deleted = await getTransactions(tx, actor.userId, ids);
      const stoppedFixedItems = await removeRecords(tx, actor.userId, ids);
      return { deleted, stoppedFixedItems };
    },
    { summary: { recordId: target.id } },
  );
}
