import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  averageWatchTime,
  bounceRate,
  deriveVideoMetrics,
  engagementScore,
  noVideoCounters,
  roundDecimal,
} from "./engagement.ts";

const zero = noVideoCounters;

describe("engagement formulas", () => {
  it("rounds like PostgreSQL round(numeric)", () => {
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(2.5)).toBe(3);
    expect(roundDecimal(33.333333, 2)).toBe(33.33);
    expect(roundDecimal(-2.5)).toBe(-3);
  });

  it("is all zeros without views", () => {
    expect(deriveVideoMetrics(zero)).toEqual({ averageWatchTime: 0, engagementScore: 0, bounceRate: 0 });
  });

  it("averages watch time over at least one view", () => {
    expect(averageWatchTime({ totalWatchTime: 25, views: 0 })).toBe(25);
    expect(averageWatchTime({ totalWatchTime: 10, views: 3 })).toBe(3.33);
    expect(averageWatchTime({ totalWatchTime: 20, views: 3 })).toBe(6.67);
  });

  it("weighs likes ×3, shares ×5, clicks ×2 and completion ×0.5 per view", () => {
    expect(engagementScore({ likes: 1, shares: 1, clicks: 1, completionRate: 50, views: 2 })).toBe(17.5);
    expect(engagementScore({ likes: 0, shares: 0, clicks: 0, completionRate: 33.33, views: 3 })).toBe(5.56);
    expect(engagementScore({ likes: 0, shares: 0, clicks: 0, completionRate: 0.01, views: 1 })).toBe(0.01);
  });

  it("counts bounces only while the average watch time is under 10 s", () => {
    expect(bounceRate({ views: 4, playCount: 1, totalWatchTime: 39 })).toBe(75);
    expect(bounceRate({ views: 4, playCount: 1, totalWatchTime: 40 })).toBe(0);
    expect(bounceRate({ views: 3, playCount: 1, totalWatchTime: 0 })).toBe(66.67);
    expect(bounceRate({ views: 1, playCount: 5, totalWatchTime: 0 })).toBe(0);
  });

  it("stays within the column ranges for any counters", () => {
    const counter = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        counter,
        counter,
        counter,
        counter,
        fc.integer({ min: 0, max: 10_000 }),
        (v, p, w, l, c) => {
          const d = deriveVideoMetrics({
            ...zero,
            views: v,
            playCount: p,
            totalWatchTime: w,
            likes: l,
            completionRate: c / 100,
          });
          expect(d.bounceRate).toBeGreaterThanOrEqual(0);
          expect(d.bounceRate).toBeLessThanOrEqual(100);
          expect(d.engagementScore).toBeGreaterThanOrEqual(0);
          expect(Math.round(d.averageWatchTime * 100) / 100).toBe(d.averageWatchTime);
        },
      ),
    );
  });
});
