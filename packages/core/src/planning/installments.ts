import { type Centavos, centavos } from "../money.ts";

/**
 * The most parts a purchase is booked in, in the chat and on the dashboard alike (financing in
 * 60x or 72x exists; more is a typo). A message that says more is answered, never booked.
 */
export const MAX_INSTALMENTS = 72;

/**
 * Splits a total into `count` parts whose cents add up exactly to the total; the leftover
 * cents go one each to the first parts, so no part differs from another by more than one cent.
 * @example splitInstallments(centavos(10000), 3) // [3334, 3333, 3333]
 */
export function splitInstallments(total: Centavos, count: number): Centavos[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`count must be a positive integer, got ${count}`);
  if (total < 0) throw new RangeError("total must not be negative");
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, i) => centavos(base + (i < extra ? 1 : 0)));
}
