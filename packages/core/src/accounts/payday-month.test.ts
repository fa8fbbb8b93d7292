import { describe, expect, it } from "vitest";
import type { PaydayRule } from "./payday.ts";
import {
  countingMonthOf,
  countingPeriod,
  monthOfDay,
  monthSoFar,
  monthsOfCalendarMonth,
} from "./payday-month.ts";

const fifthBusinessDay: PaydayRule = { kind: "business_day", n: 5 };
const day30: PaydayRule = { kind: "day", day: 30 };

describe("a month that starts on payday", () => {
  it("runs from one payday to the day before the next (March 2026: the 6th to April's 6th)", () => {
    expect(countingPeriod("2026-03", fifthBusinessDay)).toEqual({
      from: "2026-03-06",
      to: "2026-04-06",
      billMonths: { from: "2026-03", to: "2026-03" },
    });
    // Without a payday, the calendar month.
    expect(countingPeriod("2026-02", null)).toMatchObject({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("is named after the month the salary pays for: a salary on the 30th pays for the next month", () => {
    // February has no 30th: its payday is the last business day before (Friday 27th).
    expect(countingPeriod("2026-03", day30)).toMatchObject({ from: "2026-02-27", to: "2026-03-29" });
    expect(monthOfDay("2026-03-30", day30)).toBe("2026-04");
    expect(monthOfDay("2026-03-29", day30)).toBe("2026-03");
  });

  it("places each day in one month, the months back to back", () => {
    for (const rule of [fifthBusinessDay, day30, { kind: "last_business_day" } as const, null]) {
      let month = "2026-01";
      for (let i = 0; i < 12; i++) {
        const p = countingPeriod(month, rule);
        const next = countingPeriod(i === 11 ? "2027-01" : `2026-${String(i + 2).padStart(2, "0")}`, rule);
        const after = new Date(Date.parse(`${p.to}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(after, `${JSON.stringify(rule)} ${month}`).toBe(next.from);
        expect(monthOfDay(p.from, rule)).toBe(month);
        expect(monthOfDay(p.to, rule)).toBe(month);
        month = next.billMonths.from;
      }
    }
  });

  it("so far: from the last payday to today, across the calendar month's turn", () => {
    // April 2026's 5th business day is Tuesday the 7th: on the 2nd, March's month is still running.
    expect(monthSoFar("2026-04-02", fifthBusinessDay)).toMatchObject({
      from: "2026-03-06",
      to: "2026-04-02",
    });
    expect(monthSoFar("2026-04-07", fifthBusinessDay)).toMatchObject({
      from: "2026-04-07",
      to: "2026-04-07",
    });
  });

  it("a credit part on another month's bill counts in its bill's month; everything else by its day", () => {
    expect(countingMonthOf({ date: "2026-04-02", billMonth: "2026-05" }, true, fifthBusinessDay)).toBe(
      "2026-05",
    );
    expect(countingMonthOf({ date: "2026-04-02", billMonth: "2026-05" }, false, fifthBusinessDay)).toBe(
      "2026-03",
    );
    expect(countingMonthOf({ date: "2026-04-02", billMonth: null }, true, null)).toBe("2026-04");
  });

  it("names the months a calendar month's days fall in: the one running on its 1st to its last day's", () => {
    // April 2026: 01/04..06/04 are March's month (the 5th business day is the 7th), the rest April's.
    expect(monthsOfCalendarMonth("2026-04", fifthBusinessDay)).toEqual(["2026-03", "2026-04"]);
    // A salary on the 30th: 01/03..29/03 are March's month, 30/03 and 31/03 April's.
    expect(monthsOfCalendarMonth("2026-03", day30)).toEqual(["2026-03", "2026-04"]);
    expect(monthsOfCalendarMonth("2026-03", null)).toEqual(["2026-03"]);
    for (const rule of [fifthBusinessDay, day30, { kind: "last_business_day" } as const, null])
      for (let day = 0; day < 365; day++) {
        const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
        expect(monthsOfCalendarMonth(date.slice(0, 7), rule)).toContain(monthOfDay(date, rule));
      }
  });
});
