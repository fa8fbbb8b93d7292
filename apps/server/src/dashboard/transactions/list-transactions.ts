import type { TransactionList, TransactionListQuery } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import {
  type TransactionRow,
  toTransaction,
  transactionColumns,
  transactionFrom,
} from "../../books/transaction-row.ts";
import { decodeCursor, encodeCursor } from "../../http/page-cursor.ts";
import { type DaysFilter, filterConditions, resolveCategoryNames, resolveMonth } from "./filter-sql.ts";
import { filteredTotals } from "./filtered-totals.ts";

const orderColumn = { date: "t.date", amount: "t.amount_centavos" } as const;

/** Up to how many matching records a page is found by fetching them all and sorting them. */
const FEW = 5000;

// A text search is left out: the trigram index gives the planner a fair count of its matches,
// and fetching a few thousand of them to sort cost more than walking the order (bench:dashboard).
const narrowsBeyondPeriod = (q: DaysFilter) =>
  q.minCents !== undefined ||
  q.maxCents !== undefined ||
  Boolean(q.category?.length) ||
  Boolean(q.payment?.length) ||
  Boolean(q.kind?.length);

/**
 * One page of a person's records, filtered and sorted, with the totals of the whole filtered
 * set. Pages are keyset-based (sort key + id), so page 1,000 costs what page 1 costs.
 */
export async function listTransactions(
  tx: SqlRunner,
  input: { userId: number; query: TransactionListQuery; today: string },
): Promise<TransactionList> {
  const { sort, limit, cursor, ...asked } = input.query;
  const { filter, period } = await resolveMonth(tx, input.userId, asked, input.today);
  const query = { sort, limit, cursor, ...(await resolveCategoryNames(tx, input.userId, filter)) };
  const params: unknown[] = [input.userId];
  const where = filterConditions(query, params);

  const descending = query.sort.startsWith("-");
  const column = orderColumn[query.sort.replace("-", "") as keyof typeof orderColumn];
  const direction = descending ? "DESC" : "ASC";
  const pageWhere = [...where];
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, query.sort);
    params.push(cursor.key, cursor.id);
    const cast = column === "t.date" ? "::date" : "::bigint";
    pageWhere.push(
      `(${column}, t.id) ${descending ? "<" : ">"} ($${params.length - 1}${cast}, $${params.length}::bigint)`,
    );
  }
  params.push(query.limit + 1);
  // The totals come first: they are read from the monthly sums or an index, and when nothing
  // matches (a search for a word no record has) the page is not looked for, since finding that
  // out can take reading every record in the sort order.
  const totals = await filteredTotals(tx, input.userId, query);
  // Walking the sort order and skipping what does not match is fast when matches are common. When
  // the totals say they are few and a condition other than the period picks them (amount,
  // category…), the planner, which misjudges how few, is made to find them first and sort them:
  // OFFSET 0 keeps the inner query from being planned with the outer ORDER BY and LIMIT.
  const picked = pageWhere.join(" AND ");
  const from =
    totals.count <= FEW && narrowsBeyondPeriod(query)
      ? `(SELECT * FROM transactions t WHERE ${picked} OFFSET 0) t LEFT JOIN categories c ON c.id = t.category_id`
      : `${transactionFrom} WHERE ${picked}`;
  const rows =
    totals.count === 0
      ? []
      : await tx.query<TransactionRow>(
          `SELECT ${transactionColumns} FROM ${from}
     ORDER BY ${column} ${direction}, t.id ${direction}
     LIMIT $${params.length}`,
          params,
        );
  const items = rows.slice(0, query.limit).map(toTransaction);
  const last = items.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({
          sort: query.sort,
          key: column === "t.date" ? last.date : last.amountCents,
          id: last.id,
        })
      : null;
  return { items, period, totals, nextCursor };
}
