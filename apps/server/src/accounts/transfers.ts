/**
 * Money moved between the person's own accounts (docs/accounts.md, "Balances"): a Pix to oneself,
 * savings, a card bill paid, the two halves of a TED paired across two statements. Listed apart
 * from the records on Transações, because they are never spending nor income.
 */
import type { Book } from "@tostao/core";
import type { TransferView } from "@tostao/core/dashboard/money-accounts";
import type { SqlRunner } from "@tostao/db";

/** The transfers of a book dated within [from, to], newest first (at most 500). */
export async function listTransfers(
  tx: SqlRunner,
  input: { userId: number; book: Book; from: string; to: string },
): Promise<TransferView[]> {
  const rows = await tx.query<TransferView>(
    `SELECT m.id, m.date::text AS date, m.amount_centavos::bigint AS amount, m.kind, m.description,
       f.name AS "from", t.name AS "to", m.linked_import_key IS NOT NULL AS paired
     FROM account_transfers m
     LEFT JOIN accounts f ON f.id = m.from_account_id
     LEFT JOIN accounts t ON t.id = m.to_account_id
     WHERE m.user_id = $1 AND m.book = $2 AND m.date BETWEEN $3::date AND $4::date
     ORDER BY m.date DESC, m.id DESC LIMIT 500`,
    [input.userId, input.book, input.from, input.to],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount) }));
}
