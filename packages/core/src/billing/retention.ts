/**
 * How long the billing records of a sale (the subscription and its payment events) are kept once
 * nothing else of the person is: tax law makes a seller keep the records behind its books for five
 * years (Código Tributário Nacional, arts. 173 and 195), and the LGPD allows keeping what a legal
 * obligation requires (art. 16, I). Counted from the subscription's last event.
 */
export const BILLING_RECORDS_YEARS = 5;

/**
 * Billing records whose last event is before this moment are past their keeping period.
 * @example billingRecordsExpiredBefore(new Date("2031-03-15T12:00:00Z")) // 2026-03-15T12:00:00Z
 */
export function billingRecordsExpiredBefore(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - BILLING_RECORDS_YEARS);
  return cutoff;
}
