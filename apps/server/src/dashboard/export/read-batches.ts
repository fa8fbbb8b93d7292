import type { Transaction, TransactionFilter } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import { filterConditions } from "../transactions/filter-sql.ts";
import {
  type TransactionRow,
  toTransaction,
  transactionColumns,
  transactionFrom,
} from "../transactions/transaction-row.ts";

const BATCH = 5000;

/**
 * Every record matching the filter, oldest first, read in keyset batches so an export of
 * 100,000 records never holds more than one batch in memory.
 */
export async function* readTransactionBatches(
  db: SqlRunner,
  userId: number,
  filter: TransactionFilter,
): AsyncGenerator<Transaction[]> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const params: unknown[] = [userId];
    const where = filterConditions(filter, params);
    if (after) {
      params.push(after.date, after.id);
      where.push(`(t.date, t.id) > ($${params.length - 1}::date, $${params.length}::bigint)`);
    }
    params.push(BATCH);
    const rows = await db.query<TransactionRow>(
      `SELECT ${transactionColumns} FROM ${transactionFrom} WHERE ${where.join(" AND ")}
       ORDER BY t.date, t.id LIMIT $${params.length}`,
      params,
    );
    if (rows.length === 0) return;
    const batch = rows.map(toTransaction);
    yield batch;
    if (rows.length < BATCH) return;
    const last = batch[batch.length - 1] as Transaction;
    after = { date: last.date, id: last.id };
  }
}
