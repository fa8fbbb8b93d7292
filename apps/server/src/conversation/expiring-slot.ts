import type { SqlRunner } from "@tostao/db";

/** The tables that hold at most one waiting value per person, and the column holding it. */
type SlotTable =
  | { table: "pending_intents"; column: "intent" }
  | { table: "planning_confirmations"; column: "action" };

/**
 * One value per person that waits for their next message and lapses `minutes` after it is saved
 * (an incomplete record waiting for its amount, a question waiting for "sim").
 */
export function expiringSlot<T>({ table, column }: SlotTable, minutes: number) {
  return {
    /** Saves the value, replacing an older one. */
    async save(tx: SqlRunner, userId: number, value: T, now: Date): Promise<void> {
      await tx.query(
        `INSERT INTO ${table} (user_id, ${column}, expires_at) VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (user_id) DO UPDATE SET ${column} = EXCLUDED.${column}, expires_at = EXCLUDED.expires_at,
           created_at = now()`,
        [userId, JSON.stringify(value), new Date(now.getTime() + minutes * 60_000)],
      );
    },
    /** Takes (reads and removes) the unexpired value, if any. */
    async take(tx: SqlRunner, userId: number, now: Date): Promise<T | null> {
      const rows = await tx.query<{ value: T | string; expires_at: Date }>(
        `DELETE FROM ${table} WHERE user_id = $1 RETURNING ${column} AS value, expires_at`,
        [userId],
      );
      const row = rows[0];
      if (!row || new Date(row.expires_at).getTime() < now.getTime()) return null;
      return typeof row.value === "string" ? (JSON.parse(row.value) as T) : row.value;
    },
  };
}
