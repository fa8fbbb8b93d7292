/**
 * Account and card numbers as statements give them (OFX ACCTID, "Conta: 38127-4", a card's last
 * digits, "5234 **** **** 1234"): two are the same account when their digits are, or one ends the
 * other (an OFX writes the branch before the account, a card is named by its last four).
 */

/** The digits of an account number without leading zeros, or null when fewer than four. */
function digitsOf(number: string): string | null {
  const digits = number.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= 4 ? digits : null;
}

/**
 * True when two account numbers name the same account.
 * @example sameAccountNumber("0421 38127-4", "381274") // true
 * @example sameAccountNumber("38127-4", "55190-2") // false
 */
export function sameAccountNumber(a: string, b: string): boolean {
  const x = digitsOf(a);
  const y = digitsOf(b);
  if (x === null || y === null) return false;
  return x.length >= y.length ? x.endsWith(y) : y.endsWith(x);
}
