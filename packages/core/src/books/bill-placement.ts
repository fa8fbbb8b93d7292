/**
 * Which bill of a credit card each part of a purchase sits on (docs/books.md, "Cards and bills").
 * The calendar itself (closing and due dates) is `planning/bill-calendar.ts`; this is what the books
 * do with it whenever a purchase is recorded or changed, from any door.
 */

import { type CardCycle, installmentBills } from "../planning/bill-calendar.ts";

/** A part of a purchase as it sits now. */
export interface PlacedPart {
  /** Its bill ("YYYY-MM"), or null when it is on none yet. */
  month: string | null;
  /** Picked by hand ("Mover para outra fatura"): it stays there. */
  overridden: boolean;
}

/**
 * The bill month of every part of a purchase on a card: the bill of the purchase date for the
 * first part and one a month after it for the others (the card's calendar), except that
 * - a part whose bill was picked by hand keeps it,
 * - a part on a paid bill stays there (a paid bill keeps what it had), and
 * - a part is not moved onto a paid bill: it keeps its unpaid bill, or, when it had none (a new
 *   purchase dated in a paid bill's cycle), it takes the paid bill all the same, because the
 *   card's statement really did include it.
 * A card without a bill cycle (days not given, or debit) puts no part on a bill.
 * @example placeParts({ closingDay: 3, dueDay: 10 }, "2026-05-02", [{ month: null, overridden: false }], new Set())
 * // ["2026-05"]
 */
export function placeParts(
  cycle: CardCycle | null,
  purchaseDate: string,
  parts: readonly PlacedPart[],
  paidMonths: ReadonlySet<string>,
): (string | null)[] {
  if (!cycle) return parts.map(() => null);
  const bills = installmentBills(cycle, purchaseDate, parts.length);
  return parts.map((part, i) => {
    const natural = bills[i]?.month ?? null;
    if (part.overridden && part.month !== null) return part.month;
    if (part.month !== null && paidMonths.has(part.month)) return part.month;
    if (natural !== null && paidMonths.has(natural) && part.month !== null) return part.month;
    return natural;
  });
}

/** Why a part cannot be moved to another bill by hand, or null when it can. */
export function billMoveRefusal(
  from: string | null,
  to: string,
  paidMonths: ReadonlySet<string>,
): "not_on_card" | "paid_bill" | null {
  if (from === null) return "not_on_card";
  if (paidMonths.has(from) || paidMonths.has(to)) return "paid_bill";
  return null;
}
