import type { SqlRunner } from "@tostao/db";
import { rateLimited } from "./rate-limited.ts";

export interface BackoffPolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** The wait after the first failure past the free ones; each further one doubles it. */
  baseSeconds: number;
  /** The longest wait: a backoff, never a lock-out. */
  capSeconds: number;
  /** A key whose last failure is older than this starts again from zero. */
  forgetAfterSeconds: number;
}

/** The wait that follows the nth failure (1-based) under a policy, in seconds (0: none). */
export function backoffSeconds(policy: BackoffPolicy, failures: number): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.capSeconds, policy.baseSeconds * 2 ** (failures - policy.free - 1));
}

/**
 * Failed attempts per key (an address, a phone), kept in the database so every process sees
 * them: past `free` failures the key waits, doubling up to a cap; a success clears it.
 */
export class FailureBackoff {
  constructor(
    private readonly db: SqlRunner,
    /** Names the backoff inside the shared table ("code-verify", "operator-login"...). */
    readonly name: string,
    readonly policy: BackoffPolicy,
    private readonly now: () => Date,
  ) {}

  /** Seconds key must still wait, or null when it may try now. */
  async wait(key: string): Promise<number | null> {
    const now = this.now();
    const rows = await this.db.query<{ blocked_until: Date | null }>(
      "SELECT blocked_until FROM failure_backoff WHERE key = $1",
      [`${this.name}:${key}`],
    );
    const until = rows[0]?.blocked_until;
    if (!until) return null;
    const left = (new Date(until).getTime() - now.getTime()) / 1000;
    return left > 0 ? left : null;
  }

  /** Throws the pt-BR 429 (with Retry-After) while key must wait. */
  async enforce(key: string, message: string): Promise<void> {
    const wait = await this.wait(key);
    if (wait !== null) throw rateLimited(message, wait);
  }

  /** Counts a failure; returns the wait it imposes in seconds (0 while failures are free). */
  async fail(key: string): Promise<number> {
    const now = this.now();
    const forgotten = new Date(now.getTime() - this.policy.forgetAfterSeconds * 1000);
    const rows = await this.db.query<{ failures: number }>(
      `INSERT INTO failure_backoff AS f (key, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN f.last_failure_at <= $3 THEN 1 ELSE f.failures + 1 END,
         last_failure_at = EXCLUDED.last_failure_at
       RETURNING failures`,
      [`${this.name}:${key}`, now, forgotten],
    );
    const seconds = backoffSeconds(this.policy, rows[0]?.failures ?? 1);
    if (seconds > 0) {
      // Never shortens a wait another process set meanwhile.
      const until = new Date(now.getTime() + seconds * 1000);
      await this.db.query(
        `UPDATE failure_backoff SET blocked_until = $2
         WHERE key = $1 AND (blocked_until IS NULL OR blocked_until < $2)`,
        [`${this.name}:${key}`, until],
      );
    }
    return seconds;
  }

  /** Forgets key's failures (after a successful sign-in). */
  async succeed(key: string): Promise<void> {
    await this.db.query("DELETE FROM failure_backoff WHERE key = $1", [`${this.name}:${key}`]);
  }
}
