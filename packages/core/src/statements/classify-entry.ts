/**
 * The kind of a statement entry for the books, from the bank's words, its direction and whether
 * the statement is of an account or a card. Transfers between the person's own accounts,
 * investments moving and card bills paid are never spending or income.
 */
import { plain } from "./clean-description.ts";
import type { EntryKind, StatementSide } from "./types.ts";

/** A card bill paid, seen from the account that paid it. */
const BILL_PAID_FROM_ACCOUNT =
  /\b(pagamento|pagto|pgto|pag|pgt)\b[\w\s.]*\b(fatura|fat|cartao|cart|card|credicard|itaucard|bradescard|nubank|nu pagamentos|ourocard|c6 carbon|santander card)\b|\bfatura (do )?cartao\b|\bpagamento de fatura\b|\bdeb(ito)? (aut(omatico)? )?fatura\b|\bdeb(ito)?\.? ?aut(omatico)?\.? ?(fat(ura)?|cart(ao)?)\b|\b(cartao de credito|cartao credito|fatura)\b[\w\s.-]*\b(pagamento|pagto|pgto)\b/;
/** A payment arriving on a card statement. */
const BILL_PAID_ON_CARD =
  /\bpagamentos?\b|\bpagto\b|\bpgto\b|\binclusao de pagamento\b|\bpagamento (recebido|efetuado|on ?line|fatura)\b/;
const REFUND =
  /\bestorn|\breembols|\bdevolu|\bdevolvid|\bcashback\b|\bchargeback\b|\bcancelamento de compra\b|\bressarc/;
const INVESTMENT =
  /\baplica(cao|coes)?\b|\baplic\b|\bresgate\b|\bresg\b|\bcdb\b|\blci\b|\blca\b|\brdb\b|\btesouro\b|\bpoupanca\b|\bpoup\b|\brende facil\b|\binvest(imento|imentos|e)?\b|\bfundo(s)? de invest|\bcofrinho|\bcaixinha|\bporquinho|\breserva por gastos\b|\bdinheiro (guardado|retirado|reservado|resgatado)\b|\bmonto (apartado|retirado)\b|\bguardad[oa]\b|\bprevidencia\b|\bcorretora\b|\bb3\b|\bcompra de (acoes|titulos)\b/;
const OWN_TRANSFER =
  /\bentre contas\b|\bmesma titularidade\b|\bconta propria\b|\bpara (a )?(sua|minha) conta\b|\btransf(erencia)? (para|de) (conta )?(poupanca|corrente)\b|\bsaque\b|\bdeposito em dinheiro\b|\bdep(osito)? dinheiro\b/;

/**
 * Classifies one entry. `ownNames` are the account holder's names (folded), so a Pix to oneself
 * in another bank is a transfer.
 * @example classifyEntry("PAGAMENTO DE FATURA", "out", "account") // "bill_payment"
 */
export function classifyEntry(
  text: string,
  direction: "in" | "out",
  side: StatementSide,
  ownNames: readonly string[] = [],
  type: string | null = null,
): EntryKind {
  const p = plain(text).replace(/\s+/g, " ");
  if (side === "card") {
    if (direction === "out") return "expense";
    if (REFUND.test(p)) return "refund";
    if (BILL_PAID_ON_CARD.test(p) || type === "payment") return "bill_payment";
    // A credit on a card that is neither a payment nor says why is money returned.
    return "refund";
  }
  if (direction === "out" && BILL_PAID_FROM_ACCOUNT.test(p)) return "bill_payment";
  if (REFUND.test(p) && direction === "in") return "refund";
  if (INVESTMENT.test(p) && !/\brendimento|\brend pago|\bjuros\b|\bdividend|\bproventos?\b/.test(p))
    return "investment";
  if (OWN_TRANSFER.test(p)) return "transfer";
  for (const name of ownNames) {
    if (name.length >= 5 && p.includes(name)) return "transfer";
  }
  return direction === "in" ? "income" : "expense";
}
