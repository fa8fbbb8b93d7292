import type { SqlRunner } from "@tostao/db";

const DAY_MS = 86_400_000;

/**
 * Deletes what the rate limits and sign-in no longer read: windows and failure counts untouched
 * for a day (every limit's window and backoff memory is shorter) and sign-in codes expired a day
 * ago (code spacing looks back one hour). Returns how many rows went.
 */
export async function pruneLimits(db: SqlRunner, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const deleted = await Promise.all([
    db.query("DELETE FROM rate_limit_windows WHERE window_start < $1 RETURNING 1", [dayAgo]),
    db.query("DELETE FROM failure_backoff WHERE last_failure_at < $1 RETURNING 1", [dayAgo]),
    db.query("DELETE FROM login_codes WHERE expires_at < $1 RETURNING 1", [dayAgo]),
  ]);
  return deleted.reduce((sum, rows) => sum + rows.length, 0);
}
