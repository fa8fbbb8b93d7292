import { BUSINESS_CATEGORIES, type RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { forgetPreloaded } from "./preloaded-reads.ts";

const kinds: readonly RecordKind[] = ["expense", "income", "investment"];

/**
 * Gives the person's business book its default categories (Fornecedores, Impostos, Folha de
 * pagamento…) the first time it is chosen, so its first record can be filed. This does not start
 * the book: a book starts with its first record (migration 0120), and only then do messages that
 * leave the chat unprompted (reminders, digests, notices) name their book.
 */
export async function seedBusinessCategories(tx: SqlRunner, userId: number): Promise<void> {
  const rows = kinds.flatMap((kind) => BUSINESS_CATEGORIES[kind].map((name) => ({ name, kind })));
  // Written outside any operation: the categories read with the person's arrival may not hold.
  forgetPreloaded(tx);
  await tx.query(
    `INSERT INTO categories (user_id, book, name, kind)
     SELECT $1, 'business', n, k FROM unnest($2::text[], $3::text[]) AS c(n, k)
     WHERE NOT EXISTS (SELECT 1 FROM categories WHERE user_id = $1 AND book = 'business')
     ON CONFLICT DO NOTHING`,
    [userId, rows.map((r) => r.name), rows.map((r) => r.kind)],
  );
}
