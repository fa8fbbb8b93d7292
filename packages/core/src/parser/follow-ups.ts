/**
 * Elliptical follow-ups: "e semana passada?", "e no mercado?", "e com uber?", "e no nubank?",
 * "e as receitas?". They say only what changes from the last question; the conversation keeps
 * the rest (packages/core/src/conversation).
 */
import { findCategory } from "./categories.ts";
import { contextOf, type MessageContext } from "./context.ts";
import { findIssuer } from "./issuers.ts";
import { type Token, tokenise } from "./normalise.ts";
import { readPeriod } from "./periods.ts";
import { exceptAt, exceptNamed, readQueryFilters, textFilter } from "./query-filters.ts";
import { MONTHS, scan } from "./scan.ts";
import type { FollowUpIntent } from "./types.ts";
import { findKindVerb } from "./vocabulary.ts";

const PERIOD_WORDS = new Set([
  "hoje",
  "ontem",
  "semana",
  "mes",
  "ano",
  "anteontem",
  "fds",
  "fim",
  "final",
  "desde",
  "agora",
  "ate",
]);
/** "e no total?", "e no geral?", "e tudo junto?": every record, not only the last filter's. */
const ALL_WORDS = new Set([
  "total",
  "geral",
  "tudo",
  "junto",
  "todo",
  "todos",
  "toda",
  "todas",
  "inteiro",
  "inteira",
]);
const FILLER = new Set([
  "e",
  "no",
  "na",
  "nos",
  "nas",
  "com",
  "de",
  "do",
  "da",
  "em",
  "o",
  "a",
  "os",
  "as",
  "?",
  ",",
  ".",
  "passado",
  "passada",
  "retrasado",
  "retrasada",
  "anterior",
  "esse",
  "essa",
  "este",
  "esta",
  "nesse",
  "nessa",
  "neste",
  "nesta",
  "ultimo",
  "ultima",
  "ultimos",
  "ultimas",
  "dias",
  "meu",
  "minha",
  "meus",
  "minhas",
  "cartao",
  "credito",
  "debito",
  "pix",
  "dinheiro",
  "pelo",
  "pela",
  "via",
  "e",
  "que",
  "vem",
  "receitas",
  "gastos",
  "despesas",
  "entradas",
  "ganhos",
  "investimentos",
  "empresa",
  "pessoal",
  "mesmo",
  "ai",
  "tambem",
  "so",
]);

const BARE_FILTER_START = new Set(["no", "na", "com", "em", "de", "do", "da"]);
/** "compara com outubro", "comparado com mês passado", "em relação a setembro". */
const COMPARE = new Set([
  "compara",
  "compare",
  "comparar",
  "comparando",
  "comparado",
  "comparada",
  "relacao",
]);

/** "quanto ficou?", "e agora?", "como fica?": the last question asked again, as things stand now. */
const AGAIN = new Set(["ficou", "fica", "deu", "agora"]);
const AGAIN_FILLER = new Set(["e", "quanto", "como", "o", "total", "entao", "ta", "?", ","]);

/** What asks the question again after a follow-up's change: "… quanto foi", "… quanto que deu". */
const HOW_MUCH_AGAIN = new Set(["quanto", "que", "foi", "deu", "ficou", "saiu", "ja"]);

function asksAgain(words: readonly string[]): boolean {
  const said = words.filter((w) => w !== "?" && w !== ",");
  return (
    said.length >= 2 &&
    said.length <= 5 &&
    said.some((w) => AGAIN.has(w)) &&
    said.every((w) => AGAIN.has(w) || AGAIN_FILLER.has(w))
  );
}

/** Reads a follow-up, or null when the message says more than a change of subject. */
export function readFollowUp(ctx: MessageContext, question: boolean): FollowUpIntent | null {
  const { words, scanned } = ctx;
  if (words.length === 0 || words.length > 8) return null;
  // "e na passada?", "e na retrasada?", "e no passado?": the week or the month left unsaid
  const unsaid = periodNounUnsaid(ctx);
  if (unsaid) return readFollowUp(unsaid, question);
  if (asksAgain(words)) return { intent: "follow_up" };
  // "no mercado", "com uber": a filter said alone, right after a question (or a record, below)
  const bare = words.length <= 3 && BARE_FILTER_START.has(words[0] as string);
  const comparing = words.slice(0, 3).some((w) => COMPARE.has(w));
  // "sem contar o aluguel", "e tirando o mercado?": the last question with those records left out
  const exceptSaid = exceptAt(words);
  const left = exceptSaid ? exceptNamed(ctx, exceptSaid.from, null) : null;
  const leaving = exceptSaid !== null && left !== null && exceptSaid.at <= 1;
  if (words[0] !== "e" && !(question && words.length <= 4) && !bare && !comparing && !leaving) return null;
  if (scanned.spans.some((sp) => sp.type === "amount" || sp.type === "instalments")) return null;
  // "e semana passada quanto foi", "e no mercado quanto deu": the question said again after the change
  // ("e quanto foi de lazer?" asks a question of its own)
  const howMuch = words[0] === "e" && words.indexOf("quanto") > 1;
  const verb = findKindVerb(words);
  if (verb && !(howMuch && HOW_MUCH_AGAIN.has(verb.word))) return null;
  const out: FollowUpIntent = { intent: "follow_up" };
  const hasPeriod =
    words.some((w) => PERIOD_WORDS.has(w) || MONTHS.has(w)) ||
    scanned.spans.some((sp) => sp.type === "date" || sp.type === "lastDays" || sp.type === "lastMonths");
  if (hasPeriod) {
    const p = readPeriod(ctx.tokens, scanned, ctx.today);
    out.from = p.from;
    out.to = p.to;
    out.by = p.by;
  }
  const end = leaving && exceptSaid ? exceptSaid.at : words.length;
  const hit = findCategory(words, null, 0, end, scanned.masked);
  if (hit) {
    out.category = hit.category;
    const text = textFilter(ctx, hit);
    if (text) out.text = text;
  }
  Object.assign(out, readQueryFilters(ctx));
  if (words.includes("receitas") || words.includes("entradas") || words.includes("ganhos"))
    out.kind = "income";
  if (words.includes("gastos") || words.includes("despesas")) out.kind = "expense";
  if (words.includes("investimentos")) out.kind = "investment";
  if (words.some((w) => ALL_WORDS.has(w))) out.all = true;
  if (comparing && hasPeriod) out.compare = true;
  if (leaving && left) out.except = left.except;
  const issuer = findIssuer(words);
  // every word must be accounted for: "e o jogo?" is not a follow-up about money
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (FILLER.has(w) || PERIOD_WORDS.has(w) || MONTHS.has(w) || ALL_WORDS.has(w) || COMPARE.has(w)) continue;
    if (howMuch && HOW_MUCH_AGAIN.has(w)) continue;
    if (scanned.masked[i] === 1) continue;
    if (hit && i >= hit.start && i < hit.end) continue;
    if (leaving && exceptSaid && left && (i >= left.hit.start ? i < left.hit.end : i >= exceptSaid.at))
      continue;
    if (issuer && i >= issuer.start && i < issuer.end) continue;
    return null;
  }
  return Object.keys(out).length > 1 ? out : null;
}

/**
 * "na passada" is the week's, "no passado" the month's: the noun "em" and the article give ("e a
 * passada?" may be a card's bill, and is left as it is).
 */
const UNSAID_PERIOD: ReadonlyMap<string, string> = new Map([
  ["na", "semana"],
  ["no", "mes"],
]);
const BEFORE = new Set(["passada", "retrasada", "anterior", "passado", "retrasado"]);

/**
 * "e na passada?", "e na retrasada?", "e no passado?": the message with the period's noun said
 * ("e na semana passada?"), or null when none is left unsaid.
 */
function periodNounUnsaid(ctx: MessageContext): MessageContext | null {
  const { words, tokens } = ctx;
  const k = words.findIndex((w, i) => BEFORE.has(w) && UNSAID_PERIOD.has(words[i - 1] ?? ""));
  if (k < 1 || words[0] !== "e" || k > 2) return null;
  const feminine = (words[k] as string).endsWith("a");
  const noun = UNSAID_PERIOD.get(words[k - 1] as string) as string;
  if ((noun === "semana") !== feminine) return null;
  const said: Token = { folded: noun, original: noun, kind: "word" };
  return contextOf([...tokens.slice(0, k), said, ...tokens.slice(k)], ctx.today);
}

/**
 * Whether a message names a period ("hoje", "semana passada", "em outubro", "dia 5"), so that a
 * question that names none can keep the period of the one before it ("e quanto foi no mercado?").
 */
export function namesPeriod(text: string): boolean {
  const tokens = tokenise(text.slice(0, 500));
  const scanned = scan(tokens);
  if (scanned.spans.some((sp) => sp.type === "date" || sp.type === "lastDays" || sp.type === "lastMonths"))
    return true;
  return tokens.some((t) => PERIOD_WORDS.has(t.folded) || MONTHS.has(t.folded));
}
