/**
 * The dates of the parts of a purchase split in instalments (docs/books.md, "Instalments").
 *
 * One rule, whatever door the purchase comes through: part n falls n − 1 months after the first,
 * on the first part's day, clamped to the length of its month. Each part is counted from the
 * first, never from the part before, so a short month does not pull the later parts back:
 * 31/01 → 28/02 → 31/03. A purchase on a credit card is different only in that the card's bills
 * carry the months: every part keeps the purchase date and sits on its own bill.
 */

import { addMonths, fromIso, toIso } from "../calendar/index.ts";

/**
 * The date of every part of an instalment purchase whose first part falls on `first`.
 * @example instalmentDates("2026-01-31", 3) // ["2026-01-31", "2026-02-28", "2026-03-31"]
 */
export function instalmentDates(first: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`count must be a positive integer, got ${count}`);
  const start = fromIso(first);
  return Array.from({ length: count }, (_, i) => toIso(addMonths(start, i)));
}

/**
 * The dates of the parts of a purchase: a month apart from `first` (see `instalmentDates`), or, on
 * a credit card, all on the purchase date (the bills carry the months).
 * @example partDates("2026-01-31", 3, { onCard: true }) // ["2026-01-31", "2026-01-31", "2026-01-31"]
 */
export function partDates(first: string, count: number, options: { onCard: boolean }): string[] {
  return options.onCard ? instalmentDates(first, count).map(() => first) : instalmentDates(first, count);
}

/**
 * The dates of the parts after the purchase moves so that part number `moved` (1-based) falls on
 * `date`: the first part's date is found by going back from it, then every part follows the rule.
 * Moving part 2 of a purchase to 31/03 puts part 1 on 28/02 (clamped) and part 3 on 30/04: counted
 * from a first part on the 28th would lose the 31st, so the day asked for is kept for the parts.
 * @example movedPartDates(3, 1, "2026-01-31") // ["2026-01-31", "2026-02-28", "2026-03-31"]
 */
export function movedPartDates(count: number, moved: number, date: string): string[] {
  if (!Number.isInteger(moved) || moved < 1 || moved > count)
    throw new RangeError(`part ${moved} is not one of ${count}`);
  const anchor = fromIso(date);
  return Array.from({ length: count }, (_, i) => toIso(addMonths(anchor, i - (moved - 1))));
}
