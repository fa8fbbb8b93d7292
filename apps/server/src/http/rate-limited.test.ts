import { describe, expect, it } from "vitest";
import { backoffSeconds } from "./failure-backoff.ts";
import { rateLimited, waitText } from "./rate-limited.ts";

describe("waiting words", () => {
  it.each([
    [0.2, "1 segundo"],
    [1, "1 segundo"],
    [29.1, "30 segundos"],
    [60, "1 minuto"],
    [61, "2 minutos"],
    [900, "15 minutos"],
  ])("says %s s as %s", (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it("rounds the Retry-After seconds up and never to zero", () => {
    expect(rateLimited("Calma.", 0.3).details).toEqual({ retryAfterSeconds: 1 });
    expect(rateLimited("Calma.", 41.2).message).toBe("Calma. Tente de novo em 42 segundos.");
  });
});

describe("backoff", () => {
  it("waits nothing for the free failures, then doubles up to the cap", () => {
    const policy = { free: 5, baseSeconds: 2, capSeconds: 900, forgetAfterSeconds: 3600 };
    expect([1, 5, 6, 7, 8, 14, 15, 40].map((n) => backoffSeconds(policy, n))).toEqual([
      0, 0, 2, 4, 8, 512, 900, 900,
    ]);
  });
});
