/**
 * Payment method, card and instalments: "no pix", "no débito", "12x de 200 no Nubank".
 */
import { type ScanResult, spansIn } from "./scan.ts";
import type { Payment, PaymentMethod } from "./types.ts";

const METHODS: ReadonlyMap<string, PaymentMethod> = new Map(
  Object.entries({
    credito: "credit",
    debito: "debit",
    pix: "pix",
    dinheiro: "cash",
    especie: "cash",
    cash: "cash",
    vivo: "cash",
    boleto: "boleto",
    boletos: "boleto",
  }),
);

// Unambiguous card issuers; ambiguous ones ("inter", "caixa", "next") need "cartão"/"no" before them.
const CARDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    nubank: "Nubank",
    nu: "Nubank",
    itau: "Itaú",
    santander: "Santander",
    bradesco: "Bradesco",
    bb: "Banco do Brasil",
    picpay: "PicPay",
    neon: "Neon",
    c6: "C6",
    xp: "XP",
    btg: "BTG",
    sicredi: "Sicredi",
    sicoob: "Sicoob",
    porto: "Porto",
    digio: "Digio",
    pan: "Pan",
    will: "Will Bank",
    ourocard: "Banco do Brasil",
    credicard: "Credicard",
    hipercard: "Hipercard",
    elo: "Elo",
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "Amex",
  }),
);
const AMBIGUOUS_CARDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    inter: "Inter",
    caixa: "Caixa",
    next: "Next",
    original: "Original",
    safra: "Safra",
    mercado: "Mercado Pago",
  }),
);

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
  for (const sp of spansIn(scanned, from, to)) if (sp.type === "instalments") installments = sp.count;
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    const m = METHODS.get(w);
    if (m !== undefined) {
      if (w === "dinheiro" && !(words[i - 1] === "em" || words[i - 1] === "no" || words[i - 1] === "de"))
        continue;
      if (w === "vivo" && words[i - 1] !== "dinheiro") continue;
      if (w === "especie" && words[i - 1] !== "em") continue;
      method = m;
      continue;
    }
    if (w === "cartao" || w === "cartoes") sawCard = true;
    if (w === "a" && words[i + 1] === "vista" && method === null) method = null;
    if (w === "banco" && words[i + 1] === "do" && words[i + 2] === "brasil") card = "Banco do Brasil";
    const c = CARDS.get(w);
    if (c !== undefined && (w !== "nu" || words[i + 1] === "bank")) {
      card = c;
      continue;
    }
    const amb = AMBIGUOUS_CARDS.get(w);
    if (amb !== undefined) {
      const prev = words[i - 1];
      const prev2 = words[i - 2];
      if (w === "mercado" && words[i + 1] !== "pago") continue;
      if (w === "caixa" && (words[i + 1] === "eletronico" || words[i + 1] === "24h")) continue;
      if (
        prev === "cartao" ||
        prev2 === "cartao" ||
        ((prev === "no" || prev === "na") && words[i + 1] !== "de" && w !== "mercado")
      )
        card = amb;
    }
  }
  if (!method && !card && !sawCard && installments === 1) return null;
  if (!method && inferCredit && (sawCard || card || installments > 1)) method = "credit";
  return { method, card, installments };
}
