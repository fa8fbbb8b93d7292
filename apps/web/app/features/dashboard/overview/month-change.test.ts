import type { Summary } from "@tostao/core/dashboard/summary";
import { describe, expect, it } from "vitest";
import { monthChange } from "./month-change";

const month = (m: string, income: number, expense: number, investment = 0) => ({
  month: m,
  incomeCents: income,
  expenseCents: expense,
  investmentCents: investment,
});
const summary = (months: Summary["months"]): Summary => ({
  month: months.at(-1)?.month ?? "",
  period: { from: "2026-03-01", to: "2026-03-31" },
  currentMonth: months.at(-1)?.month ?? "",
  instalmentView: "bill",
  totals: {
    incomeCents: 0,
    expenseCents: 0,
    investmentCents: 0,
    balanceCents: 0,
    count: 0,
    instalmentCents: 0,
  },
  byCategory: [],
  byDay: [],
  months,
});

describe("monthChange", () => {
  it("compares the month with the one before, in centavos and percent", () => {
    const s = summary([month("2026-10", 500000, 300000), month("2026-11", 500000, 330000)]);
    expect(monthChange(s, "expenseCents")).toEqual({ deltaCents: 30000, percent: 10, good: false });
    expect(monthChange(s, "incomeCents")).toEqual({ deltaCents: 0, percent: 0, good: true });
    expect(monthChange(s, "balanceCents")).toEqual({ deltaCents: -30000, percent: -15, good: false });
  });

  it("calls less spending good news", () => {
    const s = summary([month("2026-10", 0, 200000), month("2026-11", 0, 150000)]);
    expect(monthChange(s, "expenseCents")).toMatchObject({ percent: -25, good: true });
  });

  it("has nothing to compare with after an empty month, and no percent of a zero", () => {
    expect(
      monthChange(summary([month("2026-10", 0, 0), month("2026-11", 100, 100)]), "expenseCents"),
    ).toBeNull();
    expect(
      monthChange(summary([month("2026-10", 5000, 0), month("2026-11", 5000, 100)]), "expenseCents"),
    ).toEqual({ deltaCents: 100, percent: null, good: false });
  });
});
