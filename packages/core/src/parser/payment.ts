/**
 * Payment method, card and instalments: "no pix", "no débito", "12x de 200 no Nubank".
 */

import { contextOf, type MessageContext } from "./context.ts";
import { findIssuer, issuerAt } from "./issuers.ts";
import { type ScanResult, spansIn } from "./scan.ts";
import { METHODS, PAYMENT_PREPOSITIONS, VOUCHER_BRANDS } from "./scan-words.ts";
import type { Payment, PaymentMethod } from "./types.ts";

const VOUCHER_LEAD = new Set(["o", "a", "meu", "minha", "cartao", "do", "da", "de"]);

/**
 * Where a meal or food voucher is named as the means of payment in `words[from, to)`: "no vr",
 * "paguei no vale refeição", "foi no va", "com o meu alelo", "no cartão do sodexo". A brand or
 * "va"/"vr" counts only after a payment preposition ("vr" alone could be anything); "vale
 * refeição" / "vale alimentação" anywhere. Returns the tokens that say it, or null.
 */
export function voucherAt(
  words: readonly string[],
  from: number,
  to: number,
): { start: number; end: number } | null {
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    if (
      (w === "vale" || w === "vales") &&
      /^(refeicao|alimentacao|refeicoes|alimentacoes)$/.test(words[i + 1] ?? "") &&
      i + 1 < to
    )
      return { start: i, end: i + 2 };
    // "vt" is the transport voucher: never a meal, and not a payment of a purchase
    if (!VOUCHER_BRANDS.has(w) || w === "vt") continue;
    let j = i - 1;
    while (j >= from && VOUCHER_LEAD.has(words[j] as string)) j--;
    if (j >= from && PAYMENT_PREPOSITIONS.has(words[j] as string)) return { start: i, end: i + 1 };
  }
  return null;
}

/** Where cash is carried: "do dinheiro que tava no bolso". */
const POCKETS = new Set(["bolso", "carteira", "bolsa"]);

/** Reads the payment of a clause `words[from, to)`; null when nothing about it is said. Cards imply credit only when `inferCredit`. */
export function readPayment(
  words: readonly string[],
  scanned: ScanResult,
  from: number,
  to: number,
  inferCredit = true,
): Payment | null {
  let method: PaymentMethod | null = null;
  let card: string | null = null;
  let installments = 1;
  let sawCard = false;
  let othersCard = false;
  for (const sp of spansIn(scanned, from, to))
    if (sp.type === "instalments" && !sp.paid) installments = sp.count;
  // "almoço 30 no vr": a voucher is the means, whatever else the clause says
  if (voucherAt(words, from, to)) return { method: "voucher", card: null, installments: 1 };
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    const m = METHODS.get(w);
    if (m !== undefined && !(w === "credito" && toppedUp(words, i))) {
      // "paguei no crédito, a galera vai me mandar pix": money coming to the person after the way
      // they paid is said does not replace it ("o joão me passou 150 no pix" is how it came)
      if ((method !== null || sawCard) && comingToMe(words, i, from)) continue;
      if (w === "dinheiro" && !(words[i - 1] === "em" || words[i - 1] === "no" || words[i - 1] === "de"))
        if (!(words[i - 1] === "do" && words.slice(i + 1, i + 6).some((x) => POCKETS.has(x))))
          // "do dinheiro que tava no bolso", "do dinheiro da carteira": cash too
          continue;
      if (w === "vivo" && words[i - 1] !== "dinheiro") continue;
      if (w === "especie" && words[i - 1] !== "em") continue;
      method = m;
      continue;
    }
    // "paguei a fatura do nubank": the card whose bill was paid, not what paid it
    if (w === "fatura" || w === "faturas") {
      let k = i + 1;
      if (words[k] === "do" || words[k] === "da") k++;
      if (words[k] === "cartao") k++;
      i = (issuerAt(words, k)?.end ?? k) - 1;
      continue;
    }
    // "paguei o cartão de crédito 2300": the card's bill was paid, the card did not pay
    const bill = cardBillEnd(words, i);
    if (bill !== null) {
      i = bill - 1;
      continue;
    }
    // "no cartão da minha mãe": someone else's card, not one of the person's
    if (w === "cartao" && othersCardAt(words, i)) {
      othersCard = true;
      i += 3;
      continue;
    }
    if (w === "cartao" || w === "cartoes") sawCard = true;
    if (w === "a" && words[i + 1] === "vista" && method === null) method = null;
    const issuer = issuerAt(words, i);
    if (issuer) {
      card = issuer.name;
      i = issuer.end - 1;
    }
  }
  if (othersCard && !card)
    return method || installments > 1 ? { method: null, card: null, installments } : null;
  if (!method && !card && !sawCard && installments === 1) return null;
  if (!method && inferCredit && (sawCard || card || installments > 1)) method = "credit";
  return { method, card, installments };
}

/** What credit is put into: "crédito no celular", "recarga de crédito", "crédito do bilhete único". */
const TOPPED_UP = new Set([
  "celular",
  "chip",
  "telefone",
  "bilhete",
  "vt",
  "riocard",
  "onibus",
  "metro",
  "pre",
  "cel",
]);
const TOPPED_GLUE = new Set(["no", "pro", "pra", "para", "o", "do", "da", "de", "meu", "minha", "na"]);

/** "50 de crédito no celular", "recarga de crédito": credit put into a phone or a transport card. */
export function toppedUp(words: readonly string[], i: number): boolean {
  if (words[i - 1] === "recarga" || (words[i - 1] === "de" && words[i - 2] === "recarga")) return true;
  let k = i + 1;
  while (k < i + 4 && TOPPED_GLUE.has(words[k] as string)) k++;
  return TOPPED_UP.has(words[k] as string);
}

const PAY_VERBS = new Set(["paguei", "pagar", "pago", "pagamos", "quitei", "quitar"]);

/** Verbs of money sent to the person, after "me": "vai me mandar pix", "me fez um pix". */
const TO_ME = new Set(
  "mandar,manda,mandam,mandou,mandaram,passar,passa,passou,fazer,faz,fez,fizeram,pagar,paga,pagou,devolver,devolve,devolveu,transferir,transfere,transferiu".split(
    ",",
  ),
);

/** Whether the payment word at `i` is money coming to the person ("me mandar pix", "me fez um pix"). */
function comingToMe(words: readonly string[], i: number, from: number): boolean {
  for (let j = Math.max(from + 1, i - 3); j < i; j++)
    if (TO_ME.has(words[j] as string) && words[j - 1] === "me") return true;
  return false;
}

const OWNERS = new Set(["minha", "meu", "sua", "seu"]);

/** "cartão da minha mãe", "cartão do meu pai": at `i`, a card of someone else's (not an issuer's). */
function othersCardAt(words: readonly string[], i: number): boolean {
  const of = words[i + 1];
  return (of === "da" || of === "do") && OWNERS.has(words[i + 2] ?? "") && issuerAt(words, i + 3) === null;
}

/**
 * "paguei o cartão", "paguei o cartão de crédito do nubank": at `i`, the card whose bill was paid
 * (the card is what was paid, not the means). The index after those words, or null.
 */
export function cardBillEnd(words: readonly string[], i: number): number | null {
  if (words[i] !== "cartao" || !(paidTheCard(words, i) || paidOfTheCard(words, i))) return null;
  let k = i + 1;
  if (words[k] === "de" && words[k + 1] === "credito") k += 2;
  if (words[k] === "do" || words[k] === "da") k++;
  return issuerAt(words, k)?.end ?? (words[k - 1] === "do" || words[k - 1] === "da" ? k - 1 : k);
}

/** "paguei o cartão" at `i`. */
const paidTheCard = (words: readonly string[], i: number) =>
  words[i - 1] === "o" && PAY_VERBS.has(words[i - 2] ?? "");

/** "paguei 300 do cartão", "paguei 300 reais do cartão" at `i`: part of its bill ("no cartão" bought with it). */
function paidOfTheCard(words: readonly string[], i: number): boolean {
  if (words[i - 1] !== "do") return false;
  let k = i - 2;
  if (words[k] === "reais" || words[k] === "real" || words[k] === "conto") k--;
  if (!/^\d/.test(words[k] ?? "")) return false;
  if (words[k - 1] === "r$") k--;
  return PAY_VERBS.has(words[k - 1] ?? "");
}

// …and the words that may stand between it and the card's name ("no meu cartão de crédito do inter").
const CARD_GLUE = new Set(["o", "a", "meu", "minha", "de", "do", "da", "credito", "debito", "virtual"]);

/**
 * "uber 30 no pix almoço 25": where a way of paying said at `i` (right after an amount) ends: a
 * payment preposition, maybe "o", "meu", "cartão", "de"…, then a method ("no pix", "em dinheiro",
 * "no débito"), a card ("no cartão", "no nubank", "no cartão do itaú") or a voucher ("no vr"). Null
 * when no way of paying is said there.
 */
export function paymentSaidEnd(words: readonly string[], i: number, to: number): number | null {
  if (!PAYMENT_PREPOSITIONS.has(words[i] ?? "")) return null;
  let k = i + 1;
  let card = false;
  while (k < to && (CARD_GLUE.has(words[k] as string) || words[k] === "cartao")) {
    if (words[k] === "cartao") card = true;
    k++;
  }
  // "no cartão de crédito", "no débito": the glue itself may be the method
  if (card || METHODS.has(words[k - 1] ?? "")) {
    const issuer = k < to ? issuerAt(words, k) : null;
    return issuer ? issuer.end : k;
  }
  if (k >= to) return null;
  const method = METHODS.get(words[k] as string);
  if (method !== undefined && (words[k] !== "dinheiro" || words[k - 1] === "em" || words[k - 1] === "no"))
    return k + 1;
  const issuer = issuerAt(words, k);
  if (issuer) return issuer.end;
  const voucher = voucherAt(words, i, Math.min(to, k + 2));
  return voucher && voucher.start === k ? voucher.end : null;
}

/**
 * The tokens of `words[from, to)` that name the card an expense was paid with: an issuer right
 * after "cartão" or a payment preposition, with any of "o", "meu", "de", "do", "crédito"… between
 * ("no nubank", "no cartão inter", "pelo itaú", "com o meu cartão de crédito do c6"). They say how
 * it was paid, not what was bought, so they stay out of the description. An issuer named any other
 * way is kept ("fatura do nubank", "transferência nubank").
 */
export function paymentCardTokens(words: readonly string[], from: number, to: number): Set<number> {
  const out = new Set<number>();
  // "almoço 30 no vale refeição": the voucher, like a card, is how it was paid
  const voucher = voucherAt(words, from, to);
  if (voucher) for (let k = voucher.start; k < voucher.end; k++) out.add(k);
  for (let i = from; i < to; ) {
    const hit = findIssuer(words, i, to);
    if (!hit) break;
    let j = hit.start - 1;
    let names = false;
    while (
      j >= from &&
      (CARD_GLUE.has(words[j] as string) || words[j] === "cartao" || words[j] === "cartoes")
    ) {
      if (words[j] === "cartao" || words[j] === "cartoes") names = true;
      j--;
    }
    if (names || (j >= from && PAYMENT_PREPOSITIONS.has(words[j] as string))) {
      for (let k = hit.start; k < hit.end; k++) out.add(k);
    }
    i = hit.end;
  }
  return out;
}

/** The employer (or the voucher's company) loading it: "carregou o VR 880", "o va foi creditado". */
const LOADED = new Set([
  "carregou",
  "carregaram",
  "recarregou",
  "recarregaram",
  "creditou",
  "creditaram",
  "carregado",
  "carregada",
  "recarregado",
  "recarregada",
  "creditado",
  "creditada",
]);

/**
 * "carregou o VR 880", "recarregaram o vale alimentação 700", "vr carregado 880": the voucher's
 * monthly benefit coming in, read as "caiu o VR 880" is (money in, docs/message-understanding.md,
 * "Vouchers"). The message with the verb read as "caiu", or null when no voucher is named or nobody
 * else loaded it ("recarreguei o celular 20" is spending).
 */
export function voucherLoaded(ctx: MessageContext): MessageContext | null {
  const { words, tokens } = ctx;
  const verb = words.findIndex((w) => LOADED.has(w));
  if (verb < 0) return null;
  const named = words.some(
    (w, i) =>
      (VOUCHER_BRANDS.has(w) && w !== "vt") ||
      ((w === "vale" || w === "cartao") && /^(refeicao|alimentacao)$/.test(words[i + 1] ?? "")),
  );
  if (!named) return null;
  const caiu = { folded: "caiu", original: "caiu", kind: "word" as const };
  // "carregou o VR 880" → "caiu o VR 880"; "vr carregado 880" → "caiu vr 880"
  return contextOf([caiu, ...tokens.filter((_, i) => i !== verb)], ctx.today);
}
