import { AppError } from "@tostao/core";
import type { MiddlewareHandler } from "hono";
import { clientAddress } from "./client-address.ts";

export { clientAddress };

/** Counts hits per key in fixed one-minute windows, in memory (per process). */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records `weight` hits for key; false when that goes over the limit. A limit of 0 is off. */
  hit(key: string, weight = 1): boolean {
    if (this.perMinute <= 0) return true;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += weight;
    return window.count <= this.perMinute;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(key);
  }
}

/** Refuses with 429 once an address goes over the limiter's budget. */
export function rateLimit(limiter: RateLimiter, message: string): MiddlewareHandler {
  return async (c, next) => {
    if (!limiter.hit(clientAddress(c))) throw new AppError("rate_limited", message);
    await next();
  };
}
