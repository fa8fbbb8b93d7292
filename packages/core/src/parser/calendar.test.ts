import { describe, expect, it } from "vitest";
import { addDays, isoWeekday, localDate, makeDate, toIso } from "./calendar.ts";
import { resolveFuture, resolvePast } from "./dates.ts";

const d = (iso: string) => ({
  y: Number(iso.slice(0, 4)),
  m: Number(iso.slice(5, 7)),
  d: Number(iso.slice(8, 10)),
});

describe("calendar", () => {
  it.each([
    ["2026-11-23T02:59:00Z", "2026-11-22"],
    ["2026-11-23T03:00:00Z", "2026-11-23"],
    ["2027-01-01T23:50:00-03:00", "2027-01-01"],
    // 2018: São Paulo still had daylight saving time (UTC-2)
    ["2018-12-01T02:30:00Z", "2018-12-01"],
    ["2018-12-01T01:30:00Z", "2018-11-30"],
  ])("the São Paulo date of %s is %s", (instant, want) => {
    expect(toIso(localDate(new Date(instant)))).toBe(want);
  });

  it("adds days across months and leap years", () => {
    expect(toIso(addDays(d("2024-02-28"), 1))).toBe("2024-02-29");
    expect(toIso(addDays(d("2027-01-01"), -1))).toBe("2026-12-31");
  });

  it("knows weekdays (0 = Monday)", () => {
    expect(isoWeekday(d("2026-10-14"))).toBe(2);
    expect(isoWeekday(d("2026-03-01"))).toBe(6);
  });

  it("refuses impossible dates", () => {
    expect(makeDate(2026, 2, 30)).toBeNull();
    expect(makeDate(2024, 2, 29)).not.toBeNull();
  });
});

describe("resolving written dates", () => {
  const today = d("2026-10-14");
  it.each([
    [{ kind: "monthDay", day: 20 } as const, "2026-09-20"],
    [{ kind: "monthDay", day: 14 } as const, "2026-10-14"],
    [{ kind: "dayMonth", day: 31, month: 12 } as const, "2025-12-31"],
    [{ kind: "relative", days: -2 } as const, "2026-10-12"],
    [{ kind: "relative", days: 3 } as const, "2026-10-14"],
  ])("a past event %j is on %s", (ref, want) => {
    expect(toIso(resolvePast(ref, today))).toBe(want);
  });

  it.each([
    [{ kind: "monthDay", day: 10 } as const, "2026-11-10"],
    [{ kind: "monthDay", day: 14 } as const, "2026-10-14"],
    [{ kind: "dayMonth", day: 10, month: 10 } as const, "2027-10-10"],
    [{ kind: "relative", days: 2 } as const, "2026-10-16"],
    [{ kind: "weekday", weekday: 4 } as const, "2026-10-16"],
  ])("a reminder %j is next on %s", (ref, want) => {
    expect(toIso(resolveFuture(ref, today))).toBe(want);
  });

  it('skips months without the day ("dia 31" in a 30-day month)', () => {
    expect(toIso(resolvePast({ kind: "monthDay", day: 31 }, d("2026-06-30")))).toBe("2026-05-31");
    expect(toIso(resolveFuture({ kind: "monthDay", day: 31 }, d("2026-06-01")))).toBe("2026-07-31");
  });
});
