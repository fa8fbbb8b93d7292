import type { Book } from "@tostao/core";
import type { Transaction, transactionRestoreSchema } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import type { z } from "zod";
import { getTransactions } from "../../books/get-transaction.ts";

/**
 * Puts back records a delete removed (the toast's "Desfazer"). References to categories or
 * fixed items that are not the person's, or no longer exist, are dropped, never trusted.
 */
export async function restoreTransactions(
  tx: SqlRunner,
  input: {
    userId: number;
    items: z.infer<typeof transactionRestoreSchema>["items"];
    now: Date;
    book: Book;
  },
): Promise<Transaction[]> {
  const { userId, items } = input;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
       card, installment_group, installment_number, installment_count, recurring_rule_id, created_at, updated_at, book)
     SELECT $1::bigint, i.kind, i.amount, i.date::date,
       (SELECT c.id FROM categories c
         WHERE c.id = i.category_id AND c.user_id = $1 AND c.book = $14 AND c.kind = i.kind),
       i.description, i.payment, i.card, i.grp::uuid, i.num, i.cnt,
       (SELECT r.id FROM recurring_rules r WHERE r.id = i.rule_id AND r.user_id = $1 AND r.book = $14),
       $13, $13, $14
     FROM unnest($2::text[], $3::bigint[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::smallint[], $11::smallint[], $12::bigint[])
       AS i(kind, amount, date, category_id, description, payment, card, grp, num, cnt, rule_id)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      userId,
      items.map((i) => i.kind),
      items.map((i) => i.amountCents),
      items.map((i) => i.date),
      items.map((i) => i.categoryId),
      items.map((i) => i.description),
      items.map((i) => i.payment),
      items.map((i) => i.card),
      items.map((i) => i.installment?.groupId ?? null),
      items.map((i) => i.installment?.number ?? null),
      items.map((i) => i.installment?.count ?? null),
      items.map((i) => i.recurringRuleId),
      input.now,
      input.book,
    ],
  );
  return getTransactions(
    tx,
    userId,
    rows.map((r) => Number(r.id)),
  );
}
