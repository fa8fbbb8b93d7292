/**
 * The person's own money changing place (docs/message-understanding.md, "Money that only changed
 * place"): cash taken out ("saquei 200", "tirei 100 no caixa eletrônico") or moved between their
 * own accounts ("transferi 500 do nubank pro inter"), or savings taken back ("tirei 300 da poupança",
 * "resgatei 1000 do cdb", "passei 500 da poupança pra conta"). Nothing was spent or earned, as statement
 * imports count them too (transfers, never records).
 */
import { toIso } from "../calendar/index.ts";
import { findCategory } from "./categories.ts";
import { contextOf, type MessageContext } from "./context.ts";
import { resolvePast } from "./dates.ts";
import { issuerAt } from "./issuers.ts";
import { phraseAt } from "./plans.ts";
import type { Span } from "./scan.ts";
import type { UnknownIntent } from "./types.ts";

import { wordSet as set } from "./word-set.ts";

const WITHDREW = set("saquei,sacamos,saque,saques,sacar");
const TOOK = set("tirei,retirei,peguei,tiramos,usei,usamos,mexi");
const CASH_MACHINE = set("caixa,eletronico,24h,banco24h,atm");
const MOVED = set("transferi,transferimos,passei,mandei,enviei,movi,pixei,joguei");
const INTO = set("pro,pra,para,pru");
const FROM = set("da,do,das,dos");
const REDEEMED = set("resgatei,resgatamos,resgate");
/** "precisei tirar 300 da meta", "tive que resgatar": taken out, said with a verb before it. */
const TAKE_OUT = set("tirar,retirar,resgatar,sacar,pegar,usar,mexer");
const HAD_TO = set("precisei,tive,resolvi,acabei,decidi,precisamos,tivemos,resolvemos");
const BOXES = set("caixinha,cofrinho");
/** "de caixinha", "em caixinha": tips, not a savings box. */
const TIPS_OF = set("de,em");
/** Where the person's savings sit: taking money out of them only moves it. */
const SAVINGS = set(
  "poupanca,cdb,cdbs,rdb,lci,lca,tesouro,caixinha,caixinhas,cofrinho,reserva,investimento,investimentos,aplicacao,aplicacoes,fundo",
);
/** Verbs of paying that a change given back follows: "dei 100 e voltou 30 de troco". */
const SPENT = set("gastei,paguei,comprei,pedi,dei,passei");
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
  // "saquei o fgts": money in from the fund, not the person's own account
  if (words.some((w) => WITHDREW.has(w))) return !words.includes("fgts");
  // "caiu 1000 na minha conta do inter que eu mandei do itau": money in that the person sent
  if (
    words.some((w) => ARRIVED.has(w)) &&
    words.some((w, i) => w === "que" && words[i + 1] === "eu" && MOVED.has(words[i + 2] ?? ""))
  )
    return true;
  // "recebi 50 de troco": the person's own money back from a payment, never earnings
  if (words.includes("troco") && !words.some((w) => SPENT.has(w))) return true;
  if (words.some((w) => TOOK.has(w)) && words.some((w) => CASH_MACHINE.has(w))) return true;
  // "tirei 300 da poupança", "resgatei 1000 do cdb", "tive que usar 500 da poupança": savings back
  // in the account, not earnings ("tirei 85 de caixinha" is tips: see tookMade)
  if (
    tookOut(words) &&
    words.some((w, i) => SAVINGS.has(w) && !(BOXES.has(w) && TIPS_OF.has(words[i - 1] ?? "")))
  )
    return true;
  // "tirei 100 da meta do carro": out of a goal ("bati a meta", "reunião de metas" are not)
  if (tookOut(words) && words.some((w, i) => GOALS.has(w) && FROM.has(words[i - 1] ?? ""))) return true;
  // "fiz um pix de 500 pra minha conta do inter", "pix de 700 do santander pro inter"
  if (!words.some((w) => MOVED.has(w) || SENT.has(w))) return false;
  if (intoOwnAccount(words)) return true;
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

const MINE = set("minha,meu");

/**
 * "pra minha conta do inter", "pra minha outra conta", "pro meu nubank", "pra mim mesmo": money
 * sent into an account of the person's own ("pra minha conta de luz" is a bill).
 */
function intoOwnAccount(words: readonly string[]): boolean {
  return words.some((w, k) => {
    if (!INTO.has(w)) return false;
    const next = words[k + 1] ?? "";
    if (next === "mim" && (words[k + 2] === "mesmo" || words[k + 2] === "mesma")) return true;
    if (!MINE.has(next)) return false;
    const at = words[k + 2] === "outra" ? k + 3 : k + 2;
    if (words[at] === "conta") return words[at + 1] !== "de";
    return issuerAt(words, at) !== null;
  });
}

/**
 * "tirei 150 da poupança pra pagar o dentista", "saquei 200 pra pagar o pedreiro": money moved to
 * pay for something. The moving is no record; what it paid is, read as "paguei 150 o dentista"
 * (a context of the verb, the amount and what follows "pagar"). Null for any other message.
 */
export function paidWithMoved(ctx: MessageContext): MessageContext | null {
  const { words, tokens, scanned } = ctx;
  const k = words.findIndex((w, i) => PAY_FOR.has(w) && INTO.has(words[i - 1] ?? ""));
  if (k < 0) return spentOnThing(ctx);
  if (!ownMoneyMoved(contextOf(tokens.slice(0, k - 1), ctx.today))) return null;
  const amount = scanned.spans.find((sp) => sp.type === "amount" && sp.end <= k);
  // "… pra pagar o cartão": a card's bill pays purchases already booked, so nothing is spent now
  if (!amount || k + 1 >= words.length || words.slice(k + 1).some((w) => CARD_BILL.has(w))) return null;
  return paidFor(ctx, words[k] === "comprar" ? "comprei" : "paguei", amount, k + 1);
}

/** "paguei 150 o dentista": the verb, the amount said and the words from `from`, as one message. */
function paidFor(ctx: MessageContext, verb: string, amount: Span, from: number): MessageContext {
  return contextOf(
    [
      { folded: verb, original: verb, kind: "word" },
      ...ctx.tokens.slice(amount.start, amount.end),
      ...ctx.tokens.slice(from),
    ],
    ctx.today,
  );
}

/**
 * "tive que tirar 300 da reserva pro conserto do carro": savings taken out for a thing that is an
 * expense's (its words name an expense category), read as "paguei 300 conserto do carro". Taken
 * out to another place ("pro nubank", "pra conta"), for a trip ahead or for nothing named stays a
 * move only.
 */
function spentOnThing(ctx: MessageContext): MessageContext | null {
  const { words, tokens, scanned } = ctx;
  if (!tookOut(words)) return null;
  const amount = scanned.spans.find((sp) => sp.type === "amount");
  if (!amount) return null;
  const k = words.findIndex((w, i) => i > amount.end && INTO.has(w) && FROM.has(words[amount.end] ?? ""));
  if (k < 0 || !ownMoneyMoved(contextOf(tokens.slice(0, k), ctx.today))) return null;
  const hit = findCategory(words, "expense", k + 1);
  // "tirei 500 da reserva pra viagem": money set aside for a trip is not spent yet; "pro mercado":
  // the shopping is booked when it is done
  if (!hit || NOT_YET_SPENT.has(hit.category) || words.slice(k + 1).some((w) => CARD_BILL.has(w)))
    return null;
  return paidFor(ctx, "paguei", amount, k + 1);
}

/** What savings are taken out for that is booked later, when bought: a trip, shopping, food. */
const NOT_YET_SPENT = new Set(["Viagem", "Mercado", "Compras", "Alimentação"]);

/** "tirei", "resgatei", "precisei tirar", "tive que resgatar": money taken out of where it was kept. */
function tookOut(words: readonly string[]): boolean {
  return words.some(
    (w, i) =>
      TOOK.has(w) ||
      REDEEMED.has(w) ||
      WITHDREW.has(w) ||
      (TAKE_OUT.has(w) && (HAD_TO.has(words[i - 1] ?? "") || HAD_TO.has(words[i - 2] ?? ""))),
  );
}

/**
 * "tirei 300 da meta da viagem", "resgatei 200 da caixinha da viagem", "saquei 500 da reserva de
 * emergência": money taken back out of a goal. The goal's name as said ("" for "da meta" alone: the
 * person's only goal; `loose` when only a goal of that name makes it one), or null when the message
 * takes nothing out of a goal. A box named by no goal ("tirei 100 da caixinha") and an investment
 * product ("da poupança") are no goal.
 */
export function goalTakenFrom(ctx: MessageContext): { goal: string; loose?: true } | null {
  return tookOut(ctx.words) ? goalSaid(ctx) : null;
}

/** The goal money comes out of, as said after "da"/"do" ("da meta da viagem", "da caixinha da moto"), or null. */
function goalSaid(ctx: MessageContext): { goal: string; loose?: true } | null {
  const { words } = ctx;
  for (let k = 1; k < words.length; k++) {
    const w = words[k] as string;
    if (!FROM.has(words[k - 1] ?? "")) continue;
    const of = FROM.has(words[k + 1] ?? "") || words[k + 1] === "de";
    if (GOALS.has(w)) return { goal: of ? phraseAt(ctx, k + 2, true) : "" };
    // a box or a reserve is a goal only when the person keeps one by that name
    if (BOXES.has(w) && of) {
      const name = phraseAt(ctx, k + 2, true);
      if (name) return { goal: name, loose: true };
    }
    if (w === "reserva") return { goal: phraseAt(ctx, k, false), loose: true };
  }
  return null;
}

/**
 * "tirei 300 da meta da viagem": money taken back out of a goal, which only moved (nothing spent
 * nor earned) but leaves the goal with less. The amount, the day and the goal as said; null unless
 * the message says one amount taken out of a goal.
 */
export function takenFromGoal(ctx: MessageContext): UnknownIntent | null {
  const goal = goalTakenFrom(ctx);
  const spans = ctx.scanned.spans;
  const amounts = spans.filter((sp) => sp.type === "amount");
  const amount = amounts[0];
  if (goal === null || amounts.length !== 1 || amount?.type !== "amount") return null;
  const day = spans.find((sp) => sp.type === "date");
  return {
    intent: "unknown",
    hint: "moved",
    from_goal: {
      ...goal,
      amount: amount.centavos / 100,
      date: toIso(day?.type === "date" ? resolvePast(day.date, ctx.today) : ctx.today),
    },
  };
}

/** Said before taking out, of what is still to be done: "vou tirar", "preciso resgatar", "quero sacar". */
const PLAN_TO = set(
  "vou,vamos,vai,preciso,precisamos,precisando,quero,queria,queremos,pretendo,penso,devo,tenho,temos,ter,precisar,posso",
);
/** A day still to come: "amanhã tiro 100 da meta", "vou tirar semana que vem". */
const LATER = set("amanha,depois,proximo,proxima,logo,futuro");
/** Taking out said to the assistant or of days to come: "tira 100 da meta", "amanhã tiro 100 da meta". */
const TAKE_NOW = set("tira,tire,retira,retire,resgata,saca,tiro,retiro,resgato,saco");

/**
 * "vou tirar 100 da meta da viagem", "preciso tirar 200 da meta", "quero resgatar 50 da caixinha da
 * moto", "tira 100 da meta", "amanhã tiro 100 da meta": money to be taken out of a goal, not taken
 * out yet. Nothing moves: whether it was done is asked (`goal_out_planned`: the goal as said and the
 * amount; `later` when a day still to come is said: nothing to ask yet). Null when the message takes nothing out, says it was done ("tirei", "precisei tirar") or
 * says no amount, or more than one.
 */
export function goalOutPlanned(ctx: MessageContext): UnknownIntent | null {
  const { words, scanned } = ctx;
  if (tookOut(words) || words.includes("nao") || words.includes("se")) return null;
  const said = words.some(
    (w, i) => TAKE_OUT.has(w) && [1, 2, 3].some((k) => PLAN_TO.has(words[i - k] ?? "")),
  );
  if (!said && !words.some((w) => TAKE_NOW.has(w))) return null;
  const goal = goalSaid(ctx);
  // "vou tirar 300 da poupança": the person's own money, still where it is; nothing to book either
  // way ("tira 100 da poupança" may name a record to delete, and is read as before)
  if (said && goal === null && words.some((w, i) => SAVINGS.has(w) && FROM.has(words[i - 1] ?? "")))
    return { intent: "unknown", hint: "moved" };
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  const amount = amounts[0];
  if (goal === null || amounts.length !== 1 || amount?.type !== "amount") return null;
  // "vou tirar 300 da reserva pra pagar o dentista": what it will pay is not spent yet either
  const later = words.some((w, i) => LATER.has(w) || (w === "vem" && words[i - 1] === "que"));
  return {
    intent: "unknown",
    hint: "goal",
    goal_out_planned: { ...goal, amount: amount.centavos / 100, ...(later ? { later: true as const } : {}) },
  };
}

/** The person's business, as its account is named: "da conta da empresa", "do cnpj", "da pj". */
const BUSINESS = set("empresa,cnpj,pj,mei,firma,juridica");
/** The person's own account, as the money's destination: "pra minha", "pra mim", "pra pf". */
const OWN = set("minha,mim,pf,pessoal,fisica,meu");
/** The person as a person, not a business: with the business named, "pf" is no meal (prato feito). */
const PERSON = set("pf,pessoal,fisica");
/** "fiz um pix de 2 mil do cnpj pra pf", "pix de 700 do santander pro inter": the money sent, named by how it went. */
const SENT = set("pix,ted,doc,transferencia");
/** "caiu 2 mil da pj na pf": money that arrived, said where it landed. */
const ARRIVED = set("caiu,cairam,entrou,entraram,chegou,recebi,veio");

/**
 * "transferi 2 mil da conta da empresa pra minha", "passei 3 mil do cnpj pra pf", "tirei 2 mil da
 * empresa pra mim", "fiz um pix de 2 mil da pj para a pf", "caiu 2 mil do cnpj na minha pf": money
 * from the person's business to themselves, their pró-labore (personal income, asked before it is
 * booked: docs/message-understanding.md, "Money that only changed place"). The amount, or null.
 */
export function fromOwnBusiness(ctx: MessageContext): number | null {
  const { words, scanned } = ctx;
  const moved = words.some((w) => MOVED.has(w) || TOOK.has(w) || SENT.has(w));
  if (!moved && !words.some((w) => ARRIVED.has(w))) return null;
  const from = words.findIndex(
    (w, i) =>
      BUSINESS.has(w) &&
      (FROM.has(words[i - 1] ?? "") || (words[i - 1] === "conta" && FROM.has(words[i - 2] ?? ""))),
  );
  if (from < 0) return null;
  // "pra minha", "para a pf", "pra minha conta pf"; arrived money says where it landed ("na pf")
  const own = (i: number) => {
    let k = i + 1;
    if (words[k] === "a" || words[k] === "o") k++;
    if (!OWN.has(words[k] ?? "")) return false;
    return moved || words.slice(k, k + 3).some((w) => PERSON.has(w));
  };
  const into = words.findIndex(
    (w, i) => i > from && (INTO.has(w) || (!moved && (w === "na" || w === "no"))) && own(i),
  );
  if (into < 0) return null;
  const amount = scanned.spans.find((sp) => sp.type === "amount");
  return amount?.type === "amount" ? amount.centavos / 100 : null;
}
