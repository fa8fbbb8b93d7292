import { describe, expect, it } from "vitest";
import { monthlyCloseDue, monthlyPeriod, replyDigest, weeklyPeriod } from "./digests.ts";

describe("digest periods", () => {
  /** A digest period: its kind and key, the range it covers and the range it is compared with. */
  const period = (
    kind: string,
    key: string,
    [from, to]: [string, string],
    [previousFrom, previousTo]: [string, string],
  ) => ({
    kind,
    key,
    from,
    to,
    previousFrom,
    previousTo,
  });

  it("covers the Monday-to-Sunday week just ended", () => {
    expect(weeklyPeriod("2026-11-23")).toEqual(
      period("weekly", "2026-11-16", ["2026-11-16", "2026-11-22"], ["2026-11-09", "2026-11-15"]),
    );
    // Across a year end.
    expect(weeklyPeriod("2027-01-04")).toMatchObject({ from: "2026-12-28", to: "2027-01-03" });
  });

  it("closes the month just ended, compared with the one before", () => {
    expect(monthlyPeriod("2027-01-01")).toEqual({
      ...period("monthly", "2026-12", ["2026-12-01", "2026-12-31"], ["2026-11-01", "2026-11-30"]),
      billMonths: { now: "2026-12", before: "2026-11" },
    });
    expect(monthlyPeriod("2028-03-01")).toMatchObject({ to: "2028-02-29" });
    expect(monthlyCloseDue("2027-01-01")).toBe(true);
    expect(monthlyCloseDue("2027-01-02")).toBe(false);
  });

  it("closes a month that starts on payday on the payday that starts the next", () => {
    // The 5th business day (Saturdays count): November's is 06/11 (02/11 is a holiday), December's 04/12.
    const fifth = { kind: "business_day", n: 5 } as const;
    expect(monthlyCloseDue("2026-12-01", fifth)).toBe(false);
    expect(monthlyCloseDue("2026-12-04", fifth)).toBe(true);
    expect(monthlyPeriod("2026-12-04", fifth)).toEqual({
      ...period("monthly", "2026-11", ["2026-11-06", "2026-12-03"], ["2026-10-06", "2026-11-05"]),
      billMonths: { now: "2026-11", before: "2026-10" },
    });
    // A salary on the 30th pays for the month after it: 30/11 opens December, closing November.
    const thirtieth = { kind: "day", day: 30 } as const;
    expect(monthlyCloseDue("2026-11-30", thirtieth)).toBe(true);
    expect(monthlyPeriod("2026-11-30", thirtieth)).toMatchObject({
      key: "2026-11",
      from: "2026-10-30",
      to: "2026-11-29",
    });
    const close = replyDigest({
      period: monthlyPeriod("2026-12-04", fifth),
      income: 0,
      expenses: 0,
      previousExpenses: 0,
      categories: [],
      limits: [],
      goals: [],
      billsDue: [],
    });
    expect(close).toContain("📅 Fechamento de novembro/2026 (06/11 a 03/12)");
  });

  it("words the monthly close with changes, limits, goals and the way to stop it", () => {
    const text = replyDigest({
      period: monthlyPeriod("2026-12-01"),
      income: 500000,
      expenses: 320000,
      previousExpenses: 400000,
      categories: [{ category: "Mercado", spent: 90000, previous: 60000 }],
      limits: [{ category: "Mercado", spent: 90000, limit: 80000, percent: 112 }],
      goals: [{ name: "viagem", percent: 25, saved: 250000, target: 1000000, monthlyNeed: 107143 }],
      billsDue: [],
    });
    expect(text).toContain("📅 Fechamento de novembro/2026");
    expect(text).toContain("Saldo R$ 1.800,00");
    expect(text).toContain("(↓ 20%)");
    expect(text).toContain("• Mercado: R$ 900,00 (↑ 50%)");
    expect(text).toContain("R$ 900,00 de R$ 800,00 (112%) 🚨");
    expect(text).toContain("R$ 1.071,43/mês");
    expect(text).toContain('"parar resumo"');
  });

  it("says how much of the expenses is instalments, and nothing when none is", () => {
    const data = {
      income: 0,
      expenses: 47000,
      previousExpenses: 0,
      categories: [],
      limits: [],
      goals: [],
      billsDue: [],
    };
    const close = replyDigest({ ...data, period: monthlyPeriod("2026-12-01"), instalments: 32000 });
    expect(close).toContain("Despesas R$ 470,00 (R$ 320,00 em parcelas) · Saldo");
    const week = replyDigest({ ...data, period: weeklyPeriod("2026-11-30"), instalments: 32000 });
    expect(week).toContain("Gastos: R$ 470,00 (R$ 320,00 em parcelas), semana anterior");
    expect(replyDigest({ ...data, period: monthlyPeriod("2026-12-01") })).not.toContain("parcelas");
  });
});
