/**
 * Money that is not (or not surely) the person's to record: hypotheticals ("se eu gastar 200 no
 * mercado…"), other people's money ("meu irmão gastou 300"), a record asked as a question
 * ("gastei 50 no mercado?") or said with doubt ("acho que gastei uns 200"), and habits ("gasto
 * uns 250 de ifood por mês"). Hypotheticals are answered, the rest asked back with the reading.
 */
import { priceOfAUnit } from "./amounts.ts";
import { fallbackCategory, findCategory } from "./categories.ts";
import type { MessageContext } from "./context.ts";
import { describeClause } from "./describe-clause.ts";
import { namesSomeone } from "./people.ts";
import { pricePerUnit } from "./records.ts";
import type { Span } from "./scan.ts";
import { UNITS_NOT_MONEY } from "./scan-words.ts";
import type {
  ConfirmRecordIntent,
  ForeignCurrency,
  IncompleteIntent,
  RecordIntent,
  RecordKind,
  WhatIfIntent,
} from "./types.ts";
import {
  billArrived,
  deniedVerb,
  EMPLOYERS,
  employerPaid,
  findKindVerb,
  forMe,
  PAYERS,
  PEOPLE,
  payerPaid,
} from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

const IF_WORDS = set("se,caso");
const IF_VERBS: ReadonlyMap<string, RecordKind> = new Map(
  Object.entries({
    gastar: "expense",
    gastasse: "expense",
    gaste: "expense",
    gastarmos: "expense",
    comprar: "expense",
    comprasse: "expense",
    compre: "expense",
    pagar: "expense",
    pagasse: "expense",
    pague: "expense",
    torrar: "expense",
    parcelar: "expense",
    parcelasse: "expense",
    receber: "income",
    receba: "income",
    ganhe: "income",
    venda: "income",
    invista: "investment",
    guarde: "investment",
    recebesse: "income",
    ganhar: "income",
    ganhasse: "income",
    vender: "income",
    vendesse: "income",
    investir: "investment",
    investisse: "investment",
    guardar: "investment",
    guardasse: "investment",
    juntar: "investment",
  }),
);

function bestAmount(ctx: MessageContext): number | null {
  let best: (Span & { type: "amount" }) | null = null;
  for (const sp of ctx.scanned.spans) if (sp.type === "amount" && (!best || sp.score > best.score)) best = sp;
  const inst = ctx.scanned.spans.find((sp) => sp.type === "instalments" && sp.per !== null);
  if (inst?.type === "instalments" && inst.per !== null && !best?.marked)
    return (inst.per * inst.count) / 100;
  return best ? best.centavos / 100 : null;
}

/** "se eu gastar 200 no mercado, estouro o limite?", "e se eu comprar uma tv de 2 mil?". */
export function readWhatIf(ctx: MessageContext): WhatIfIntent | null {
  const { words } = ctx;
  for (let i = 0; i < words.length; i++) {
    if (!IF_WORDS.has(words[i] as string)) continue;
    for (let k = i + 1; k <= i + 3 && k < words.length; k++) {
      const kind = IF_VERBS.get(words[k] as string);
      if (kind === undefined) continue;
      const amount = bestAmount(ctx);
      if (amount === null) return null;
      const hit =
        kind === "investment" ? null : findCategory(words, kind, k + 1, words.length, ctx.scanned.masked);
      return {
        intent: "what_if",
        kind,
        amount,
        category: kind === "investment" ? "Investimentos" : (hit?.category ?? null),
        description: describeClause(ctx, k + 1, words.length),
      };
    }
  }
  return null;
}

/** Third-person money verbs: someone else moved the money. */
const THEIR_VERBS = set(
  "gastou,gastaram,pagou,pagaram,comprou,compraram,torrou,torraram,recebeu,receberam,recebe,recebem,ganhou,ganharam,ganha,ganham,investiu,investiram,vendeu,venderam,guardou,guardaram,emprestou,emprestaram,transferiu,transferiram",
);
/** Someone else earning: "ganhou", "recebe". */
const EARNED_3RD = set("ganhou,ganharam,ganha,ganham,recebeu,receberam,recebe,recebem");
const FIRST_PERSON_MONEY = set(
  "gastei,paguei,comprei,torrei,recebi,ganhei,investi,guardei,vendi,gastamos,pagamos,compramos,recebemos,ganhamos,emprestei,transferi,mandei,dei",
);
const DOUBT_OPENERS: readonly (readonly string[])[] = [
  ["acho", "que"],
  ["nao", "sei", "se"],
  ["nao", "lembro", "se"],
  ["sera", "que"],
  ["talvez"],
  ["sei", "la"],
];
const HABIT_VERBS = set("gasto,pago,recebo,ganho,invisto,guardo,torro,gastamos,pagamos,recebemos");

function startsWithAny(words: readonly string[], i: number, list: readonly (readonly string[])[]): boolean {
  return list.some((seq) => seq.every((w, k) => words[i + k] === w));
}

/** What a person earns from work: "o salário da minha esposa" is hers, whoever it is said to. */
const EARNINGS = set("salario,decimo,13,13º,ferias,aposentadoria,plr,bonus,comissao,holerite");
const THEIRS = set("dele,dela,deles,delas");
const WHOSE_LEAD = set("minha,meu,minhas,meus,a,o,sua,seu,nossa,nosso");
/** Who pays the person rather than earns: "o bônus do meu chefe" came from the boss. */
const PAY_THEM = set("chefe,patrao,patroa,socio,socia,cliente");

/**
 * "o salário da minha esposa caiu 4200", "caiu o salário dela", "a aposentadoria do meu pai": money
 * another person earned. Asked, as their spending is: the person says whether it is theirs.
 */
function othersEarnings(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    if (!EARNINGS.has(words[i] as string)) continue;
    let k = words[i] === "decimo" && words[i + 1] === "terceiro" ? i + 2 : i + 1;
    if (THEIRS.has(words[k] ?? "")) return true;
    if (words[k] !== "da" && words[k] !== "do" && words[k] !== "de") continue;
    k++;
    while (WHOSE_LEAD.has(words[k] ?? "")) k++;
    const who = words[k] ?? "";
    if (PEOPLE.has(who) && !PAY_THEM.has(who) && who !== "ele" && who !== "ela") return true;
  }
  return false;
}

function otherPerson(words: readonly string[]): boolean {
  if (words.some((w) => FIRST_PERSON_MONEY.has(w))) return false;
  for (let i = 0; i < words.length; i++) {
    if (!THEIR_VERBS.has(words[i] as string)) continue;
    // "o joão me pagou 150" is money paid to the person
    if (words[i - 1] === "me" || words[i - 2] === "me" || words[i - 1] === "nos" || forMe(words, i))
      return false;
    // "o inquilino pagou o aluguel 1.100", "o patrão pagou a diária 150": who pays the person
    if (payerPaid(words, i) || employerPaid(words, i)) return false;
    // "o cliente pagou o almoço 50": what someone else paid for
    for (let k = Math.max(0, i - 4); k < i; k++)
      if (PEOPLE.has(words[k] as string) || PAYERS.has(words[k] as string)) return true;
    // "a maria gastou 300", "a ju comprou um iphone": a name after an article, right before the
    // verb; a name opening the message ("Pedro gastou 300") too. "a gente" is the person and others.
    const named = words[i - 2] === "o" || words[i - 2] === "a" || i === 1;
    if (named && namesSomeone(words, i - 1)) return true;
  }
  return false;
}

/**
 * "abasteci 180 no cartão corporativo", "almoço com cliente 160 no cartão da empresa": a purchase on
 * the employer's card is not the person's money (asked, never booked as theirs).
 */
function companyCard(words: readonly string[]): boolean {
  return words.some(
    (w, i) =>
      w === "cartao" &&
      (words[i + 1] === "corporativo" ||
        ((words[i + 1] === "da" || words[i + 1] === "do") && EMPLOYERS.has(words[i + 2] ?? ""))),
  );
}

function doubtful(words: readonly string[]): boolean {
  for (let i = 0; i < Math.min(words.length, 4); i++) if (startsWithAny(words, i, DOUBT_OPENERS)) return true;
  return false;
}

const POSSESSIVES = set("meu,minha,nosso,nossa");
/** What may follow the amount of "meu aluguel é 1200": nothing that says it was paid. */
const STATED_TAIL = set("reais,real,r$,por,mes,mensal,mensais,todo,ao,.,!");

/**
 * "meu aluguel é 1200", "minha internet é 99,90", "meu salário é 3.200": what a thing costs or
 * pays each month, said as a fact, not as money that moved now.
 */
function statesMonthly(ctx: MessageContext): boolean {
  const amount = statedCost(ctx);
  return amount !== null && ctx.words.slice(amount.end).every((w) => STATED_TAIL.has(w));
}

/** "meu aluguel é 1200…": the amount said right after "é" of a thing of the person's, or null. */
function statedCost(ctx: MessageContext): Span | null {
  const { words, scanned } = ctx;
  if (!POSSESSIVES.has(words[0] ?? "")) return null;
  const is = words.findIndex((w, k) => k >= 2 && k <= 3 && (w === "e" || w === "eh"));
  const amount = scanned.spans.find((sp) => sp.type === "amount");
  return is > 0 && amount?.start === is + 1 ? amount : null;
}

/**
 * "meu aluguel é 1.300, condomínio 420 e internet 99", "gasto 50 de uber e 30 de ifood por semana":
 * several amounts said as what things cost each month, or as habits, not as money that moved now.
 */
export function statesHabits(ctx: MessageContext): boolean {
  const { words } = ctx;
  return habit(words) !== null || (statedCost(ctx) !== null && !findKindVerb(words));
}

function habit(words: readonly string[]): "monthly" | "other" | null {
  if (!words.some((w) => HABIT_VERBS.has(w))) return null;
  if (words.some((w) => w === "fixo" || w === "fixa" || w === "mensal")) return null;
  for (let i = 0; i + 1 < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1] as string;
    if (w === "todo" && next === "dia") return null; // "todo dia 5" is a fixed item's day
    if ((w === "por" || w === "ao") && (next === "mes" || next === "mensal")) return "monthly";
    if (w === "todo" && next === "mes") return null;
    if ((w === "por" || w === "ao") && (next === "semana" || next === "dia" || next === "ano"))
      return "other";
    if (w === "em" && next === "media") return "other";
  }
  if (words.some((w) => w === "geralmente" || w === "normalmente" || w === "costumo" || w === "sempre"))
    return "other";
  return null;
}

const PUNCTUATION = new Set([",", ".", ":", "-"]);

/**
 * "paguei metade do mercado que deu 300", "paguei a metade de 300", "1/3 do aluguel de 1800", "um
 * terço da conta de 90": the person's share of the amount said, as one part in how many (0 for a
 * share of another size, "2/3 do aluguel de 1800"; null when none is said). The amount said right after the share ("metade, 150") or before it ("paguei 150, metade
 * do aluguel") is the share itself.
 */
function partsOfWhole(ctx: MessageContext): number | null {
  const { words, scanned } = ctx;
  const said = scanned.spans.find((sp) => sp.type === "nonMoney" && sp.part !== undefined);
  const third = words.findIndex((w, i) => w === "terco" && words[i - 1] === "um");
  const [at, parts] =
    said?.type === "nonMoney" && said.part !== undefined
      ? [said.start, said.part]
      : third >= 0
        ? [third, 3]
        : [words.indexOf("metade"), 2];
  if (at < 0) return null;
  const amount = scanned.spans.find((sp) => sp.type === "amount");
  if (!amount) return null;
  // "a conta deu 250 e eu paguei metade": the whole said first, the share paid after it
  if (amount.start < at) return paidShareAfter(ctx, at) ? parts : null;
  // "minha metade do uber 15", "na metade do mês": a part said, or a time
  if (OWN_HALF.has(words[at - 1] ?? "")) return null;
  const between = words.slice(at + 1, amount.start);
  // "paguei metade do aluguel, 750": the amount after a comma is the half
  if (between.some((w) => PUNCTUATION.has(w))) return null;
  // the whole is marked: "metade de 300", "do mercado que deu 300", "da conta de 300"
  const before = words[amount.start - 1] ?? "";
  return before === "de" || (WHOLE_VERBS.has(before) && words[amount.start - 2] === "que") ? parts : null;
}
const OWN_HALF = new Set(["minha", "sua", "na", "pela", "ate"]);
/** Paid a share: "paguei metade", "dei a metade", "fiquei com a minha metade". */
const PAID_SHARE = set("paguei,dei,fiquei");
const SHARE_LEAD = set("a,so,minha,com,um");

/**
 * "a conta deu 250 e eu paguei metade", "o conserto ficou 400, paguei a metade agora": the share at
 * `at` said paid after the whole, with no other amount after it ("…, paguei metade, 125" says it).
 */
function paidShareAfter(ctx: MessageContext, at: number): boolean {
  const { words, scanned } = ctx;
  let k = at - 1;
  while (SHARE_LEAD.has(words[k] ?? "")) k--;
  // "a luz foi 180 e ele pagou metade": the other half is the person's
  const otherHalf = (words[k] === "pagou" || words[k] === "pagaram") && words[at] === "metade";
  return (
    (PAID_SHARE.has(words[k] ?? "") || otherHalf) &&
    !scanned.spans.some((sp) => sp.type === "amount" && sp.start > at)
  );
}
const WHOLE_VERBS = new Set(["deu", "foi", "ficou", "custou", "saiu", "veio"]);

/**
 * Why a message read as one record should be asked back instead of booked, with the reading;
 * `habit_other` when it is a habit with no record to offer ("gasto 100 por semana de uber").
 */
export function askBack(
  ctx: MessageContext,
  record: RecordIntent,
  question: boolean,
): ConfirmRecordIntent | IncompleteIntent | "habit_other" | null {
  const { words } = ctx;
  // "dividi a conta em 3, 90": the person's part is a third, asked before it is booked
  const shared = ctx.scanned.spans.find((sp) => sp.type === "shared");
  // "dividi a conta de 100 com a galera": how many is unsaid, so the person's part is asked
  if (shared?.type === "shared" && shared.people === 0) {
    const known = {
      ...(record.category ? { category: record.category } : {}),
      ...(record.description ? { description: record.description } : {}),
      ...(record.dated ? { date: record.date } : {}),
    };
    return {
      intent: "incomplete",
      kind: record.kind,
      missing: ["amount"],
      ...known,
      part: { total: record.amount },
    };
  }
  if (shared?.type === "shared") {
    const part = Math.round((record.amount * 100) / shared.people) / 100;
    return {
      intent: "confirm_record",
      reason: "shared",
      record: { ...record, amount: part },
      shared: {
        total: record.amount,
        people: shared.people,
        ...(shared.names?.length ? { names: shared.names } : {}),
      },
    };
  }
  // "paguei metade do mercado que deu 300", "1/3 do aluguel de 1800": the whole said, the person's share asked
  const parts = record.kind === "expense" ? partsOfWhole(ctx) : null;
  // "2/3 do aluguel de 1800": the person's part is asked, never worked out
  if (parts === 0)
    return {
      intent: "incomplete",
      kind: record.kind,
      missing: ["amount"],
      ...(record.category ? { category: record.category } : {}),
      ...(record.description ? { description: record.description } : {}),
      ...(record.dated ? { date: record.date } : {}),
      part: { total: record.amount },
    };
  if (parts !== null) {
    const part = Math.round((record.amount * 100) / parts) / 100;
    return {
      intent: "confirm_record",
      reason: "shared",
      record: { ...record, amount: part },
      shared: { total: record.amount, people: parts },
    };
  }
  if (otherPerson(words) || (record.kind === "income" && othersEarnings(words)) || companyCard(words)) {
    // "minha esposa ganhou 4.500", "meu marido recebe 3 mil": their earnings, money in if theirs is shared
    const earned = record.kind === "expense" && words.some((w) => EARNED_3RD.has(w));
    const asked = earned
      ? { ...record, kind: "income" as const, category: fallbackCategory("income") }
      : record;
    return { intent: "confirm_record", reason: "other_person", record: asked };
  }
  // "2 camisetas de 50": R$ 100 or R$ 50? the product is asked, never guessed
  const unit = pricePerUnit(ctx);
  if (unit && !unit.each && unit.price.centavos / 100 === record.amount) {
    const total = (unit.price.centavos * unit.count) / 100;
    return {
      intent: "confirm_record",
      reason: "each",
      record: { ...record, amount: total },
      each: { count: unit.count, price: record.amount },
    };
  }
  if (doubtful(words)) return { intent: "confirm_record", reason: "doubt", record };
  // "a luz veio 230": the bill arrived; paid already, or to be paid? asked, never assumed
  if (record.kind === "expense" && billArrived(words))
    return { intent: "confirm_record", reason: "arrived", record };
  const h = statesMonthly(ctx) ? "monthly" : habit(words);
  if (h === "other") return "habit_other";
  if (h === "monthly") {
    // "ganho 3200 por mês": with nothing else said, what a month pays is the salary
    const salary = record.kind === "income" && record.category === "Outras receitas";
    return {
      intent: "confirm_record",
      reason: "habit",
      record: {
        ...record,
        ...(salary ? { category: "Salário", description: "salário" } : {}),
        recurrence: record.recurrence ?? { day: Number(record.date.slice(8, 10)) },
      },
    };
  }
  if (question) return { intent: "confirm_record", reason: "question", record };
  return null;
}

/** Someone else asking a price for work or goods: "o pedreiro pediu 2.800", "ele quer 500 pra pintar". */
const ASKS_PRICE = set(
  "pediu,pediram,pede,pedem,quer,querem,cobra,cobram,orcou,orcaram,cotou,cotaram,cotei,orcei",
);
/** A price charged, said in the past: spent when nothing says the person is still deciding. */
const CHARGED = set("cobrou,cobraram");
/** What follows "vai"/"tá" when a price is said before it is paid: "vai ficar 2.800", "tá custando 3 mil". */
const PRICE_AHEAD = set("ficar,sair,custar,cobrar,custando,saindo,cobrando,pedindo,orcando");
const MONTHLY_BEFORE = set("por,todo,ao,cada,no");
const BEING = set("vai,vao,ta,esta,tao,estao,deve");
const QUOTE_RESULT = set("deu,veio,ficou,saiu,foi,chegou");
/** Said of a quote handed over: "me passou um orçamento de 8 mil", "pedi um orçamento". */
const QUOTE_GIVEN = set("passou,passaram,mandou,mandaram,enviou,enviaram,fez,fizeram,recebi,pedi,peguei,fiz");
/** "ainda vou ver", "vou pensar", "achei caro": the person has not decided to pay. */
const STILL_DECIDING: readonly (readonly string[])[] = [
  ["vou", "ver"],
  ["vou", "pensar"],
  ["vou", "decidir"],
  ["vou", "avaliar"],
  ["vou", "analisar"],
  ["pensando"],
  ["achei", "caro"],
  ["muito", "caro"],
  ["caro", "demais"],
  ["nao", "sei", "se", "vou"],
  ["nao", "fechei"],
];
/** A price seen: "vi uma airfryer por 399", "achei um tênis de 200", "encontrei por 150". */
const SEEN = set("vi,vimos,achei,achamos,encontrei,encontramos,olhei,olhamos");
/** Right before an amount, words that make it a price: "por 399", "de 200", "a 5 reais". */
const PRICE_MARK = set("por,de,a");
/** Money itself, found: "achei uma nota de 50" is no price. */
const MONEY_ITSELF = set("nota,notas,cedula,cedulas,moeda,moedas,dinheiro,pix,troco");
/** What is now: "tá 399 na shopee", "está por 2 mil no site". */
const IS_NOW = set("ta,esta,tao,estao");
const WHERE_SOLD = set("na,no,nas,nos,em,numa,num");
const PAID_NOW = set(
  "paguei,gastei,comprei,torrei,pagamos,gastamos,compramos,fechei,fechamos,contratei,pago,paga,quitei",
);
/** What the person says is still to pay: "ainda vou pagar", "falta pagar", "pago depois". */
const STILL_TO_PAY: readonly (readonly string[])[] = [
  ["falta", "pagar"],
  ["faltou", "pagar"],
  ["vou", "pagar"],
  ["tenho", "que", "pagar"],
  ["preciso", "pagar"],
  ["pago", "depois"],
  ["pagar", "depois"],
];

/**
 * "mas não paguei ainda", "ainda não paguei", "falta pagar", "vou pagar depois": the money was not
 * paid. The index of each payment word denied ("não paguei"), to be read as no payment said.
 */
function notPaidYet(words: readonly string[]): { said: boolean; own: boolean; denied: Set<number> } {
  const denied = new Set<number>();
  words.forEach((w, i) => {
    // "pago depois": the payment is ahead
    if (PAID_NOW.has(w) && (deniedVerb(words, i) || startsWithAny(words, i, STILL_TO_PAY))) denied.add(i);
  });
  const ahead = words.flatMap((_, i) => (startsWithAny(words, i, STILL_TO_PAY) ? [i] : []));
  // "minha irmã vai pagar depois", "ela vai me pagar depois": someone else's payment, not the person's
  const own = denied.size > 0 || ahead.some((i) => !SOMEONE_ELSE_PAYS.has(words[i - 1] ?? ""));
  return { said: denied.size > 0 || ahead.length > 0, own, denied };
}

/** Before "pagar depois": another person pays ("ela vai pagar depois", "vai me pagar depois"). */
const SOMEONE_ELSE_PAYS = set("vai,vao,me,ela,ele,eles,elas");

/** Bought with the money still owed to the shop: "comprei fiado", "pendurei no bar", "na caderneta". */
const ON_THE_TAB = set("fiado,fiada,pendurei,penduramos,pendurado,pendurada,pendura,caderneta,caderninho");
const BOUGHT = set("comprei,compramos,peguei,pegamos,pedi,pedimos");
/** Said of a purchase on credit: the money left when the card was used, whatever the bill. */
const ON_CREDIT = set("cartao,credito,fatura,parcelado,parcelada,parcelei,crediario,carne,vezes");

/**
 * "comprei um tênis de 300 mas ainda não paguei", "comprei um tênis de 300, vou pagar semana que
 * vem", "comprei fiado 50 no mercadinho", "pendurei 30 no bar": bought with the money not paid yet
 * (`unpaid`: a payment of the person's denied or said ahead). Paid on the card, in instalments or on the
 * store's plan it is spent ("comprei no cartão, ainda não paguei a fatura"); paying what was on the
 * tab ("paguei o fiado 80") is spending too.
 */
function boughtUnpaid(ctx: MessageContext, unpaid: { own: boolean; denied: Set<number> }): boolean {
  const { words, scanned } = ctx;
  if (words.some((w) => ON_CREDIT.has(w)) || scanned.spans.some((sp) => sp.type === "instalments"))
    return false;
  // "vendi 50 fiado": a sale on the tab is the person's money to come, not this
  if (findKindVerb(words)?.kind === "income") return false;
  const paid = words.some((w, i) => PAID_NOW.has(w) && !BOUGHT.has(w) && !unpaid.denied.has(i));
  if (paid) return false;
  if (words.some((w) => ON_THE_TAB.has(w))) return true;
  // "quase comprei", "não comprei": nothing bought
  return unpaid.own && words.some((w, i) => BOUGHT.has(w) && !deniedVerb(words, i));
}

/**
 * A price quoted, not money spent (docs/message-understanding.md, "Prices and quotes"): "o pedreiro
 * cobrou 2.800 pra fazer o banheiro, ainda vou ver", "o orçamento deu 2.800", "o eletricista orçou
 * 450", "vai ficar 2.800", "a tv tá custando 3 mil", "ele pediu 2.800 pra fazer", a charge not
 * paid yet ("o encanador cobrou 180 mas não paguei ainda"), and a price seen ("vi uma airfryer por
 * 399 na shopee", "tá 399 na shopee"). The amount quoted (`unpaid` when said to be owed), or null. Never when
 * the person says they paid ("o pedreiro cobrou 2.800, paguei").
 */
export function quotedPrice(ctx: MessageContext): { amount: number; unpaid: boolean } | null {
  const { words, scanned } = ctx;
  const at = (k: number) => words[k] ?? "";
  const amount = scanned.spans.find((sp) => sp.type === "amount");
  // "o encanador cobrou 180 mas não paguei ainda": a payment denied is no payment
  const unpaid = notPaidYet(words);
  if (amount?.type !== "amount") return null;
  // "comprei um tênis de 300 mas ainda não paguei", "comprei fiado 50", "pendurei 30 no bar": bought,
  // not paid; on the card ("comprei no cartão, ainda não paguei a fatura") it is spent
  if (boughtUnpaid(ctx, unpaid)) return { amount: amount.centavos / 100, unpaid: true };
  if (words.some((w, i) => PAID_NOW.has(w) && !unpaid.denied.has(i))) return null;
  // "a academia custa 120 por mês", "meu aluguel vai ficar 1.500": what a fixed item costs
  if (
    POSSESSIVES.has(words[0] ?? "") ||
    words.some((w, i) => w === "mes" && (i === 0 || MONTHLY_BEFORE.has(at(i - 1))))
  )
    return null;
  // "gasolina a 6,39 no posto da esquina": the price of a litre, seen
  if (priceOfAUnit(ctx.tokens, amount)) return { amount: amount.centavos / 100, unpaid: false };
  const deciding = words.some((_, i) => startsWithAny(words, i, STILL_DECIDING));
  const quoted = words.some((w, i) => {
    // "o orçamento deu 2.800", "o orçamento do pedreiro veio 2.800" ("orçamento de 300 pra farmácia" is a limit)
    // "o pedreiro me passou um orçamento de 8 mil": a quote given
    if (w === "orcamento" || w === "orcamentos")
      return (
        [1, 2, 3, 4].some((k) => QUOTE_RESULT.has(at(i + k)) && i + k < amount.start) ||
        ([1, 2, 3].some((k) => QUOTE_GIVEN.has(at(i - k))) && amount.start > i)
      );
    if (w === "custa" || w === "custam") return i < amount.start;
    if (PRICE_AHEAD.has(w) && BEING.has(at(i - 1))) return i < amount.start;
    // "vi uma airfryer por 399 na shopee", "achei um tênis de 200": a price seen ("achei que…" is a
    // thought, "achei uma nota de 50" money found)
    if (SEEN.has(w) && at(i + 1) !== "que" && amount.start > i && amount.start <= i + 6)
      return PRICE_MARK.has(at(amount.start - 1)) && !MONEY_ITSELF.has(at(amount.start - 2));
    // "a airfryer tá 399 na shopee", "no magalu tá 429", "tá por 2 mil": a price where it is sold
    if (IS_NOW.has(w) && (amount.start === i + 1 || (amount.start === i + 2 && PRICE_MARK.has(at(i + 1)))))
      return (
        WHERE_SOLD.has(at(amount.end)) ||
        at(i + 1) === "por" ||
        words.slice(0, i).some((x) => WHERE_SOLD.has(x))
      );
    // "pediu 2.800 pra fazer o banheiro": a price for something to be done
    if (ASKS_PRICE.has(w) && amount.start > i && amount.start <= i + 3) return true;
    return CHARGED.has(w) && (deciding || unpaid.said) && amount.start > i;
  });
  return quoted ? { amount: amount.centavos / 100, unpaid: unpaid.said } : null;
}

/** "2 ou 3 camisetas": how many things were bought is not sure, so neither is what they cost. */
export interface UncertainCount {
  /** The counts said, in order ([2, 3]). */
  said: [number, number];
  /** The first count and "ou" (reading what is left, the second count counts the things). */
  or: [number, number];
  /** Both counts and "ou" (reading what is left, the things are named without a count). */
  both: [number, number];
  /** "2 ou 3 dias", "2 ou 3 pessoas": a count of what costs nothing by itself, so no doubt on money. */
  notBought: boolean;
}

/**
 * "comprei 2 ou 3 camisetas de 40", "umas 2 ou 3 cervejas": two counts of one thing bought, never
 * reais; so are two counts of days, hours or people ("2 ou 3 dias", "2 ou 3 vezes"), `notBought`.
 */
export function uncertainCount(ctx: MessageContext): UncertainCount | null {
  const { words, tokens, scanned } = ctx;
  const spans = scanned.spans;
  for (let s = 0; s + 1 < spans.length; s++) {
    const a = spans[s] as Span;
    const b = spans[s + 1] as Span;
    if (a.type !== "amount" || a.marked || a.end !== a.start + 1 || words[a.end] !== "ou") continue;
    if (b.type !== "nonMoney" || b.start !== a.end + 1 || b.end > b.start + 2 || b.score || b.instalment)
      continue;
    const first = Number(tokens[a.start]?.folded);
    const second = Number(tokens[b.start]?.folded);
    const thing = words[b.start + 1] ?? "";
    if (!Number.isInteger(first) || !Number.isInteger(second) || first < 1 || second > 30 || first >= second)
      continue;
    if (thing === "") continue;
    const notBought = UNITS_NOT_MONEY.has(thing) || thing === "x" || thing === "vezes";
    return { said: [first, second], or: [a.start, b.start], both: [a.start, b.end], notBought };
  }
  return null;
}

/** Money of other countries, by the words said with an amount ("40 euros", "30 dólares", "15 usd"). */
const FOREIGN_WORDS: ReadonlyMap<string, ForeignCurrency> = new Map([
  ["euro", "EUR"],
  ["euros", "EUR"],
  ["eur", "EUR"],
  ["dolar", "USD"],
  ["dolares", "USD"],
  ["dollar", "USD"],
  ["dollars", "USD"],
  ["usd", "USD"],
]);
/** The codes, said before the amount as well ("usd 15"). */
const CODES = new Set(["usd", "eur"]);
/** "US$ 40", "U$ 40": dollars, though "$" alone is reais. */
const DOLLAR_MARKS = new Set(["us", "u"]);

export interface ForeignAmount {
  /** The words that say the currency, or with `converted` the whole amount. */
  drop: [number, number];
  centavos: number;
  currency: ForeignCurrency;
  /** "jantar 40 euros, deu 240 reais": what it came to in reais was said too. */
  converted: boolean;
}

/**
 * "jantar 40 euros", "paguei US$ 20 no chatgpt", "30 dólares em dolar": an amount in another
 * currency, which is never booked as reais. Null when none is said.
 */
export function foreignMoney(ctx: MessageContext): ForeignAmount | null {
  const { words, scanned } = ctx;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  for (const a of amounts) {
    let said: [number, number] | null = null;
    let currency: ForeignCurrency | undefined;
    const after = FOREIGN_WORDS.get(words[a.end] ?? "");
    // "40 euros", "30 em dólar"
    const inWhat = words[a.end] === "em" ? FOREIGN_WORDS.get(words[a.end + 1] ?? "") : undefined;
    if (after) [said, currency] = [[a.end, a.end + 1], after];
    else if (inWhat) [said, currency] = [[a.end, a.end + 2], inWhat];
    // "usd 30", "€ 30" (read "eur"), "US$ 30"
    else if (CODES.has(words[a.start - 1] ?? ""))
      [said, currency] = [[a.start - 1, a.start], FOREIGN_WORDS.get(words[a.start - 1] ?? "")];
    else if (words[a.start] === "$" && DOLLAR_MARKS.has(words[a.start - 1] ?? ""))
      [said, currency] = [[a.start - 1, a.start + 1], "USD"];
    if (!said || !currency) continue;
    const converted = amounts.some((b) => b !== a);
    return {
      drop: converted ? [Math.min(said[0], a.start), Math.max(said[1], a.end)] : said,
      centavos: a.centavos,
      currency,
      converted,
    };
  }
  return null;
}

/** A record read with an amount not to be booked as said: what is known of it, its amount asked. */
export function amountAskedOf(r: RecordIntent): IncompleteIntent {
  return {
    intent: "incomplete",
    kind: r.kind,
    missing: ["amount"],
    category: r.category,
    description: r.description,
    ...(r.dated ? { date: r.date } : {}),
    ...(r.payment ? { payment: r.payment } : {}),
  };
}

/** The record of an amount said in another currency, whose amount in reais is asked. */
export function askedInReais(r: RecordIntent, foreign: ForeignAmount): IncompleteIntent {
  return { ...amountAskedOf(r), foreign: { amount: foreign.centavos / 100, currency: foreign.currency } };
}
