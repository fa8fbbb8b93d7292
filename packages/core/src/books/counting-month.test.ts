import { describe, expect, it } from "vitest";
import { bookWeek, countingDay, countingMonth, countsByMonth, countsInPeriod } from "./counting-month.ts";

// A fridge in 10x on 26/11 on a card closing on the 3rd and due on the 10th: parts on the bills of
// December to September, every part dated the purchase day.
const part = (n: number) => ({
  date: "2026-11-26",
  billMonth: `${2026 + Math.floor((11 + n - 1) / 12)}-${String(((11 + n - 1) % 12) + 1).padStart(2, "0")}`,
});
const november = { from: "2026-11-01", to: "2026-11-30", by: "months" } as const;
const december = { from: "2026-12-01", to: "2026-12-31", by: "months" } as const;
const days = (from: string, to: string) => ({ from, to, by: "days" }) as const;
const months = (from: string, to: string) => ({ from, to, by: "months" }) as const;

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

  it("counts a period as it says, never by the dates it covers", () => {
    expect(countsByMonth(months("2026-12-01", "2026-12-05"))).toBe(true);
    expect(countsByMonth(days("2026-11-26", "2026-11-30"))).toBe(false);
    // "essa semana" on Wednesday 3 June 2026 (the 1st is a Monday) has the dates of "esse mês"
    expect(countsByMonth(days("2026-06-01", "2026-06-03"))).toBe(false);
    expect(countsByMonth(months("2026-06-01", "2026-06-03"))).toBe(true);
    // "este mês" on 05/12: the December bill's part counts, even though its purchase is in November.
    expect(countsInPeriod(part(1), "bill", months("2026-12-01", "2026-12-05"))).toBe(true);
    // "hoje" on 26/11 and "essa semana": under the bill view the parts fall due in later months,
    // so the purchase day holds none of them; the week its bill falls due holds one.
    const due = (n: number) => ({ ...part(n), dueDay: 10 });
    expect(countsInPeriod(due(3), "bill", days("2026-11-26", "2026-11-26"))).toBe(false);
    expect(countsInPeriod(due(3), "bill", bookWeek("2026-11-26", "this"))).toBe(false);
    expect(countsInPeriod(due(1), "bill", bookWeek("2026-12-10", "this"))).toBe(true);
    expect(countsInPeriod(due(1), "purchase", days("2026-11-26", "2026-11-26"))).toBe(true);
  });

  // June 2026 begins on a Monday: the week and the month so far share their dates from the 1st to
  // the 7th. A part bought in May on June's bill (due on the 10th) counts in June's month from its
  // first day, and in the week and on the day the bill falls due; a purchase on its date.
  const mayOnJuneBill = { date: "2026-05-20", billMonth: "2026-06", dueDay: 10 };
  const lunchJune2 = { date: "2026-06-02", billMonth: null };
  const lastMayPartDueJune1 = { date: "2026-05-28", billMonth: "2026-06", dueDay: 1 };
  it.each([
    ["essa semana on 03/06", bookWeek("2026-06-03", "this"), [false, true, true]],
    ["esse mês on 03/06", months("2026-06-01", "2026-06-03"), [true, true, true]],
    ["hoje on 01/06", days("2026-06-01", "2026-06-01"), [false, false, true]],
    ["ontem on 02/06", days("2026-06-01", "2026-06-01"), [false, false, true]],
    ["últimos 7 dias on 07/06", days("2026-06-01", "2026-06-07"), [false, true, true]],
    ["semana passada on 08/06", bookWeek("2026-06-08", "last"), [false, true, true]],
    ["the second week on 10/06", bookWeek("2026-06-10", "this"), [true, false, false]],
    ["a custom range 01/06 to 07/06", days("2026-06-01", "2026-06-07"), [false, true, true]],
    ["a custom range of the whole month", days("2026-06-01", "2026-06-30"), [true, true, true]],
    ["June", months("2026-06-01", "2026-06-30"), [true, true, true]],
  ] as const)("%s counts each record by its nature", (_, period, want) => {
    const got = [mayOnJuneBill, lunchJune2, lastMayPartDueJune1].map((r) =>
      countsInPeriod(r, "bill", period),
    );
    expect(got).toEqual(want);
  });

  it("puts a credit part on its bill's due day, clamped to the month", () => {
    expect(countingDay({ date: "2026-11-26", billMonth: "2027-02" }, "bill", 31)).toBe("2027-02-28");
    expect(countingDay({ date: "2026-11-26", billMonth: "2026-12" }, "bill", 5)).toBe("2026-12-05");
    expect(countingDay({ date: "2026-11-26", billMonth: "2026-12" }, "bill", null)).toBe("2026-12-01");
    expect(countingDay({ date: "2026-11-02", billMonth: "2026-11" }, "bill", 10)).toBe("2026-11-02");
    expect(countingDay({ date: "2026-11-26", billMonth: "2026-12" }, "purchase", 5)).toBe("2026-11-26");
    expect(countingDay({ date: "2026-11-26", billMonth: null }, "bill", 5)).toBe("2026-11-26");
  });

  it("answers for the week from Monday, this one up to today or the last whole one", () => {
    expect(bookWeek("2026-11-26", "this")).toEqual({ from: "2026-11-23", to: "2026-11-26", by: "days" });
    expect(bookWeek("2026-11-23", "this")).toEqual({ from: "2026-11-23", to: "2026-11-23", by: "days" });
    expect(bookWeek("2026-11-29", "last")).toEqual({ from: "2026-11-16", to: "2026-11-22", by: "days" });
    expect(bookWeek("2027-03-08", "last")).toEqual({ from: "2027-03-01", to: "2027-03-07", by: "days" });
  });

  it("keeps a part whose bill is in its own month on its date", () => {
    const early = { date: "2026-11-02", billMonth: "2026-11" };
    expect(countsInPeriod(early, "bill", days("2026-11-01", "2026-11-01"))).toBe(false);
    expect(countsInPeriod(early, "bill", days("2026-11-01", "2026-11-05"))).toBe(true);
    expect(countsInPeriod(early, "bill", months("2026-11-01", "2026-11-05"))).toBe(true);
  });

  it("counts days by their records' counting days, even from the 1st", () => {
    const lastMonths = { date: "2026-10-28", billMonth: "2026-11", dueDay: 10 };
    expect(countsInPeriod(lastMonths, "bill", days("2026-11-01", "2026-11-01"))).toBe(false);
    expect(countsInPeriod(lastMonths, "bill", days("2026-11-01", "2026-11-02"))).toBe(false);
    expect(countsInPeriod(lastMonths, "bill", months("2026-11-01", "2026-11-02"))).toBe(true);
    expect(countsInPeriod(lastMonths, "bill", days("2026-11-10", "2026-11-10"))).toBe(true);
  });
});
