/**
 * The person's own money changing place (docs/message-understanding.md, "Money that only changed
 * place"): cash taken out ("saquei 200", "tirei 100 no caixa eletrônico") or moved between their
 * own accounts ("transferi 500 do nubank pro inter"), or savings taken back ("tirei 300 da poupança",
 * "resgatei 1000 do cdb", "passei 500 da poupança pra conta"). Nothing was spent or earned, as statement
 * imports count them too (transfers, never records).
 */
import { contextOf, type MessageContext } from "./context.ts";
import { issuerAt } from "./issuers.ts";

const set = (s: string) => new Set(s.split(","));

const WITHDREW = set("saquei,sacamos,saque,saques,sacar");
const TOOK = set("tirei,retirei,peguei,tiramos");
const CASH_MACHINE = set("caixa,eletronico,24h,banco24h,atm");
const MOVED = set("transferi,transferimos,passei,mandei,enviei,movi,pixei,joguei");
const INTO = set("pro,pra,para,pru");
const FROM = set("da,do,das,dos");
const REDEEMED = set("resgatei,resgatamos,resgate");
/** Where the person's savings sit: taking money out of them only moves it. */
const SAVINGS = set(
  "poupanca,cdb,cdbs,rdb,lci,lca,tesouro,caixinha,caixinhas,cofrinho,reserva,investimento,investimentos,aplicacao,aplicacoes,fundo",
);
const SPENT = set("gastei,paguei,comprei,pedi");
const GOALS = set("meta,metas,objetivo");
const PAY_FOR = set("pagar,comprar,quitar");
const CARD_BILL = set("cartao,cartoes,fatura,faturas");
/** A fee is spending: "paguei 6,50 de taxa de saque". */
const FEES = set("taxa,tarifa,tarifas,taxas");

/** True when the message only moves the person's own money: a withdrawal or a move between accounts. */
export function ownMoneyMoved(ctx: MessageContext): boolean {
  const { words } = ctx;
  if (words.some((w) => FEES.has(w) || w === "nao")) return false;
  // "tirei 150 da poupança pra pagar o dentista": what it paid is spent (paidWithMoved)
  if (
    words.some((w, i) => PAY_FOR.has(w) && INTO.has(words[i - 1] ?? "")) &&
    !words.some((w) => CARD_BILL.has(w))
  )
    return false;
  if (words.some((w) => WITHDREW.has(w))) return true;
  // "recebi 50 de troco": the person's own money back from a payment, never earnings
  if (words.includes("troco") && !words.some((w) => SPENT.has(w))) return true;
  if (words.some((w) => TOOK.has(w)) && words.some((w) => CASH_MACHINE.has(w))) return true;
  // "tirei 300 da poupança", "resgatei 1000 do cdb": savings back in the account, not earnings
  if (words.some((w) => TOOK.has(w) || REDEEMED.has(w)) && words.some((w) => SAVINGS.has(w))) return true;
  // "tirei 100 da meta do carro": out of a goal ("bati a meta", "reunião de metas" are not)
  if (
    words.some((w) => TOOK.has(w) || REDEEMED.has(w)) &&
    words.some((w, i) => GOALS.has(w) && FROM.has(words[i - 1] ?? ""))
  )
    return true;
  if (!words.some((w) => MOVED.has(w))) return false;
  // "transferi 500 da poupança pra conta": savings back in the account ("pra poupança" is saving)
  if (words.some((w, i) => SAVINGS.has(w) && FROM.has(words[i - 1] ?? ""))) return true;
  // "do nubank pro inter": money out of one of their accounts into another ("pro inter" names the
  // bank as "no inter" would)
  const read = words.map((w) => (INTO.has(w) ? "no" : w));
  const issuers = new Set<string>();
  for (let i = 1; i < read.length; i++) {
    const hit = issuerAt(read, i);
    if (hit) issuers.add(hit.name);
  }
  return issuers.size >= 2;
}

/**
 * "tirei 150 da poupança pra pagar o dentista", "saquei 200 pra pagar o pedreiro": money moved to
 * pay for something. The moving is no record; what it paid is, read as "paguei 150 o dentista"
 * (a context of the verb, the amount and what follows "pagar"). Null for any other message.
 */
export function paidWithMoved(ctx: MessageContext): MessageContext | null {
  const { words, tokens, scanned } = ctx;
  const k = words.findIndex((w, i) => PAY_FOR.has(w) && INTO.has(words[i - 1] ?? ""));
  if (k < 0 || !ownMoneyMoved(contextOf(tokens.slice(0, k - 1), ctx.today))) return null;
  const amount = scanned.spans.find((sp) => sp.type === "amount" && sp.end <= k);
  // "… pra pagar o cartão": a card's bill pays purchases already booked, so nothing is spent now
  if (!amount || k + 1 >= words.length || words.slice(k + 1).some((w) => CARD_BILL.has(w))) return null;
  const verb = words[k] === "comprar" ? "comprei" : "paguei";
  return contextOf(
    [
      { folded: verb, original: verb, kind: "word" },
      ...tokens.slice(amount.start, amount.end),
      ...tokens.slice(k + 1),
    ],
    ctx.today,
  );
}
