/**
 * Corrections and deletions of the last record: "não, era 1500", "o último foi no mercado, não
 * na padaria", "o último foi ontem", "muda a descrição do último para almoço", "apaga os dois últimos".
 * A correction never becomes a new record.
 */
import { toIso } from "../calendar/index.ts";
import { foldAccents } from "../fold.ts";
import { findCategory } from "./categories.ts";
import { contentEnd, contextOf, type MessageContext, spanAt } from "./context.ts";
import { resolvePast } from "./dates.ts";
import { clauseWithVerb } from "./intents.ts";
import { findIssuer } from "./issuers.ts";
import type { Token } from "./normalise.ts";
import { voucherAt } from "./payment.ts";
import { answersBefore } from "./restated-amount.ts";
import { type Span, spansIn } from "./scan.ts";
import { readCount } from "./scan-words.ts";
import type { EditLastIntent, PaymentMethod, RecordKind } from "./types.ts";
import { withinOneEdit } from "./typos.ts";
import { findKindVerb, PEOPLE, THAT } from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

const COUNT_TARGETS = set("ultimos,ultimas,registros,lancamentos,gastos,despesas,transacoes");
const NEGATION = set("nao,nem");

const DELETE_NOISE = set(
  "item,itens,esses,essas,estes,estas,engano,erro,errado,errada,enganei,sem,querer,um,uma,repetido,repetida,duplicado,duplicada,o,a,os,as,do,da,dos,das,de,no,na,que,meu,minha,ultimo,ultima,ultimos,ultimas,gasto,gastos,registro,registros,lancamento,lancamentos,despesa,despesas,receita,receitas,entrada,entradas,transacao,transacoes,compra,compras,ganho,ganhos,investimento,investimentos,esse,essa,isso,este,esta,ele,ela,por,favor,pf,pfv,ai,la,aquele,aquela,hoje,ontem,anteontem,me,para,mim,tudo,ambos,ambas,tambem",
);

/**
 * "apaga o uber", "exclui o gasto do mercado de ontem": the record a deletion names (folded words)
 * and its day, or null when it names none ("apaga o último", "desfaz"). A day or an amount alone
 * names one too ("apaga o de 45", "exclui o gasto de ontem"): no target words then.
 */
export function deleteTarget(
  ctx: MessageContext,
  verb: number,
  end = ctx.words.length,
): NamedDeletion | null {
  const { words, scanned, today } = ctx;
  const out: string[] = [];
  let date: string | null = null;
  let amount: number | null = null;
  // "exclui a receita de ontem": the kind named with it
  let kind: RecordKind | undefined;
  // "apaga a skol, na real não fui eu que paguei", "apaga o uber pq foi engano", "tira a pizza, foi
  // meu marido que pagou": the reason given after the record is no part of its name; a day or an
  // amount said after it still says which
  // ("apaga o uber, o de 32", "apaga o uber que peguei ontem")
  let reason = false;
  // "apaga o gás, esse eu já tinha anotado semana passada": after the comma, about the one pointed
  // at, all of it is why, its day too
  const aside = words.findIndex(
    (w, k) =>
      k > verb + 1 && k < end && w === "," && (POINTED.has(words[k + 1] ?? "") || words[k + 1] === "eu"),
  );
  if (aside > 0) end = aside;
  for (let k = verb + 1; k < end; k++) {
    const w = words[k] as string;
    if (
      (out.length > 0 &&
        (REASON_START.has(w) ||
          // "…, foi meu marido que pagou" gives a reason; "…, o da volta" says which
          (w === "," && !ARTICLES.has(words[k + 1] ?? "")) ||
          (w === "na" && (words[k + 1] === "real" || words[k + 1] === "verdade")))) ||
      // "apaga o uber, a empresa pagou", "apaga os dois, meu amigo pagou": a clause of its own
      // after the comma, with its verb, is why, not which; so is anything after "apaga isso,"
      (w === "," && k > verb + 1 && (clauseWithVerb(words, k + 1) || POINTED.has(words[k - 1] as string))) ||
      // "apaga o açougue que foi minha mãe que pagou": who paid is why, not which
      (out.length > 0 && (PEOPLE.has(w) || OTHERS_PAID.has(w)))
    )
      reason = true;
    const sp = scanned.spans[scanned.owner[k] ?? -1];
    if (sp?.type === "date") date ??= toIso(resolvePast(sp.date, today));
    // "apaga o uber de 32": the amount tells which; "apaga os 2 últimos" names no record
    else if (sp?.type === "amount" && !countOfRecords(words, sp)) amount ??= sp.centavos / 100;
    // "apaga o do 99": the ride-hailing app, named by its number
    else if (sp?.type === "nonMoney" && w === "99" && !reason) out.push(w);
    else if (sp || reason || TARGET_SKIP.has(w)) continue;
    else if (KIND_NAMES.has(w)) kind ??= KIND_NAMES.get(w);
    // "esclui o ultmo": the last one, typed in a hurry
    else if (
      !DELETE_NOISE.has(w) &&
      w !== "," &&
      w !== "." &&
      w !== "?" &&
      w !== "!" &&
      w !== "reais" &&
      !withinOneEdit(w, "ultimo") &&
      !withinOneEdit(w, "ultima")
    )
      out.push(w);
  }
  if (out.length > 0) return { target: out.join(" "), date, amount };
  // "apaga o de 45", "tira o gasto de ontem": the amount or the day is all that says which
  if (amount === null && date === null) return null;
  return kind ? { date, amount, kind } : { date, amount };
}

type NamedDeletion = { target?: string; date: string | null; amount: number | null; kind?: RecordKind };

/**
 * "apaga o queijo e o presunto", "tira o uber e a pizza de ontem": several records named, each with
 * its article; one deletion each. A day said once, at the end, is every one's. "apaga o arroz e
 * feijão" names one record (no article after "e"). Null when the words name fewer than two.
 */
export function deleteTargets(ctx: MessageContext, verb: number): NamedDeletion[] | null {
  const { words } = ctx;
  const cuts: number[] = [];
  for (let k = verb + 2; k < words.length - 1; k++)
    if (words[k] === "e" && ARTICLES.has(words[k + 1] as string)) cuts.push(k);
  if (cuts.length === 0) return null;
  const named: NamedDeletion[] = [];
  for (const [n, from] of [verb, ...cuts].entries()) {
    const one = deleteTarget(ctx, from, cuts[n] ?? words.length);
    if (!one?.target) return null;
    named.push(one);
  }
  const days = new Set(named.map((d) => d.date).filter((d) => d !== null));
  const [day] = days;
  return days.size === 1 ? named.map((d) => ({ ...d, date: day ?? null })) : named;
}

/** "os últimos três", "os 2 gastos": a number of records, not the amount of one. */
const countOfRecords = (words: readonly string[], sp: Span) =>
  COUNT_TARGETS.has(words[sp.start - 1] ?? "") ||
  COUNT_TARGETS.has(words[sp.end] ?? "") ||
  (THOSE.has(words[sp.start - 1] ?? "") && ENDS.has(words[sp.end] ?? ""));

const REASON_START = set("pq,porque,pois,nao");
/** The record pointed at, not named: "apaga isso, ainda não caiu". */
const POINTED = set("isso,esse,essa,este,esta,aquele,aquela,ultimo,ultima");
/** Someone else paying, said after the record named: "… que foi minha mãe que pagou". */
const OTHERS_PAID = set("pagou,pagaram,comprou,compraram");
/**
 * Words between the record named and its day or amount: "o uber que peguei ontem", "o café que foi
 * 8"; and the message that booked it, which names nothing: "apaga o último que eu mandei", "apaga a
 * última mensagem", "apaga o gasto q eu fiz agora".
 */
const TARGET_SKIP = set(
  "que,q,foi,era,peguei,pedi,paguei,comprei,fiz,gastei,lancei,registrei,tomei,eu,mandei,falei,disse,anotei,coloquei,botei,enviei,acabei,agora,agorinha,mensagem,mensagens,msg,ja,tinha,anotado,lancado,registrado",
);

/** Words that say a record was booked twice. */
const DOUBLED = set("duplicou,duplicado,duplicada,duplicados,repetiu,repetido,repetida,repetidos");
/** Ways of saying "I sent it" that, said twice, double a record. */
const SENT = set(
  "lancei,registrei,mandei,anotei,coloquei,botei,enviei,lancou,registrou,anotou,lancado,registrado",
);
const DOUBLED_NOISE = set(
  "foi,ficou,saiu,veio,entrou,duas,2,vezes,vez,e,ai,apaga,apague,exclui,tira,remove,deleta,acho,que,voce,vc,aqui,ta,isso,ja,esse,essa",
);

/**
 * "duplicou o café, apaga um", "o uber ficou repetido", "lancei o café duas vezes": the record
 * those words name was booked twice; one of them goes ("duplicou" alone: the one just booked).
 * Null for any other message.
 */
export function doubledRecord(ctx: MessageContext): { target: string | null; amount: number | null } | null {
  const { words, scanned } = ctx;
  if (words.includes("?")) return null;
  const twice = words.some((w, k) => w === "vezes" && (words[k - 1] === "duas" || words[k - 1] === "2"));
  if (!words.some((w) => DOUBLED.has(w)) && !(twice && words.some((w) => SENT.has(w)))) return null;
  const out: string[] = [];
  let amount: number | null = null;
  for (let k = 0; k < words.length; k++) {
    const w = words[k] as string;
    const sp = scanned.spans[scanned.owner[k] ?? -1];
    if (sp?.type === "amount") amount ??= sp.centavos / 100;
    if (sp) continue;
    if (DOUBLED.has(w) || SENT.has(w) || DOUBLED_NOISE.has(w) || DELETE_NOISE.has(w)) continue;
    if (w === "," || w === "." || w === "!" || w === "reais") continue;
    out.push(w);
  }
  // "duplicou", "lançou duas vezes": the record just booked is the copy
  if (out.length === 0) return { target: null, amount };
  return out.length <= 3 ? { target: out.join(" "), amount } : null;
}

const NOT_MEANT = set("lancar,registrar,anotar,lancado,registrado,anotado,colocar,salvar");

/** "não era pra lançar", "esse não era pra ter registrado": the record just booked was not meant. */
export function notMeant(words: readonly string[]): boolean {
  if (words.includes("?")) return false;
  const no = words.indexOf("nao");
  if (no < 0 || words[no + 1] !== "era" || (words[no + 2] !== "para" && words[no + 2] !== "pra"))
    return false;
  const at = words[no + 3] === "ter" ? no + 4 : no + 3;
  // "não era pra lançar no crédito", "… em alimentação": how it was booked is being corrected
  // ("…, só tava vendo o preço": after a comma, why)
  const comma = words.indexOf(",", at + 1);
  const said = words.slice(at + 1, comma > at ? comma : words.length);
  return NOT_MEANT.has(words[at] ?? "") && said.every((w) => NOT_MEANT_AFTER.has(w));
}
const NOT_MEANT_AFTER = new Set([
  "esse",
  "essa",
  "isso",
  "ainda",
  "nao",
  "aqui",
  "nada",
  "apaga",
  "tira",
  "exclui",
  "deleta",
  ".",
  "!",
  ",",
]);

const KEEP_VERBS = set("deixa,deixe,deixar,volta,volte,voltar,bota,bote,coloca,coloque");
/** What may come between "deixa" and "tava": "como", "do jeito que", "ao que", "pro que". */
const AS_WAS = new Set(
  ["como", "do jeito que", "ao que", "pro que", "pra como", "como que"].flatMap((how) =>
    ["tava", "estava", "era", "antes"].map((was) => `${how} ${was}`),
  ),
);
const REVERT_LEAD = set("nao,ah,pera,ops,melhor,pode,entao,isso,o,ele,ela,ja,por,favor,pf,pfv");

/**
 * "não, deixa como tava", "volta como era", "deixa do jeito que estava", "pode voltar como antes":
 * the change just made goes back. Only those words: anything else named (a category, an amount) is
 * a correction of its own ("deixa em alimentação").
 */
export function revertsChange(ctx: MessageContext): boolean {
  const { words, scanned } = ctx;
  if (words.includes("?") || scanned.spans.length > 0) return false;
  const content = words.filter((w) => w !== "," && w !== "." && w !== "!");
  const verb = content.findIndex((w) => KEEP_VERBS.has(w));
  if (verb < 0 || !content.slice(0, verb).every((w) => REVERT_LEAD.has(w))) return false;
  return AS_WAS.has(content.slice(verb + 1).join(" "));
}

const SET_VERBS = set("coloca,coloque,bota,bote,poe,ponha,deixa,deixe,lanca,lance,muda,mude,troca,troque");
const SET_GLUE = set("para,o,valor,em,entao,mesmo,reais,so");

/**
 * "não pera, coloca 400", "ops, bota 45", "não, deixa 300": the value of what was just said, said
 * again after a "no" (a limit just set, the record just booked). Null without the "no" ("coloca
 * 400" alone is asked about) or with anything else named ("não, coloca 50 no mercado").
 */
export function valueInstead(ctx: MessageContext): number | null {
  const { words, scanned } = ctx;
  const [span, ...more] = scanned.spans;
  if (!span || more.length > 0 || span.type !== "amount" || words.includes("?")) return null;
  let i = 0;
  let wrong = false;
  while (i < words.length && (OPENERS.has(words[i] as string) || words[i] === "entao")) {
    if (SAYS_WRONG.has(words[i] as string)) wrong = true;
    i++;
  }
  // "não coloca 400" right before the verb says not to
  if (!wrong || !SET_VERBS.has(words[i] ?? "") || words[i - 1] === "nao") return null;
  for (let k = i + 1; k < words.length; k++) {
    const w = words[k] as string;
    if ((k >= span.start && k < span.end) || SET_GLUE.has(w) || w === "," || w === "." || w === "!") continue;
    return null;
  }
  return span.centavos / 100;
}

/** Words that take back what was just said: "esquece", "desisti", "desconsidera", "ignora". */
const TAKE_BACK = set(
  "esquece,esqueca,esquecer,desisti,desiste,desconsidera,desconsidere,desconsiderar,ignora,ignore,ignorar",
);
/** What may be said around it: the record pointed at, the message, a reason ("era do meu marido"). */
const TAKE_BACK_NOISE = set(
  "ah,ai,pode,ok,ta,entao,mensagem,msg,isso,esse,essa,este,esta,ultimo,ultima,o,a,que,eu,falei,disse,mandei,escrevi,lancei,registrei,anotei,por,favor,pf,pfv,la,aqui,ja,mesmo,tudo,nao,comprei,gastei,paguei,foi,fiz,peguei,pedi",
);
const TAKE_BACK_REASON = set("era,foi,pq,porque,pois");

/**
 * "esquece, desisti, não comprei não", "desconsidera esse, era do meu marido", "ignora essa última
 * msg": what was just booked is taken back. Nothing may be named but the record just booked or the
 * message (a reason may follow a comma); an amount, a question or anything else named is not this.
 */
export function takenBack(ctx: MessageContext): boolean {
  const { words, scanned } = ctx;
  if (words.includes("?") || scanned.spans.length > 0) return false;
  const verb = words.findIndex((w) => TAKE_BACK.has(w));
  // "não esquece": asked to keep something in mind, nothing taken back
  if (verb < 0 || verb > 2 || words[verb - 1] === "nao") return false;
  for (let k = 0; k < words.length; k++) {
    const w = words[k] as string;
    // "…, era do meu marido", "… pq não era meu": a reason after the record pointed at
    if (k > verb && (TAKE_BACK_REASON.has(w) || (w === "," && TAKE_BACK_REASON.has(words[k + 1] ?? ""))))
      return true;
    if (TAKE_BACK.has(w) || TAKE_BACK_NOISE.has(w) || w === "," || w === "." || w === "!") continue;
    return false;
  }
  return true;
}

/** Asked of the assistant to book something: "lança", "coloca", "anota", "registra" (and "lançar"). */
const BOOK_VERBS = set(
  "lanca,lance,lancar,coloca,coloque,colocar,bota,bote,botar,poe,ponha,anota,anote,anotar,registra,registre,registrar,salva,salve,salvar,adiciona,adicione,adicionar,inclui,inclua,incluir,cadastra,cadastre,cadastrar,computa,contabiliza",
);
/** What may open a refusal before its "não": "ah", "ops", "pera", "não, não lança". */
const REFUSAL_OPENERS = new Set([",", ...set("ah,ops,opa,pera,perai,eita,ixi,putz,tostao,oi,ei,ai,nao")]);
/** Between the "não" and the verb: "não precisa lançar", "não é pra anotar", "não quero registrar". */
const REFUSAL_GLUE = set("precisa,quero,e,eh,pra,para,de");
/** Said with a refusal and naming no record: "não lança esse aí ainda não". */
const REFUSAL_NOISE = set(
  "ai,ae,ainda,agora,enquanto,nada,nao,mais,pra,para,pro,em,reais,real,isso,esse,essa,aquele,aquela,ele,ela,nem,so,la,aqui,mim,me,por,favor,pf,pfv,o,a,os,as,de,do,da,no,na,um,uma,que,valor,gasto,compra,registro,lancamento,despesa,receita,entrada",
);
/** What says the words after a refusal are what is meant instead: "não coloca 400, coloca 450", "…, é 450". */
const SAID_INSTEAD = set("e,eh,foi,era,sao,foram,eram");
const INSTEAD_OPENERS = new Set([",", ".", ...set("sim,so,entao,mas,na,verdade")]);

export interface Refusal {
  /** The amount the refusal names ("não coloca 400"), in reais; null when none. */
  amount: number | null;
  /** Folded words naming the record ("não lança o uber"), or null. */
  target: string | null;
  /** Where the words meant instead begin ("não coloca 400, coloca 450": at the second "coloca"), or null. */
  insteadAt: number | null;
}

/**
 * "não coloca 400", "nao lança esse", "não registra", "não precisa anotar isso", "não é pra lançar o
 * uber": the person asks that nothing be booked (the record just booked, when it is the one named, is
 * taken back). What follows a comma and names an amount is what is meant instead ("não coloca 400,
 * coloca 450", "…, é 450"); anything else after a comma is a reason. A question ("não lança isso?"),
 * the past ("não lançou o uber") and other verbs ("não esquece de me lembrar", "não foi 40, foi 45",
 * "não paguei ainda") are not this.
 */
export function refusedRecord(ctx: MessageContext): Refusal | null {
  const { words, scanned } = ctx;
  if (words.includes("?")) return null;
  let i = 0;
  while (
    i < 4 &&
    REFUSAL_OPENERS.has(words[i] as string) &&
    !(words[i] === "nao" && refusalVerbAt(words, i) > 0)
  )
    i++;
  if (words[i] !== "nao" && words[i] !== "nem") return null;
  const verb = refusalVerbAt(words, i);
  if (verb < 0) return null;
  // "não coloca no crédito", "não lança esse em alimentação", "não coloca como fixo": how or where it
  // is booked is corrected, not whether
  let first = verb + 1;
  while (POINTING.has(words[first] ?? "")) first++;
  if (PLACED.has(words[first] ?? "")) return null;
  let amount: number | null = null;
  const target: string[] = [];
  let k = verb + 1;
  for (; k < words.length; k++) {
    const w = words[k] as string;
    const sp = spanAt(ctx, k);
    if (sp?.type === "amount") {
      if (amount !== null) break;
      amount = sp.centavos / 100;
      k = sp.end - 1;
      continue;
    }
    // "não coloca 400 coloca 450", "…, lança 450": a command said again is what is meant
    if (BOOK_VERBS.has(w) && words[k - 1] !== "nao") break;
    if (w === "," || w === "." || w === "!" || w === ";" || w === "mas") break;
    if (w === "e" && (BOOK_VERBS.has(words[k + 1] ?? "") || amountAt(ctx, k + 1))) break;
    if (sp || REFUSAL_NOISE.has(w) || DELETE_NOISE.has(w)) continue;
    target.push(w);
  }
  let insteadAt: number | null = null;
  let at = k;
  while (at < words.length && INSTEAD_OPENERS.has(words[at] as string)) at++;
  if (at < words.length && scanned.spans.some((sp) => sp.type === "amount" && sp.start >= at)) {
    // "…, coloca 450", "…, é 450", "…, 450": what is said instead; "…, gastei 30 no bar" is a record
    // of its own, read the same way
    insteadAt = SAID_INSTEAD.has(words[at] as string) && amountAt(ctx, at + 1) ? at + 1 : at;
  }
  // a refusal names at most a few words ("não lança o uber da volta"); more is something else
  if (target.length > 3) return null;
  return { amount, target: target.length > 0 ? target.join(" ") : null, insteadAt };
}

const POINTING = set("esse,essa,isso,este,esta,ele,ela,ai,ae,aqui,ainda");
const PLACED = set("em,no,na,nos,nas,num,numa,como,pra,para,pro,pela,pelo");

/** The index of the booking verb a "não" at `no` refuses ("não precisa lançar"), or -1. */
function refusalVerbAt(words: readonly string[], no: number): number {
  for (let k = no + 1; k < Math.min(words.length, no + 4); k++) {
    const w = words[k] as string;
    if (BOOK_VERBS.has(w)) return k;
    if (!REFUSAL_GLUE.has(w)) return -1;
  }
  return -1;
}

const amountAt = (ctx: MessageContext, k: number) => spanAt(ctx, k)?.type === "amount";

/** How many records "apaga os dois últimos" removes: 1 when no number is said (at most 50). */
export function deleteCount(ctx: MessageContext): number {
  const { words, tokens } = ctx;
  for (let i = 0; i < words.length; i++) {
    const c = readCount(tokens, i);
    if (!c || c.value < 1) continue;
    const before = words[i - 1] ?? "";
    const after = words[c.end] ?? "";
    if (COUNT_TARGETS.has(after) || before === "ultimos" || before === "ultimas")
      return Math.min(c.value, 50);
    // "apaga os dois", "tira as três, foi engano": the records just talked about, that many
    // ("apaga esses dois", "tira essas duas": pointed at)
    if (THOSE.has(before) && DELETE_ONLY.has(words[i - 2] ?? "") && ENDS.has(after))
      return Math.min(c.value, 50);
  }
  if (words.includes("ambos") || words.includes("ambas")) return 2;
  return 1;
}

const DELETE_ONLY = set(
  "apaga,apague,apagar,exclui,exclua,excluir,deleta,delete,deletar,remove,remova,tira,tire",
);
const ENDS = new Set([",", ".", "!", ""]);
const THOSE = set("os,as,esses,essas,estes,estas");

const KIND_NAMES: ReadonlyMap<string, RecordKind> = new Map([
  ...[..."gasto,gastos,despesa,despesas,compra,compras".split(",")].map((w) => [w, "expense"] as const),
  ...[..."receita,receitas,entrada,entradas,ganho,ganhos".split(",")].map((w) => [w, "income"] as const),
  ...[..."investimento,investimentos".split(",")].map((w) => [w, "investment"] as const),
]);

/**
 * "apaga o último gasto", "exclui a última receita": the kind the newest record deleted must be, or
 * null when the words name none ("apaga o último", "desfaz").
 */
export function deleteKind(words: readonly string[]): RecordKind | null {
  // the kind said of the last one ("a última receita", "o último gasto"); elsewhere it may be a
  // reason ("apaga o último, era uma receita")
  for (let i = 0; i + 1 < words.length; i++)
    if (LAST.has(words[i] as string)) return KIND_NAMES.get(words[i + 1] as string) ?? null;
  return null;
}
const LAST = set("ultimo,ultima,ultimos,ultimas");

function amountOf(ctx: MessageContext, from: number): number | null {
  let best: (Span & { type: "amount" }) | null = null;
  let disagreed: (Span & { type: "amount" }) | null = null;
  for (const sp of ctx.scanned.spans) {
    if (sp.type !== "amount" || sp.start < from) continue;
    if (answersBefore(ctx.words, sp)) {
      best = sp;
      break;
    }
    // "era 45, não 54", "não é 45, é 54": the amount after a negation is the wrong one
    const prev = ctx.words[sp.start - 1] ?? "";
    if (
      NEGATION.has(prev) ||
      (NEGATION.has(ctx.words[sp.start - 2] ?? "") &&
        (prev === "era" || prev === "foi" || prev === "e" || prev === "eh"))
    ) {
      // "não foi 54" said first and alone, "nao 54": the "no" disagrees with what was booked
      if ((sp.start === 2 && (prev === "era" || prev === "foi")) || (sp.start === 1 && prev === "nao"))
        disagreed = sp;
      continue;
    }
    if (!best || sp.score > best.score) best = sp;
  }
  const amount = best ?? disagreed;
  return amount ? amount.centavos / 100 : null;
}

/**
 * The category a correction moves the record to (named positively: "no mercado, não na padaria" and
 * "não era padaria, era mercado" give Mercado) and, when it denies another place ("não foi no
 * mercado, foi na padaria"), the place said instead, which describes the record now.
 */
function categoryOf(ctx: MessageContext): { category: string; place: string | null } | null {
  const { words, scanned, tokens } = ctx;
  let right: { category: string; said: string; place: boolean } | null = null;
  // what was denied: a place ("não foi na padaria") or only a category ("não é alimentação")
  let denied: "place" | "category" | null = null;
  const voucher = voucherAt(words, 0, words.length);
  for (let from = 0; from < words.length; ) {
    const hit = findCategory(words, null, from, words.length, scanned.masked);
    if (!hit) break;
    // "esse foi no vr": the voucher is how it was paid, not the category its name stands for
    if (voucher && hit.start < voucher.end && voucher.start < hit.end) {
      from = hit.end;
      continue;
    }
    const before = words.slice(Math.max(0, hit.start - 3), hit.start);
    const said = tokens
      .slice(hit.start, hit.end)
      .map((t) => t.original.toLowerCase())
      .join(" ");
    // "não foi na padaria" denies a place; "não é alimentação" only a category
    const place = foldAccents(said) !== foldAccents(hit.category.toLowerCase());
    if (before.some((w) => NEGATION.has(w))) denied = place ? "place" : (denied ?? "category");
    else right ??= { category: hit.category, said, place };
    from = hit.end;
  }
  if (!right) return null;
  const described = denied === "place" || (denied === "category" && right.place);
  return { category: right.category, place: described ? right.said : null };
}

const PLACE_VERBS = set("foi,era,foram,eram,comprei,paguei,gastei");
const IN = set("no,na,em,num,numa");

/**
 * "na verdade foram 45 e foi na farmácia": with the amount, where it was said with a verb of its own
 * ("foi na farmácia", not "o aluguel era 1500" nor "foi 30 em lazer"): the category and, when a
 * place rather than a category's name, the place as the record's description.
 */
function placeSaid(ctx: MessageContext): { category: string; place: string | null } | null {
  const { words, scanned, tokens } = ctx;
  const hit = findCategory(words, null, 0, words.length, scanned.masked);
  if (!hit) return null;
  const [before, verb] = [words[hit.start - 1] ?? "", words[hit.start - 2] ?? ""];
  // "foi na farmácia", and "e era farmácia" with no "na"
  if (!(IN.has(before) && PLACE_VERBS.has(verb)) && !(before === "era" && verb === "e")) return null;
  if (words.slice(Math.max(0, hit.start - 4), hit.start).some((w) => NEGATION.has(w))) return null;
  const named = tokens
    .slice(hit.start, hit.end)
    .map((t) => t.original.toLowerCase())
    .join(" ");
  const place = foldAccents(named) !== foldAccents(hit.category.toLowerCase());
  return { category: hit.category, place: place ? named : null };
}

/** "muda a descrição do último para almoço com cliente": the words after "para". */
function descriptionOf(ctx: MessageContext): string | null {
  const { words, tokens } = ctx;
  const at = words.findIndex((w) => w === "descricao" || w === "nome" || w === "texto");
  if (at < 0) return null;
  let k = words.findIndex((w, i) => i > at && (w === "para" || w === "pra" || w === ":" || w === "e"));
  if (k < 0) return null;
  k++;
  const out: string[] = [];
  for (; k < words.length && out.length < 8; k++) {
    const token = tokens[k];
    if (!token || words[k] === "." || words[k] === "?") break;
    out.push(token.original);
  }
  const text = out.join(" ").trim();
  return text || null;
}

const CORRECTION_VERBS = set("era,eram,foi,foram,custou,deu,e,saiu,ficou");
const OPENERS = new Set([
  ...set("nao,ops,opa,eita,ixi,putz,pera,errei,desculpa,ah,corrigindo,na,verdade,e,me,enganei,confundi"),
  ",",
  ".",
]);
/** Openers that say the message corrects something ("ops, a farmácia foi 23"); "opa" is a greeting. */
const SAYS_WRONG = set("nao,ops,eita,ixi,putz,pera,errei,desculpa,corrigindo,verdade,enganei,confundi");
const ARTICLES = set("o,a,os,as");
const TARGET_GLUE = set("do,da,dos,das,de,no,na");
const TARGET_STOP = set(
  "o,a,os,as,do,da,dos,das,de,no,na,que,meu,minha,ultimo,ultima,valor,data,categoria,descricao,gasto,registro,lancamento,pagamento,tambem,.,!,;,:",
);

/**
 * "o aluguel era 1500", "não, o do mercado foi 45", "a gasolina de ontem era 150": a correction
 * that names the record by its words. Returns the token range of those words, or null.
 * "o almoço foi 45" alone is a new record: "foi" names a record only after "não" or in "o do …".
 */
/** "o mercado foi anteontem": only a day after the verb, the day the record named really was. */
function dayOnlyAfter(ctx: MessageContext, verb: number): boolean {
  const { words, scanned } = ctx;
  const after = spansIn(scanned, verb + 1, words.length);
  if (after.length !== 1 || after[0]?.type !== "date") return false;
  const rest = words.slice(verb + 1).filter((_w, j) => (scanned.owner[verb + 1 + j] ?? -1) < 0);
  return rest.every((w) => DAY_GLUE.has(w));
}
const DAY_GLUE = set("na,no,em,dia,de,a,o,.,!,mesmo");

/** "o segundo foi 84", "a terceira foi no débito": a line of the list just shown, not a thing bought. */
const LINE_NAMES = new Set(
  "primeiro,segundo,terceiro,quarto,quinto,sexto,setimo,oitavo,nono,decimo"
    .split(",")
    .flatMap((w) => [w, `${w.slice(0, -1)}a`]),
);

function itemTarget(ctx: MessageContext): { from: number; to: number; verb: number } | null {
  const { words, scanned } = ctx;
  let i = 0;
  let negated = false;
  while (i < words.length && i < 4 && OPENERS.has(words[i] as string)) {
    if (SAYS_WRONG.has(words[i] as string)) negated = true;
    i++;
  }
  if (!ARTICLES.has(words[i] ?? "") && !THAT.has(words[i] ?? "")) return null;
  // "o tênis era 300 mas paguei 250": the price it had, then what was paid (restatedItem)
  if (scanned.spans.some((sp) => sp.type === "total")) return null;
  const anaphoric = TARGET_GLUE.has(words[i + 1] ?? "");
  const from = anaphoric ? i + 2 : i + 1;
  for (let k = from; k < Math.min(words.length, from + 5); k++) {
    const w = words[k] as string;
    if ((scanned.owner[k] ?? -1) >= 0) {
      const sp = scanned.spans[scanned.owner[k] as number];
      if (sp?.type === "date") continue; // "a gasolina de ontem era 150"
      return null;
    }
    if (!CORRECTION_VERBS.has(w)) continue;
    if (k === from) return null;
    // "o almoço não foi hj, foi ontem": the value denied, then the right one after the next verb
    const right = words[k - 1] === "nao" ? words.findIndex((x, j) => j > k && CORRECTION_VERBS.has(x)) : -1;
    if (right > 0 && k - 1 > from) return { from, to: k - 1, verb: right };
    const strong = w === "era" || w === "eram" || (k === from + 1 && LINE_NAMES.has(words[from] as string));
    // "o uber foi 32 e não 23", "a luz foi 127 na real": what it was, said as a correction
    if (words.slice(k + 1).includes("nao") || saysActually(words, k + 1)) negated = true;
    if (!strong && !anaphoric && !negated && !paidHowOnly(ctx, k) && !dayOnlyAfter(ctx, k)) return null;
    // "o uber é transporte" / "o ifood é delivery" is a category move only with a category after
    if (w === "e" && !anaphoric && !negated) return null;
    return { from, to: k, verb: k };
  }
  return null;
}

/** "na real", "na verdade", "aliás" after the value: the message corrects something said before. */
function saysActually(words: readonly string[], from: number): boolean {
  for (let k = from; k < words.length; k++) {
    const w = words[k];
    if (w === "alias") return true;
    if (w === "na" && (words[k + 1] === "real" || words[k + 1] === "verdade")) return true;
  }
  return false;
}

const PAID_WITH = set("no,na,em,pelo,pela,com,para");
/** "paguei no débito", "passei no crédito do nubank", "coloca no inter": how the last record was paid. */
const PAID_VERBS = set(
  "paguei,passei,usei,foi,foram,era,eram,coloca,coloque,bota,lanca,lance,muda,mude,troca,troque,passa,passe,joga",
);

function lastPaidHow(ctx: MessageContext): EditLastIntent | null {
  const { words } = ctx;
  let i = 0;
  while (i < 3 && OPENERS.has(words[i] as string)) i++;
  // "esse foi no débito", "isso foi no pix": the record just talked about
  if (THIS_IS.has(words[i] ?? "") && PAID_VERBS.has(words[i + 1] ?? "")) i++;
  if (!PAID_VERBS.has(words[i] ?? "")) return null;
  // "foi no crédito o remédio": the record named after how it was paid
  const named = words.findIndex((w, k) => k >= i + 3 && ARTICLES.has(w));
  const target = named < 0 ? null : targetWords(ctx, named + 1, contentEnd(words));
  const head = target ? contextOf(ctx.tokens.slice(0, named), ctx.today) : null;
  if (head && target && paidHowOnly(head, i)) {
    const edit = readEdit(head, i);
    return edit.payment ? { ...edit, target } : null;
  }
  if (!paidHowOnly(ctx, i)) return null;
  const edit = readEdit(ctx, i);
  return edit.payment ? edit : null;
}

// "a gasolina foi no inter", "o mercado foi no débito": no amount, only how it was paid after the
// verb: a correction of that record's payment (a new record would need an amount).
function paidHowOnly(ctx: MessageContext, verb: number): boolean {
  const { words, scanned } = ctx;
  if (!PAID_WITH.has(words[verb + 1] ?? "")) return false;
  if (scanned.spans.some((sp) => sp.type === "amount")) return false;
  // "foi no cartão de crédito", "foi no cartão": the card's way, said with the word "cartão"
  const rest = words.slice(verb + 2).filter((w) => !CARD_GLUE.has(w));
  if (rest.length === 0) return words[verb + 2] === "cartao";
  // "o almoço foi no vr", "foi no vale refeição": a meal or food voucher
  return (
    rest.length <= 3 &&
    (PAY_METHODS.has(rest[0] as string) ||
      findIssuer(rest, 0) !== null ||
      voucherAt(words, verb + 1, words.length)?.start === verb + 2)
  );
}

/** Said around the way paid without naming it: "no cartão de crédito", "no cartão do nubank". */
const CARD_GLUE = set("cartao,do,da,de,.,!");

/** The day of a record named by its day alone ("o de ontem"), ISO, or null. */
function dayNamed(ctx: MessageContext, from: number, to: number): string | null {
  const [span, ...more] = spansIn(ctx.scanned, from, to);
  if (!span || more.length > 0 || span.type !== "date") return null;
  return toIso(resolvePast(span.date, ctx.today));
}

/** The words naming the record ("aluguel", "uber de ontem" → "uber"), folded, or null. */
function targetWords(ctx: MessageContext, from: number, to: number): string | null {
  const out: string[] = [];
  for (let k = from; k < to; k++) {
    const w = ctx.words[k] as string;
    // "errei o valor, é 45": the field and the comma name no record
    if (TARGET_STOP.has(w) || w === "," || ctx.scanned.masked[k] === 1) continue;
    // "o de ontem na verdade foi 25": an aside, no part of the name
    if ((w === "verdade" || w === "real") && ctx.words[k - 1] === "na") continue;
    out.push(w);
  }
  return out.length > 0 ? out.join(" ") : null;
}

/** What may close a restatement: "a pipoca foi 30 mesmo", "o uber deu 23, viu". */
const RESTATED_TAIL = new Set([
  ".",
  "!",
  ",",
  ...set("mesmo,msm,ta,viu,ok,ne,hein,rs,kk,kkk,certinho,exatamente"),
]);

/** Words that open the reason a price changed: "o uber foi 52, esqueci o pedágio". */
const REASONS = set("esqueci,faltou,faltava,contando,incluindo,com,tinha,por,pq,porque");

/** Words that can only open a reason, comma or not: "a pizza foi 75 esqueci a taxa". */
const REASONS_ALONE = set("esqueci,faltou,faltava,contando,incluindo,pq,porque");
/** What a price comes with: "a pizza foi 75 com a taxa", "o uber deu 30 com a gorjeta". */
const ADDED_COSTS = set(
  "taxa,taxas,gorjeta,frete,entrega,juros,servico,couvert,pedagio,pedagios,desconto,cupom,acrescimo,multa",
);

/**
 * After the amount, a reason for it, with no other amount: still a restatement. After a comma any
 * word that opens a reason ("a pizza foi 90, com a taxa"); without one only a word that cannot be
 * anything else, or "com" and what a price comes with ("a pizza foi 75 com a taxa"; "o uber foi 30
 * com a ana" says who with).
 */
function reasonAfter(words: readonly string[], at: number): boolean {
  if (words.slice(at).some((w) => /^\d/.test(w))) return false;
  if (words[at] === ",") return REASONS.has(words[at + 1] ?? "");
  if (REASONS_ALONE.has(words[at] ?? "")) return true;
  const k =
    words[at + 1] === "a" || words[at + 1] === "o" || words[at + 1] === "os" || words[at + 1] === "as"
      ? at + 2
      : at + 1;
  return words[at] === "com" && ADDED_COSTS.has(words[k] ?? "");
}

/** Said first to take back what was just said: "ops", "opa", "errei", "na verdade", "quer dizer". */
const TAKE_BACK_FIRST = set("ops,oops,opa,epa,eita,errei,digo,alias,mentira,corrigindo,perai,desculpa");
/** Said as a greeting or surprise as well: they take back only with "foi"/"era" after ("opa, foi 45"). */
const GREETING_TOO = set("opa,epa,eita");
const TAKE_BACK_PAIRS = [
  ["na", "verdade"],
  ["na", "real"],
  ["na", "vdd"],
  ["quer", "dizer"],
  ["quis", "dizer"],
  ["queria", "dizer"],
  ["eu", "quis", "dizer"],
  ["ou", "melhor"],
  ["pera", "ai"],
  ["me", "enganei"],
  ["foi", "mal"],
];
/** What may stand between those words and the amount: "opa, foi 45 no mercado". */
const WAS_SAID = set("foi,era,e,eh,sao,foram,eram");

/**
 * "ops 45 no mercado", "opa, foi 45 no mercado", "na verdade foi 45 no mercado", "errei, 45 de
 * uber": words that take back what was just said, then an amount and the thing it was for (a "no"
 * denies something else: "não foi no mercado, foi na padaria"). Where the amount starts, or -1;
 * what follows is read as a record that restates the thing it names.
 */
export function takenBackThing(ctx: MessageContext): number {
  const { words } = ctx;
  let k = 0;
  let taken = false;
  for (;;) {
    while (words[k] === "," || words[k] === ".") k++;
    const pair = TAKE_BACK_PAIRS.find((p) => p.every((w, j) => words[k + j] === w));
    if (!pair && !TAKE_BACK_FIRST.has(words[k] ?? "")) break;
    taken = true;
    k += pair?.length ?? 1;
  }
  if (!taken) return -1;
  // "opa, 30 de uber" may greet before a new record; "opa, foi 30 de uber" takes back
  const greeting = words.slice(0, k).every((w) => GREETING_TOO.has(w) || w === "," || w === ".");
  if (greeting && !WAS_SAID.has(words[k] ?? "")) return -1;
  if (WAS_SAID.has(words[k] ?? "")) k++;
  const amount = spanAt(ctx, k);
  if (amount?.type !== "amount" || amount.start !== k) return -1;
  if (amount.end >= contentEnd(words) || words.includes("nao")) return -1;
  // "na verdade era 25 o estacionamento" names the record corrected; "foram 45 e foi na farmácia"
  // says where it was
  const next = words[amount.end] ?? "";
  return ARTICLES.has(next) || WAS_SAID.has(next) ? -1 : k;
}

/** Verbs that say what a thing came to: "a pipoca foi 28", "o uber deu 23". */
const CAME_TO = set("foi,deu,ficou,saiu,custou");

/**
 * "a pipoca foi 28", "o uber deu 23", "o ipva é 1.340": a thing with its article, what it came to
 * (or costs), and nothing else. Said right after that thing was booked at another amount, it
 * restates it; said out of the blue, it is a record. The folded words naming the thing, and whether
 * it was said as what it costs ("é", "custa"), or null for any other shape.
 */
export function restatedItem(ctx: MessageContext): { words: string; costs: boolean } | null {
  const { words, scanned } = ctx;
  // "ah, o almoço foi 35", "ops o uber deu 23": an interjection first changes nothing ("e o uber
  // foi 30" is another one)
  let at = 0;
  while (at < 3 && OPENERS.has(words[at] as string) && words[at] !== "na" && words[at] !== "e") at++;
  if (!ARTICLES.has(words[at] ?? "") && !THAT.has(words[at] ?? "")) return null;
  const verb = words.findIndex((w, k) => k > at + 1 && (CAME_TO.has(w) || COSTS.has(w) || PRICED.has(w)));
  // "o almoço na verdade foi 35": the words that say it is a correction name nothing
  const said = words[verb - 2] === "na" && TRULY.has(words[verb - 1] as string) ? verb - 2 : verb;
  // "a pipoca de ontem foi 32", "o uber do dia 20 foi 185": the thing, on the day said
  const day = scanned.spans.find((sp) => sp.type === "date" && sp.end === said && sp.start > at + 1);
  const end = day ? day.start - (DAY_OF.has(words[day.start - 1] as string) ? 1 : 0) : said;
  if (end < at + 2 || end > at + 4) return null;
  let rest = spansIn(scanned, verb + 1, words.length);
  // "o tênis era 300 mas paguei 250", "a blusa custava 120 mas consegui por 90": the price it had
  // (a total, scan.ts) and the money paid after it
  const paidAfterPrice = rest.length === 2 && rest[0]?.type === "total" && rest[0].start === verb + 1;
  if (paidAfterPrice) rest = rest.slice(1);
  const amount = rest[0];
  if (rest.length !== 1 || amount?.type !== "amount" || (amount.start !== verb + 1 && !paidAfterPrice))
    return null;
  if (PRICED.has(words[verb] as string) && !paidAfterPrice) return null;
  const tail = words.slice(amount.end);
  if (
    !tail.every((w) => RESTATED_TAIL.has(w)) &&
    !reasonAfter(words, amount.end) &&
    !(paidAfterPrice && tail.join(" ") === "com desconto")
  )
    return null;
  for (let k = at + 1; k < end; k++) if ((scanned.owner[k] ?? -1) >= 0) return null;
  const named = targetWords(ctx, at + 1, end);
  return named ? { words: named, costs: COSTS.has(words[verb] as string) } : null;
}
const TRULY = set("verdade,real");
const DAY_OF = set("de,do,da");
/** "o tênis era 300", "a blusa custava 120": a price it had, restated only with what was paid after. */
const PRICED = set("era,eram,custava,custavam,tava,estava");
/** "o ipva é 1.340": what the thing costs, said now. */
const COSTS = set("e,eh,custa");

const MOVE_VERBS = set(
  "muda,mude,mudar,troca,troque,trocar,passa,passe,passar,coloca,coloque,colocar,bota,bote,botar,poe,por,move,mova,mover,joga,jogue,jogar,lanca,lance,lancar,classifica,classifique,classificar",
);
/** Words that may stand between a move verb and where the record goes: "muda a categoria disso pra lazer". */
const MOVE_FILLER = set(
  "o,a,categoria,ultimo,ultima,isso,esse,essa,este,esta,isto,gasto,registro,lancamento,ele,ela,dele,dela,disso,desse,dessa,do,da,de,me,ai,la,tambem,entao,so,por,favor",
);
const MOVE_TO = set("para,em,no,na,como");
/** "isso é lazer", "esse foi mercado", "categoria: lazer": the last record's category named. */
const THIS_IS = set("isso,esse,essa,este,esta,isto,ele,ela");

/**
 * "muda a categoria pra lazer", "coloca em mercado", "joga pra lazer", "isso é lazer",
 * "categoria lazer": the last record moved to a category. Nothing else may be said: an amount
 * makes it a record ("coloca 50 em mercado") and a named record goes through namedMove.
 */
function lastMove(ctx: MessageContext): EditLastIntent | null {
  const { words, scanned } = ctx;
  if (scanned.spans.some((sp) => sp.type === "amount" || sp.type === "date")) return null;
  let end = contentEnd(words);
  let i = 0;
  while (i < 2 && (OPENERS.has(words[i] as string) || words[i] === "entao")) i++;
  // "muda pra alimentação, foi lanche na conveniência": the reason after the comma moves nothing
  // ("muda pra mercado, comprei foi comida lá": the category said, then a comma and why)
  const reason = words.findIndex(
    (w, k) =>
      k > i &&
      w === "," &&
      (MOVE_REASONS.has(words[k + 1] ?? "") ||
        findCategory(words, null, i + 1, k, scanned.masked)?.end === k),
  );
  if (reason > 0) end = reason;
  // "muda pra pets era ração", a voice note's comma unsaid: "era"/"foi" after the category opens it too
  else {
    const bare = words.findIndex(
      (w, k) => k > i + 2 && (w === "era" || w === "foi" || w === "pq" || w === "porque"),
    );
    if (bare > 0 && findCategory(words, null, i + 1, bare, scanned.masked)?.end === bare) end = bare;
  }
  let to = -1;
  if (MOVE_VERBS.has(words[i] ?? "")) {
    let k = i + 1;
    while (k < end && MOVE_FILLER.has(words[k] as string) && !MOVE_TO.has(words[k] as string)) k++;
    if (!MOVE_TO.has(words[k] ?? "")) return null;
    to = k + 1;
  } else if (
    THIS_IS.has(words[i] ?? "") &&
    (words[i + 1] === "e" || words[i + 1] === "foi" || words[i + 1] === "era")
  ) {
    to = i + 2;
  } else if (words[i] === "categoria") {
    to = words[i + 1] === ":" || words[i + 1] === "e" ? i + 2 : i + 1;
  } else return null;
  const hit = findCategory(words, null, to, end, scanned.masked);
  // the category is all that is left: "coloca em lazer", not "coloca em lazer o cinema de ontem";
  // "esse foi no vr" says how it was paid
  const voucher = voucherAt(words, 0, end);
  // "coloca no vr", "passa pro vale refeição": the voucher said alone is how it was paid
  if (voucher && voucher.end === end && voucher.start <= to + 2)
    return onlyChange({ payment: { method: "voucher", card: null } });
  if (voucher) return null;
  // "coloca em casa": the home's category, "casa" being all that is left
  const home = hit ? null : homeAt(words.slice(0, end), to);
  if (home) return onlyChange({ category: home });
  if (!hit || hit.start > to + 1 || hit.end < end) return null;
  return onlyChange({ category: hit.category });
}

/** Words that open the reason for a move, after a comma: "…, foi lanche", "…, pq era presente". */
const MOVE_REASONS = set("foi,era,e,eh,pq,porque,pois,que,tava");

/** Between a refused category and the one meant instead: "não coloca em alimentação, coloca em lazer". */
const INSTEAD_GLUE = new Set([
  ",",
  ".",
  ";",
  ...set("e,eh,mas,sim,so,entao,coloca,poe,bota,lanca,joga,passa,muda,em,no,na,para,pro,como"),
]);
/** Said after a refusal, adding nothing: "não coloca em alimentação não", "…, por favor". */
const REFUSAL_TAIL = set("nao,ne,por,favor,pf,pfv,ta,ok,,,.,!");
/** "não é", "não era": the category said is not the record's ("não foi no mercado" denies the spending). */
const NOT_IS = set("e,eh,era");

/**
 * "não coloca em alimentação", "não põe em mercado", "isso não é alimentação", "não era lazer": the
 * last record said NOT to go to a category. Never a move into it: with another category said
 * ("não coloca em alimentação, coloca em lazer", "…, é lazer") the record goes there; with none,
 * `category` is null and `not_category` names the refused one (which category is asked). "não,
 * coloca em lazer" (a comma after the "não") is a move, read by lastMove. Null for anything else.
 */
function negatedMove(ctx: MessageContext): EditLastIntent | null {
  const { words, scanned } = ctx;
  if (words.includes("?") || scanned.spans.some((sp) => sp.type === "amount" || sp.type === "date"))
    return null;
  let end = contentEnd(words);
  let i = 0;
  while (i < 2 && words[i] !== "nao" && (OPENERS.has(words[i] as string) || THIS_IS.has(words[i] as string)))
    i++;
  if (words[i] !== "nao") return null;
  let to = -1;
  const denied = NOT_IS.has(words[i + 1] ?? "");
  if (denied) {
    // "não é alimentação", "não é pra colocar em alimentação"
    let k = i + 2;
    if (words[k] === "para" || words[k] === "pra") {
      if (!MOVE_VERBS.has(words[k + 1] ?? "")) return null;
      k += 2;
      while (k < end && MOVE_FILLER.has(words[k] as string) && !MOVE_TO.has(words[k] as string)) k++;
      if (!MOVE_TO.has(words[k] ?? "")) return null;
      k++;
    } else if (MOVE_TO.has(words[k] ?? "")) k++;
    to = k;
  } else {
    let k = i + 1;
    // "não precisa colocar em", "não quero que coloque em"
    while (k < i + 3 && (words[k] === "precisa" || words[k] === "quero" || words[k] === "que")) k++;
    if (!MOVE_VERBS.has(words[k] ?? "")) return null;
    k++;
    while (k < end && MOVE_FILLER.has(words[k] as string) && !MOVE_TO.has(words[k] as string)) k++;
    if (!MOVE_TO.has(words[k] ?? "")) return null;
    to = k + 1;
  }
  const refused = findCategory(words, null, to, end, scanned.masked);
  if (!refused || refused.start > to + 1) return null;
  while (end > refused.end && REFUSAL_TAIL.has(words[end - 1] as string)) end--;
  if (refused.end >= end) return onlyChange({ not_category: refused.category });
  // what is said instead: the words between are only glue, and the other category ends the message
  let k = refused.end;
  while (k < end && INSTEAD_GLUE.has(words[k] as string)) k++;
  if (k === refused.end) return null;
  const meant = findCategory(words, null, k, end, scanned.masked);
  if (!meant || meant.start !== k || meant.end < end || meant.category === refused.category) return null;
  // "não é mercado, é farmácia": read as such corrections are (the place said becomes its description)
  const read = denied ? readEdit(ctx) : null;
  return read?.category === meant.category ? read : onlyChange({ category: meant.category });
}

/** Verbs that fix a record named: "corrige a gasolina pra 250", "altera o mercado para 80". */
const FIX_VERBS = set("corrige,corrija,altera,altere,edita,edite,ajusta,ajuste,atualiza,atualize,conserta");

/**
 * "muda o uber pra lazer", "passa o ifood para delivery", "corrige a gasolina pra 250": a record
 * named, moved to a category, a way of paying, a day, or a new amount.
 */
function namedMove(ctx: MessageContext): EditLastIntent | null {
  const { words } = ctx;
  if (!(MOVE_VERBS.has(words[0] ?? "") || FIX_VERBS.has(words[0] ?? "")) || !ARTICLES.has(words[1] ?? ""))
    return null;
  const to = words.findIndex(
    (w, k) => k > 2 && (w === "para" || w === "pra" || w === "pro" || w === "em" || w === "no" || w === "na"),
  );
  if (to < 0) return null;
  // "muda a data do mercado pra dia 20": the record is the mercado
  const named = words[2] === "data" && (words[3] === "do" || words[3] === "da") ? 4 : 2;
  const target = targetWords(ctx, named, to);
  // "coloca o último em lazer": the last record, moved
  if (!target && (words[2] === "ultimo" || words[2] === "ultima")) {
    const category = categoryAfter(ctx, to + 1);
    return category ? onlyChange({ category }) : null;
  }
  if (!target || target === "categoria" || target === "data" || target === "descricao") return null;
  // "muda o limite do mercado pra 900": a limit, read as one; "muda o vencimento do nubank pro dia
  // 12": a card's day, read as the card
  if (/\b(limite|teto|orcamento|vencimento|fechamento)\b/.test(target)) return null;
  // "coloca o almoço no vr": a voucher is how it was paid, never the wages it comes with
  const voucher = paymentOf(ctx)?.method === "voucher" ? paymentOf(ctx) : null;
  const category = voucher ? null : categoryAfter(ctx, to + 1);
  // "coloca a padaria no débito", "passa o uber pro pix": how it was paid
  const payment = category ? null : (voucher ?? paymentOf(ctx));
  // "muda o mercado pra anteontem", "passa o uber pro dia 20": the day it was
  const after = spansIn(ctx.scanned, to + 1, words.length);
  const day = after.find((sp) => sp.type === "date");
  // "corrige a gasolina pra 250", "muda o mercado pra 250": what it came to
  const amount = category || payment || day ? undefined : after.find((sp) => sp.type === "amount");
  const edit: EditLastIntent = {
    intent: "edit_last",
    amount: amount?.type === "amount" ? amount.centavos / 100 : null,
    category,
    date: day?.type === "date" && !category ? toIso(resolvePast(day.date, ctx.today)) : null,
    description: null,
    target,
  };
  // "passa o uber de hj pro pix": the record named by its day too
  const on = spansIn(ctx.scanned, named, to).find((sp) => sp.type === "date");
  const onDay = on?.type === "date" ? { day: toIso(resolvePast(on.date, ctx.today)) } : {};
  return payment ? { ...edit, payment, ...onDay } : { ...edit, ...onDay };
}

// Words that may surround "12x" in a correction of the number of instalments.
const INSTALMENT_GLUE = new Set([
  ...set(
    "ops,opa,nao,na,verdade,real,vdd,era,foi,foram,sao,e,em,errei,desculpa,pera,ah,parcelei,parcelado,parcelada,dividi,dividido,dividida,sem,juros,no,cartao,paguei",
  ),
  ",",
  ".",
  "!",
]);

/**
 * "ops, foram 12x", "era em 10x", "na verdade parcelei em 6", "em 12x": the number of instalments
 * of the purchase the conversation is about, with nothing else said (an amount makes it a record).
 */
function instalmentFix(ctx: MessageContext): EditLastIntent | null {
  const { words, scanned } = ctx;
  const [span, ...more] = scanned.spans;
  // "foi à vista": paid at once
  if (!span) {
    const said = words.filter((w) => !INSTALMENT_GLUE.has(w));
    const atOnce = ["a vista", "avista"].includes(said.join(" "));
    if (atOnce && said.length < words.length) return onlyChange({ installments: 1 });
    // "ops, foi à vista no pix": at once, and how
    const how =
      said.at(-1) === "pix" || said.at(-1) === "debito" || said.at(-1) === "dinheiro" ? said.at(-1) : null;
    const paidAtOnce = how !== null && ["a vista", "avista"].includes(said.slice(0, -1).join(" "));
    return paidAtOnce
      ? onlyChange({
          installments: 1,
          payment: { method: how === "debito" ? "debit" : how === "dinheiro" ? "cash" : "pix", card: null },
        })
      : null;
  }
  // "na verdade foi em três", "foi em 3": a bare count after "em" is how many parts, never R$ 3
  if (more.length === 0 && span.type === "amount" && countOfParts(ctx, span)) {
    const said = words.filter((w, k) => (k < span.start || k >= span.end) && !INSTALMENT_GLUE.has(w));
    return said.length === 0 ? onlyChange({ installments: span.centavos / 100 }) : null;
  }
  if (more.length > 0 || span.type !== "instalments" || span.per !== null) return null;
  // "a geladeira foi em 10x": the purchase named before the verb
  const named = ARTICLES.has(words[0] ?? "")
    ? words.findIndex((w, k) => k > 1 && k < span.start && CORRECTION_VERBS.has(w))
    : -1;
  const target = named > 0 ? targetWords(ctx, 1, named) : null;
  // "em 10x no inter", "foi no crédito em 3x": the card or credit said with the parts
  const issuer = findIssuer(words);
  let credit = false;
  for (let k = target ? named : 0; k < words.length; k++) {
    // "esse foi no nubank em 3x": the purchase just talked about
    if ((k >= span.start && k < span.end) || INSTALMENT_GLUE.has(words[k] as string)) continue;
    if (k === 0 && THIS_IS.has(words[k] as string)) continue;
    if (issuer && k >= issuer.start && k < issuer.end) continue;
    if (words[k] === "credito") {
      credit = true;
      continue;
    }
    return null;
  }
  const fix = onlyChange(target ? { installments: span.count, target } : { installments: span.count });
  return issuer || credit ? { ...fix, payment: { method: "credit", card: issuer?.name ?? null } } : fix;
}

/** "em três", "em 3": a whole count of 2 to 72 right after "em", with no currency said. */
function countOfParts(ctx: MessageContext, span: Span & { type: "amount" }): boolean {
  const n = span.centavos / 100;
  return (
    ctx.words[span.start - 1] === "em" &&
    !span.marked &&
    Number.isInteger(n) &&
    n >= 2 &&
    n <= 72 &&
    span.end === span.start + 1 &&
    ctx.words[span.start - 2] === "foi"
  );
}

/** A change of the last record in `fields` alone: the rest stays as it is. */
function onlyChange(fields: Omit<Partial<EditLastIntent>, "intent">): EditLastIntent {
  return { intent: "edit_last", amount: null, category: null, date: null, description: null, ...fields };
}

/**
 * "na verdade era 25 o estacionamento", "foi 45 o almoço": the record named after the new value
 * (folded words), or null when nothing follows it but glue.
 */
export function trailingTarget(ctx: MessageContext): string | null {
  const { words, scanned } = ctx;
  const amount = scanned.spans.find((sp) => sp.type === "amount");
  if (!amount || !ARTICLES.has(words[amount.end] ?? "")) return null;
  const end = contentEnd(words);
  // "o uber de ontem": the day names the record too
  if (end - amount.end > 6 || scanned.spans.some((sp) => sp.start > amount.end && sp.type !== "date"))
    return null;
  return targetWords(ctx, amount.end + 1, end);
}

const TOGETHER = set("tudo,ambos,ambas,todos,todas");

/**
 * "foi tudo no débito", "os dois foram no pix", "coloca os dois em lazer": the message without the
 * words that say "all of them", or null when it has none.
 */
function withoutTogether(ctx: MessageContext): (MessageContext & { both: boolean }) | null {
  const { words } = ctx;
  const drop = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (TOGETHER.has(w)) drop.add(i);
    else if (
      (w === "dois" || w === "duas" || w === "tres") &&
      (words[i - 1] === "os" || words[i - 1] === "as")
    ) {
      drop.add(i - 1);
      drop.add(i);
    }
  }
  if (drop.size === 0) return null;
  const both = words.some(
    (w, i) => w === "ambos" || w === "ambas" || ((w === "dois" || w === "duas") && drop.has(i)),
  );
  return {
    ...contextOf(
      ctx.tokens.filter((_, i) => !drop.has(i)),
      ctx.today,
    ),
    both,
  };
}

/** Words that say the amount just sent was mistyped: "botei zero a mais", "esqueci os centavos". */
function saysMistyped(words: readonly string[]): boolean {
  return words.some(
    (w, i) =>
      (w === "zero" && (words[i + 1] === "a" || words[i - 1] === "um" || words[i - 1] === "faltou")) ||
      (w === "centavos" && words.slice(Math.max(0, i - 3), i).includes("esqueci")) ||
      (w === "errado" && TYPED.has(words[i - 1] ?? "")),
  );
}
const TYPED = set("digitei,botei,coloquei,escrevi,mandei");

/**
 * "opa 1500, botei zero a mais", "faltou um zero, 1500", "ops era 29,90 esqueci os centavos", "foi 4
 * a menos, 36": the amount just sent corrected, with why it was wrong or by how much said beside
 * the right one. The one amount that is not the difference, or null.
 */
export function amountRetyped(ctx: MessageContext): EditLastIntent | null {
  const { words, scanned } = ctx;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  // the difference said ("4 a menos") is not the amount meant
  const right = amounts.filter(
    (sp) => !(words[sp.end] === "a" && (words[sp.end + 1] === "mais" || words[sp.end + 1] === "menos")),
  );
  const difference = amounts.length === 2 && right.length === 1;
  if (right.length !== 1 || !(difference || saysMistyped(words))) return null;
  if (findKindVerb(words)?.strong === true || scanned.spans.some((sp) => sp.type === "date")) return null;
  const [sp] = right;
  return sp?.type === "amount" ? onlyChange({ amount: sp.centavos / 100 }) : null;
}

/** What may be said with a day alone: "(os dois) foram ontem", "(foi tudo) anteontem". */
const DAY_FILLER = set("foi,foram,era,eram,e,sao,,,.,!,na,no,verdade,real");

/** "foram ontem", "foi anteontem": only a day, which every record moves to; null for anything else. */
function dayOnly(ctx: MessageContext): EditLastIntent | null {
  const { words, scanned } = ctx;
  const dates = scanned.spans.filter((sp) => sp.type === "date");
  if (dates.length !== 1 || scanned.spans.length !== 1) return null;
  const [day] = dates as [Span];
  if (!words.every((w, i) => (i >= day.start && i < day.end) || DAY_FILLER.has(w))) return null;
  const edit = readEdit(ctx);
  return edit.date !== null && edit.amount === null ? onlyChange({ date: edit.date }) : null;
}

const SAID_PAID = set("paguei,gastei,comprei");
const ACTUALLY = set("verdade,real");
/** Said before "foi" of the record just booked: "isso foi…", "ops, na verdade foi…". */
const DAY_LEAD = set("isso,esse,essa,isto,ah,ops,pera,opa,na,verdade,real,,,nao");

/**
 * "isso foi dia 30 do mês passado", "foi semana passada, na terça", "ops, foi sexta retrasada": the
 * record just booked moved to a day said with more words than "foi ontem". Null when anything but
 * a day is said.
 */
export function dayOfLast(ctx: MessageContext): EditLastIntent | null {
  const { words, scanned, today } = ctx;
  // "paguei ontem na verdade", "não, dia 21": the verb of paying, or a "não" alone, before the day
  const said = words.findIndex((w) => w === "foi" || w === "era" || SAID_PAID.has(w));
  const verb = said < 0 && words[0] === "nao" && words[1] === "," ? 1 : said;
  if (verb < 0 || !words.slice(0, verb).every((w) => DAY_LEAD.has(w))) return null;
  const dates = scanned.spans.filter((sp) => sp.type === "date");
  if (dates.length !== 1 || scanned.spans.length !== 1) return null;
  const inDate = (i: number) => dates.some((sp) => i >= sp.start && i < sp.end);
  // between the days: "semana passada, na terça"
  if (!words.every((w, i) => i <= verb || inDate(i) || DAY_GLUE.has(w) || w === "," || ACTUALLY.has(w)))
    return null;
  // "paguei ontem" alone is a record to be told its amount: only "na verdade" makes it a correction
  if (SAID_PAID.has(words[verb] ?? "") && !words.includes("verdade") && !words.includes("real")) return null;
  const [day] = dates;
  return day?.type === "date" ? onlyChange({ date: toIso(resolvePast(day.date, today)) }) : null;
}

const FIXED_WORDS = set("fixo,fixa,fixos,fixas,mensal,recorrente");
const IS_VERBS = set("e,eh,sao,era,vai,sera,fica");
const MAKE_VERBS = set(
  "deixa,deixe,marca,marque,coloca,coloque,bota,bote,poe,torna,torne,transforma,transforme",
);
const MAKE_FILLER = set("o,a,os,as,isso,esse,essa,este,esta,ele,ela,como,em,ser,de,um,uma,tambem");

/**
 * "o aluguel é fixo", "isso é todo mês", "a academia é mensal, dia 10", "deixa o aluguel como
 * fixo": a record already booked becomes a fixed monthly item (on its own day unless one is
 * said). An amount makes it a new record ("aluguel 1500 fixo"); "não é fixo" changes nothing.
 */
function makeFixed(ctx: MessageContext): EditLastIntent | null {
  const { words, scanned } = ctx;
  if (words.includes("nao") || words.includes("?")) return null;
  if (scanned.spans.some((sp) => sp.type === "amount" || (sp.type === "date" && sp.date.kind !== "monthDay")))
    return null;
  const end = contentEnd(words);
  // where "fixo" / "mensal" / "todo mês" is said, and where it ends
  let at = -1;
  let after = -1;
  for (let k = 0; k < end && at < 0; k++) {
    const w = words[k] as string;
    if (FIXED_WORDS.has(w)) [at, after] = [k, k + 1];
    else if ((w === "todo" || w === "todos") && (words[k + 1] === "mes" || words[k + 1] === "meses"))
      [at, after] = [k, k + 2];
  }
  if (at < 1) return null;
  let i = 0;
  while (i < 2 && (OPENERS.has(words[i] as string) || words[i] === "entao")) i++;
  let from: number;
  let to: number;
  if (MAKE_VERBS.has(words[i] as string)) {
    // "deixa o aluguel como fixo", "marca isso como mensal"
    let k = at - 1;
    while (k > i && MAKE_FILLER.has(words[k] as string) && words[k] !== "o" && words[k] !== "a") k--;
    [from, to] = [i + 1, k + 1];
  } else {
    // "o aluguel é fixo", "isso é todo mês", "a academia também é mensal"
    let verb = at - 1;
    if (words[verb] === "tambem" || words[verb] === "ser") verb--;
    if (!IS_VERBS.has(words[verb] as string)) return null;
    [from, to] = [i, words[verb - 1] === "tambem" ? verb - 1 : verb];
  }
  // nothing else may be said after it but the day: "é fixo todo dia 5", "é mensal, dia 10"
  let day: number | null = null;
  for (let k = after; k < end; k++) {
    const sp = spanAt(ctx, k);
    const saidDay =
      sp?.type === "recurDay"
        ? sp.day
        : sp?.type === "date" && sp.date.kind === "monthDay"
          ? sp.date.day
          : null;
    if (sp && saidDay !== null) {
      day = saidDay;
      k = sp.end - 1;
    } else if (!MAKE_FILLER.has(words[k] as string) && words[k] !== "," && words[k] !== "no") return null;
  }
  const named = words
    .slice(from, to)
    .filter((w) => !THIS_IS.has(w) && !TARGET_STOP.has(w) && !MAKE_FILLER.has(w));
  if (named.length > 4) return null;
  const target = named.length > 0 ? targetWords(ctx, from, to) : null;
  return onlyChange(target ? { fixed: { day }, target } : { fixed: { day } });
}

/** A correction that names its record ("o aluguel era 1500"), or null. */
export function readItemCorrection(ctx: MessageContext): EditLastIntent | null {
  const fixed = makeFixed(ctx);
  if (fixed) return fixed;
  const all = withoutTogether(ctx);
  if (all) {
    // "os dois no débito": how they were paid, said with no verb
    const bare = paidHowOnly(all, -1) ? readEdit(all) : null;
    const each = lastMove(all) ?? lastPaidHow(all) ?? (bare?.payment ? bare : null) ?? dayOnly(all);
    if (each) return { ...each, all: true, ...(all.both ? { both: true as const } : {}) };
  }
  const moved = negatedMove(ctx) ?? namedMove(ctx) ?? lastMove(ctx) ?? lastPaidHow(ctx) ?? instalmentFix(ctx);
  if (moved) return moved;
  const at = itemTarget(ctx);
  if (!at) return null;
  const target = targetWords(ctx, at.from, at.to);
  // "o de ontem foi 25", "o de anteontem era 40": the record named by its day alone
  const day = target ? null : dayNamed(ctx, at.from, at.to);
  if (day) {
    const edit = readEdit(ctx, at.verb);
    // the day names the record; only a day said after the verb moves it ("o de ontem foi anteontem")
    const moved = spansIn(ctx.scanned, at.verb + 1, ctx.words.length).some((sp) => sp.type === "date");
    const result: EditLastIntent = {
      ...edit,
      date: moved ? edit.date : null,
      category: categoryAfter(ctx, at.verb, edit.amount !== null),
      day,
    };
    return result.amount === null && result.category === null && result.date === null && !result.payment
      ? null
      : result;
  }
  // "o pagamento foi no pix": how the last one was paid, no record named
  if (!target) return paidHowOnly(ctx, at.verb) ? readEdit(ctx, at.verb) : null;
  const edit = readEdit(ctx, at.verb);
  // the named item is the target, not the new category ("o aluguel era 1500" moves nothing); with an
  // amount, a category is one said as where it goes ("o uber foi 30 em lazer"), not a reason given
  // ("a pizza foi 90, esqueci a taxa")
  const category = categoryAfter(ctx, at.verb, edit.amount !== null);
  const result: EditLastIntent = { ...edit, category, target };
  if (result.amount === null && result.category === null && result.date === null && !result.payment)
    return null;
  return result;
}

function categoryAfter(ctx: MessageContext, from: number, placed = false): string | null {
  const hit = findCategory(ctx.words, null, from, ctx.words.length, ctx.scanned.masked);
  if (!hit) return homeAt(ctx.words, from);
  // "esse foi no vr": the voucher is how it was paid, not the category its name stands for
  const voucher = voucherAt(ctx.words, from, ctx.words.length);
  if (voucher && hit.start < voucher.end && voucher.start < hit.end) return null;
  const before = ctx.words.slice(Math.max(0, hit.start - 3), hit.start);
  if (before.some((w) => NEGATION.has(w))) return null;
  if (!placed) return hit.category;
  let k = hit.start - 1;
  if (ctx.words[k] === "o" || ctx.words[k] === "a") k--;
  return PLACED_IN.has(ctx.words[k] ?? "") ? hit.category : null;
}

/**
 * "coloca em casa", "muda pra casa": the home's category, when "casa" (or "despesas da casa") is all
 * that is left of the message. Only as where a record goes: in a record, "pão pra casa" is bread.
 */
function homeAt(words: readonly string[], from: number): string | null {
  let k = from;
  if (words[k] === "a" || words[k] === "despesas" || words[k] === "gastos") k++;
  if ((words[k - 1] === "despesas" || words[k - 1] === "gastos") && (words[k] === "da" || words[k] === "de"))
    k++;
  if (words[k] !== "casa") return null;
  k++;
  while (words[k] === "." || words[k] === "!" || words[k] === ",") k++;
  return k === words.length ? "Moradia" : null;
}

/** Words that put a record in a category: "em lazer", "pra transporte", "categoria mercado". */
const PLACED_IN = set("em,no,na,para,pra,pro,como,categoria,:");

const PAY_METHODS: ReadonlyMap<string, PaymentMethod> = new Map([
  ["credito", "credit"],
  ["debito", "debit"],
  ["pix", "pix"],
  ["dinheiro", "cash"],
  ["boleto", "boleto"],
]);

/** "era no crédito", "foi no pix, não no débito", "foi no nubank": how it was paid, or null. */
function paymentOf(ctx: MessageContext): { method: PaymentMethod | null; card: string | null } | null {
  const { words } = ctx;
  let method: PaymentMethod | null = null;
  for (let i = 0; i < words.length; i++) {
    const m = PAY_METHODS.get(words[i] as string);
    if (m === undefined) continue;
    const before = words.slice(Math.max(0, i - 3), i);
    if (before.some((w) => NEGATION.has(w))) continue;
    if (m === "cash" && !(words[i - 1] === "em" || words[i - 1] === "no" || words[i - 1] === "com")) continue;
    method = m;
    break;
  }
  let card: string | null = null;
  for (let i = 0; i < words.length; ) {
    const hit = findIssuer(words, i);
    if (!hit) break;
    const before = words.slice(Math.max(0, hit.start - 3), hit.start);
    if (!before.some((w) => NEGATION.has(w))) {
      card = hit.name;
      break;
    }
    i = hit.end;
  }
  // "foi no cartão": a card with no way said is the credit card, as a record's "no cartão" is
  const onCard = words.some(
    (w, i) => w === "cartao" && !words.slice(Math.max(0, i - 3), i).some((b) => NEGATION.has(b)),
  );
  // "esse foi no vr", "foi no vale refeição": a meal or food voucher
  if (method === null && card === null && voucherAt(words, 0, words.length)) method = "voucher";
  if (method === null && card === null && !onCard) return null;
  return { method: method ?? "credit", card };
}

/**
 * "não foi no crédito", "não era no pix", "nao foi no nubank": a voice note's "não, foi no
 * crédito" with its comma unsaid (of the way it was paid only). The "no" answers what was booked and the rest says what it was:
 * the tokens with the comma put back, or null when the message is not so made (a second thing said,
 * "não foi no crédito, foi no débito", or an amount, read as they are).
 */
export function noThenWhatItWas(ctx: MessageContext): Token[] | null {
  const { words, scanned, tokens } = ctx;
  if (words[0] !== "nao" || (words[1] !== "foi" && words[1] !== "era") || words.length > 6) return null;
  const rest = words.slice(2);
  if (rest.some((w) => w === "," || w === "foi" || w === "era" || w === "nao" || w === "?" || w === "que"))
    return null;
  if (findKindVerb(words, 2, words.length)) return null;
  if (scanned.spans.some((sp) => sp.type === "amount" || sp.type === "date")) return null;
  // only the way it was paid: "não foi no mercado" stays a refusal of the place
  const named = rest.some((w) => PAY_METHODS.has(w)) || findIssuer(words, 2) !== null;
  if (!named || findCategory(words, null, 2, words.length, scanned.masked) !== null) return null;
  const comma: Token = { folded: ",", original: ",", kind: "punct" };
  return [tokens[0] as Token, comma, ...tokens.slice(1)];
}

/** Reads what a correction changes; fields it does not name are null. */
export function readEdit(ctx: MessageContext, amountFrom = 0): EditLastIntent {
  const { words, scanned, today } = ctx;
  const description = descriptionOf(ctx);
  const asksCategory = words.includes("categoria") || description === null;
  // "não foi hoje, foi ontem", "o almoço não foi hj, foi ontem": the day said after the value,
  // never the one denied
  const dates = scanned.spans.filter((sp) => sp.type === "date");
  const denied = (sp: Span) =>
    words[sp.start - 1] === "nao" ||
    (words[sp.start - 2] === "nao" && CORRECTION_VERBS.has(words[sp.start - 1] as string));
  const said =
    dates.find((sp) => sp.start >= amountFrom && !denied(sp)) ?? dates.find((sp) => !denied(sp)) ?? dates[0];
  const date = said?.type === "date" ? toIso(resolvePast(said.date, today)) : null;
  const touchesDate = words.includes("data") || words.includes("dia");
  const amount = description !== null ? null : amountOf(ctx, amountFrom);
  const payment = description !== null ? null : paymentOf(ctx);
  // "não, o aluguel era 1500" names the record, it does not move it to another category; "foram 45
  // e foi na farmácia" says where it was too
  const moved =
    asksCategory && (amount === null || words.includes("categoria"))
      ? categoryOf(ctx)
      : amount !== null && description === null
        ? placeSaid(ctx)
        : null;
  const edit: EditLastIntent = {
    intent: "edit_last",
    amount: touchesDate && date !== null && !words.includes("valor") ? null : amount,
    category: moved?.category ?? null,
    date,
    description: description ?? moved?.place ?? null,
  };
  if (payment) edit.payment = payment;
  return edit;
}
