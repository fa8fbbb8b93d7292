import type { Summary } from "@tostao/core/dashboard/summary";

type Figure = "incomeCents" | "expenseCents" | "investmentCents" | "balanceCents";

/** How one of the month's figures moved from the month before. */
export interface MonthChange {
  /** Signed centavos: this month minus the previous one. */
  deltaCents: number;
  /** Whole percent of the previous month's figure; null when there was nothing to compare with. */
  percent: number | null;
  /** Whether the move is good news for the person (less spent, more earned or put away). */
  good: boolean;
}

const value = (m: Summary["months"][number], figure: Figure) =>
  figure === "balanceCents" ? m.incomeCents - m.expenseCents - m.investmentCents : m[figure];

/**
 * The change of `figure` from the month before the summary's month (the last two of its 13
 * months); null when the previous month had no records at all, so "+100%" never means "first
 * month".
 * @example monthChange(summary, "expenseCents") // { deltaCents: -12000, percent: -8, good: true }
 */
export function monthChange(summary: Summary, figure: Figure): MonthChange | null {
  const current = summary.months.at(-1);
  const previous = summary.months.at(-2);
  if (!current || !previous) return null;
  const before = value(previous, figure);
  const empty = previous.incomeCents === 0 && previous.expenseCents === 0 && previous.investmentCents === 0;
  if (empty) return null;
  const deltaCents = value(current, figure) - before;
  const percent = before > 0 ? Math.round((deltaCents / before) * 100) : null;
  const good = figure === "expenseCents" ? deltaCents <= 0 : deltaCents >= 0;
  return { deltaCents, percent, good };
}
