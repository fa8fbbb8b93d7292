/**
 * Money moved between the person's own accounts (docs/accounts.md, "Balances"): a Pix to oneself,
 * savings, a card bill paid, the two halves of a TED paired across two statements. Listed apart
 * from the records on Transações, because they are never spending nor income.
 */
import type { Book } from "@tostao/core";
import type { TransferList, TransferView } from "@tostao/core/dashboard/money-accounts";
import type { SqlRunner } from "@tostao/db";
import { decodeCursor, encodeCursor } from "../http/page-cursor.ts";

/**
 * The transfers of a book dated within [from, to], newest first, `limit` at a time from `cursor`
 * (the nextCursor of the page before), with the count and sum of all of them.
 */
export async function listTransfers(
  tx: SqlRunner,
  input: { userId: number; book: Book; from: string; to: string; limit: number; cursor?: string | undefined },
): Promise<TransferList> {
  const params: unknown[] = [input.userId, input.book, input.from, input.to, input.limit + 1];
  let after = "";
  if (input.cursor) {
    // The same cursor as Transações' newest-first pages: the last row's date and id.
    const cursor = decodeCursor(input.cursor, "-date");
    params.push(cursor.key, cursor.id);
    after = "AND (m.date, m.id) < ($6::date, $7::bigint)";
  }
  const rows = await tx.query<TransferView>(
    `SELECT m.id, m.date::text AS date, m.amount_centavos::bigint AS amount, m.kind, m.description,
       f.name AS "from", t.name AS "to", m.linked_import_key IS NOT NULL AS paired
     FROM account_transfers m
     LEFT JOIN accounts f ON f.id = m.from_account_id
     LEFT JOIN accounts t ON t.id = m.to_account_id
     WHERE m.user_id = $1 AND m.book = $2 AND m.date BETWEEN $3::date AND $4::date ${after}
     ORDER BY m.date DESC, m.id DESC LIMIT $5`,
    params,
  );
  const [sums] = await tx.query<{ count: number; amount: number }>(
    `SELECT count(*)::bigint AS count, COALESCE(SUM(amount_centavos), 0)::bigint AS amount
     FROM account_transfers WHERE user_id = $1 AND book = $2 AND date BETWEEN $3::date AND $4::date`,
    [input.userId, input.book, input.from, input.to],
  );
  const page = rows.slice(0, input.limit).map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount) }));
  const last = page.at(-1);
  return {
    items: page,
    totals: { count: Number(sums?.count ?? 0), amount: Number(sums?.amount ?? 0) },
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ sort: "-date", key: last.date, id: last.id }) : null,
  };
}
