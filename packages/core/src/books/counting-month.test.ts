import { describe, expect, it } from "vitest";
import { countingMonth, countsByMonth, countsInPeriod } from "./counting-month.ts";

// A fridge in 10x on 26/11 on a card closing on the 3rd and due on the 10th: parts on the bills of
// December to September, every part dated the purchase day.
const part = (n: number) => ({
  date: "2026-11-26",
  billMonth: `${2026 + Math.floor((11 + n - 1) / 12)}-${String(((11 + n - 1) % 12) + 1).padStart(2, "0")}`,
});
const november = { from: "2026-11-01", to: "2026-11-30" };
const december = { from: "2026-12-01", to: "2026-12-31" };

describe("the month a record counts in", () => {
  it("puts a credit part in its bill's month, and everything else in its date's", () => {
    expect(countingMonth(part(1), "bill")).toBe("2026-12");
    expect(countingMonth(part(10), "bill")).toBe("2027-09");
    expect(countingMonth({ date: "2026-11-26", billMonth: null }, "bill")).toBe("2026-11");
    expect(countingMonth(part(10), "purchase")).toBe("2026-11");
  });

  it("counts one part a month under the bill view, the whole purchase in its month under the other", () => {
    const parts = Array.from({ length: 10 }, (_, i) => part(i + 1));
    expect(parts.filter((p) => countsInPeriod(p, "bill", november))).toHaveLength(0);
    expect(parts.filter((p) => countsInPeriod(p, "bill", december))).toHaveLength(1);
    expect(parts.filter((p) => countsInPeriod(p, "purchase", november))).toHaveLength(10);
  });

  it("counts a month to date by months, and shorter periods by the record's own date", () => {
    expect(countsByMonth({ from: "2026-12-01", to: "2026-12-05" })).toBe(true);
    expect(countsByMonth({ from: "2026-11-26", to: "2026-11-30" })).toBe(false);
    expect(countsByMonth({ from: "2026-12-01", to: "2026-12-01" })).toBe(false);
    // "este mês" on 05/12: the December bill's part counts, even though its purchase is in November.
    expect(countsInPeriod(part(1), "bill", { from: "2026-12-01", to: "2026-12-05" })).toBe(true);
    // "hoje" on 26/11 and "essa semana": the day of the purchase.
    expect(countsInPeriod(part(3), "bill", { from: "2026-11-26", to: "2026-11-26" })).toBe(true);
    expect(countsInPeriod(part(3), "bill", { from: "2026-11-23", to: "2026-11-29" })).toBe(true);
  });

  it("keeps a part whose bill is in its own month on its date", () => {
    const early = { date: "2026-11-02", billMonth: "2026-11" };
    expect(countsInPeriod(early, "bill", { from: "2026-11-01", to: "2026-11-01" })).toBe(false);
    expect(countsInPeriod(early, "bill", { from: "2026-11-01", to: "2026-11-05" })).toBe(true);
  });

  it("counts a day by its records' dates, even the 1st", () => {
    const lastMonths = { date: "2026-10-28", billMonth: "2026-11" };
    expect(countsInPeriod(lastMonths, "bill", { from: "2026-11-01", to: "2026-11-01" })).toBe(false);
    expect(countsInPeriod(lastMonths, "bill", { from: "2026-11-01", to: "2026-11-02" })).toBe(true);
  });
});
