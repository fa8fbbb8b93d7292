/**
 * Money as banks write it in statements: "1.234,56", "-1234.56", "R$ 29,90", "-R$ 5,00",
 * "(12,00)", "12,00-", "500,00+", "1.234,56 D", "+0,17". Read to signed integer centavos, no floats.
 */

/** A decimal separator, decided for a whole column (see `guessDecimal`). */
export type DecimalMark = "," | ".";

/** A D or C after the number, spaced or not ("1.234,56 D", "100,00C", "12,00 DB", "12,00 CR"). */
const SIGN_WORDS = /(?<=[\d)])\s*(D|C|DB|CR|DEB|CRED)$/i;

/**
 * The decimal mark most of a column's values use: the one followed by one or two digits at
 * the end ("-37,79" or "-37.79"). Brazilian files default to the comma.
 * @example guessDecimal(["-37.79", "1200.00"]) // "."
 */
export function guessDecimal(values: Iterable<string>): DecimalMark {
  let comma = 0;
  let dot = 0;
  for (const v of values) {
    const t = v.trim();
    if (/,\d{1,2}\s*[-+)]?\s*(?:[DC]|DB|CR|DEB|CRED)?$/i.test(t)) comma++;
    else if (/\.\d{1,2}\s*[-+)]?\s*(?:[DC]|DB|CR|DEB|CRED)?$/i.test(t)) dot++;
    else if (/\d\.\d{3},/.test(t)) comma++;
    else if (/\d,\d{3}\./.test(t)) dot++;
  }
  return dot > comma ? "." : ",";
}

/** Centavos of an unsigned decimal written with `mark`, or null when it is not one. */
function unsignedCentavos(text: string, mark: DecimalMark | null): number | null {
  let t = text.replace(/[\s\u00a0]/g, "");
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  let decimal = mark;
  if (decimal === null) {
    const lastComma = t.lastIndexOf(",");
    const lastDot = t.lastIndexOf(".");
    if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? "," : ".";
    else if (lastComma >= 0) decimal = /,\d{3}$/.test(t) && t.indexOf(",") !== lastComma ? "." : ",";
    else if (lastDot >= 0) decimal = /\.\d{3}$/.test(t) && t.indexOf(".") === lastDot ? "," : ".";
    else decimal = ",";
  }
  const group = decimal === "," ? "." : ",";
  // A group mark must group threes; anything else is not an amount ("1.2.3").
  const parts = t.split(decimal);
  if (parts.length > 2) return null;
  const whole = parts[0] as string;
  const fraction = parts[1] ?? "";
  if (whole.includes(group) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return null;
  t = whole.split(group).join("");
  if (!/^\d*$/.test(t) || !/^\d*$/.test(fraction) || (t === "" && fraction === "")) return null;
  const reais = t === "" ? 0 : Number(t);
  if (!Number.isSafeInteger(reais) || reais > 1e12) return null;
  const cents = Number(`${fraction}00`.slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  return reais * 100 + cents + roundUp;
}

/**
 * Reads a statement amount to signed centavos, or null when the text is not an amount.
 * `mark` is the column's decimal mark; without it each value decides from its own shape.
 * @example readAmount("-R$ 1.234,56", ",") // -123456
 * @example readAmount("1.234,56 D", ",") // -123456
 */
export function readAmount(text: string, mark: DecimalMark | null = null): number | null {
  // A spreadsheet's text mark ("'-12,00") is no part of the amount.
  let t = text.trim().replace(/^'/, "");
  if (t === "") return null;
  let negative = false;
  const word = SIGN_WORDS.exec(t);
  if (word) {
    negative = (word[1] as string).toUpperCase().startsWith("D");
    t = t.slice(0, word.index).trim();
  }
  if (t.startsWith("(") && t.endsWith(")")) {
    negative = true;
    t = t.slice(1, -1).trim();
  }
  t = t.replace(/^[+]/, "").trim();
  if (/^[-\u2212\u2013]/.test(t)) {
    negative = !negative;
    t = t.slice(1).trim();
  }
  t = t
    .replace(/^(R\$|BRL)\s*/i, "")
    .replace(/\s*(R\$|BRL)$/i, "")
    .trim();
  if (t.startsWith("(") && t.endsWith(")")) {
    negative = !negative;
    t = t.slice(1, -1).trim();
  }
  if (/^[-\u2212\u2013]/.test(t)) {
    negative = !negative;
    t = t.slice(1).trim();
  }
  if (/[-\u2212]$/.test(t)) {
    negative = !negative;
    t = t.slice(0, -1).trim();
  } else if (t.endsWith("+")) t = t.slice(0, -1).trim();
  const cents = unsignedCentavos(t, mark);
  if (cents === null) return null;
  return negative && cents !== 0 ? -cents : cents;
}
