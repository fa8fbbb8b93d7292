import { billingRecordsExpiredBefore } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

/**
 * Deletes the billing records kept past their legal period: subscriptions no longer tied to an
 * account (erased, or never opened) whose last event is over five years old, and their events with
 * them (foreign key cascade). Returns how many subscriptions went.
 */
export async function purgeBillingRecords(db: SqlRunner, now: Date): Promise<number> {
  const rows = await db.query(
    `DELETE FROM subscriptions WHERE user_id IS NULL AND coalesce(last_event_at, created_at) < $1 RETURNING 1`,
    [billingRecordsExpiredBefore(now)],
  );
  return rows.length;
}
