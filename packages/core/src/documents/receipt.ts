/**
 * Shop receipts: NFC-e (DANFE NFC-e), CF-e SAT, ECF coupons, NF-e DANFEs and non-fiscal till
 * slips. The total is the one something vouches for (receipt-total.ts); the date is the emission
 * stamp (or the SAT QR code's); the merchant is the issuer's block at the top, never the customer.
 */
import { findAccessKey, formatCnpj, isValidCnpj } from "./access-key.ts";
import { headerMerchant, paymentMethodIn, shopCategory } from "./merchant.ts";
import { qrFactsIn } from "./qr-payload.ts";
import { vouchedReceiptTotal } from "./receipt-total.ts";
import {
  datesIn,
  digitsOnly,
  fold,
  type IsoDate,
  isoDayNumber,
  lines,
  plausible,
  spacedLines,
} from "./text.ts";
import { type DocumentFields, type DocumentType, emptyFields } from "./types.ts";

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
 * @param docType the receipt's layout, as classified
 */
export function extractReceipt(
  text: string,
  today: IsoDate,
  docType: DocumentType = "shop_receipt",
): DocumentFields {
  const all = lines(text);
  const fields = emptyFields("receipt", docType);
  const qr = qrFactsIn(text);
  fields.accessKey = qr?.key ?? findAccessKey(text);
  const total = vouchedReceiptTotal(all, qr);
  fields.amount = total?.value ?? null;
  fields.confidence.amount = total?.confidence ?? 0;
  fields.evidence = total?.evidence ?? [];
  const qrDate = qr?.date && plausible(qr.date, today, 6, 1) ? qr.date : null;
  fields.date = qrDate ?? receiptDate(all, today, fields.accessKey?.yearMonth ?? null);
  if (fields.date && isoDayNumber(fields.date) > isoDayNumber(today) + 1) fields.date = null;
  fields.confidence.date = qrDate ? 0.99 : fields.date ? 0.7 : 0;
  fields.merchant = headerMerchant(spacedLines(text));
  const cnpj = fields.accessKey?.cnpj ?? receiptCnpj(text);
  if (!fields.merchant && cnpj) fields.merchant = `CNPJ ${formatCnpj(cnpj)}`;
  fields.category = shopCategory(fields.merchant, text);
  fields.paymentMethod = paymentMethodIn(all, total ? total.line : 0) ?? paymentMethodIn(all);
  return fields;
}
