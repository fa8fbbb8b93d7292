/**
 * Goals and planned purchases: money that has not moved yet, so never a record.
 * "quero juntar 10 mil pra viagem até dezembro", "meta de investir 20 mil até o fim do ano",
 * "quero quitar a dívida de 3 mil do cartão", "tô pensando em comprar uma bike de 1.200".
 */

import { toIso } from "../calendar/index.ts";
import { foldAccents } from "../fold.ts";
import type { MessageContext } from "./context.ts";
import { readDeadline } from "./deadlines.ts";
import { findIssuer } from "./issuers.ts";
import { MONTHS, type Span } from "./scan.ts";
import type { FuturePurchaseIntent, GoalIntent, GoalKind } from "./types.ts";
import { findKindVerb, TO_INVEST } from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

const WANT = set(
  "quero,queria,queremos,queriamos,quer,preciso,precisamos,pretendo,pretendemos,planejo,planejando,planejamos,vou,vamos,gostaria,meta,metas,objetivo,sonho,desejo,plano,tentar,tentando,decidi,bora,penso,pensando,querendo,consigo,conseguir,da,posso,olho,ideia,estou,to,tou,pensei,pensamos,pensava",
);
const SAVE = set(
  "juntar,guardar,economizar,poupar,acumular,reservar,separar,formar,montar,fazer,ter,criar,juntando,guardando,economizando,poupando",
);
const INVEST = set("investir,aplicar,aportar,acumular");
const DEBT = set("quitar,zerar,pagar,liquidar,abater,acabar,limpar,sair,amortizar");
const DEBT_NOUNS = set(
  "divida,dividas,emprestimo,emprestimos,financiamento,fatura,cartao,cheque,consignado,acordo,serasa,nome,parcelas,debito,debitos,boletos,agiota,credito",
);
const GOAL_TRIGGERS = new Set([...SAVE, ...INVEST, ...DEBT, "meta", "objetivo"]);
const BUY = set("comprar,trocar,adquirir,financiar,comprando,trocando,pegar");
const STRONG_PLAN = set(
  "planejo,planejando,pretendo,pretendemos,pensando,penso,pensei,pensamos,pensava,sonho,querendo,quero,queria,queremos,queriamos,gostaria,olho,consigo,conseguir",
);
const ARTICLES = set("o,a,os,as,um,uma,uns,umas,meu,minha,meus,minhas,nosso,nossa,toda,todo,seu,sua");
const STOP = set(
  "ate,,,.,;,?,:,por,daqui,dentro,e,ou,que,quando,mas,se,esse,este,essa,esta,neste,nesse,nessa,nesta,no,na,ainda,logo,agora,mais,ja",
);
const TRAILING = set("de,do,da,dos,das,em,no,na,com,e,para,pra,pro,o,a");
const LEADING_GLUE = set("de,da,do,das,dos,eu");
const SKIP_VERBS = set("comprar,fazer,trocar,ter,dar,pagar,quitar,viajar,conhecer,ir");

/** A share of some money, not an amount: "guardar metade", "guardar o resto". */
const SHARE = set("metade,parte,resto,pouco");

/** Thinking of doing something, still ahead: "tô pensando em", "pretendo", "tô planejando". */
const THINKING = set("pensando,penso,pretendo,pretendemos,planejando,planejo,cogitando,pensei");

/**
 * "tô pensando em vender meu carro por uns 40 mil", "pretendo fazer um plano de saúde de 400 por
 * mês": a thing the person thinks of doing, with its money, when no money verb says it was done.
 */
export function onlyThoughtOf(words: readonly string[]): boolean {
  if (findKindVerb(words)?.strong) return false;
  return words.some((w, i) => {
    if (!THINKING.has(w)) return false;
    const at = words[i + 1] === "em" ? i + 2 : i + 1;
    // "pensei em 300 pro mercado" is an amount thought of, "pensando bem" second thoughts
    return /^\p{L}{2,}(?:ar|er|ir)$/u.test(words[at] ?? "") && (at === i + 2 || w !== "pensando");
  });
}

/** What a goal is for when only its verb says it: "pra viajar em julho" is the trip. */
const GOAL_OF_VERB: Readonly<Record<string, string>> = {
  viajar: "viagem",
  casar: "casamento",
  mudar: "mudança",
  reformar: "reforma",
  estudar: "estudos",
  aposentar: "aposentadoria",
  intercambio: "intercâmbio",
};

/** "pra viajar", "pra me aposentar": the goal the verb after `at` names, or null. */
function goalOfVerb(words: readonly string[], at: number): string | null {
  const w = words[at] === "me" || words[at] === "nos" ? words[at + 1] : words[at];
  return GOAL_OF_VERB[w ?? ""] ?? null;
}

function bestAmount(ctx: MessageContext): number | null {
  let best: (Span & { type: "amount" }) | null = null;
  for (const sp of ctx.scanned.spans) {
    if (
      sp.type === "amount" &&
      (!best || sp.score > best.score || (sp.score === best.score && sp.centavos > best.centavos))
    )
      best = sp;
  }
  return best ? best.centavos / 100 : null;
}

/**
 * The noun phrase starting at token i, lower case as typed, without articles, amounts and dates:
 * "a dívida de 2.500 do cartão" → "dívida do cartão".
 */
export function phraseAt(ctx: MessageContext, i: number, skipVerbs: boolean): string {
  const { words, tokens, scanned } = ctx;
  const out: string[] = [];
  let k = i;
  while (
    k < words.length &&
    (ARTICLES.has(words[k] as string) ||
      LEADING_GLUE.has(words[k] as string) ||
      (skipVerbs && (SKIP_VERBS.has(words[k] as string) || goalOfVerb(words, k) !== null)))
  )
    k++;
  for (; k < words.length && out.length < 4; k++) {
    const w = words[k] as string;
    if (scanned.owner[k] !== -1) {
      const sp = scanned.spans[scanned.owner[k] ?? -1] as Span;
      if (sp.type === "date") break;
      k = sp.end - 1;
      continue;
    }
    if (
      STOP.has(w) ||
      MONTHS.has(w) ||
      w === "para" ||
      w === "pra" ||
      w === "pro" ||
      (w === "natal" && words[k - 1] !== "de" && out.length > 0)
    )
      break;
    // "ano que vem", "mês passado", "semana que vem": a date, not part of the name
    if (
      (w === "ano" || w === "mes" || w === "semana") &&
      (words[k + 1] === "que" || words[k + 1] === "passado" || words[k - 1] === "proximo")
    )
      break;
    if (w === "proximo" || w === "proxima") break;
    if (
      w === "em" &&
      (scanned.owner[k + 1] !== -1 || MONTHS.has(words[k + 1] ?? "") || /^\d{4}$/.test(words[k + 1] ?? ""))
    )
      break;
    // "de 2.500": the glue of an amount left out
    if ((w === "de" || w === "em") && (scanned.owner[k + 1] ?? -1) !== -1) continue;
    if (ARTICLES.has(w) && out.length > 0 && (words[k - 1] === "de" || words[k - 1] === "do")) continue;
    const token = tokens[k];
    if (token?.kind !== "word") break;
    out.push(token.original.toLowerCase());
  }
  while (out.length > 0 && TRAILING.has(foldAccents(out[out.length - 1] as string))) out.pop();
  return out.join(" ");
}

/** "cria uma meta", "criar uma meta": a goal set up, said with its verb. */
const CREATE = set("cria,crie,criar,faz,faca,fazer,monta,montar,abre,abrir,coloca,bota");

function wantBefore(words: readonly string[], i: number): boolean {
  for (let k = Math.max(0, i - 6); k < i; k++) if (WANT.has(words[k] as string)) return true;
  return false;
}

/** "pra viagem", "pro carro", "da viagem" after "meta": the goal a phrase names, or "". */
function goalNameAfter(ctx: MessageContext, from: number): string {
  const { words } = ctx;
  let verbNamed: string | null = null;
  for (let k = from; k < words.length; k++) {
    const w = words[k] as string;
    if (w === "para" || w === "pra" || w === "pro") {
      const name = phraseAt(ctx, k + 1, true);
      if (name) return name;
      verbNamed ??= goalOfVerb(words, k + 1);
    }
    if (
      (w === "meta" || w === "objetivo") &&
      (words[k + 1] === "da" || words[k + 1] === "do" || words[k + 1] === "de")
    ) {
      const name = phraseAt(ctx, k + 2, true);
      if (name) return name;
    }
  }
  return verbNamed ?? "";
}

const DEFAULT_NAME: Record<GoalKind, string> = {
  savings: "reserva",
  investment: "investimentos",
  debt: "dívida",
};

const PRODUCTS = set(
  "corretora,cdb,acoes,acao,tesouro,fii,fiis,poupanca,lci,lca,cripto,bitcoin,btc,etf,previdencia,cofrinho,caixinha,caixinhas,rdb,selic,bolsa,fundo,fundos,dolar",
);
const TAKEN_OUT = set(
  "tirei,saquei,resgatei,retirei,usei,peguei,tiramos,sacamos,resgatamos,tirar,retirar,resgatar,sacar",
);
const MOVED = set("coloquei,botei,depositei,transferi,juntei,separei,mandei,pus,joguei,juntamos,separamos");

/**
 * The goal a record of money set aside names: "pra viagem", "pro carro", "na meta da moto".
 * Investment products ("no cdb", "em ações") are not goals: null.
 */
export function goalOfRecord(ctx: MessageContext, from: number, to: number): string | null {
  const { words } = ctx;
  for (let k = from; k < to; k++) {
    const w = words[k] as string;
    let at = -1;
    if (w === "meta" || w === "objetivo")
      at = words[k + 1] === "da" || words[k + 1] === "do" || words[k + 1] === "de" ? k + 2 : k + 1;
    else if (w === "para" || w === "pra" || w === "pro") at = k + 1;
    // "guardei 200 na reserva de emergência", "coloquei 100 na caixinha da viagem"
    if (
      (w === "na" || w === "no") &&
      (words[k + 1] === "reserva" || words[k + 1] === "caixinha" || words[k + 1] === "cofrinho")
    ) {
      const box =
        words[k + 1] !== "reserva" &&
        (words[k + 2] === "da" || words[k + 2] === "do" || words[k + 2] === "de");
      const name = phraseAt(ctx, box ? k + 3 : k + 1, false);
      // "joguei 200 na caixinha do nubank": the bank's box, where it went, no goal
      const bank = box && findIssuer([words[k + 3] ?? ""]) !== null;
      if (name && name !== "caixinha" && name !== "cofrinho" && !bank) return name;
    }
    if (at < 0) continue;
    const first =
      words[at] === "a" || words[at] === "o" || words[at] === "minha" || words[at] === "meu"
        ? words[at + 1]
        : words[at];
    // "transferi 500 pra conta": an account, not a goal ("pra conta de água" may be one)
    const firstAt = first === words[at] ? at : at + 1;
    const account = first === "conta" && !["de", "do", "da"].includes(words[firstAt + 1] ?? "");
    // "mandei 3 mil pra xp pra investir": a broker or a bank is where it went, no goal
    if (first === undefined || PRODUCTS.has(first) || first === "meta" || account || findIssuer([first]))
      continue;
    const name = phraseAt(ctx, at, true) || goalOfVerb(words, at);
    // "pra investir", "pra comprar ação": what the money is for is investing, no goal's name
    if (name && !TO_INVEST.has(first) && !PRODUCTS.has(foldAccents(name))) return name;
  }
  return null;
}

const REACHED = set("bati,batemos,bateu,batermos,atingi,atingimos,atingiu,alcancei,alcancamos,alcancou");
const REACHED_AFTER = set("batida,atingida,alcancada,cumprida");

/** A new target for a goal already set (`name` "": the goal talked about, or the only one). */
export function goalRetarget(name: string, amount: number): GoalIntent {
  return { intent: "goal", goal_kind: "savings", name, amount, deadline: null, retarget: true };
}

/** Reads a goal, or null when the message sets none. */
export function readGoal(ctx: MessageContext): GoalIntent | null {
  const { words } = ctx;
  if (!words.some((w) => GOAL_TRIGGERS.has(w))) return null;
  // "tirei 200 da poupança pra pagar o cartão": money that already moved, not a goal
  if (findKindVerb(words)?.strong || words.some((w) => MOVED.has(w) || TAKEN_OUT.has(w))) return null;
  // "bati a meta de vendas", "atingimos a meta": a target reached at work, no goal of money set
  if (words.some((w, i) => REACHED.has(w) && (words[i + 1] === "meta" || words[i + 2] === "meta")))
    return null;
  // "ganhei 300 de bônus por meta batida": the same, said after
  if (words.some((w, i) => w === "meta" && REACHED_AFTER.has(words[i + 1] ?? ""))) return null;
  const buyAt = words.findIndex((w) => BUY.has(w));
  let kind: GoalKind | null = null;
  let at = -1;
  const named = words.includes("meta") || words.includes("objetivo");
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (!SAVE.has(w) && !INVEST.has(w) && !DEBT.has(w)) continue;
    const wanted = named || wantBefore(words, i);
    if (!wanted) continue;
    if (INVEST.has(w) && w !== "acumular") kind = "investment";
    else if (DEBT.has(w) && words.slice(i + 1, i + 7).some((x) => DEBT_NOUNS.has(x))) kind = "debt";
    else if (
      SAVE.has(w) &&
      (w !== "fazer" && w !== "ter" && w !== "criar" && w !== "montar" && w !== "formar"
        ? true
        : words.slice(i + 1, i + 4).some((x) => x === "reserva" || x === "poupanca" || x === "pe"))
    )
      kind = "savings";
    if (kind) {
      at = i;
      break;
    }
  }
  const amount = bestAmount(ctx);
  // "vou guardar metade na poupança", "vou guardar o resto": a share of money just received, set
  // aside as a plan; no goal of its own is said
  if (
    kind === "savings" &&
    amount === null &&
    !named &&
    SHARE.has(
      words[at + 1] === "o" || words[at + 1] === "um" ? (words[at + 2] ?? "") : (words[at + 1] ?? ""),
    ) &&
    !goalNameAfter(ctx, at)
  )
    return null;
  if (kind === null) {
    // "meta de 10 mil pra viagem": a goal with no verb needs an amount; "quero criar uma meta pra
    // viagem": a goal wanted, named, its amount asked
    const meta = words.findIndex((w) => w === "meta" || w === "objetivo");
    if (meta < 0) return null;
    if (amount === null) {
      const name =
        wantBefore(words, meta) || CREATE.has(words[meta - 2] ?? "") ? goalNameAfter(ctx, meta) : "";
      return name ? { intent: "goal", goal_kind: "savings", name, amount: null, deadline: null } : null;
    }
    // "mais 400 na meta da viagem", "200 pra meta": money put in it, not a goal set
    const into = words[meta - 1] === "a" ? words[meta - 2] : words[meta - 1];
    if (into === "na" || into === "pra" || into === "para" || into === "pro") return null;
    kind = "savings";
    at = meta;
  }
  // "quero comprar uma moto": a purchase said first is a planned purchase, not a goal
  if (buyAt >= 0 && buyAt < at) return null;
  let name = goalNameAfter(ctx, at);
  if (!name && (kind === "debt" || words[at + 1] === "uma" || words[at + 1] === "a"))
    name = phraseAt(ctx, at + 1, false);
  const deadline = readDeadline(ctx);
  return {
    intent: "goal",
    goal_kind: kind,
    name: name || DEFAULT_NAME[kind],
    amount,
    deadline: deadline ? toIso(deadline) : null,
  };
}

/** Reads a planned purchase, or null when the message plans none. */
export function readFuturePurchase(ctx: MessageContext): FuturePurchaseIntent | null {
  const { words } = ctx;
  if (!words.some((w) => BUY.has(w) || w === "olho" || w === "compra")) return null;
  if (findKindVerb(words)?.strong) return null;
  let at = -1;
  let strong = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (BUY.has(w) && wantBefore(words, i)) {
      at = i;
      for (let k = Math.max(0, i - 6); k < i; k++) if (STRONG_PLAN.has(words[k] as string)) strong = true;
      break;
    }
    // "to de olho numa tv de 3 mil"
    if (w === "olho" && words[i - 1] === "de") {
      const k =
        words[i + 1] === "em" ||
        words[i + 1] === "no" ||
        words[i + 1] === "na" ||
        words[i + 1] === "num" ||
        words[i + 1] === "numa"
          ? i + 1
          : i;
      at = k;
      strong = true;
      break;
    }
    // "planejo a compra de um notebook"
    if (w === "compra" && words[i + 1] === "de" && wantBefore(words, i)) {
      at = i + 1;
      strong = true;
      break;
    }
  }
  if (at < 0) return null;
  // "quero trocar de carro ano que vem": the glue of "trocar de" is not part of the item
  let description = phraseAt(ctx, at + 1, false);
  if (words[at + 1] === "de" && !description) description = phraseAt(ctx, at + 2, false);
  if (description.startsWith("de ")) description = description.slice(3);
  const amount = bestAmount(ctx);
  const deadline = readDeadline(ctx);
  if (!strong && amount === null && deadline === null) return null;
  if (!description) return null;
  return {
    intent: "future_purchase",
    description,
    amount,
    date: deadline ? toIso(deadline) : null,
  };
}
