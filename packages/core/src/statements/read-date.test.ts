import { describe, expect, it } from "vitest";
import { guessDateOrder, readDate } from "./read-date.ts";

describe("readDate", () => {
  it.each([
    ["05/03/2026", "2026-03-05"],
    ["5/3/26", "2026-03-05"],
    ["05-03-2026", "2026-03-05"],
    ["05.03.2026", "2026-03-05"],
    ["2026-03-05", "2026-03-05"],
    ["2026-03-05T10:11:12Z", "2026-03-05"],
    ["20260305", "2026-03-05"],
    ["20260305120000[-3:BRT]", "2026-03-05"],
    ["20260305120000.000[-03:EST]", "2026-03-05"],
    ["01/03/2026 08:15:00", "2026-03-01"],
  ])('reads "%s"', (text, iso) => {
    expect(readDate(text)).toBe(iso);
  });

  it.each(["00/00/0000", "31/02/2026", "Data", "", "12/03"])('reads "%s" as no date', (text) => {
    expect(readDate(text)).toBeNull();
  });

  it("completes a date without a year from the statement's year", () => {
    expect(readDate("12/03", "dmy", 2026)).toBe("2026-03-12");
  });

  it("reads month-day columns only when the values prove it", () => {
    expect(guessDateOrder(["12/25/2026", "01/02/2026"])).toBe("mdy");
    expect(guessDateOrder(["25/12/2026", "01/02/2026"])).toBe("dmy");
    expect(guessDateOrder(["01/02/2026"])).toBe("dmy");
    expect(readDate("12/25/2026", "mdy")).toBe("2026-12-25");
  });
});
