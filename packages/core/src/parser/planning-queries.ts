/**
 * Questions about limits, card bills, goals, planned purchases, the records themselves (lists)
 * and reminders: "como tá meu limite do mercado?", "quanto tá a fatura do nubank?", "quanto falta
 * pra meta da viagem?", "lista meus gastos de hoje", "quais são meus lembretes?".
 */
import { businessCategoryNamed } from "../books/books.ts";
import {
  addDays,
  byMonths,
  type CivilDate,
  type CountedPeriod,
  daysInMonth,
  isoWeekday,
  thisMonth as monthSoFar,
  toIso,
} from "../calendar/index.ts";
import { findCategory } from "./categories.ts";
import type { MessageContext } from "./context.ts";
import { findIssuer } from "./issuers.ts";
import { readPeriod } from "./periods.ts";
import { MONTHS } from "./scan.ts";
import type { QueryIntent, RecordKind } from "./types.ts";
import { findKindVerb } from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

const QUESTION_START = set("quanto,quantos,quanta,quantas,quais,qual,como,onde,cade,quando");
const REQUEST = set(
  "lista,listar,liste,listinha,mostra,mostrar,mostre,ver,veja,manda,mande,exibe,exibir,detalha,detalhar,detalhe,consultar,consulta,checar,conferir,confere,relacao",
);
const LIST_VERBS = set(
  "lista,listar,liste,listinha,mostra,mostrar,mostre,exibe,exibir,detalha,detalhar,detalhe,relacao,quais,ver,veja",
);
const EXPENSE_WORDS = set("gastos,despesas,gastei,paguei,comprei,compras,gastamos,saidas,pagamentos");
const INCOME_WORDS = set("receitas,ganhos,entradas,recebi,ganhei,recebimentos,rendas,receita");
const INVEST_WORDS = set("investimentos,aportes,investi,apliquei,aportei,aplicacoes");
const RECORD_WORDS = set("lancamentos,registros,transacoes,movimentacoes,anotacoes,lancamento,registro");
const DUE_WORDS = set(
  "vence,vencem,vencendo,vencer,vencimento,vencimentos,pendente,pendentes,atrasada,atrasado",
);
const BILL_WORDS = set("conta,contas,boleto,boletos");
const SAVED = set("juntei,guardei,economizei,poupei,juntamos,guardamos");

function has(words: readonly string[], word: string): boolean {
  return words.includes(word);
}

// "que bosta, gastei 50 no ifood": an exclamation, not a question
const EXCLAMATIONS = set(
  "bosta,droga,saco,merda,legal,bom,boa,otimo,otima,massa,pena,raiva,absurdo,caro,cara,susto,delicia,beleza,maravilha,chato,chata,triste,sorte,azar,vergonha,horror,lindo,linda,top",
);

/** What a card's bill does when it arrives: "quanto vai vir o cartão esse mês". */
const BILL_COMES = ["vir", "vem", "veio"];

/** A question: ends in "?" or starts with quanto/quais/qual/como/onde/"o que"… */
export function isQuestion(words: readonly string[]): boolean {
  if (words[words.length - 1] === "?" || words.includes("?")) return true;
  let i = 0;
  while (words[i] === "e" || words[i] === "me" || words[i] === "," || words[i] === "ai" || words[i] === "ei")
    i++;
  const first = words[i] ?? "";
  // "minha fatura tá quanto", "deu quanto": the question word said last
  let last = words.length - 1;
  while (last > 0 && (words[last] === "." || words[last] === "hein" || words[last] === "ai")) last--;
  return (
    words[last] === "quanto" ||
    QUESTION_START.has(first) ||
    (first === "o" && words[i + 1] === "que") ||
    (first === "que" && i === 0 && !EXCLAMATIONS.has(words[1] ?? ""))
  );
}

function kindOf(words: readonly string[]): { kind: RecordKind | null; found: boolean } {
  for (const w of words) {
    if (EXPENSE_WORDS.has(w)) return { kind: "expense", found: true };
    if (INCOME_WORDS.has(w)) return { kind: "income", found: true };
    if (INVEST_WORDS.has(w)) return { kind: "investment", found: true };
    if (RECORD_WORDS.has(w)) return { kind: null, found: true };
  }
  return { kind: null, found: false };
}

const TO_SAVE = new Set(["guardar", "juntar", "poupar", "economizar", "separar", "reservar"]);

function thisMonth(today: CivilDate): CountedPeriod {
  return byMonths(monthSoFar(today));
}

/**
 * Reminders look forward: today to Sunday for "essa semana", the next 30 days when nothing is
 * named. Their days are due dates, so they count by days.
 */
function reminderPeriod(ctx: MessageContext): CountedPeriod {
  const { words, today } = ctx;
  const range = (a: CivilDate, b: CivilDate): CountedPeriod => ({ from: toIso(a), to: toIso(b), by: "days" });
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1] ?? "";
    const prev = words[i - 1] ?? "";
    if (w === "hoje") return range(today, today);
    if (w === "amanha") {
      const t = addDays(today, 1);
      return range(t, t);
    }
    if (w === "semana") {
      const sunday = addDays(today, 6 - isoWeekday(today));
      if ((next === "que" && words[i + 2] === "vem") || prev === "proxima" || next === "proxima")
        return range(addDays(sunday, 1), addDays(sunday, 7));
      return range(today, sunday);
    }
    if (w === "mes") {
      if ((next === "que" && words[i + 2] === "vem") || prev === "proximo") {
        const y = today.m === 12 ? today.y + 1 : today.y;
        const m = today.m === 12 ? 1 : today.m + 1;
        return range({ y, m, d: 1 }, { y, m, d: daysInMonth(y, m) });
      }
      return range(today, { y: today.y, m: today.m, d: daysInMonth(today.y, today.m) });
    }
    const month = MONTHS.get(w);
    if (month !== undefined && (w !== "marco" || prev === "em" || prev === "de")) {
      if (month === today.m) return range(today, { y: today.y, m: month, d: daysInMonth(today.y, month) });
      const y = month > today.m ? today.y : today.y + 1;
      return range({ y, m: month, d: 1 }, { y, m: month, d: daysInMonth(y, month) });
    }
    if (
      (w === "proximos" || w === "proximas") &&
      /^\d+$/.test(next) &&
      (words[i + 2] === "dias" || words[i + 2] === "dia")
    ) {
      const n = Math.min(Number(next), 3660);
      return range(today, addDays(today, Math.max(0, n - 1)));
    }
  }
  return range(today, addDays(today, 29));
}

function goalName(ctx: MessageContext): string | null {
  const { words, tokens } = ctx;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const isGoalWord = w === "meta" || w === "objetivo";
    const glue = words[i + 1];
    const starts =
      (isGoalWord && (glue === "da" || glue === "do" || glue === "de")) ||
      ((w === "para" || w === "pra" || w === "pro") && i > 0);
    if (!starts) continue;
    let k = isGoalWord ? i + 2 : i + 1;
    if (words[k] === "a" || words[k] === "o" || words[k] === "minha" || words[k] === "meu") k++;
    if (words[k] === "meta" && (words[k + 1] === "da" || words[k + 1] === "do")) k += 2;
    const out: string[] = [];
    for (; k < words.length && out.length < 4; k++) {
      const token = tokens[k];
      const f = words[k] as string;
      if (token?.kind !== "word" || f === "?" || f === "ainda" || f === "ja" || f === "esse" || f === "este")
        break;
      out.push(token.original.toLowerCase());
    }
    // "quanto falta pra eu bater a meta?" names no goal
    if (out.length > 0 && !out.includes("meta") && !out.includes("metas") && out[0] !== "eu")
      return out.join(" ");
  }
  return null;
}

const FIXED = set("fixo,fixos,fixa,fixas,recorrentes");
const MAKING = set(
  "cria,criar,crie,adiciona,adicionar,novo,nova,cancelei,cancela,cancelar,tira,tirar,remove,remover,apaga,apagar,exclui,excluir,deleta,parei,coloca,bota,poe",
);

/**
 * "quais são minhas contas fixas?", "quanto pago de fixo por mês?", "meus gastos fixos", "total
 * dos fixos": the fixed items asked about, never one set up ("gasto fixo de 99 de academia").
 */
function asksFixedItems(ctx: MessageContext, asked: boolean): boolean {
  const { words, scanned } = ctx;
  if (!asked || !words.some((w) => FIXED.has(w))) return false;
  if (words.some((w) => MAKING.has(w))) return false;
  return !scanned.spans.some((sp) => sp.type === "amount" || sp.type === "recurDay");
}

const HOW_AM_I = set("to,tou,estou,ta,esta,anda,andam,estao,vai,vao,fiquei,tamo,estamos");
/**
 * "como está minha meta da viagem?", "como tá a fatura?", "como tá a conta de luz?": another thing's
 * standing; "como anda meu gasto com uber?" asks what was spent there.
 */
const NOT_A_CATEGORY_STANDING = set(
  "meta,metas,objetivo,objetivos,fatura,faturas,cartao,limite,limites,compra,compras,conta,contas,gasto,gastos,gastei,gastando",
);

/** Words that ask about the subscriptions held, not what was spent on them in a period. */
const SUBSCRIPTIONS_HELD = new Set([
  "quais",
  "pago",
  "pagamos",
  "tenho",
  "temos",
  "quantas",
  "lista",
  "mostra",
]);

/**
 * "pera aí deixa eu ver aqui gastei 92 no mercado", "lista de gastos da semana⏎seg mercado 87⏎ter
 * uber 23": money said moved (a verb of the person's right before an amount) or several amounts
 * with no "?": records, whatever words of asking come with them.
 */
function recordSaid(ctx: MessageContext): boolean {
  const { words, scanned } = ctx;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  if (amounts.length === 0) return false;
  if (amounts.length >= 2 && !words.includes("?")) return true;
  const verb = findKindVerb(words);
  if (!verb?.strong || !/(?:ei|i)$/.test(verb.word) || words[verb.index - 1] === "quanto") return false;
  return amounts.some((a) => a.start > verb.index && a.start <= verb.index + 2);
}

const TO_PAY = new Set(["pra", "para", "a"]);

/** Reads a question about planning, lists or reminders; null when the message is none of these. */
export function readPlanningQuery(ctx: MessageContext): QueryIntent | null {
  const { words, today } = ctx;
  if (recordSaid(ctx)) return null;
  const question = isQuestion(words);
  let requested = false;
  for (const w of words) if (REQUEST.has(w)) requested = true;
  const short = words.length <= 5;
  // "lembretes do próximo mês", "meus lembretes de dezembro": a list asked for, never a reminder set
  const listAt = words[0] === "meus" || words[0] === "os" || words[0] === "ver" ? 1 : 0;
  if (words[listAt] === "lembretes" && !ctx.scanned.spans.some((sp) => sp.type === "amount"))
    return { intent: "query", metric: "reminders", ...reminderPeriod(ctx) };
  if (!question && !requested && !short) return null;
  // "minhas compras planejadas", "minhas metas": a list asked for by naming it
  const named = short && (has(words, "minhas") || has(words, "meus")) && !words.some((w) => /^\d/.test(w));
  if (named && (has(words, "metas") || has(words, "objetivos")))
    return { intent: "query", metric: "goal", ...thisMonth(today), goal: null };
  if (named && has(words, "compras") && words.some((w) => w.startsWith("planej") || w.startsWith("futur")))
    return { intent: "query", metric: "future_purchases", ...thisMonth(today) };
  if (named && has(words, "lembretes"))
    return { intent: "query", metric: "reminders", ...reminderPeriod(ctx) };
  // "quais minhas assinaturas?", "quanto pago de assinatura por mês?": the fixed items that are subscriptions
  if (
    words.some((w) => w === "assinatura" || w === "assinaturas") &&
    (named || words.some((w) => SUBSCRIPTIONS_HELD.has(w))) &&
    !ctx.scanned.spans.some((sp) => sp.type === "amount")
  )
    return { intent: "query", metric: "fixed", ...thisMonth(today), category: "Assinaturas" };
  const listed = short && words.some((w) => w === "meus" || w === "minhas" || w === "total" || w === "dos");
  if (asksFixedItems(ctx, question || requested || listed))
    return { intent: "query", metric: "fixed", ...thisMonth(today) };
  if (!question && !requested) return null;

  if (has(words, "lembrete") || has(words, "lembretes") || has(words, "lembretes?"))
    if (!words.some((w) => w === "cria" || w === "criar" || w === "crie" || w === "lembra" || w === "lembre"))
      return { intent: "query", metric: "reminders", ...reminderPeriod(ctx) };
  const pastMoney = words.some(
    (w) => w === "paguei" || w === "gastei" || w === "pagamos" || w === "gastamos",
  );
  if (question && !pastMoney && !has(words, "fatura") && words.some((w) => DUE_WORDS.has(w)))
    return { intent: "query", metric: "reminders", ...reminderPeriod(ctx) };
  if (
    question &&
    !pastMoney &&
    has(words, "pagar") &&
    // "quais contas tenho pra pagar?", "o que tenho pra pagar esse mês?", "o que falta pagar?"
    (words.some((w) => BILL_WORDS.has(w)) ||
      words.some((w) => w === "tenho" || w === "falta" || w === "faltam")) &&
    // "quanto falta pagar do celular?" is its instalments; "quanto tenho pra pagar essa semana?" the bills
    (!has(words, "quanto") ||
      words.some((w, i) => w === "tenho" && TO_PAY.has(words[i + 1] ?? "") && words[i + 2] === "pagar"))
  )
    return { intent: "query", metric: "reminders", ...reminderPeriod(ctx) };

  // "como tô no ifood?", "como estou no mercado?", "como anda o lazer?": where that category stands
  if (
    words[0] === "como" &&
    HOW_AM_I.has(words[1] ?? "") &&
    words.length <= 7 &&
    !words.some((w) => NOT_A_CATEGORY_STANDING.has(w)) &&
    !findIssuer(words)
  ) {
    const hit = findCategory(words, "expense", 2, words.length, ctx.scanned.masked);
    if (hit && !ctx.scanned.spans.some((sp) => sp.type === "amount"))
      return {
        intent: "query",
        metric: "limit",
        ...thisMonthOrPeriod(ctx),
        category: hit.category,
        standing: true,
      };
  }
  if (
    has(words, "limite") ||
    has(words, "limites") ||
    has(words, "teto") ||
    has(words, "orcamento") ||
    (has(words, "posso") && has(words, "gastar") && has(words, "quanto"))
  ) {
    const hit = findCategory(words, "expense", 0, words.length, ctx.scanned.masked);
    const issuer = findIssuer(words);
    // "qual o limite do nubank?", "quanto sobra de limite no cartão?": the card's, answered with its
    // bill; "o limite do nubank é 4 mil" sets the card up
    const amountSaid = ctx.scanned.spans.some((sp) => sp.type === "amount");
    if (!hit && (issuer || has(words, "cartao")) && question && !amountSaid)
      return { intent: "query", metric: "card_bill", ...thisMonthOrPeriod(ctx), card: issuer?.name ?? null };
    if (issuer && !hit) return null;
    const category = hit?.category ?? businessCategoryNamed("expense", words);
    return { intent: "query", metric: "limit", ...thisMonthOrPeriod(ctx), category };
  }
  if (
    has(words, "fatura") ||
    has(words, "faturas") ||
    ((has(words, "devo") || BILL_COMES.some((w) => has(words, w))) &&
      (has(words, "cartao") || findIssuer(words) !== null))
  ) {
    if (!question && !words.some((w) => LIST_VERBS.has(w) || w === "manda")) return null;
    const issuer = findIssuer(words);
    const p = readPeriod(ctx.tokens, ctx.scanned, today);
    return { intent: "query", metric: "card_bill", ...p, card: issuer?.name ?? null };
  }
  if (
    (has(words, "compras") || has(words, "compra")) &&
    words.some(
      (w) => w.startsWith("planej") || w.startsWith("futur") || w === "pretendo" || w === "desejadas",
    )
  )
    return { intent: "query", metric: "future_purchases", ...thisMonth(today) };
  if ((has(words, "desejos") && has(words, "lista")) || (has(words, "planejei") && has(words, "comprar")))
    return { intent: "query", metric: "future_purchases", ...thisMonth(today) };
  if (has(words, "meta") || has(words, "metas") || has(words, "objetivo") || has(words, "objetivos")) {
    const plural = has(words, "metas") || has(words, "objetivos");
    return { intent: "query", metric: "goal", ...thisMonth(today), goal: plural ? null : goalName(ctx) };
  }
  if (
    question &&
    (has(words, "falta") || words.some((w) => SAVED.has(w))) &&
    words.some((w) => w === "para" || w === "pra" || w === "pro")
  ) {
    if (!has(words, "fim") && !has(words, "final")) {
      const name = goalName(ctx);
      if (name) return { intent: "query", metric: "goal", ...thisMonth(today), goal: name };
    }
  }

  // "quanto preciso guardar por mês?", "quanto tenho que juntar?": what the goals ask for
  if (
    question &&
    has(words, "quanto") &&
    words.some((w) => TO_SAVE.has(w)) &&
    !ctx.scanned.spans.some((sp) => sp.type === "amount")
  )
    return { intent: "query", metric: "goal", ...thisMonth(today), goal: goalName(ctx) };

  // "quanto falta?", "quanto falta ainda?": all goals (the one there is, usually)
  if (question && has(words, "falta") && words.filter((w) => /^\p{L}+$/u.test(w)).length <= 3)
    return { intent: "query", metric: "goal", ...thisMonth(today), goal: null };

  // lists: the records themselves, not their total
  if (
    has(words, "quanto") ||
    has(words, "quantos") ||
    has(words, "quanta") ||
    has(words, "resumo") ||
    has(words, "extrato") ||
    has(words, "saldo")
  )
    return null;
  const { kind, found } = kindOf(words);
  const listVerb = words.some((w) => LIST_VERBS.has(w));
  const whatSpent =
    whatQuestion(words) &&
    (has(words, "gastei") ||
      has(words, "comprei") ||
      has(words, "paguei") ||
      has(words, "recebi") ||
      has(words, "ganhei") ||
      has(words, "investi")) &&
    !has(words, "mais") &&
    !has(words, "onde") &&
    !has(words, "categoria");
  if (
    (found &&
      (listVerb || (question && (has(words, "quais") || has(words, "meus") || has(words, "minhas"))))) ||
    whatSpent
  ) {
    const p = readPeriod(ctx.tokens, ctx.scanned, today);
    const category =
      kind === "investment"
        ? null
        : (findCategory(words, kind, 0, words.length, ctx.scanned.masked)?.category ?? null);
    return { intent: "query", metric: "list", kind, ...p, category };
  }
  return null;
}

function thisMonthOrPeriod(ctx: MessageContext): CountedPeriod {
  return readPeriod(ctx.tokens, ctx.scanned, ctx.today);
}

/** "o que eu gastei", "com que gastei", "em que eu gastei": asking for the things themselves. */
function whatQuestion(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1];
    if (words[i] === "que" && (prev === "o" || prev === "com" || prev === "em" || prev === "no")) return true;
  }
  return false;
}
