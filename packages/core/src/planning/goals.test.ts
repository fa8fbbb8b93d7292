import { describe, expect, it } from "vitest";
import { centavos } from "../money.ts";
import { goalProgress } from "./goals.ts";

const c = centavos;

describe("goalProgress", () => {
  it("spreads what is missing over the months left, this one and the deadline's included", () => {
    const p = goalProgress({
      target: c(1_000_000),
      saved: c(250_000),
      deadline: "2027-06-30",
      today: "2026-12-10",
    });
    expect(p).toMatchObject({
      remaining: 750_000,
      percent: 25,
      monthsLeft: 7,
      monthlyNeed: 107_143,
      overdue: false,
    });
  });

  it("asks for all that is missing in the deadline's own month", () => {
    const p = goalProgress({
      target: c(300_000),
      saved: c(100_000),
      deadline: "2026-12-31",
      today: "2026-12-31",
    });
    expect(p).toMatchObject({ monthsLeft: 1, monthlyNeed: 200_000 });
  });

  it("has no monthly need without a deadline", () => {
    const p = goalProgress({ target: c(500_000), saved: c(50_000), deadline: null, today: "2026-12-10" });
    expect(p).toMatchObject({ percent: 10, monthsLeft: null, monthlyNeed: null, overdue: false });
  });

  it("is reached once the saved amount meets the target, capped at 100 %", () => {
    const p = goalProgress({
      target: c(100_000),
      saved: c(120_000),
      deadline: "2027-01-31",
      today: "2026-12-10",
    });
    expect(p).toMatchObject({ reached: true, remaining: 0, percent: 100, monthlyNeed: 0 });
  });

  it("marks a passed deadline as overdue", () => {
    const p = goalProgress({
      target: c(100_000),
      saved: c(10_000),
      deadline: "2026-10-31",
      today: "2026-12-10",
    });
    expect(p).toMatchObject({ overdue: true, monthlyNeed: null, monthsLeft: 0 });
  });

  it("rounds the percent down so 99,9 % is not shown as reached", () => {
    expect(
      goalProgress({ target: c(100_000), saved: c(99_999), deadline: null, today: "2026-12-10" }).percent,
    ).toBe(99);
  });
});
