import type { SqlRunner } from "@tostao/db";
import type { MiddlewareHandler } from "hono";
import { clientAddress } from "./client-address.ts";
import { rateLimited } from "./rate-limited.ts";

export { clientAddress };

/**
 * At most `limit` hits per key in a fixed window that starts at the key's first hit. Counts
 * live in the database (one atomic upsert per hit), so every process and a restarted one share
 * them. A limit of 0 is off.
 */
export class RateLimiter {
  readonly windowSeconds: number;
  constructor(
    private readonly db: SqlRunner,
    /** Names the limit inside the shared table ("code-request", "chat-message"...). */
    readonly name: string,
    readonly limit: number,
    private readonly now: () => Date,
    options: { windowSeconds?: number } = {},
  ) {
    this.windowSeconds = options.windowSeconds ?? 60;
  }

  /** Records `weight` hits for key: null when within the limit, else the seconds to wait. */
  async hit(key: string, weight = 1): Promise<number | null> {
    if (this.limit <= 0) return null;
    const now = this.now();
    const expired = new Date(now.getTime() - this.windowSeconds * 1000);
    const rows = await this.db.query<{ window_start: Date; hits: number }>(
      `INSERT INTO rate_limit_windows AS w (key, window_start, hits) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET
         window_start = CASE WHEN w.window_start <= $4 THEN EXCLUDED.window_start ELSE w.window_start END,
         hits = CASE WHEN w.window_start <= $4 THEN EXCLUDED.hits ELSE w.hits + EXCLUDED.hits END
       RETURNING window_start, hits`,
      [`${this.name}:${key}`, now, weight, expired],
    );
    const row = rows[0];
    if (!row || row.hits <= this.limit) return null;
    const endsAt = new Date(row.window_start).getTime() + this.windowSeconds * 1000;
    return Math.min(this.windowSeconds, Math.max(1, (endsAt - now.getTime()) / 1000));
  }

  /** Throws the pt-BR 429 (with Retry-After) once key goes over the limit. */
  async enforce(key: string, message: string, weight = 1): Promise<void> {
    const wait = await this.hit(key, weight);
    if (wait !== null) throw rateLimited(message, wait);
  }
}

/**
 * Refuses with 429 once an address goes over the limiter's budget. `unavailable` turns a
 * database failure while counting into the route's own error (else it is a 500).
 */
export function rateLimit(
  limiter: RateLimiter,
  message: string,
  unavailable?: (error: unknown) => Error,
): MiddlewareHandler {
  return async (c, next) => {
    let wait: number | null;
    try {
      wait = await limiter.hit(clientAddress(c));
    } catch (error) {
      throw unavailable ? unavailable(error) : error;
    }
    if (wait !== null) throw rateLimited(message, wait);
    await next();
  };
}
