import { describe, expect, it } from "vitest";
import { toIso } from "./civil-date.ts";
import { formatDateTimeSaoPaulo, saoPauloToday, saoPauloTodayIso } from "./sao-paulo.ts";

describe("São Paulo today", () => {
  it.each([
    ["2026-11-23T02:59:00Z", "2026-11-22"],
    ["2026-11-23T03:00:00Z", "2026-11-23"],
    ["2027-01-01T23:50:00-03:00", "2027-01-01"],
    ["2027-01-01T02:59:59.999Z", "2026-12-31"],
    // 2018: São Paulo still had daylight saving time (UTC-2)
    ["2018-12-01T02:30:00Z", "2018-12-01"],
    ["2018-12-01T01:30:00Z", "2018-11-30"],
  ])("the date at %s is %s", (instant, want) => {
    expect(toIso(saoPauloToday(new Date(instant)))).toBe(want);
    expect(saoPauloTodayIso(new Date(instant))).toBe(want);
  });

  it("formats a moment as dd/mm/aaaa HH:mm in São Paulo", () => {
    expect(formatDateTimeSaoPaulo(new Date("2025-03-01T02:30:00Z"))).toBe("28/02/2025 23:30");
    expect(formatDateTimeSaoPaulo(new Date("2025-12-31T15:05:00Z"))).toBe("31/12/2025 12:05");
    expect(formatDateTimeSaoPaulo(new Date("2025-01-01T03:00:00Z"))).toBe("01/01/2025 00:00");
  });
});
