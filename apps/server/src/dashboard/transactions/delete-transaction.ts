import type { Transaction } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import { getTransaction, getTransactions } from "../../books/get-transaction.ts";

/** Deletes a record (or, with scope "all", every part of its instalment purchase); returns what went. */
export async function deleteTransaction(
  tx: SqlRunner,
  input: { userId: number; id: number; scope: "one" | "all" },
): Promise<Transaction[]> {
  const current = await getTransaction(tx, { userId: input.userId, id: input.id });
  let ids = [current.id];
  if (input.scope === "all" && current.installment) {
    const rows = await tx.query<{ id: number }>(
      "SELECT id FROM transactions WHERE user_id = $1 AND installment_group = $2::uuid",
      [input.userId, current.installment.groupId],
    );
    ids = rows.map((r) => Number(r.id));
  }
  const deleted = await getTransactions(tx, input.userId, ids);
  await tx.query("DELETE FROM transactions WHERE user_id = $1 AND id = ANY($2::bigint[])", [
    input.userId,
    ids,
  ]);
  return deleted;
}
