import type { Transaction } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import {
  type TransactionRow,
  toTransaction,
  transactionColumns,
  transactionFrom,
} from "../../books/transaction-row.ts";

/** The purchases and instalment parts on one of the person's card bills, oldest first. */
export async function listBillItems(
  tx: SqlRunner,
  input: { userId: number; cardId: number; month: string },
): Promise<Transaction[]> {
  const rows = await tx.query<TransactionRow>(
    `SELECT ${transactionColumns} FROM ${transactionFrom}
     WHERE t.user_id = $1 AND t.card_id = $2 AND t.bill_month = $3
     ORDER BY t.date, t.id`,
    [input.userId, input.cardId, input.month],
  );
  return rows.map(toTransaction);
}
