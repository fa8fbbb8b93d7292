/**
 * The lines of a card bill whose words say they are money back on the card: the bill paid, a
 * purchase returned, a credit or adjustment. A bill from a layout with no fixed sign convention
 * learns from them which sign it writes money in with, before any count of lines: a bill with few
 * purchases (a partial payment, a month of little use) is still read the right way round
 * (docs/statement-formats.md, "Card statements").
 */
import { plain } from "./clean-description.ts";

/** The bill paid ("PAGAMENTO RECEBIDO", "Pagamentos Validos Normais", "PAGAMENTO FATURA", "Pagamento"). */
const BILL_PAID =
  /^pagamentos?$|\b(pagamentos? (recebido|efetuado|realizado|da fatura|de fatura|fatura|validos?)|pagto|pgto|inclusao de pagamento)\b/;
/** Money returned or credited on the card ("ESTORNO", "DEVOLUCAO", "CREDITO DE AJUSTE"). */
const MONEY_BACK =
  /\b(estorno|estornad[oa]|devolucao|reembolso|chargeback|cashback|(credito|ajuste)( de)? (ajuste|credito|anuidade|tarifa|iof|juros|encargos)|ajuste a credito)\b/;
/** A charge that names the payment it is about ("JUROS PAGTO ATRASO", "MULTA POR ATRASO DE PAGAMENTO"). */
const CHARGE = /\b(juros|multa|mora|encargos?|atraso)\b/;

/**
 * True when a card line's words say it is money back on the card (the bill paid, a refund, a credit).
 * @example isCardCredit("DEVOLUCAO LOJAS OBINO") // true
 */
export function isCardCredit(text: string): boolean {
  const t = plain(text).replace(/\s+/g, " ").trim();
  return MONEY_BACK.test(t) || (BILL_PAID.test(t) && !CHARGE.test(t));
}

/**
 * The sign a card bill writes money back with, as the lines whose words say so agree on it: 1 or
 * -1, or 0 when no line says or they split evenly. Only telling when the amounts carry both signs.
 * @example creditSign([{ signed: -80000, text: "PAGAMENTO RECEBIDO" }, { signed: 15000, text: "LOJA" }]) // -1
 */
export function creditSign(
  entries: ReadonlyArray<{ signed: number; text: string; type?: string | null }>,
): -1 | 0 | 1 {
  let way = 0;
  for (const e of entries) if (isCardCredit(`${e.type ?? ""} ${e.text}`)) way += Math.sign(e.signed);
  return way > 0 ? 1 : way < 0 ? -1 : 0;
}
