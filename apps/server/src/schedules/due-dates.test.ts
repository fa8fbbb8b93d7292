import { describe, expect, it } from "vitest";
import {
  dueDaysOfMonth,
  isMonthlyDueOn,
  nextMonthlyOccurrence,
  occurrenceInMonth,
  scheduleDate,
} from "./due-dates.ts";

describe("occurrenceInMonth", () => {
  it("keeps a day the month has", () => {
    expect(occurrenceInMonth("2026-11-22", 5)).toBe("2026-11-05");
  });
  it("clamps day 31 to the month's last day", () => {
    expect(occurrenceInMonth("2027-02-10", 31)).toBe("2027-02-28");
    expect(occurrenceInMonth("2028-02-10", 31)).toBe("2028-02-29");
    expect(occurrenceInMonth("2026-04-01", 31)).toBe("2026-04-30");
  });
});

describe("nextMonthlyOccurrence", () => {
  it("moves to the same day next month", () => {
    expect(nextMonthlyOccurrence("2026-11-10", 10)).toBe("2026-12-10");
  });
  it("crosses the year", () => {
    expect(nextMonthlyOccurrence("2026-12-05", 5)).toBe("2027-01-05");
  });
  it("clamps in a short month and recovers the day after it", () => {
    expect(nextMonthlyOccurrence("2027-01-31", 31)).toBe("2027-02-28");
    expect(nextMonthlyOccurrence("2027-02-28", 31)).toBe("2027-03-31");
    expect(nextMonthlyOccurrence("2028-01-30", 30)).toBe("2028-02-29");
  });
});

describe("dueDaysOfMonth", () => {
  it("is the day alone before the month's end", () => {
    expect(dueDaysOfMonth("2026-11-05")).toEqual([5]);
    expect(dueDaysOfMonth("2027-02-27")).toEqual([27]);
  });
  it("takes the later days on the month's last day", () => {
    expect(dueDaysOfMonth("2027-02-28")).toEqual([28, 29, 30, 31]);
    expect(dueDaysOfMonth("2028-02-29")).toEqual([29, 30, 31]);
    expect(dueDaysOfMonth("2026-11-30")).toEqual([30, 31]);
    expect(dueDaysOfMonth("2026-12-31")).toEqual([31]);
  });
});

describe("isMonthlyDueOn", () => {
  it("uses the São Paulo date, not UTC", () => {
    // 02:00 UTC on the 6th is still 23:00 on the 5th in São Paulo (UTC-3).
    const now = new Date("2026-11-06T02:00:00Z");
    expect(scheduleDate(now)).toBe("2026-11-05");
    expect(isMonthlyDueOn(5, now)).toBe(true);
    expect(isMonthlyDueOn(6, now)).toBe(false);
  });
  it("makes day 31 due on 28 February", () => {
    const now = new Date("2027-02-28T13:00:00Z");
    expect(isMonthlyDueOn(31, now)).toBe(true);
    expect(isMonthlyDueOn(28, now)).toBe(true);
    expect(isMonthlyDueOn(27, now)).toBe(false);
  });
});
