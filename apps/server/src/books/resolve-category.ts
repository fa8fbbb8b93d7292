import type { Book, RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { fallbackCategory } from "./default-categories.ts";
import { preloaded } from "./preloaded-reads.ts";

export interface CategoryRef {
  id: number;
  name: string;
}

/** The person's category of that kind and name (ignoring case), else their fallback one. */
export async function resolveCategory(
  tx: SqlRunner,
  userId: number,
  kind: RecordKind,
  name: string | null | undefined,
  book: Book = "personal",
): Promise<CategoryRef | null> {
  // A category of exactly that name among the ones read with the person's arrival is the answer
  // the statement below would give (any other case, letters or none, is left to it).
  const same = preloaded(tx, userId, book)?.categories.find((c) => c.kind === kind && c.name === name);
  if (same) return { id: same.id, name: same.name };
  const rows = await tx.query<CategoryRef & { exact: boolean }>(
    `SELECT id, name, lower(name) = lower($3) AS exact FROM categories
     WHERE user_id = $1 AND book = $5 AND kind = $2 AND (lower(name) = lower($3) OR name = $4)
     ORDER BY exact DESC LIMIT 1`,
    [userId, kind, name ?? "", fallbackCategory[kind], book],
  );
  const row = rows[0];
  return row ? { id: row.id, name: row.name } : null;
}
