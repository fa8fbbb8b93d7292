import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centavos } from "../money.ts";
import { crossedThresholds, limitStatus, reachedThresholds } from "./limits.ts";

const c = centavos;

describe("limit thresholds", () => {
  it.each([
    [79_999, []],
    [80_000, [80]],
    [99_999, [80]],
    [100_000, [80, 100]],
    [250_000, [80, 100]],
  ])("spending %i of a 1000,00 limit has reached %j", (spent, want) => {
    expect(reachedThresholds(c(100_000), c(spent))).toEqual(want);
  });

  it("reports only the thresholds a change crosses upwards", () => {
    expect(crossedThresholds(c(1000), c(700), c(1000))).toEqual([80, 100]);
    expect(crossedThresholds(c(1000), c(850), c(900))).toEqual([]);
    expect(crossedThresholds(c(1000), c(850), c(1200))).toEqual([100]);
    expect(crossedThresholds(c(1000), c(1200), c(500))).toEqual([]);
  });

  it("never crosses the same threshold twice along any sequence of totals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 2_000_000 })),
        (limit, totals) => {
          let before = 0;
          const sent = new Set<number>();
          for (const after of totals) {
            for (const t of crossedThresholds(c(limit), c(before), c(after))) {
              expect(sent.has(t)).toBe(false);
              sent.add(t);
            }
            // A total back under a threshold re-arms it, as the server does.
            for (const t of [...sent])
              if (!reachedThresholds(c(limit), c(after)).includes(t as 80 | 100)) sent.delete(t);
            before = after;
          }
        },
      ),
    );
  });

  it("says what is left and per day until the month ends", () => {
    expect(limitStatus(c(80_000), c(20_000), "2026-11-21")).toEqual({
      limit: 80_000,
      spent: 20_000,
      left: 60_000,
      percent: 25,
      daysLeft: 10,
      perDay: 6_000,
    });
    expect(limitStatus(c(80_000), c(90_000), "2028-02-29")).toMatchObject({
      left: -10_000,
      percent: 112,
      daysLeft: 1,
      perDay: 0,
    });
  });
});
