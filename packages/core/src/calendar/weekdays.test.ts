import { describe, expect, it } from "vitest";
import { fromIso, toIso } from "./civil-date.ts";
import { nextWeekday, previousWeekday, WEEKDAY } from "./weekdays.ts";

// 2026-10-14 is a Wednesday.
const wednesday = fromIso("2026-10-14");

describe("weekdays", () => {
  it.each([
    [WEEKDAY.friday, true, "2026-10-16", "2026-10-09"],
    [WEEKDAY.wednesday, true, "2026-10-14", "2026-10-14"],
    [WEEKDAY.wednesday, false, "2026-10-21", "2026-10-07"],
    [WEEKDAY.monday, true, "2026-10-19", "2026-10-12"],
    [WEEKDAY.sunday, true, "2026-10-18", "2026-10-11"],
  ])("weekday %i (inclusive %s): the next is %s, the last %s", (weekday, inclusive, next, last) => {
    expect(toIso(nextWeekday(wednesday, weekday, inclusive))).toBe(next);
    expect(toIso(previousWeekday(wednesday, weekday, inclusive))).toBe(last);
  });

  it.each([-1, 7, 2.5])("refuses weekday %d", (weekday) => {
    expect(() => nextWeekday(wednesday, weekday)).toThrow(RangeError);
    expect(() => previousWeekday(wednesday, weekday)).toThrow(RangeError);
  });
});
