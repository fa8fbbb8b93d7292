import { BUSINESS_CATEGORIES, type RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

const kinds: readonly RecordKind[] = ["expense", "income", "investment"];

/**
 * Opens the person's business book on first use: its default categories (Fornecedores,
 * Impostos, Folha de pagamento…) and the moment it started, after which replies name the book.
 */
export async function ensureBusinessBook(tx: SqlRunner, userId: number, now: Date): Promise<void> {
  const started = await tx.query<{ id: number }>(
    "UPDATE users SET business_started_at = $2 WHERE id = $1 AND business_started_at IS NULL RETURNING id",
    [userId, now],
  );
  if (started.length === 0) return;
  const rows = kinds.flatMap((kind) => BUSINESS_CATEGORIES[kind].map((name) => ({ name, kind })));
  await tx.query(
    `INSERT INTO categories (user_id, book, name, kind)
     SELECT $1, 'business', n, k FROM unnest($2::text[], $3::text[]) AS c(n, k) ON CONFLICT DO NOTHING`,
    [userId, rows.map((r) => r.name), rows.map((r) => r.kind)],
  );
}
