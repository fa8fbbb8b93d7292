import { AppError, normalizePhone, phoneErrorMessage } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { defaultCategories } from "./default-categories.ts";

export interface LedgerUser {
  id: number;
  phone: string;
  name: string | null;
  welcomedAt: Date | null;
}

/** A new person's books start with the default categories. */
export async function seedDefaultCategories(tx: SqlRunner, userId: number): Promise<void> {
  await tx.query(
    `INSERT INTO categories (user_id, name, kind)
     SELECT $1, n, k FROM unnest($2::text[], $3::text[]) AS c(n, k) ON CONFLICT DO NOTHING`,
    [userId, defaultCategories.map((c) => c.name), defaultCategories.map((c) => c.kind)],
  );
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
