/**
 * Payment method, card and instalments: "no pix", "no débito", "12x de 200 no Nubank".
 */

import { issuerAt } from "./issuers.ts";
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
    const issuer = issuerAt(words, i);
    if (issuer) {
      card = issuer.name;
      i = issuer.end - 1;
    }
  }
  if (!method && !card && !sawCard && installments === 1) return null;
  if (!method && inferCredit && (sawCard || card || installments > 1)) method = "credit";
  return { method, card, installments };
}
