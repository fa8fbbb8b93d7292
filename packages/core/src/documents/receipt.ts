/**
 * Shop receipts: NFC-e (DANFE NFC-e), CF-e SAT and non-fiscal coupons. The total actually paid is
 * "Valor a pagar" on NFC-e (after "Desconto"), "TOTAL R$" on SAT coupons (already net), and
 * gross total minus discounts otherwise; tax estimates (Lei 12.741) and change are never totals.
 */
import { type Centavos, centavos } from "../money.ts";
import { findAccessKey, formatCnpj, isValidCnpj } from "./access-key.ts";
import { headerMerchant, paymentMethodIn, shopCategory } from "./merchant.ts";
import {
  amountAfter,
  amountsIn,
  datesIn,
  digitsOnly,
  fold,
  type IsoDate,
  isoDayNumber,
  lastAmount,
  lines,
  plausible,
} from "./text.ts";
import { type DocumentFields, emptyFields } from "./types.ts";

const NOT_TOTAL =
  /tribut|lei\b|12\.?741|imposto|troco|itens|qtd|qtde|quant|subtotal|sub total|bruto|aprox|ibpt|pago\b/;

/** Reads the amount on a line whose folded text matches `label`, or on the line after it. */
function amountOfLabel(
  all: readonly string[],
  label: RegExp,
  reject = NOT_TOTAL,
): { value: Centavos; line: number } | null {
  for (let i = 0; i < all.length; i++) {
    const f = fold(all[i] as string);
    const m = label.exec(f);
    if (!m || reject.test(f.replace(label, ""))) continue;
    const here = amountAfter(all[i] as string, (m.index ?? 0) + m[0].length);
    if (here !== null) return { value: here, line: i };
    const next = all[i + 1];
    if (next !== undefined && amountsIn(next).length === 1 && !/[a-z]{4}/.test(fold(next))) {
      const value = lastAmount(next);
      if (value !== null) return { value, line: i + 1 };
    }
  }
  return null;
}

/** The total paid and the line it was read on. */
export function receiptTotal(all: readonly string[]): { value: Centavos; line: number } | null {
  const toPay = amountOfLabel(all, /(valor|total) a pag|valor liquido|total liquido/);
  if (toPay) return toPay;
  const gross = amountOfLabel(all, /valor total|vl\.? total|total geral/);
  const discount = amountOfLabel(all, /desconto|descontos|desc\.?\s/, /tribut|lei\b/);
  const plainTotal = amountOfLabel(all, /(?:^|[^a-z]{2}|^[a-z]{1,2} )total(?:\b|(?=r\$|rs))/);
  if (plainTotal && (!gross || plainTotal.line > gross.line)) return plainTotal;
  if (gross) {
    if (discount && discount.line > gross.line && discount.value < gross.value) {
      return { value: centavos(gross.value - discount.value), line: discount.line };
    }
    return gross;
  }
  return amountOfLabel(all, /\btotal\b/);
}

/** The purchase date: the emission stamp first, then a date with a time, then any plausible date. */
export function receiptDate(all: readonly string[], today: IsoDate, keyMonth: string | null): IsoDate | null {
  const candidates: Array<{ iso: IsoDate; score: number }> = [];
  all.forEach((line, i) => {
    const f = fold(line);
    for (const hit of datesIn(line)) {
      if (!plausible(hit.iso, today, 6, 1)) continue;
      let score = 0;
      if (/emiss|emitid|data (da )?compra|data:/.test(f)) score += 4;
      if (hit.withTime) score += 2;
      if (/autoriza|protocolo|validade|venc|nascimento/.test(f)) score -= 3;
      if (keyMonth && hit.iso.slice(0, 7) === keyMonth) score += 3;
      // Earlier lines win ties: the emission stamp precedes later authorisation stamps.
      candidates.push({ iso: hit.iso, score: score - i / 1000 });
    }
  });
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0]?.iso ?? null;
}

/** The merchant's CNPJ, when printed and valid. */
export function receiptCnpj(text: string): string | null {
  for (const m of text.matchAll(/\d{2}[.,]?\d{3}[.,]?\d{3}\s?\/?\s?\d{4}\s?-?\s?\d{2}/g)) {
    const digits = digitsOnly(m[0]);
    if (digits.length === 14 && isValidCnpj(digits)) return digits;
  }
  return null;
}

/**
 * Extracts a receipt's fields from its text.
 * @param today the day it is read, to reject impossible dates
 */
export function extractReceipt(text: string, today: IsoDate): DocumentFields {
  const all = lines(text);
  const fields = emptyFields("receipt");
  fields.accessKey = findAccessKey(text);
  const total = receiptTotal(all);
  fields.amount = total?.value ?? null;
  fields.date = receiptDate(all, today, fields.accessKey?.yearMonth ?? null);
  if (fields.date && isoDayNumber(fields.date) > isoDayNumber(today) + 1) fields.date = null;
  fields.merchant = headerMerchant(all);
  const cnpj = fields.accessKey?.cnpj ?? receiptCnpj(text);
  if (!fields.merchant && cnpj) fields.merchant = `CNPJ ${formatCnpj(cnpj)}`;
  fields.category = shopCategory(fields.merchant, text);
  fields.paymentMethod = paymentMethodIn(all, total ? total.line : 0) ?? paymentMethodIn(all);
  return fields;
}
