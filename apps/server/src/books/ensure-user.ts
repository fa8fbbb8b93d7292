import { AppError, normalizePhone, phoneErrorMessage } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { defaultCategories } from "./default-categories.ts";

export interface LedgerUser {
  id: number;
  phone: string;
  name: string | null;
  welcomedAt: Date | null;
}

/**
 * The statement that gives the people of `people` (a relation with their `id`: a CTE of the
 * statement) the default categories, named by the parameters `names` and `kinds`
 * (`defaultCategoryParams`). Each comes with the colour the database's trigger would give it one
 * row at a time (migration 0121: the first palette colour its kind does not use yet, in order; a
 * new person has none), so the trigger reads nothing for them: one statement, whatever the count.
 */
export function seedDefaultCategoriesSql(people: string, names: string, kinds: string): string {
  return `INSERT INTO categories (user_id, name, kind, color)
    SELECT p.id, c.n, c.k,
      (category_palette())[1 + (row_number() OVER (PARTITION BY p.id, c.k ORDER BY c.i) - 1)
                                 % cardinality(category_palette())]
    FROM ${people} p, unnest(${names}::text[], ${kinds}::text[]) WITH ORDINALITY AS c(n, k, i)
    ON CONFLICT DO NOTHING`;
}

/** The names and the kinds of the default categories, as `seedDefaultCategoriesSql` takes them. */
export function defaultCategoryParams(): [string[], string[]] {
  return [defaultCategories.map((c) => c.name), defaultCategories.map((c) => c.kind)];
}

/** A new person's books start with the default categories. */
async function seedDefaultCategories(tx: SqlRunner, userId: number): Promise<void> {
  await tx.query(seedDefaultCategoriesSql("(SELECT $1::bigint AS id)", "$2", "$3"), [
    userId,
    ...defaultCategoryParams(),
  ]);
}

/**
 * Finds the person by phone or creates them with the default categories. The phone is put in
 * its canonical form first (core's phone/), so one person typed two ways is one user.
 * Safe under concurrency: the insert races on the unique phone and the loser reads the winner.
 */
export async function ensureUser(tx: SqlRunner, anyPhone: string, name?: string | null): Promise<LedgerUser> {
  const normalized = normalizePhone(anyPhone);
  if (!normalized.ok) throw new AppError("validation", phoneErrorMessage(normalized.error));
  const phone = normalized.value;
  const inserted = await tx.query<{ id: number }>(
    "INSERT INTO users (phone, name) VALUES ($1, $2) ON CONFLICT (phone) DO NOTHING RETURNING id",
    [phone, name ?? null],
  );
  const created = inserted[0];
  if (created) {
    await seedDefaultCategories(tx, created.id);
  } else if (name) {
    await tx.query("UPDATE users SET name = $2 WHERE phone = $1 AND name IS DISTINCT FROM $2", [phone, name]);
  }
  const rows = await tx.query<{ id: number; phone: string; name: string | null; welcomed_at: Date | null }>(
    "SELECT id, phone, name, welcomed_at FROM users WHERE phone = $1",
    [phone],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${phone} vanished`);
  return { id: row.id, phone: row.phone, name: row.name, welcomedAt: row.welcomed_at };
}
