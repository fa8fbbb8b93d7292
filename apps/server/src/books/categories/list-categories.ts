import type { Book } from "@tostao/core";
import type { Category } from "@tostao/core/dashboard/categories";
import type { SqlRunner } from "@tostao/db";

interface CategoryRow {
  id: number;
  name: string;
  kind: Category["kind"];
  color: string | null;
  archived_at: Date | null;
  n: number;
}

const select = `SELECT c.id, c.name, c.kind, c.color, c.archived_at,
  (SELECT COUNT(*) FROM transactions t WHERE t.category_id = c.id)::bigint AS n
  FROM categories c`;

const toCategory = (r: CategoryRow): Category => ({
  id: Number(r.id),
  name: r.name,
  kind: r.kind,
  color: r.color,
  archived: r.archived_at !== null,
  count: Number(r.n),
});

/** The person's categories of one book (or both: "all"), by kind and name, archived ones included (flagged). */
export async function listCategories(
  tx: SqlRunner,
  input: { userId: number; book: Book | "all" },
): Promise<Category[]> {
  const rows = await tx.query<CategoryRow>(
    `${select} WHERE c.user_id = $1 AND ($2 = 'all' OR c.book = $2) ORDER BY c.kind, lower(c.name)`,
    [input.userId, input.book],
  );
  return rows.map(toCategory);
}

/** One of the person's categories, or null. */
export async function findCategory(tx: SqlRunner, userId: number, id: number): Promise<Category | null> {
  const rows = await tx.query<CategoryRow>(`${select} WHERE c.user_id = $1 AND c.id = $2`, [userId, id]);
  const row = rows[0];
  return row ? toCategory(row) : null;
}
