import { describe, expect, it } from "vitest";
import {
  addDays,
  clampedDate,
  compareDates,
  daysBetween,
  daysInMonth,
  fromIso,
  isoWeekday,
  makeDate,
  parseIsoDate,
  toBrazilianDate,
  toDayMonth,
  toIso,
} from "./civil-date.ts";

describe("daysInMonth", () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])("%i-%i has %i days", (y, m, want) => {
    expect(daysInMonth(y, m)).toBe(want);
  });
});

describe("makeDate", () => {
  it.each([
    { y: 2026, m: 2, d: 30 },
    { y: 2026, m: 13, d: 1 },
    { y: 2026, m: 0, d: 10 },
    { y: 2026, m: 4, d: 31 },
    { y: 2026, m: 1, d: 0 },
    { y: 2026, m: 1.5, d: 1 },
  ])("refuses $y-$m-$d", ({ y, m, d }) => {
    expect(makeDate(y, m, d)).toBeNull();
  });
  it("accepts 29 February in a leap year", () => {
    expect(makeDate(2024, 2, 29)).toEqual({ y: 2024, m: 2, d: 29 });
  });
});

describe("clampedDate", () => {
  it.each([
    [2027, 2, 31, "2027-02-28"],
    [2028, 2, 31, "2028-02-29"],
    [2026, 4, 31, "2026-04-30"],
    [2026, 11, 5, "2026-11-05"],
    [2026, 11, 0, "2026-11-01"],
  ])("day %i-%i-%i lands on %s", (y, m, day, want) => {
    expect(toIso(clampedDate(y, m, day))).toBe(want);
  });
});

describe("arithmetic", () => {
  it.each([
    { from: "2024-02-28", days: 1, want: "2024-02-29" },
    { from: "2027-01-01", days: -1, want: "2026-12-31" },
    { from: "2026-11-23", days: 38, want: "2026-12-31" },
    { from: "2026-03-01", days: -1, want: "2026-02-28" },
  ])("$from plus $days days is $want", ({ from, days, want }) => {
    expect(toIso(addDays(fromIso(from), days))).toBe(want);
  });

  it("counts the days between two dates", () => {
    expect(daysBetween(fromIso("2026-01-01"), fromIso("2027-01-01"))).toBe(365);
    expect(daysBetween(fromIso("2028-03-01"), fromIso("2028-02-01"))).toBe(-29);
  });

  it("orders dates", () => {
    expect(compareDates(fromIso("2026-11-23"), fromIso("2026-12-01"))).toBeLessThan(0);
    expect(compareDates(fromIso("2027-01-01"), fromIso("2026-12-31"))).toBeGreaterThan(0);
    expect(compareDates(fromIso("2026-11-23"), fromIso("2026-11-23"))).toBe(0);
  });

  it.each([
    ["2026-10-12", 0],
    ["2026-10-14", 2],
    ["2026-03-01", 6],
    ["2024-02-29", 3],
  ])("%s is weekday %i (0 = Monday)", (iso, want) => {
    expect(isoWeekday(fromIso(iso))).toBe(want);
  });
});

describe("writing and reading dates", () => {
  it("writes ISO, dd/mm and dd/mm/aaaa", () => {
    const date = { y: 2026, m: 3, d: 7 };
    expect(toIso(date)).toBe("2026-03-07");
    expect(toDayMonth(date)).toBe("07/03");
    expect(toBrazilianDate(date)).toBe("07/03/2026");
  });

  it.each(["2026-02-30", "2026-2-01", "26-02-01", "2026-02-01T00:00", " 2026-02-01", "ontem", ""])(
    "reads %j as no date",
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
    },
  );

  it("reads a real ISO date", () => {
    expect(parseIsoDate("2028-02-29")).toEqual({ y: 2028, m: 2, d: 29 });
  });
});
