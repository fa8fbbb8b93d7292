/**
 * Credit card bills: when each one closes and falls due, and which bill a purchase lands on.
 *
 * Rules (the README's "Cartões" section says the same to people):
 * - A bill is named by the month it falls due in ("2026-12"). Its nominal due date is the card's due
 *   day in that month, or the month's last day when the month is shorter (due day 31 in February
 *   is the 28th, or the 29th in a leap year).
 * - The due date moves to the next business day when it falls on a weekend or a national bank
 *   holiday, as Brazilian issuers do (a bill paid then carries no interest).
 * - The closing date does not move: issuers cut the statement in their overnight batch on the
 *   calendar day, weekends and holidays included. It is the closing day in the due month when the
 *   closing day comes before the due day, else in the month before; a short month clamps it to the
 *   last day, and it is never on or after the nominal due date (closing 30 and due 31 in a common
 *   February close on the 27th, due the 28th).
 * - A purchase made before the closing date is on that bill; on or after it, on the next one.
 */

import { addMonths, clampedDate, daysInMonth, toIso } from "../calendar/index.ts";
import { nextBusinessDay } from "./holidays.ts";

/** What the calendar needs to know of a card. Days are 1-31. */
export interface CardCycle {
  closingDay: number;
  dueDay: number;
}

export interface Bill {
  /** The month the bill falls due in, "YYYY-MM": the bill's identity. */
  month: string;
  /** The first purchase day on this bill (the previous bill's closing date). */
  opensOn: string;
  /** The closing date: purchases on or after it go to the next bill. */
  closesOn: string;
  /** The due date, already moved past weekends and holidays. */
  dueOn: string;
}

function parseMonth(month: string): { y: number; m: number } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  if (!/^\d{4}-\d{2}$/.test(month) || m < 1 || m > 12) throw new RangeError(`bad month ${month}`);
  return { y, m };
}

/**
 * Moves a "YYYY-MM" month by whole months.
 * @example addBillMonths("2026-12", 1) // "2027-01"
 */
export function addBillMonths(month: string, months: number): string {
  const { y, m } = parseMonth(month);
  return monthOf(toIso(addMonths({ y, m, d: 1 }, months)));
}

/**
 * The bill a question names by its month ("a fatura de janeiro", "e a de outubro?"), or null when
 * the period is the month so far (no month named: the open bill is the answer). Of the month's
 * occurrences, the one nearest today (a tie goes ahead, where instalments wait): in November
 * "janeiro" is next January's bill and "outubro" last October's.
 * @example namedBillMonth({ from: "2026-01-01", to: "2026-01-31" }, "2026-11-24") // "2027-01"
 */
export function namedBillMonth(period: { from: string; to: string }, today: string): string | null {
  if (period.to === today || !period.from.endsWith("-01")) return null;
  const month = monthOf(period.from);
  if (monthOf(period.to) !== month) return null;
  const { y, m } = parseMonth(month);
  if (period.to !== toIso({ y, m, d: daysInMonth(y, m) })) return null;
  const now = parseMonth(monthOf(today));
  let best = month;
  let distance = Number.POSITIVE_INFINITY;
  for (const year of [now.y - 1, now.y, now.y + 1]) {
    const away = (year - now.y) * 12 + (m - now.m);
    if (Math.abs(away) < distance || (Math.abs(away) === distance && away > 0)) {
      distance = Math.abs(away);
      best = `${year}-${String(m).padStart(2, "0")}`;
    }
  }
  return best;
}

/** The "YYYY-MM" month of a YYYY-MM-DD date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

function checkDay(name: string, day: number): void {
  if (!Number.isInteger(day) || day < 1 || day > 31)
    throw new RangeError(`${name} must be a whole day from 1 to 31, got ${day}`);
}

/** The closing date of the bill due in `month` (not moved by weekends or holidays). */
function closingDate(card: CardCycle, month: string): string {
  const { y, m } = parseMonth(month);
  if (card.closingDay >= card.dueDay) {
    const prev = parseMonth(addBillMonths(month, -1));
    return toIso(clampedDate(prev.y, prev.m, card.closingDay));
  }
  const closing = clampedDate(y, m, card.closingDay).d;
  const due = clampedDate(y, m, card.dueDay).d;
  // Only a short month can bring the two together (closing 30, due 31 in February).
  return toIso({ y, m, d: closing < due ? closing : due - 1 });
}

/**
 * The bill of a card that falls due in `month` ("YYYY-MM").
 * @example billOfMonth({ closingDay: 3, dueDay: 10 }, "2026-05")
 * // { month: "2026-05", opensOn: "2026-04-03", closesOn: "2026-05-03", dueOn: "2026-05-11" }
 */
export function billOfMonth(card: CardCycle, month: string): Bill {
  checkDay("closingDay", card.closingDay);
  checkDay("dueDay", card.dueDay);
  const { y, m } = parseMonth(month);
  return {
    month,
    opensOn: closingDate(card, addBillMonths(month, -1)),
    closesOn: closingDate(card, month),
    dueOn: nextBusinessDay(toIso(clampedDate(y, m, card.dueDay))),
  };
}

/**
 * The bill a credit purchase made on `date` lands on: before the closing date, that cycle's bill;
 * on or after it, the next one.
 * @example billForPurchase({ closingDay: 3, dueDay: 10 }, "2026-05-03").month // "2026-06"
 */
export function billForPurchase(card: CardCycle, date: string): Bill {
  const own = monthOf(date);
  // The bill whose closing date falls in the purchase's own month.
  const closingThisMonth = card.closingDay >= card.dueDay ? addBillMonths(own, 1) : own;
  const bill = billOfMonth(card, closingThisMonth);
  return date < bill.closesOn ? bill : billOfMonth(card, addBillMonths(closingThisMonth, 1));
}

/**
 * The bills the parts of an instalment purchase land on: the purchase's bill, then one a month.
 * @example installmentBills({ closingDay: 3, dueDay: 10 }, "2026-05-02", 3).map((b) => b.month)
 * // ["2026-05", "2026-06", "2026-07"]
 */
export function installmentBills(card: CardCycle, date: string, count: number): Bill[] {
  const first = billForPurchase(card, date);
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? first : billOfMonth(card, addBillMonths(first.month, i)),
  );
}

/** The bill open on `today`: the one a purchase made today would land on. */
export function openBill(card: CardCycle, today: string): Bill {
  return billForPurchase(card, today);
}
