/**
 * Shop receipts: NFC-e (DANFE NFC-e), CF-e SAT, ECF coupons, NF-e DANFEs and non-fiscal till
 * slips. The total is the one something vouches for (receipt-total.ts); the date is the emission
 * stamp (or the SAT QR code's); the merchant is the issuer's block at the top, never the customer.
 */
import { centavos } from "../money.ts";
import { findCategory } from "../parser/categories.ts";
import { foldWords } from "../parser/normalise.ts";
import { findAccessKey, formatCnpj, isValidCnpj } from "./access-key.ts";
import { RECIBO } from "./classify.ts";
import { cleanName, headerMerchant, paymentMethodIn, shopCategory } from "./merchant.ts";
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
import { amountsOf } from "./tokens.ts";
import { type DocumentFields, type DocumentType, emptyFields } from "./types.ts";

/** The purchase date: the emission stamp first, then a date with a time, then any plausible date. */
export function receiptDate(all: readonly string[], today: IsoDate, keyMonth: string | null): IsoDate | null {
  const candidates: Array<{ iso: IsoDate; score: number }> = [];
  all.forEach((line, i) => {
    const f = fold(line);
    const read = datesIn(line);
    // A year's century is 20: "24/11/2626" is 2026 with another digit read for its 0, scored a
    // little below a date read whole in the same place.
    const fixed = line.replace(/(\d{1,2}\/\d{1,2}\/)2[1-9](\d\d)(?!\d)/g, "$120$2");
    const repaired = fixed === line ? [] : datesIn(fixed).filter((h) => !read.some((r) => r.iso === h.iso));
    for (const [hit, penalty] of [
      ...read.map((h) => [h, 0] as const),
      ...repaired.map((h) => [h, -2] as const),
    ]) {
      const iso = hit.iso;
      if (!plausible(iso, today, 6, 1)) continue;
      let score = penalty;
      if (/emiss|emitid|data (da )?compra|data:/.test(f)) score += 4;
      if (hit.withTime) score += 2;
      // A signed document's place and date ("São Paulo, 10 de novembro de 2026").
      if (/^[a-z][a-z .'-]*,\s*\d{1,2}\s+de\s+[a-z]+\s+de\s+\d{4}/.test(f.trim())) score += 4;
      if (/autoriza|protocolo|validade|venc|nascimento/.test(f)) score -= 3;
      if (keyMonth && iso.slice(0, 7) === keyMonth) score += 3;
      // Earlier lines win ties: the emission stamp precedes later authorisation stamps.
      candidates.push({ iso, score: score - i / 1000 });
    }
  });
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0]?.iso ?? null;
}

/**
 * A written receipt's amount ("RECIBO ... Valor: R$ 1.850,00 ... a importância de R$ 1.850,00"):
 * the one after "Valor:" at the head of a line and after "a importância/quantia de" (on its line,
 * or the end of the line before when the text was laid out around it). Printed twice alike it is
 * vouched for; once, it stands as a lone total does; two different ones give none.
 */
export function reciboAmount(all: readonly string[]): { value: number; confidence: number } | null {
  const seen: number[] = [];
  all.forEach((line, i) => {
    const f = fold(line);
    const valor = /^\W*valor\b[^a-z0-9]*/.exec(f);
    if (valor) {
      const first = amountsOf(line).find((t) => t.end > valor[0].length);
      if (first?.clean) seen.push(first.value);
      return;
    }
    const sum = /\b(importancia|quantia)\b/.exec(f);
    if (!sum) return;
    const after = amountsOf(line).find((t) => t.index > sum.index);
    const before = i > 0 ? amountsOf(all[i - 1] as string).at(-1) : undefined;
    const found = after ?? (amountsOf(line).length === 0 ? before : undefined);
    if (found?.clean) seen.push(found.value);
  });
  const distinct = [...new Set(seen)];
  if (distinct.length !== 1) return null;
  return { value: distinct[0] as number, confidence: seen.length > 1 ? 0.9 : 0.7 };
}

/** What a written receipt was for, as a category: from its title and its "referente a" clause. */
function reciboPurpose(all: readonly string[]): string | null {
  const at = all.findIndex((l) => /\breferente\b/.test(fold(l)));
  const said = [all[0] ?? "", ...(at >= 0 ? all.slice(at, at + 2) : [])].join(" ");
  return findCategory(foldWords(said), "expense")?.category ?? null;
}

/** On a written receipt, who signed it: the name on the line under the signature's line. */
function signer(all: readonly string[]): string | null {
  const at = all.findIndex((l) => /^\s*[_-]{8,}\s*$/.test(l));
  const name = at >= 0 ? all[at + 1] : undefined;
  return name && /^[\p{L} .'-]{5,}$/u.test(name.trim()) ? cleanName(name) : null;
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
  const recibo = RECIBO.test(fold(text));
  const written = total === null && recibo ? reciboAmount(all) : null;
  if (written) {
    fields.amount = centavos(written.value);
    fields.confidence.amount = written.confidence;
    fields.evidence = [written.confidence >= 0.9 ? "amount printed twice" : "amount label"];
  }
  const qrDate = qr?.date && plausible(qr.date, today, 6, 1) ? qr.date : null;
  fields.date = qrDate ?? receiptDate(all, today, fields.accessKey?.yearMonth ?? null);
  if (fields.date && isoDayNumber(fields.date) > isoDayNumber(today) + 1) fields.date = null;
  fields.confidence.date = qrDate ? 0.99 : fields.date ? 0.7 : 0;
  // A written receipt's title heads it; who received the money signs it.
  fields.merchant = recibo ? signer(all) : headerMerchant(spacedLines(text));
  const cnpj = fields.accessKey?.cnpj ?? receiptCnpj(text);
  if (!fields.merchant && cnpj) fields.merchant = `CNPJ ${formatCnpj(cnpj)}`;
  // A written receipt says what it is for in its title or after "referente a" ("aluguel").
  const purpose = recibo ? reciboPurpose(all) : null;
  fields.category = purpose ?? shopCategory(fields.merchant, text);
  fields.paymentMethod = paymentMethodIn(all, total ? total.line : 0) ?? paymentMethodIn(all);
  return fields;
}
