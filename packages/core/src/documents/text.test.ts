import { describe, expect, it } from "vitest";
import { dateOrDayMonthAfter, nearestDate } from "./text.ts";

describe("a day and month printed without a year", () => {
  it.each([
    ["2026-11-29", 8, 1, "2027-01-08"],
    ["2026-11-29", 16, 12, "2026-12-16"],
    ["2027-01-05", 28, 12, "2026-12-28"],
    ["2026-06-10", 30, 6, "2026-06-30"],
  ])("read on %s, %i/%i is %s", (today, day, month, iso) => {
    expect(nearestDate(day, month, today)).toBe(iso);
  });

  it.each([
    ["Vencimento 08/01", "2027-01-08"],
    ["Data de vencimento   08 JAN", "2027-01-08"],
    ["Vencimento: 8 de janeiro", "2027-01-08"],
    ["Vencimento 15/12/2026", "2026-12-15"],
    ["Vencimento 10/2026", null],
    ["Pague até o vencimento R$ 12.05", null],
  ])('reads "%s" after its label as %s', (line, iso) => {
    expect(dateOrDayMonthAfter(line, line.indexOf(" "), "2026-11-29")).toBe(iso);
  });

  it("takes a line below its label only when it is the day and month alone", () => {
    expect(dateOrDayMonthAfter("08/01", 0, "2026-11-29")).toBe("2027-01-08");
    expect(dateOrDayMonthAfter("Leitura 12/11 a 10/12", 0, "2026-11-29")).toBeNull();
    expect(dateOrDayMonthAfter("08/11 PADARIA CENTRAL 23,90", 0, "2026-11-29")).toBeNull();
  });
});
