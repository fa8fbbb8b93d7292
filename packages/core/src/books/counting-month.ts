/**
 * Which month a record counts in (docs/books.md, "Months"). Brazilians, and the apps they come
 * from, think in card bills: a purchase in 10x on the Nubank is R$ 320 on each of ten bills, not
 * R$ 3.200 in the month it was bought. So by default (`bill`), a credit part on a bill counts in the
 * month of its bill (the month it falls due) for month totals, limits and the month's digest; every
 * other record counts in the month of its date. A person may keep the purchase-date view
 * (`purchase`), where every record counts in the month of its own date; the record itself always
 * keeps both its purchase date and its bill.
 *
 * Only periods of months count by months (`by: "months"`: "este mês" up to today, "mês passado",
 * a named month, "este ano", the month on the dashboard). Other periods (`by: "days"`: "hoje",
 * "essa semana", "últimos 7 dias", the weekly summary, a range of dates, the days of Visão geral)
 * count every record on its counting day (`countingDay`): a credit part on another month's bill on
 * the day that bill falls due, so the days and weeks add up to the months. Every period says how it
 * counts, from the words or the control that named it, so a week whose Monday is the 1st is still a
 * week (docs/books.md, "The week").
 */

import { clampedDate, fromIso, toIso } from "../calendar/civil-date.ts";
import { byDays, type CountedPeriod, lastWeek, thisWeek } from "../calendar/periods.ts";

export const instalmentViews = ["bill", "purchase"] as const;
export type InstalmentView = (typeof instalmentViews)[number];

/** The view a person has until they choose. */
export const DEFAULT_INSTALMENT_VIEW: InstalmentView = "bill";

export function isInstalmentView(value: unknown): value is InstalmentView {
  return typeof value === "string" && (instalmentViews as readonly string[]).includes(value);
}

/** How each view is described to the person. */
export const instalmentViewLabels: Record<InstalmentView, string> = {
  bill: "No mês da fatura",
  purchase: "No mês da compra",
};

/**
 * The month ("YYYY-MM") a record counts in for month totals, limits and digests.
 * @example countingMonth({ date: "2026-11-26", billMonth: "2027-01" }, "bill") // "2027-01"
 * @example countingMonth({ date: "2026-11-26", billMonth: "2027-01" }, "purchase") // "2026-11"
 */
export function countingMonth(
  record: { date: string; billMonth: string | null },
  view: InstalmentView,
): string {
  return view === "bill" && record.billMonth !== null ? record.billMonth : record.date.slice(0, 7);
}

/**
 * Whether a period counts by months (a credit part in its bill's month): it says so.
 * @example countsByMonth({ from: "2026-06-01", to: "2026-06-03", by: "months" }) // true ("este mês")
 * @example countsByMonth({ from: "2026-06-01", to: "2026-06-03", by: "days" }) // false ("essa semana")
 */
export function countsByMonth(period: CountedPeriod): boolean {
  return period.by === "months";
}

/**
 * The day a record counts on in a period shorter than a month: under the bill view a credit part
 * on another month's bill counts on the day that bill falls due (the card's due day, clamped to
 * the month; the 1st when the card has none); every other record on its own date.
 * @example countingDay({ date: "2026-11-26", billMonth: "2027-02" }, "bill", 31) // "2027-02-28"
 * @example countingDay({ date: "2026-11-26", billMonth: "2027-02" }, "purchase", 31) // "2026-11-26"
 */
export function countingDay(
  record: { date: string; billMonth: string | null },
  view: InstalmentView,
  dueDay: number | null,
): string {
  const month = record.billMonth;
  if (view !== "bill" || month === null || month === record.date.slice(0, 7)) return record.date;
  const { y, m } = fromIso(`${month}-01`);
  return toIso(clampedDate(y, m, dueDay ?? 1));
}

/**
 * The week the books answer for, Monday to Sunday, counted by days: the one running on `today` up
 * to today ("essa semana" in the chat, "Esta semana" on Transações), or the last whole one ("semana
 * passada", the Monday summary).
 * @example bookWeek("2026-11-26", "this") // { from: "2026-11-23", to: "2026-11-26", by: "days" }
 * @example bookWeek("2026-11-23", "last") // { from: "2026-11-16", to: "2026-11-22", by: "days" }
 */
export function bookWeek(today: string, which: "this" | "last"): CountedPeriod {
  const day = fromIso(today);
  return byDays(which === "this" ? thisWeek(day) : lastWeek(day));
}

/**
 * Whether a record counts in the period [from, to] (inclusive dates): by its counting month when
 * the period counts by months, else by its counting day (`dueDay`: its card's due day).
 */
export function countsInPeriod(
  record: { date: string; billMonth: string | null; dueDay?: number | null },
  view: InstalmentView,
  period: CountedPeriod,
): boolean {
  if (!countsByMonth(period)) {
    const day = countingDay(record, view, record.dueDay ?? null);
    return day >= period.from && day <= period.to;
  }
  const month = countingMonth(record, view);
  if (month === record.date.slice(0, 7)) return record.date >= period.from && record.date <= period.to;
  return month >= period.from.slice(0, 7) && month <= period.to.slice(0, 7);
}
