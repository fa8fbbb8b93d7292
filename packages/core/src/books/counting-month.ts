/**
 * Which month a record counts in (docs/books.md, "Months"). Brazilians, and the apps they come
 * from, think in card bills: a purchase in 10x on the Nubank is R$ 320 on each of ten bills, not
 * R$ 3.200 in the month it was bought. So by default (`bill`), a credit part on a bill counts in the
 * month of its bill (the month it falls due) for month totals, limits and the month's digest; every
 * other record counts in the month of its date. A person may keep the purchase-date view
 * (`purchase`), where every record counts in the month of its own date; the record itself always
 * keeps both its purchase date and its bill.
 *
 * Only periods of months count by months: a period that starts on a month's first day and lasts
 * more than that day ("este mês" up to today, "mês passado", a named month, "este ano", the month on
 * the dashboard). Other periods ("hoje", "ontem", "últimos 7 dias") count every record on its own
 * date. A week that happens to start on a Monday the 1st counts as the month so far.
 */

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
 * Whether a period counts by months (a credit part in its bill's month): it starts on a month's
 * first day and lasts more than that day.
 * @example countsByMonth({ from: "2026-11-01", to: "2026-11-26" }) // true
 * @example countsByMonth({ from: "2026-11-20", to: "2026-11-26" }) // false
 * @example countsByMonth({ from: "2026-11-01", to: "2026-11-01" }) // false ("hoje" on the 1st)
 */
export function countsByMonth(period: { from: string; to: string }): boolean {
  return period.from.endsWith("-01") && period.to > period.from;
}

/**
 * Whether a record counts in the period [from, to] (inclusive dates): by its counting month when
 * the period counts by months, else by its own date.
 */
export function countsInPeriod(
  record: { date: string; billMonth: string | null },
  view: InstalmentView,
  period: { from: string; to: string },
): boolean {
  if (!countsByMonth(period)) return record.date >= period.from && record.date <= period.to;
  const month = countingMonth(record, view);
  if (month === record.date.slice(0, 7)) return record.date >= period.from && record.date <= period.to;
  return month >= period.from.slice(0, 7) && month <= period.to.slice(0, 7);
}
