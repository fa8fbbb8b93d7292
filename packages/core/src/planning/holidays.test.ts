import { describe, expect, it } from "vitest";
import { toIso } from "../calendar/index.ts";
import { easterSunday, holidayName, isBusinessDay, nationalHolidays, nextBusinessDay } from "./holidays.ts";

const FIXED = ["01-01", "04-21", "05-01", "09-07", "10-12", "11-02", "11-15", "11-20", "12-25"];

// Published dates (ANBIMA's national calendar) for Carnival, Good Friday and Corpus Christi.
const MOVABLE: Record<number, { easter: string; days: string[] }> = {
  2025: { easter: "2025-04-20", days: ["2025-03-03", "2025-03-04", "2025-04-18", "2025-06-19"] },
  2026: { easter: "2026-04-05", days: ["2026-02-16", "2026-02-17", "2026-04-03", "2026-06-04"] },
  2027: { easter: "2027-03-28", days: ["2027-02-08", "2027-02-09", "2027-03-26", "2027-05-27"] },
  2028: { easter: "2028-04-16", days: ["2028-02-28", "2028-02-29", "2028-04-14", "2028-06-15"] },
  2029: { easter: "2029-04-01", days: ["2029-02-12", "2029-02-13", "2029-03-30", "2029-05-31"] },
  2030: { easter: "2030-04-21", days: ["2030-03-04", "2030-03-05", "2030-04-19", "2030-06-20"] },
};

describe("national bank holidays 2025-2030", () => {
  it.each(Object.entries(MOVABLE))("computes Easter %s", (year, { easter }) => {
    expect(toIso(easterSunday(Number(year)))).toBe(easter);
  });

  it.each(Object.entries(MOVABLE))("lists the holidays of %s", (year, { days }) => {
    const want = [...FIXED.map((md) => `${year}-${md}`), ...days].sort();
    expect(nationalHolidays(Number(year)).map((h) => h.date)).toEqual(want);
  });

  it("names the days in pt-BR", () => {
    expect(holidayName("2026-02-17")).toBe("Carnaval (terça-feira)");
    expect(holidayName("2027-03-26")).toBe("Sexta-feira Santa");
    expect(holidayName("2028-06-15")).toBe("Corpus Christi");
    expect(holidayName("2026-11-20")).toBe("Dia Nacional de Zumbi e da Consciência Negra");
    expect(holidayName("2026-11-23")).toBeNull();
  });

  it("treats Ash Wednesday as a business day (banks open at noon)", () => {
    expect(isBusinessDay("2026-02-18")).toBe(true);
  });

  it.each([
    ["2026-11-23", "2026-11-23"], // an ordinary Monday
    ["2026-11-21", "2026-11-23"], // Saturday
    ["2026-11-20", "2026-11-23"], // Consciência Negra on a Friday, then the weekend
    ["2026-04-03", "2026-04-06"], // Good Friday
    ["2027-02-06", "2027-02-10"], // Saturday before Carnival: Monday and Tuesday are closed too
    ["2027-12-25", "2027-12-27"], // Christmas on a Saturday
    ["2027-12-31", "2027-12-31"], // 31 December is a business day
    ["2028-01-01", "2028-01-03"], // New Year on a Saturday
  ])("the first business day from %s is %s", (from, want) => {
    expect(nextBusinessDay(from)).toBe(want);
  });
});
