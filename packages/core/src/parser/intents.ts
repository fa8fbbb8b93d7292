/**
 * Detectors for the intents that are not records or reminders: queries, delete/edit of the
 * last entry, the dashboard link, help and greetings.
 */
import { foldAccents } from "../fold.ts";
import { findCategory } from "./categories.ts";
import { contentEnd, contextOf, type MessageContext } from "./context.ts";
import { isNumberWord } from "./numbers.ts";
import { voucherAt } from "./payment.ts";
import { readPeriod } from "./periods.ts";
import { exceptAt, readExcept, readQueryFilters, textFilter } from "./query-filters.ts";
import type { RecordKind, TotalsMetric, TotalsQuery } from "./types.ts";
import { findKindVerb, INCOME_NOUNS, WORK_DONE_NOUN, WORK_DONE_NOUNS } from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

// ---------------------------------------------------------------- delete / edit / dashboard
export const DELETE_VERBS = set(
  "apaguei,deletei,removi,exclui,cancelei,apaga,apague,apagar,exclui,exclua,excluir,deleta,delete,deletar,remove,remova,remover,cancela,cancele,cancelar,desfaz,desfazer,desfaca,tira,tire,tirar,anula,anular,estorna",
);
const EDIT_VERBS = set(
  "corrige,corrija,corrigir,muda,mude,mudar,altera,altere,alterar,edita,edite,editar,troca,troque,trocar,atualiza,atualize,atualizar,ajusta,ajuste,ajustar,conserta,consertar,aumenta,aumente,sobe,suba,diminui,diminua,abaixa,abaixe,baixa,baixe,reduz,reduza",
);
// "apaga o que eu mandei agora": the message that booked it says the last one too
const LAST_TARGETS = set(
  "ultimo,ultima,lancamento,registro,gasto,anterior,data,isso,esse,essa,este,esta,transacao,despesa,entrada,receita,valor,mensagem,registrado,lancado,ultimos,mandei,enviei,falei,disse,anotei",
);

/** "apaga o último", "exclui a última despesa", "desfaz". */
export function isDeleteLast(words: readonly string[]): boolean {
  const i = words.findIndex((w) => DELETE_VERBS.has(w));
  if (i < 0) return false;
  if (words.includes("tudo") || words.includes("todos") || words.includes("todas")) return false;
  // "exclui o penúltimo": not the last one, and deleting the wrong record is worse than asking
  if (words.includes("penultimo") || words.includes("penultima")) return false;
  if (words[i] === "desfaz" || words[i] === "desfazer" || words[i] === "desfaca") return true;
  if (himOrHer(words, i)) return true;
  for (let k = i + 1; k < words.length; k++) if (LAST_TARGETS.has(words[k] as string)) return true;
  // "foi engano, apaga": a bare delete verb in a short message that names nothing else
  // ("tira o limite de marketing" names a limit, even in a category the parser does not know);
  // a reason after a comma ("apaga os dois, meu amigo pagou") names nothing
  if (words.some((w) => w === "limite" || w === "teto" || w === "orcamento")) return false;
  const reason = words.findIndex((w, k) => w === "," && k > i + 1 && clauseWithVerb(words, k + 1));
  const own = reason < 0 ? words : words.slice(0, reason);
  return own.length <= 5 && findCategory(own, null) === null;
}

/** "apaga ele", "exclui ela": the record just talked about, said as "it" and nothing more. */
function himOrHer(words: readonly string[], verb: number): boolean {
  return (words[verb + 1] === "ele" || words[verb + 1] === "ela") && words.length <= verb + 3;
}

/** Verbs a reason is said with that no ending gives away: "a empresa vai reembolsar", "foi engano". */
const REASON_VERBS = set(
  "foi,era,vai,vao,e,eh,ta,tava,estava,esta,tem,tinha,paga,pagam,bancou,deu,reembolsa,reembolsam,devolve,devolvem,cobre,cobrem,ressarce,banca,bancam,estorna",
);

/**
 * Whether the words from `from` to the next comma or the end hold a verb said of someone ("a empresa
 * pagou", "meu amigo pagou", "a firma reembolsa"): a clause of its own, not more words of the
 * record ("o da volta", "o de 32").
 */
export function clauseWithVerb(words: readonly string[], from: number): boolean {
  for (let k = from; k < words.length && words[k] !== ","; k++) {
    const w = words[k] as string;
    if (REASON_VERBS.has(w) || (w.length > 4 && /(ou|iu|aram|eram|iram|ava|avam)$/.test(w))) return true;
  }
  return false;
}

const NAMED_DELETE_VERBS = set(
  "apaga,apague,apagar,exclui,exclua,excluir,deleta,delete,deletar,remove,remova,remover,tira,tire,tirar,esquece,esqueca,desconsidera,desconsidere",
);
const HAD_TO = set("tive,precisei,tivemos,precisamos");
// what else "apaga"/"tira" can remove: not a record
const NOT_A_RECORD = set(
  "limite,limites,teto,orcamento,meta,metas,lembrete,lembretes,cartao,cartoes,categoria,categorias,conta,foto,mensagem,mensagens,dados,historico,penultimo,penultima",
);

/** "apaga o uber", "tira o mercado de ontem": the index of a delete verb that names a record, or -1. */
export function namedDeleteVerb(words: readonly string[]): number {
  const i = words.findIndex((w) => NAMED_DELETE_VERBS.has(w));
  if (i < 0 || i > 2 || words.includes("?") || words[i - 1] === "nao") return -1;
  // "tive que tirar 500 da poupança", "precisei tirar 300": money taken out, not a record deleted
  if (words.slice(0, i).some((w) => HAD_TO.has(w)) || himOrHer(words, i)) return -1;
  return words.some((w) => NOT_A_RECORD.has(w)) ? -1 : i;
}

/** The index of the delete verb of a message isDeleteLast accepted. */
export function deleteVerbAt(words: readonly string[]): number {
  return words.findIndex((w) => DELETE_VERBS.has(w));
}

/** "o último foi no mercado", "o último era 45": the last entry named as the subject of a correction. */
export function namesLastAsSubject(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w !== "ultimo" && w !== "ultima" && w !== "anterior") continue;
    const next =
      words[i + 1] === "gasto" || words[i + 1] === "registro" || words[i + 1] === "lancamento"
        ? words[i + 2]
        : words[i + 1];
    if (next === "foi" || next === "era" || next === "e" || next === "na" || next === "no") return true;
  }
  return false;
}

/** "corrige o último para 45": true when an edit verb targets the last entry. */
export function isEditLast(words: readonly string[]): boolean {
  const i = words.findIndex((w) => EDIT_VERBS.has(w));
  if (i < 0) return false;
  for (let k = 0; k < words.length; k++) if (k !== i && LAST_TARGETS.has(words[k] as string)) return true;
  // "corrige pra 80": a bare edit verb in a short message, followed by the new value
  const next = words[i + 1] ?? "";
  return words.length <= 4 && i === 0 && (next === "para" || next === "r$" || isDigit(next.charCodeAt(0)));
}

const CHANGE_VERBS = new Set([
  ...EDIT_VERBS,
  ...set(
    "aumentar,subir,diminuir,abaixar,baixar,reduzir,mudar,alterar,colocar,coloca,bota,botar,passa,passar",
  ),
]);
const ASKING = set("pode,podes,consegue,da,tem,como,quero,queria,vamos,bora");

/**
 * "muda o limite pra 300", "pode aumentar pra 800": a new value for what was just talked about,
 * said with a change verb (after a polite "pode"), a limit word or nothing else, and the value.
 */
export function valueChange(words: readonly string[], question: boolean): "limit" | "goal" | "bare" | null {
  // "pode mudar o limite pra 900?" asks for the change; "mudou o limite pra 900?" is a question
  if (question && !ASKING.has(words[0] as string)) return null;
  let i = 0;
  // "pra" and "pro" are read as "para" (normalise.ts)
  while (i < 2 && (ASKING.has(words[i] as string) || words[i] === "para")) i++;
  if (!CHANGE_VERBS.has(words[i] as string)) return null;
  const rest = words
    .slice(i + 1)
    .filter((w) => w !== "o" && w !== "a" && w !== "?" && w !== "." && w !== "so");
  const to = rest.indexOf("para");
  if (to < 0 || to > 1 || rest.length > to + 3) return null;
  if (to === 0) return "bare";
  const what = rest[0];
  if (what === "meta" || what === "objetivo") return "goal";
  return what === "limite" || what === "teto" || what === "orcamento" ? "limit" : null;
}

const CAN = set("pode,podes,poderia,podia,consegue,conseguiria");
/** Verbs of what the assistant does with the books, after "pode", "dá pra", "por favor". */
const BOOK_ACTIONS = set(
  "anotar,anota,registrar,registra,lancar,lanca,colocar,coloca,botar,bota,por,poe,adicionar,adiciona,incluir,inclui,cadastrar,cadastra,criar,cria,mudar,muda,trocar,troca,alterar,altera,corrigir,corrige,editar,edita,atualizar,atualiza,ajustar,ajusta,aumentar,aumenta,subir,sobe,diminuir,diminui,baixar,baixa,abaixar,abaixa,reduzir,reduz,apagar,apaga,excluir,exclui,deletar,deleta,remover,remove,tirar,tira,cancelar,cancela,desfazer,desfaz,marcar,marca,passar,passa,mover,move,jogar,joga,salvar,salva,guardar",
);

/** Said to the assistant, a verb of what it does with the books is a request: "anota", "lança". */
export const BOOK_REQUESTS = set("anota,registra,lanca,coloca,bota,poe,adiciona,inclui,salva,marca");

/**
 * "pode anotar 50 de mercado?", "vc pode mudar o limite do mercado pra 900?", "dá pra apagar o
 * último?", "por favor, anota 30 de uber", "vc anota pra mim 30 de estacionamento?", "anota aí 30
 * de uber?": a request to act on the books said as a question. Returns where the action verb
 * starts, or -1 when the message is no such request.
 */
export function requestStart(words: readonly string[]): number {
  let i = 0;
  while (i < 3 && (words[i] === "e" || words[i] === "tostao" || words[i] === "," || words[i] === "oi")) i++;
  const start = i;
  const toYou = words[i] === "vc" || words[i] === "voce" || words[i] === "tu";
  if (toYou) i++;
  // "vc anota…?", "anota aí…?": the verb itself asks
  const verb = words[i] === "me" ? i + 1 : i;
  if ((toYou || words.includes("?")) && BOOK_REQUESTS.has(words[verb] ?? "")) return verb;
  if (CAN.has(words[i] ?? "")) i++;
  else if ((words[i] === "da" || words[i] === "tem") && (words[i + 1] === "para" || words[i + 1] === "como"))
    i += 2;
  else if (words[i] === "por" && words[i + 1] === "favor") i += 2;
  else if (words[i] === "favor" || words[i] === "pfv" || words[i] === "pf") i++;
  else return -1;
  while (words[i] === "me" || words[i] === "so" || words[i] === "," || words[i] === "entao") i++;
  return i > start && BOOK_ACTIONS.has(words[i] ?? "") ? i : -1;
}

const INTERJECTIONS = new Set([
  ...set("ops,opa,eita,ixi,ih,ah,putz,poxa,pera,espera,desculpa,nao,oops,epa"),
  ",",
  ".",
]);

const THIS_ONE = new Set(["isso", "esse", "essa", "isto"]);

/** Said to take back what was just said: "ops", "digo", "quer dizer", "ou melhor", "peraí". */
const TAKING_BACK = [
  ["ops"],
  ["oops"],
  ["opa"],
  ["digo"],
  ["alias"],
  ["mentira"],
  ["pera", "ai"],
  ["perai"],
  ["espera"],
  ["nao"],
  ["quer", "dizer"],
  ["quis", "dizer"],
  ["queria", "dizer"],
  ["eu", "quis", "dizer"],
  ["ou", "melhor"],
];

/** Whether `w` starts or continues an amount: digits or a number word. */
const amountWord = (w: string | undefined) =>
  w !== undefined && (isDigit(w.charCodeAt(0)) || isNumberWord(w) || w === "mil");

/** Where an amount in digits or words that starts at `k` ends ("cinquenta e quatro"); `k` if none does. */
function amountEndAt(words: readonly string[], k: number): number {
  if (!amountWord(words[k])) return k;
  let m = k + 1;
  while (
    amountWord(words[m]) ||
    (words[m] === "e" && amountWord(words[m + 1]) && !isDigit((words[m + 1] ?? "").charCodeAt(0)))
  )
    m++;
  return m;
}

/**
 * "ops 45", "nao 52", "digo cinquenta e cinco", "ou melhor 55", "peraí, é 55": the words that take
 * back what was just said (one or more, commas between), maybe "é"/"foi"/"era", then an amount and
 * nothing else but its currency.
 */
function takenBackThenAmount(words: readonly string[]): boolean {
  let k = 0;
  let taken = false;
  for (;;) {
    while (words[k] === "," || words[k] === ".") k++;
    const phrase = TAKING_BACK.find((p) => p.every((w, j) => words[k + j] === w));
    // "pera, é 55", "pera era 55" ("pera 5" alone is a fruit)
    const wait = words[k] === "pera" && [",", "e", "eh", "era", "foi"].includes(words[k + 1] ?? "");
    if (!phrase && !wait) break;
    taken = true;
    k += phrase?.length ?? 1;
  }
  if (!taken) return false;
  if (words[k] === "e" || words[k] === "eh" || words[k] === "foi" || words[k] === "era") k++;
  if (words[k] === "r$") k++;
  if (!amountWord(words[k])) return false;
  k++;
  while (amountWord(words[k]) || (words[k] === "e" && amountWord(words[k + 1]))) k++;
  return words.slice(k).every((w) => AMOUNT_TAIL.has(w));
}

/** "na verdade foi 45", "errei, era 45": a correction of the amount just sent. */
/** What may follow a corrected amount said alone: "não, 52 reais". */
const AMOUNT_TAIL = new Set(["reais", "real", "conto", "contos", "pila", ".", "!", ",", "00", "r$"]);

export function isCorrection(words: readonly string[]): boolean {
  let start = 0;
  while (start < 3 && INTERJECTIONS.has(words[start] as string)) start++;
  // "e foi ontem", "ah e foi no pix": more said of the record just booked, with no amount (an
  // amount after "e" may be another record's)
  if (
    words[start] === "e" &&
    (words[start + 1] === "foi" || words[start + 1] === "era") &&
    !words.some(amountWord)
  )
    start++;
  // "pera, isso foi anteontem", "esse foi 45": the record just booked, said as "this"
  if (THIS_ONE.has(words[start] as string) && (words[start + 1] === "foi" || words[start + 1] === "era"))
    start++;
  const a = words[start];
  const b = words[start + 1];
  // "não, o aluguel era 1500", "não, foi 45": a "no" first, then what it really was
  if (
    start > 0 &&
    words[0] === "nao" &&
    words.slice(start, start + 5).some((w) => w === "era" || w === "foi" || w === "eram")
  )
    return true;
  // "não é 45, é 54", "não é quarenta é cinquenta": the wrong amount denied, then the right one
  if (start > 0 && words[0] === "nao" && (a === "e" || a === "eh") && amountWord(b)) return true;
  // "não é mercado, é farmácia": the wrong place denied, then the right one
  if (
    start > 0 &&
    words[0] === "nao" &&
    (a === "e" || a === "eh") &&
    words.some((w, i) => i > start + 1 && w === "," && (words[i + 1] === "e" || words[i + 1] === "eh"))
  )
    return true;
  // "não, 52", "nao 52 reais": a "no" first, then only the right amount
  if (
    start > 0 &&
    words[0] === "nao" &&
    isDigit((a ?? "").charCodeAt(0)) &&
    words.slice(start + 1).every((w) => AMOUNT_TAIL.has(w))
  )
    return true;
  if (a === "na" && (b === "verdade" || b === "real")) return !hasMoneyVerb(words);
  // "o certo é 54", "o correto era 54"
  if (a === "o" && (b === "certo" || b === "correto")) return true;
  // "não, volta pra transporte": the category it had, after a change, by its name ("volta pra
  // academia amanhã" is no correction)
  if ((a === "volta" || a === "volte") && b === "para" && namesCategory(words, start + 2)) return true;
  // "54 na verdade", "cinquenta e quatro na real": an amount alone, said as what it really was
  const said = amountEndAt(words, start);
  if (
    said > start &&
    words[said] === "na" &&
    (words[said + 1] === "verdade" || words[said + 1] === "real") &&
    words.length <= said + 3
  )
    return true;
  if (a === "errei" || a === "corrigindo" || a === "correcao" || a === "corrigi" || a === "corrige")
    return true;
  // "ops 45", "digo cinquenta e cinco", "ou melhor 55", "peraí, é 55": words that take back what was
  // just said, then only the amount meant
  if (takenBackThenAmount(words)) return true;
  // "o valor tá errado, é 75"
  if (words.some((w) => w === "errado" || w === "errada" || w === "errei")) return true;
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i] === "valor" && (words[i + 1] === "certo" || words[i + 1] === "correto")) return true;
  }
  // "45 e não 54", "ops 45 não 54", "é 45, não 54": the right amount, then the wrong one
  let k = a === "e" || a === "era" || a === "foi" ? start + 1 : start;
  if (words[k] === "r$") k++;
  // ("quarenta e cinco não cinquenta e quatro", as a voice note says it)
  const right = amountEndAt(words, k);
  if (right > k) {
    let m = right;
    while (words[m] === "," || words[m] === "e" || words[m] === "reais") m++;
    const wrong = words[m + 1] === "r$" ? words[m + 2] : words[m + 1];
    if (words[m] === "nao" && amountWord(wrong)) return true;
  }
  // "foi 27 e não 72": what it was, then what it was not
  // "foi 130 e foi ontem", "foi 75 e era farmácia": two things of it said, each with its verb
  const again = words.some((w, i) => i > start + 2 && (w === "foi" || w === "era") && words[i - 1] === "e");
  if ((a === "era" || a === "foi") && (contentEnd(words) <= start + 4 || words.includes("nao") || again))
    return true;
  return false;
}

/** True when the words from `from` to the end (punctuation aside) are a category's own name. */
function namesCategory(words: readonly string[], from: number): boolean {
  const said = words.slice(from).filter((w) => w !== "." && w !== "!" && w !== ",");
  const hit = findCategory(words, null, from);
  return hit !== null && foldAccents(hit.category).toLowerCase() === said.join(" ");
}

function hasMoneyVerb(words: readonly string[]): boolean {
  const hit = findKindVerb(words);
  return hit?.strong === true;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** "painel", "link do dashboard", "quero acessar o site". */
export function isDashboard(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w === "painel" || w === "dashboard" || w === "paineis") return true;
    if (w === "link" && words.length <= 4) return true;
    if (
      (w === "site" || w === "plataforma" || w === "graficos") &&
      words.some(
        (x) =>
          x === "link" ||
          x === "acessar" ||
          x === "acesso" ||
          x === "entrar" ||
          x === "meu" ||
          x === "meus" ||
          x === "ver" ||
          x === "computador" ||
          x === "navegador",
      )
    )
      return true;
  }
  return false;
}

// ---------------------------------------------------------------- queries
const SUMMARY = set("resumo,relatorio,extrato,balanco,panorama,fechamento,financas");
const BALANCE = set("saldo,sobrou,sobra,resta,restou,sobrando,lucro,lucrei,lucrou,lucramos,lucrando");
const INVEST_Q = set(
  "investi,apliquei,aportei,guardei,poupei,investimentos,investido,investidos,aplicado,guardado,poupado,aportes,investimos",
);
const INCOME_Q = set(
  "rendeu,renderam,rendimento,rendimentos,recebi,ganhei,entrou,entraram,receitas,receita,renda,faturei,vendi,vendemos,faturou,faturamos,faturamento,faturado,ganhos,recebido,recebimentos,entradas,ganhamos,recebemos",
);
const EXPENSE_Q = set(
  "gastei,paguei,gastos,gasto,despesas,despesa,torrei,saiu,sairam,comprei,gastamos,pagamos,gastando,gasta,gastou,gastaram",
);
/** Metric nouns ask on their own: "meus gastos de outubro", "despesas da semana". */
const QUERY_NOUNS = set(
  "gastos,despesas,receitas,ganhos,entradas,saidas,investimentos,rendimentos,movimentacoes,lancamentos,transacoes,financas",
);
const SPENT_ON = set("foi,deu,ficou,custou,sai");
const WHERE = set(
  // "quanto foi hoje?", "quanto deu essa semana?": a period after the verb asks the same
  "no,na,nos,nas,com,em,de,do,da,dos,das,o,a,os,as,hoje,ontem,anteontem,essa,esta,nessa,nesta,esse,este,nesse,neste,semana,mes,ate,tudo,ao,isso,isto",
);
const BEING = set("ta,esta,tah,tao,estao");
/** "tô no vermelho", "fiquei no negativo", "estamos no azul": how the person stands. */
const STANDING = set("to,tou,estou,ta,esta,fiquei,ficamos,tamo,tamos,estamos,continuo,sigo");
const COSTING = set("saindo,custando,dando,ficando");
const MADE = set("fiz,fizemos,faturei");
const PRICES = set("dolar,euro,litro,preco,cotacao,quilo,kg");
const SPEND = set("gastei,gasto,gasta,gastos,gastamos,gastando,paguei,torrei");
const OWN_PERIODS = set("mes,semana,ano");
const ASK = set("quanto,quantos,quanta,qual,quais,onde,cade,mostra,mostre,manda,mande,ver,veja,total,como");

/** The metric a question asks for, or null when the message is not a question about money. */
export function queryMetric(words: readonly string[]): TotalsMetric | null {
  let asks = false;
  let expense = false;
  let income = false;
  let invest = false;
  let balance = false;
  let summary = false;
  let top = false;
  let holding = false; // "quanto (eu) tenho…": a balance unless it is about investments
  let spentOn = false;
  let ownPeriod = false;
  let byCategory = false;
  let made = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (ASK.has(w) || w === "?" || QUERY_NOUNS.has(w)) asks = true;
    if (SUMMARY.has(w)) summary = true;
    else if (BALANCE.has(w)) balance = true;
    // "tô no vermelho?", "fiquei no negativo?", "ainda tô no azul?"
    else if ((w === "vermelho" || w === "negativo" || w === "azul") && words[i - 1] === "no") {
      balance = true;
      // "tô no vermelho", "ainda to no azul": a voice note asks without "?"
      if (STANDING.has(words[i - 2] ?? "")) asks = true;
    } else if (INVEST_Q.has(w)) invest = true;
    else if (INCOME_Q.has(w)) income = true;
    else if (EXPENSE_Q.has(w)) expense = true;
    if (w === "categoria" || w === "categorias") {
      top = top || words.includes("mais") || words.includes("maior");
      // "gastos por categoria", "me mostra por categoria": the overview, which lists them
      if (words[i - 1] === "por" || words[i - 1] === "cada") byCategory = true;
    }
    // "onde gastei mais", "com o que eu mais gasto", "em que categoria…"
    if (
      w === "mais" &&
      (SPEND.has(words[i + 1] ?? "") || SPEND.has(words[i - 1] ?? "") || SPEND.has(words[i + 2] ?? ""))
    ) {
      if (
        !words.includes("quanto") &&
        words.some((x) => x === "onde" || x === "que" || x === "qual" || x === "categoria")
      )
        top = true;
    }
    if (
      w === "maior" &&
      (words[i + 1] === "gasto" || words[i + 1] === "despesa" || words[i + 1] === "categoria")
    )
      top = true;
    // "como foi meu mês?", "quanto foi minha semana até agora?": the period's summary
    if ((w === "meu" || w === "minha") && OWN_PERIODS.has(words[i + 1] ?? "")) ownPeriod = true;
    if (w === "quanto" && (words[i + 1] === "tenho" || words[i + 2] === "tenho")) holding = true;
    // "quanto foi no mercado?", "quanto deu com uber?", "quanto já foi de uber?": spending, when it
    // says where
    // ("quanto que foi o mercado", as it is said aloud)
    const so = words[i + 1] === "ja" || words[i + 1] === "que" ? i + 2 : i + 1;
    if (w === "quanto" && SPENT_ON.has(words[so] ?? "") && WHERE.has(words[so + 1] ?? "")) spentOn = true;
    // "quanto de uber hoje", "qto de mercado esse mês": where, with no verb, a spending category
    if (w === "quanto" && WHERE.has(words[i + 1] ?? "") && findCategory(words, "expense", i + 2) !== null)
      spentOn = true;
    // "quanto tá saindo a viagem?", "quanto está custando a reforma?": what it has cost so far
    // ("quanto tá saindo o dólar?" asks a price)
    if (
      w === "quanto" &&
      BEING.has(words[i + 1] ?? "") &&
      COSTING.has(words[i + 2] ?? "") &&
      !words.some((x) => PRICES.has(x))
    )
      spentOn = true;
    // "quanto eu fiz essa semana?", "quanto fizemos de venda?": money made
    if (
      w === "quanto" &&
      (MADE.has(words[i + 1] ?? "") || (words[i + 1] === "eu" && MADE.has(words[i + 2] ?? "")))
    )
      made = true;
  }
  // "quanto eu fiz de gasto hoje", "quanto fiz de mercado?": what was made is spending there
  // ("quanto fiz de corrida hoje" is work done)
  const work = words.some((w) => WORK_DONE_NOUN.has(w) || WORK_DONE_NOUNS.has(w));
  if (made && !work && (expense || findCategory(words, "expense") !== null)) expense = true;
  else if (made && !invest) income = true;
  // "quanto foi o salário?": money that came in
  if (spentOn && words.some((w) => INCOME_NOUNS.has(w))) income = true;
  if (ownPeriod && asks && !expense && !income && !invest && !balance && !top) summary = true;
  else if (spentOn && !income && !invest && !balance) expense = true;
  if (byCategory && !top && !income && !invest && !balance) return "summary";
  if (summary && !words.includes("quanto")) return "summary";
  if (balance && words.includes("saldo")) return "balance";
  if (top) return "top_category";
  if (holding && !invest) balance = true;
  if (!asks) return summary ? "summary" : null;
  if (balance) return "balance";
  if (invest) return "investments";
  if (income && expense) return "summary";
  if (income) return "income";
  if (expense) return "expenses";
  if (summary) return "summary";
  return null;
}

const METRIC_KIND: Partial<Record<TotalsMetric, RecordKind>> = {
  expenses: "expense",
  income: "income",
  top_category: "expense",
};

const FILTERED: ReadonlySet<TotalsMetric> = new Set(["expenses", "income", "largest", "count", "average"]);

/** Reads a query: metric, period and its filters (category, merchant words, payment, card, book). */
export function readQuery(ctx: MessageContext, metric: TotalsMetric): TotalsQuery {
  const period = readPeriod(ctx.tokens, ctx.scanned, ctx.today);
  let category: string | null = null;
  const query: TotalsQuery = { intent: "query", metric, ...period, category };
  if (FILTERED.has(metric)) {
    const incomeSaid = ctx.words.some((w) => INCOME_Q.has(w));
    const kind = METRIC_KIND[metric] ?? (incomeSaid ? "income" : "expense");
    // "quanto gastei no vale refeição?": the voucher is how it was paid, not what was bought
    const voucher = voucherAt(ctx.words, 0, ctx.words.length);
    const about = voucher
      ? contextOf(
          ctx.tokens.filter((_, i) => i < voucher.start || i >= voucher.end),
          ctx.today,
        )
      : ctx;
    // "sem contar a faculdade": what follows is left out, not asked about
    const except = exceptAt(about.words);
    const end = except?.at ?? about.words.length;
    const hit = findCategory(about.words, kind, 0, end, about.scanned.masked);
    category = hit?.category ?? null;
    query.category = category;
    const text = textFilter(about, hit);
    if (text) query.text = text;
    const left = except ? readExcept(about, except.from, kind) : null;
    if (left) query.except = left;
  }
  Object.assign(query, readQueryFilters(ctx));
  return query;
}

// ---------------------------------------------------------------- help / greeting
const HELP_WORDS = set(
  "ajuda,help,socorro,tutorial,instrucoes,instrucao,comandos,menu,funcionalidades,ajudar,duvida,duvidas",
);
const HOW_VERBS = set(
  "uso,usar,utilizar,utilizo,funciona,registro,registrar,anoto,anotar,lancar,lanco,faco,fazer,adiciono,adicionar,cadastro,cadastrar,mando,mandar,começo,comeco,comecar,configurar",
);
const CAN_VERBS = set("sabe,faz,consegue,pode,fazes,serve,oferece");

/** "como eu registro um gasto?": a how-to question, checked before money questions. */
export function isHowTo(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    if (HELP_WORDS.has(words[i] as string)) return true;
    if (words[i] === "como" && words.slice(i + 1, i + 4).some((x) => HOW_VERBS.has(x))) return true;
  }
  return false;
}

/** "ajuda", "como funciona?", "o que você sabe fazer?". */
export function isHelp(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (HELP_WORDS.has(w)) return true;
    if (w === "como" && words.slice(i + 1, i + 4).some((x) => HOW_VERBS.has(x))) return true;
    if (
      w === "que" &&
      words[i + 1] === "e" &&
      words.some((x) => x === "tostao" || x === "bot" || x === "isso" || x === "app")
    ) {
      return true;
    }
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
