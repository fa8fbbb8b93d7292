import { describe, expect, it } from "vitest";
import { fromIso, toIso } from "./civil-date.ts";
import {
  addMonths,
  addMonthsToInstant,
  monthDaysFallingOn,
  nextMonthDay,
  nonexistentDateMessage,
  previousMonthDay,
  shiftMonth,
} from "./months.ts";

const iso = (date: { y: number; m: number; d: number }) => toIso(date);

describe("addMonths", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2026-11-15", 2, "2027-01-15"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-03-10", -3, "2025-12-10"],
    ["2026-03-31", -1, "2026-02-28"],
    ["2026-05-31", 12, "2027-05-31"],
    ["2026-01-15", -25, "2023-12-15"],
  ])("moves %s by %i months to %s", (from, n, want) => {
    expect(iso(addMonths(fromIso(from), n))).toBe(want);
  });

  it("lands on a chosen day, clamped, so a series keeps its day after a short month", () => {
    expect(iso(addMonths(fromIso("2027-01-31"), 1, 31))).toBe("2027-02-28");
    expect(iso(addMonths(fromIso("2027-02-28"), 1, 31))).toBe("2027-03-31");
    expect(iso(addMonths(fromIso("2028-01-30"), 1, 30))).toBe("2028-02-29");
    expect(iso(addMonths(fromIso("2026-12-05"), 1, 5))).toBe("2027-01-05");
  });
});

describe("nextMonthDay", () => {
  it.each([
    ["2026-11-22", 10, "2026-12-10"],
    ["2026-11-10", 10, "2026-11-10"],
    ["2026-11-05", 10, "2026-11-10"],
    ["2026-12-20", 5, "2027-01-05"],
    ["2026-04-05", 31, "2026-04-30"],
    ["2027-02-01", 30, "2027-02-28"],
  ])("from %s the next day %i is %s", (from, day, want) => {
    expect(iso(nextMonthDay(fromIso(from), day))).toBe(want);
  });

  it("excludes the starting date when asked", () => {
    expect(iso(nextMonthDay(fromIso("2026-11-10"), 10, { inclusive: false }))).toBe("2026-12-10");
    expect(iso(nextMonthDay(fromIso("2027-02-28"), 31, { inclusive: false }))).toBe("2027-03-31");
  });

  it("skips months without the day when asked", () => {
    expect(iso(nextMonthDay(fromIso("2026-06-01"), 31, { shortMonths: "skip" }))).toBe("2026-07-31");
    expect(iso(nextMonthDay(fromIso("2027-01-31"), 30, { shortMonths: "skip", inclusive: true }))).toBe(
      "2027-03-30",
    );
  });

  it.each([0, 32, 1.5, Number.NaN])("refuses day %d", (day) => {
    expect(() => nextMonthDay(fromIso("2026-11-22"), day)).toThrow(RangeError);
  });
});

describe("previousMonthDay", () => {
  it.each([
    ["2026-10-14", 20, "2026-09-20"],
    ["2026-10-14", 14, "2026-10-14"],
    ["2026-01-03", 15, "2025-12-15"],
    ["2026-03-10", 31, "2026-02-28"],
  ])("from %s the last day %i is %s", (from, day, want) => {
    expect(iso(previousMonthDay(fromIso(from), day))).toBe(want);
  });

  it("skips months without the day when asked", () => {
    expect(iso(previousMonthDay(fromIso("2026-06-30"), 31, { shortMonths: "skip" }))).toBe("2026-05-31");
    expect(iso(previousMonthDay(fromIso("2026-10-14"), 14, { inclusive: false }))).toBe("2026-09-14");
  });
});

describe("monthDaysFallingOn", () => {
  it("is the day alone before the month's end", () => {
    expect(monthDaysFallingOn(fromIso("2026-11-05"))).toEqual([5]);
    expect(monthDaysFallingOn(fromIso("2027-02-27"))).toEqual([27]);
  });
  it("takes the later days on the month's last day", () => {
    expect(monthDaysFallingOn(fromIso("2027-02-28"))).toEqual([28, 29, 30, 31]);
    expect(monthDaysFallingOn(fromIso("2028-02-29"))).toEqual([29, 30, 31]);
    expect(monthDaysFallingOn(fromIso("2026-11-30"))).toEqual([30, 31]);
    expect(monthDaysFallingOn(fromIso("2026-12-31"))).toEqual([31]);
  });
});

describe("addMonthsToInstant", () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ["2026-01-31T12:00:00Z", 1, "2026-02-28T12:00:00Z"],
    ["2028-01-31T12:00:00Z", 1, "2028-02-29T12:00:00Z"],
    ["2026-11-15T08:00:00Z", 3, "2027-02-15T08:00:00Z"],
    ["2026-12-31T23:59:59.999Z", 2, "2027-02-28T23:59:59.999Z"],
    ["1969-12-31T06:00:00Z", 1, "1970-01-31T06:00:00Z"],
  ])("moves %s by %i months to %s, keeping the time", (from, n, want) => {
    expect(addMonthsToInstant(at(from), n)).toBe(at(want));
  });
});

describe("nonexistentDateMessage", () => {
  it.each([
    [2026, 2, 30, "Essa data não existe: fevereiro de 2026 tem 28 dias."],
    [2027, 2, 29, "Essa data não existe: fevereiro de 2027 tem 28 dias."],
    [2026, 4, 31, "Essa data não existe: abril de 2026 tem 30 dias."],
    [null, 4, 31, "Essa data não existe: abril tem 30 dias."],
    [null, 2, 30, "Essa data não existe: fevereiro tem 28 dias (29 nos anos bissextos)."],
  ] as const)("says %s-%s-%s does not exist", (year, month, day, message) => {
    expect(nonexistentDateMessage(year, month, day)).toBe(message);
  });

  it.each([
    [2028, 2, 29],
    [null, 2, 29],
    [2026, 1, 31],
    [null, 12, 31],
  ] as const)("accepts %s-%s-%s", (year, month, day) => {
    expect(nonexistentDateMessage(year, month, day)).toBeNull();
  });
});

describe("shiftMonth", () => {
  it.each([
    ["2026-11", 3, "2027-02"],
    ["2026-01", -1, "2025-12"],
    ["2026-03", 0, "2026-03"],
    ["2026-04", -24, "2024-04"],
  ])("%s by %i is %s", (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });
});
