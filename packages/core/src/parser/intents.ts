/**
 * Detectors for the intents that are not records: reminders, queries, delete/edit of the last
 * entry, the dashboard link, help and greetings.
 */
import { toIso } from "./calendar.ts";
import { findCategory } from "./categories.ts";
import type { MessageContext } from "./context.ts";
import { resolveFuture } from "./dates.ts";
import { describe } from "./describe.ts";
import { readPeriod } from "./periods.ts";
import { readRecurrence } from "./recurrence.ts";
import type { Span } from "./scan.ts";
import type { QueryIntent, QueryMetric, RecordKind, ReminderIntent } from "./types.ts";

const set = (s: string) => new Set(s.split(","));

// ---------------------------------------------------------------- reminders
const REMIND = set("lembra,lembre,lembrar,lembrete,lembretes,relembra,relembrar,lembrando,lembrame");

/** True for "me lembra de…", "lembrete…", "não me deixa esquecer…", "me avisa dia 10 de…". */
export function isReminder(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (REMIND.has(w)) {
      // "você lembra quanto gastei?" is a question, not a reminder
      if (words[i - 1] === "voce" || words.includes("quanto")) continue;
      return true;
    }
    if ((w === "esquecer" || w === "esqueca") && words.slice(Math.max(0, i - 4), i).includes("nao"))
      return true;
    if ((w === "avisa" || w === "avise" || w === "notifica") && words[i - 1] === "me") return true;
  }
  return false;
}

const REMINDER_FILLER = set(
  "me,lembra,lembre,lembrar,lembrete,lembretes,de,que,nao,deixa,deixe,eu,esquecer,esqueca,avisa,avise,notifica,por,favor,pf,pfv,:,relembra,relembrar",
);

/** Reads a reminder: description, amount (or null), next date and monthly recurrence. */
export function readReminder(ctx: MessageContext): ReminderIntent {
  const { words, scanned, today } = ctx;
  let amount: number | null = null;
  let bestScore = -1;
  let dateSpan: (Span & { type: "date" }) | null = null;
  let recurDay: number | null = null;
  for (const sp of scanned.spans) {
    if (sp.type === "amount" && sp.score > bestScore) {
      amount = sp.centavos / 100;
      bestScore = sp.score;
    } else if (sp.type === "date" && !dateSpan) dateSpan = sp;
    else if (sp.type === "recurDay" && recurDay === null) recurDay = sp.day;
  }
  let date = today;
  if (dateSpan) date = resolveFuture(dateSpan.date, today);
  else if (recurDay !== null) date = resolveFuture({ k: "dom", day: recurDay }, today);
  let recurrence = readRecurrence(words, scanned, 0, words.length, date.d);
  if (recurrence && recurDay === null && dateSpan?.date.k !== "dom") recurrence = { day: date.d };
  // skip the trigger words at the start of the description
  let from = 0;
  while (from < words.length && (REMINDER_FILLER.has(words[from] as string) || isDateOrRecur(ctx, from)))
    from++;
  const description = describe(ctx, from, words.length, KEEP_IN_REMINDER) || "lembrete";
  return { intent: "reminder", description, amount, date: toIso(date), recurrence };
}

const KEEP_IN_REMINDER = set("a,o,de,do,da,pagar,conta,boleto,fatura,no,na,para,meu,minha,e");

function isDateOrRecur(ctx: MessageContext, i: number): boolean {
  const s = ctx.scanned.owner[i] ?? -1;
  if (s < 0) return false;
  const t = (ctx.scanned.spans[s] as Span).type;
  return t === "date" || t === "recurDay";
}

// ---------------------------------------------------------------- delete / edit / dashboard
const DELETE_VERBS = set(
  "apaga,apague,apagar,exclui,exclua,excluir,deleta,delete,deletar,remove,remova,remover,cancela,cancele,cancelar,desfaz,desfazer,desfaca,tira,tire,tirar,anula,anular,estorna",
);
const EDIT_VERBS = set(
  "corrige,corrija,corrigir,muda,mude,mudar,altera,altere,alterar,edita,edite,editar,troca,troque,trocar,atualiza,atualize,atualizar,ajusta,ajuste,ajustar,conserta,consertar",
);
const LAST_TARGETS = set(
  "ultimo,ultima,lancamento,registro,gasto,anterior,isso,esse,essa,este,esta,transacao,despesa,entrada,receita,valor,mensagem,registrado,lancado,ultimos",
);

/** "apaga o último", "exclui a última despesa", "desfaz". */
export function isDeleteLast(words: readonly string[]): boolean {
  const i = words.findIndex((w) => DELETE_VERBS.has(w));
  if (i < 0) return false;
  if (words[i] === "desfaz" || words[i] === "desfazer" || words[i] === "desfaca") return true;
  return words.slice(i + 1).some((w) => LAST_TARGETS.has(w)) || words.length <= 2;
}

/** "corrige o último para 45": true when an edit verb targets the last entry. */
export function isEditLast(words: readonly string[]): boolean {
  const i = words.findIndex((w) => EDIT_VERBS.has(w));
  if (i < 0) return false;
  return words.some((w, k) => k !== i && LAST_TARGETS.has(w));
}

/** "painel", "link do dashboard", "quero acessar o site". */
export function isDashboard(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w === "painel" || w === "dashboard" || w === "paineis") return true;
    if (
      (w === "site" || w === "plataforma" || w === "graficos") &&
      words.some(
        (x) =>
          x === "link" || x === "acessar" || x === "acesso" || x === "entrar" || x === "meu" || x === "meus",
      )
    )
      return true;
  }
  return false;
}

// ---------------------------------------------------------------- queries
const SUMMARY = set("resumo,relatorio,extrato,balanco,panorama,fechamento");
const BALANCE = set("saldo,sobrou,sobra,resta,restou,sobrando");
const INVEST_Q = set(
  "investi,apliquei,aportei,guardei,poupei,investimentos,investido,investidos,aplicado,guardado,poupado,aportes,investimos",
);
const INCOME_Q = set(
  "recebi,ganhei,entrou,entraram,receitas,receita,renda,faturei,ganhos,recebido,recebimentos,entradas,ganhamos,recebemos",
);
const EXPENSE_Q = set(
  "gastei,paguei,gastos,gasto,despesas,despesa,torrei,saiu,sairam,comprei,gastamos,pagamos,gastando,gasta",
);
const ASK = set("quanto,quantos,quanta,qual,quais,onde,cade,mostra,mostre,manda,mande,ver,veja,total,como");

/** The metric a question asks for, or null when the message is not a question about money. */
export function queryMetric(words: readonly string[]): QueryMetric | null {
  let asks = false;
  let expense = false;
  let income = false;
  let invest = false;
  let balance = false;
  let summary = false;
  let top = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (ASK.has(w) || w === "?") asks = true;
    if (SUMMARY.has(w)) summary = true;
    else if (BALANCE.has(w)) balance = true;
    else if (INVEST_Q.has(w)) invest = true;
    else if (INCOME_Q.has(w)) income = true;
    else if (EXPENSE_Q.has(w)) expense = true;
    if (w === "categoria" || w === "categorias")
      top = top || words.includes("mais") || words.includes("maior");
    if (
      w === "mais" &&
      (words[i + 1] === "gastei" || words[i + 1] === "gasto" || words[i + 2] === "gastei")
    ) {
      if (
        words.includes("onde") ||
        words.includes("categoria") ||
        words.includes("o") ||
        words.includes("que")
      )
        top = true;
    }
    if (
      w === "maior" &&
      (words[i + 1] === "gasto" || words[i + 1] === "despesa" || words[i + 1] === "categoria")
    )
      top = true;
    if (w === "quanto" && (words[i + 1] === "tenho" || words[i + 2] === "tenho")) balance = true;
  }
  if (summary && !words.includes("quanto")) return "summary";
  if (top) return "top_category";
  if (!asks) return summary ? "summary" : null;
  if (balance) return "balance";
  if (invest) return "investments";
  if (income) return "income";
  if (expense) return "expenses";
  if (summary) return "summary";
  return null;
}

const METRIC_KIND: Partial<Record<QueryMetric, RecordKind>> = {
  expenses: "expense",
  income: "income",
  top_category: "expense",
};

/** Reads a query: metric, period and optional category filter. */
export function readQuery(ctx: MessageContext, metric: QueryMetric): QueryIntent {
  const period = readPeriod(ctx.tokens, ctx.scanned, ctx.today);
  let category: string | null = null;
  if (metric === "expenses" || metric === "income") {
    const kind = METRIC_KIND[metric] ?? null;
    const hit = findCategory(ctx.words, kind, (i) => (ctx.scanned.owner[i] ?? -1) >= 0);
    category = hit?.category ?? null;
  }
  return { intent: "query", metric, from: period.from, to: period.to, category };
}

// ---------------------------------------------------------------- help / greeting
const HELP_WORDS = set(
  "ajuda,help,socorro,tutorial,instrucoes,instrucao,comandos,menu,funcionalidades,ajudar,duvida,duvidas",
);
const HOW_VERBS = set(
  "uso,usar,utilizar,utilizo,funciona,registro,registrar,anoto,anotar,lancar,lanco,faco,fazer,adiciono,adicionar,cadastro,cadastrar,mando,mandar,começo,comeco,comecar,configurar",
);
const CAN_VERBS = set("sabe,faz,consegue,pode,fazes,serve,oferece");

/** "ajuda", "como funciona?", "o que você sabe fazer?". */
export function isHelp(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (HELP_WORDS.has(w)) return true;
    if (w === "como" && words.slice(i + 1, i + 4).some((x) => HOW_VERBS.has(x))) return true;
    if (w === "que" && words.slice(i + 1, i + 4).some((x) => CAN_VERBS.has(x))) {
      if (
        words.some(
          (x) =>
            x === "voce" || x === "bot" || x === "tostao" || x === "isso" || x === "app" || x === "serve",
        )
      )
        return true;
    }
  }
  return false;
}

const GREETING_WORDS = set(
  "oi,ola,opa,eai,hey,hi,hello,salve,alo,bom,boa,dia,tarde,noite,tudo,bem,bom,beleza,tranquilo,como,vai,voce,e,ai,obrigado,obrigada,valeu,brigado,brigada,ok,okay,certo,show,top,legal,joia,massa,fala,ae,eae,iae,oie,tostao,bot,amigo,amiga,querido,?,.,,,prazer,tchau,ate,mais,otimo,perfeito,entendi,blz,beleza,td,boas,vindas,hola,bao,tb,tambem,ta",
);

function collapse(w: string): string {
  let out = "";
  for (const ch of w) if (out[out.length - 1] !== ch) out += ch;
  if (out === "oie" || out === "oii") return "oi";
  return out;
}

/** A message made only of greeting words: "oi", "bom dia!", "e aí, tudo bem?". */
export function isGreeting(words: readonly string[]): boolean {
  if (words.length === 0) return false;
  let content = 0;
  for (const raw of words) {
    const w = collapse(raw);
    if (!GREETING_WORDS.has(w) && !GREETING_WORDS.has(raw)) return false;
    if (w !== "?" && w !== "." && w !== ",") content++;
  }
  return content > 0;
}
