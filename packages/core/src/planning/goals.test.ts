import { describe, expect, it } from "vitest";
import { centavos } from "../money.ts";
import { type GoalProgress, goalProgress } from "./goals.ts";

interface Case {
  behaviour: string;
  target: number;
  saved: number;
  deadline: string | null;
  today: string;
  expected: Partial<Record<keyof GoalProgress, number | boolean | null>>;
}

describe("goalProgress", () => {
  it.each<Case>([
    {
      behaviour: "spreads what is missing over the months left, this one and the deadline's included",
      target: 1_000_000,
      saved: 250_000,
      deadline: "2027-06-30",
      today: "2026-12-10",
      expected: { remaining: 750_000, percent: 25, monthsLeft: 7, monthlyNeed: 107_143, overdue: false },
    },
    {
      behaviour: "asks for all that is missing in the deadline's own month",
      target: 300_000,
      saved: 100_000,
      deadline: "2026-12-31",
      today: "2026-12-31",
      expected: { monthsLeft: 1, monthlyNeed: 200_000 },
    },
    {
      behaviour: "has no monthly need without a deadline",
      target: 500_000,
      saved: 50_000,
      deadline: null,
      today: "2026-12-10",
      expected: { percent: 10, monthsLeft: null, monthlyNeed: null, overdue: false },
    },
    {
      behaviour: "is reached once the saved amount meets the target, capped at 100 %",
      target: 100_000,
      saved: 120_000,
      deadline: "2027-01-31",
      today: "2026-12-10",
      expected: { reached: true, remaining: 0, percent: 100, monthlyNeed: 0 },
    },
    {
      behaviour: "marks a passed deadline as overdue",
      target: 100_000,
      saved: 10_000,
      deadline: "2026-10-31",
      today: "2026-12-10",
      expected: { overdue: true, monthlyNeed: null, monthsLeft: 0 },
    },
    {
      behaviour: "rounds the percent down so 99,9 % is not shown as reached",
      target: 100_000,
      saved: 99_999,
      deadline: null,
      today: "2026-12-10",
      expected: { percent: 99 },
    },
  ])("$behaviour", ({ target, saved, deadline, today, expected }) => {
    expect(goalProgress({ target: centavos(target), saved: centavos(saved), deadline, today })).toMatchObject(
      expected,
    );
  });
});
