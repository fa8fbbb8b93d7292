/**
 * Goals (savings, investment, debt payoff): progress towards the target and, with a deadline, what
 * is still needed each month to get there.
 */

import { fromIso } from "../calendar/index.ts";
import { type Centavos, centavos } from "../money.ts";

/** Savings, investment or debt payoff (the parser's `goal_kind`). */
export const GOAL_KINDS = ["savings", "investment", "debt"] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export interface GoalProgress {
  target: Centavos;
  saved: Centavos;
  /** What is still missing (0 once reached). */
  remaining: Centavos;
  /** Whole percent reached, rounded down and capped at 100. */
  percent: number;
  reached: boolean;
  /** Months left for the deadline, the current month and the deadline's month included. */
  monthsLeft: number | null;
  /** What is needed per month to reach the target by the deadline (rounded up to the centavo). */
  monthlyNeed: Centavos | null;
  /** The deadline has passed without the target being reached. */
  overdue: boolean;
}

/**
 * Progress of a goal on `today`; `deadline` is a YYYY-MM-DD date or null.
 * @example goalProgress({ target: centavos(1000000), saved: centavos(250000), deadline: "2027-06-30",
 *   today: "2026-12-10" }).monthlyNeed // 107143 (R$ 7.500 over 7 months, rounded up)
 */
export function goalProgress(input: {
  target: Centavos;
  saved: Centavos;
  deadline: string | null;
  today: string;
}): GoalProgress {
  const { target, deadline, today } = input;
  const saved = centavos(Math.max(0, input.saved));
  const remaining = centavos(Math.max(0, target - saved));
  const reached = remaining === 0;
  const percent = target > 0 ? Math.min(100, Math.floor((saved * 100) / target)) : 100;
  let monthsLeft: number | null = null;
  let monthlyNeed: Centavos | null = null;
  let overdue = false;
  if (deadline !== null) {
    const end = fromIso(deadline);
    const now = fromIso(today);
    monthsLeft = Math.max(0, end.y * 12 + end.m - (now.y * 12 + now.m) + 1);
    overdue = !reached && deadline < today;
    if (!reached && !overdue) monthlyNeed = centavos(Math.ceil(remaining / Math.max(1, monthsLeft)));
    if (reached) monthlyNeed = centavos(0);
  }
  return { target, saved, remaining, percent, reached, monthsLeft, monthlyNeed, overdue };
}
