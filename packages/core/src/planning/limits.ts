/**
 * Monthly spending limits per category: how much is left, and which alert thresholds a month's
 * spending has reached. An alert goes out once per threshold, month and category; the server keeps
 * that promise with a unique key and re-arms a threshold when the total falls back under it.
 */

import { daysInMonth, fromIso } from "../calendar/index.ts";
import { type Centavos, centavos } from "../money.ts";

/** The shares of a limit (in percent) at which an alert goes out. */
export const LIMIT_THRESHOLDS = [80, 100] as const;
export type LimitThreshold = (typeof LIMIT_THRESHOLDS)[number];

/**
 * The thresholds `spent` has reached: at 80 % of the limit exactly, the 80 % alert is due.
 * @example reachedThresholds(centavos(80000), centavos(64000)) // [80]
 */
export function reachedThresholds(limit: Centavos, spent: Centavos): LimitThreshold[] {
  if (limit <= 0) return [];
  // Integer arithmetic: spent / limit >= t / 100, without a float in between.
  return LIMIT_THRESHOLDS.filter((t) => spent * 100 >= limit * t);
}

/**
 * The thresholds a change of the month's total from `before` to `after` crosses upwards.
 * @example crossedThresholds(centavos(1000), centavos(700), centavos(1000)) // [80, 100]
 */
export function crossedThresholds(limit: Centavos, before: Centavos, after: Centavos): LimitThreshold[] {
  const had = new Set(reachedThresholds(limit, before));
  return reachedThresholds(limit, after).filter((t) => !had.has(t));
}

export interface LimitStatus {
  limit: Centavos;
  spent: Centavos;
  /** What can still be spent this month; negative once the limit is passed. */
  left: Centavos;
  /** Whole percent of the limit spent (rounded down; may pass 100). */
  percent: number;
  /** Days left in the month, today included. */
  daysLeft: number;
  /** What can be spent per remaining day to stay within the limit (0 once it is used up). */
  perDay: Centavos;
}

/**
 * Where a month's spending stands against its limit on `today` (YYYY-MM-DD).
 * @example limitStatus(centavos(80000), centavos(20000), "2026-11-21").daysLeft // 10
 */
export function limitStatus(
  limit: Centavos,
  spent: Centavos,
  today: string,
  /** The month's last day, when it is not the calendar month's (a month that starts on payday). */
  monthEnd?: string,
): LimitStatus {
  const { y, m, d } = fromIso(today);
  const daysLeft = monthEnd
    ? Math.round((Date.parse(`${monthEnd}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000) + 1
    : daysInMonth(y, m) - d + 1;
  const left = centavos(limit - spent);
  return {
    limit,
    spent,
    left,
    percent: limit > 0 ? Math.floor((spent * 100) / limit) : 0,
    daysLeft,
    perDay: centavos(left > 0 ? Math.floor(left / daysLeft) : 0),
  };
}
