import { describe, expect, it } from "vitest";
import { fromIso } from "./civil-date.ts";
import * as period from "./periods.ts";

const p = (from: string, to: string) => ({ from, to });

describe("periods", () => {
  // 2026-11-19 is a Thursday.
  const today = fromIso("2026-11-19");

  it.each([
    ["today", period.dayPeriod(today), p("2026-11-19", "2026-11-19")],
    ["this week", period.thisWeek(today), p("2026-11-16", "2026-11-19")],
    ["this week on a Monday", period.thisWeek(fromIso("2026-11-16")), p("2026-11-16", "2026-11-16")],
    ["this week on a Sunday", period.thisWeek(fromIso("2026-11-22")), p("2026-11-16", "2026-11-22")],
    ["last week", period.lastWeek(today), p("2026-11-09", "2026-11-15")],
    ["this month", period.thisMonth(today), p("2026-11-01", "2026-11-19")],
    ["last month", period.lastMonth(today), p("2026-10-01", "2026-10-31")],
    ["last month in January", period.lastMonth(fromIso("2027-01-05")), p("2026-12-01", "2026-12-31")],
    ["last month after 31 March", period.lastMonth(fromIso("2028-03-31")), p("2028-02-01", "2028-02-29")],
    ["last 7 days", period.lastDays(today, 7), p("2026-11-13", "2026-11-19")],
    ["last 1 day", period.lastDays(today, 1), p("2026-11-19", "2026-11-19")],
    ["last 30 days across a year", period.lastDays(fromIso("2027-01-10"), 30), p("2026-12-12", "2027-01-10")],
    ["last 3 months", period.lastMonths(fromIso("2026-11-22"), 3), p("2026-08-23", "2026-11-22")],
    ["last month from 31 March", period.lastMonths(fromIso("2026-03-31"), 1), p("2026-03-01", "2026-03-31")],
    ["a whole February", period.monthPeriod(2028, 2), p("2028-02-01", "2028-02-29")],
    ["October asked in November", period.mostRecentMonth(today, 10), p("2026-10-01", "2026-10-31")],
    ["this month by name", period.mostRecentMonth(today, 11), p("2026-11-01", "2026-11-30")],
    ["December asked in November", period.mostRecentMonth(today, 12), p("2025-12-01", "2025-12-31")],
    ["this year", period.thisYear(today), p("2026-01-01", "2026-11-19")],
    ["last year", period.lastYear(today), p("2025-01-01", "2025-12-31")],
  ])("%s", (_name, got, want) => {
    expect(got).toEqual(want);
  });
});
