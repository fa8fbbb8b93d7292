import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  type CivilDate,
  compareDates,
  daysBetween,
  daysInMonth,
  fromIso,
  isoWeekday,
  parseIsoDate,
  toIso,
} from "./civil-date.ts";
import { addMonths, nextMonthDay, previousMonthDay } from "./months.ts";
import { lastDays, lastMonth, thisMonth, thisWeek } from "./periods.ts";
import { saoPauloToday } from "./sao-paulo.ts";
import { nextWeekday, previousWeekday } from "./weekdays.ts";

const civilDate = fc
  .record({
    y: fc.integer({ min: 1971, max: 2199 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ y, m, d }): CivilDate => ({ y, m, d: Math.min(d, daysInMonth(y, m)) }));
const dayOfMonth = fc.integer({ min: 1, max: 31 });
const weekday = fc.integer({ min: 0, max: 6 });
const shortMonths = fc.constantFrom("clamp" as const, "skip" as const);

describe("calendar invariants", () => {
  it("adding days then subtracting them returns the date", () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: -5000, max: 5000 }), (date, n) => {
        expect(addDays(addDays(date, n), -n)).toEqual(date);
        expect(daysBetween(date, addDays(date, n))).toBe(n);
      }),
    );
  });

  it("ISO text round-trips and is always a real date", () => {
    fc.assert(
      fc.property(civilDate, (date) => {
        expect(parseIsoDate(toIso(date))).toEqual(date);
        expect(fromIso(toIso(date))).toEqual(date);
      }),
    );
  });

  it("adding months always gives a real date in the right month, never past the day asked", () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: -240, max: 240 }), (date, n) => {
        const moved = addMonths(date, n);
        expect(parseIsoDate(toIso(moved))).toEqual(moved);
        expect(moved.y * 12 + moved.m - (date.y * 12 + date.m)).toBe(n);
        expect(moved.d).toBe(Math.min(date.d, daysInMonth(moved.y, moved.m)));
      }),
    );
  });

  it("the next and last occurrence of a month day bracket the date within three months", () => {
    fc.assert(
      fc.property(civilDate, dayOfMonth, fc.boolean(), shortMonths, (date, day, inclusive, mode) => {
        const next = nextMonthDay(date, day, { inclusive, shortMonths: mode });
        const last = previousMonthDay(date, day, { inclusive, shortMonths: mode });
        expect(compareDates(next, date)).toBeGreaterThanOrEqual(inclusive ? 0 : 1);
        expect(compareDates(last, date)).toBeLessThanOrEqual(inclusive ? 0 : -1);
        expect(daysBetween(date, next)).toBeLessThanOrEqual(93);
        expect(daysBetween(last, date)).toBeLessThanOrEqual(93);
        for (const found of [next, last]) {
          if (mode === "skip") expect(found.d).toBe(day);
          else expect(found.d).toBe(Math.min(day, daysInMonth(found.y, found.m)));
        }
      }),
    );
  });

  it("the next and last weekday are the nearest ones with that weekday", () => {
    fc.assert(
      fc.property(civilDate, weekday, fc.boolean(), (date, wd, inclusive) => {
        const next = nextWeekday(date, wd, inclusive);
        const last = previousWeekday(date, wd, inclusive);
        expect(isoWeekday(next)).toBe(wd);
        expect(isoWeekday(last)).toBe(wd);
        const ahead = daysBetween(date, next);
        const back = daysBetween(last, date);
        expect(ahead).toBeGreaterThanOrEqual(inclusive ? 0 : 1);
        expect(ahead).toBeLessThanOrEqual(inclusive ? 6 : 7);
        expect(back).toBeGreaterThanOrEqual(inclusive ? 0 : 1);
        expect(back).toBeLessThanOrEqual(inclusive ? 6 : 7);
      }),
    );
  });

  it("periods up to today end today and start no later", () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: 1, max: 400 }), (today, n) => {
        for (const period of [thisWeek(today), thisMonth(today), lastDays(today, n)]) {
          expect(period.to).toBe(toIso(today));
          expect(period.from <= period.to).toBe(true);
        }
        expect(isoWeekday(fromIso(thisWeek(today).from))).toBe(0);
        const previous = lastMonth(today);
        expect(previous.to < thisMonth(today).from).toBe(true);
        expect(daysBetween(fromIso(previous.to), fromIso(thisMonth(today).from))).toBe(1);
      }),
    );
  });

  it("São Paulo's date is the UTC date or the one before it, for any instant", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const now = new Date(ms);
        const utc = { y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() };
        expect([0, -1]).toContain(daysBetween(utc, saoPauloToday(now)));
      }),
    );
  });
});
