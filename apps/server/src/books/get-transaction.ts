import { AppError } from "@tostao/core";
import type { Transaction } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import {
  type TransactionRow,
  toTransaction,
  transactionColumns,
  transactionFrom,
} from "./transaction-row.ts";

export const transactionNotFound = () => new AppError("not_found", "Registro não encontrado.");

/** One of the person's records; another person's id is "not found", never their data. */
export async function getTransaction(
  tx: SqlRunner,
  input: { userId: number; id: number },
): Promise<Transaction> {
  const rows = await tx.query<TransactionRow>(
    `SELECT ${transactionColumns} FROM ${transactionFrom} WHERE t.id = $1 AND t.user_id = $2`,
    [input.id, input.userId],
  );
  const row = rows[0];
  if (!row) throw transactionNotFound();
  return toTransaction(row);
}

/** Records by id, in id order (after a write). */
export async function getTransactions(tx: SqlRunner, userId: number, ids: number[]): Promise<Transaction[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<TransactionRow>(
    `SELECT ${transactionColumns} FROM ${transactionFrom}
     WHERE t.user_id = $1 AND t.id = ANY($2::bigint[]) ORDER BY t.date, t.id`,
    [userId, ids],
  );
  return rows.map(toTransaction);
}
