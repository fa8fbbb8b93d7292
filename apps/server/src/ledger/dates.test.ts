import { describe, expect, it } from "vitest";
import { addMonths, saoPauloDate } from "./dates.ts";

describe("ledger dates", () => {
  it("reads the calendar date in São Paulo, not UTC", () => {
    expect(saoPauloDate(new Date("2026-11-23T02:00:00Z"))).toBe("2026-11-22");
    expect(saoPauloDate(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-23");
  });

  it.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2026-11-15", 2, "2027-01-15"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-03-10", -3, "2025-12-10"],
  ])("moves %s by %i months to %s", (from, n, to) => {
    expect(addMonths(from, n)).toBe(to);
  });
});
