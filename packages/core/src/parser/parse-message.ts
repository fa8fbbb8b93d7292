/**
 * The public entry point of message understanding (docs/message-understanding.md):
 * pure, deterministic, offline. Dates are calendar dates in America/Sao_Paulo.
 */
import {
  byMonths,
  type CivilDate,
  fromIso,
  monthPeriod,
  saoPauloToday,
  thisYear,
  toIso,
} from "../calendar/index.ts";
import { foldAccents } from "../fold.ts";
import { MAX_INSTALMENTS } from "../planning/installments.ts";
import { readCards } from "./cards.ts";
import { FALLBACK_CATEGORIES, fallbackCategory, findCategory } from "./categories.ts";
import { changeGiven } from "./change-given.ts";
import { contextOf, contextWithout, type MessageContext, spanAt } from "./context.ts";
import {
  greetingWithRemark,
  introductionAt,
  isGeneralQuestion,
  isGoodbyeOnly,
  isGreeting,
  isThanks,
} from "./conversation.ts";
import {
  amountRetyped,
  dayOfLast,
  deleteCount,
  deleteKind,
  deleteTarget,
  deleteTargets,
  doubledRecord,
  noThenWhatItWas,
  notMeant,
  readEdit,
  readItemCorrection,
  refusedRecord,
  restatedItem,
  revertsChange,
  takenBack,
  takenBackThing,
  trailingTarget,
  valueInstead,
} from "./corrections.ts";
import { resolvePast } from "./dates.ts";
import { readFixedChange } from "./fixed-changes.ts";
import { namesPeriod, readFollowUp } from "./follow-ups.ts";
import {
  BOOK_REQUESTS,
  deleteVerbAt,
  isCorrection,
  isDashboard,
  isDeleteLast,
  isEditLast,
  isHelp,
  isHowTo,
  namedDeleteVerb,
  namesLastAsSubject,
  queryMetric,
  readQuery,
  requestStart,
  valueChange,
} from "./intents.ts";
import { findIssuer } from "./issuers.ts";
import { readLimit } from "./limits.ts";
import { isDebtOwed, loanRecord, owedBackClause, readLoan, readLoanQuestion } from "./loans.ts";
import {
  amountAskedOf,
  askBack,
  askedInReais,
  foreignMoney,
  quotedPrice,
  readWhatIf,
  statesHabits,
  uncertainCount,
} from "./money-doubts.ts";
import { type Token, tokenise } from "./normalise.ts";
import { isNumberWord } from "./numbers.ts";
import {
  fromOwnBusiness,
  goalOutPlanned,
  goalTakenFrom,
  ownMoneyMoved,
  paidWithMoved,
  takenFromGoal,
} from "./own-money.ts";
import { voucherLoaded } from "./payment.ts";
import { namesSomeone } from "./people.ts";
import { isQuestion, readPlanningQuery } from "./planning-queries.ts";
import { goalRetarget, onlyThoughtOf, readFuturePurchase, readGoal } from "./plans.ts";
import { readPreamble, saidLateEnd, transcriptLabelEnd } from "./preamble.ts";
import { isDeleteAll, isInsult, readCapability, readUnsupported } from "./product-talk.ts";
import { INSTALMENT_WORDS, readComparison, readSpecialMetric } from "./query-filters.ts";
import { pricePerUnit, readIncomplete, readRecords } from "./records.ts";
import {
  isDueBill,
  isReminder,
  paymentAhead,
  presentPaymentAhead,
  readReminder,
  readReminderCancel,
  scheduledPayment,
} from "./reminders.ts";
import { partOfTotal, restatedMessage, totalThenParts, unsaidAmount } from "./restated-amount.ts";
import { BILL_CAME_TO, MONTHS } from "./scan.ts";
import { namesPaymentMethod, WEEKDAYS } from "./scan-words.ts";
import type {
  ConfirmRecordIntent,
  DeleteLastIntent,
  IncompleteIntent,
  InstalmentsLeftQuery,
  Interpretation,
  InvalidDate,
  RecordIntent,
  TotalsQuery,
  UnknownIntent,
} from "./types.ts";
import { fixTypos } from "./typos.ts";
import {
  BILLS,
  calledOff,
  deniedVerb,
  EXPENSE_STRONG,
  findKindVerb,
  foundOwnMoney,
  INCOME_STRONG,
  INCOME_WEAK,
  PEOPLE,
  purchaseCalledOff,
  SELLING_PLACES,
  WORK_DONE_VERBS,
} from "./vocabulary.ts";
import { wordSet } from "./word-set.ts";

/** Longest message read; the rest of a longer one is ignored (WhatsApp caps text at 4,096). */
export const MAX_MESSAGE_LENGTH = 4096;

function nonexistentDate(ctx: MessageContext): InvalidDate | null {
  for (const sp of ctx.scanned.spans) {
    if (sp.type === "date" && sp.date.kind === "nonexistent") {
      return { day: sp.date.day, month: sp.date.month, year: sp.date.year };
    }
  }
  return null;
}

const PARTS_SAID_AFTER = new Set(["em", "foram", "foi", "sao", "parcelei", "parcelado", "parcelada"]);

/**
 * More parts than the books take, said of a purchase: with money ("tv de 6000 em 99x", "100x de
 * 50"), after a word that gives the parts ("foram 90x"), or "em 99x" after a money verb
 * ("comprei uma tv em 99x"); not "já te falei 100x".
 */
function tooManyInstalments(ctx: MessageContext): { count: number; start: number; end: number } | null {
  const { spans } = ctx.scanned;
  for (const sp of spans) {
    if (sp.type !== "instalments" || sp.count <= MAX_INSTALMENTS) continue;
    const said =
      sp.per !== null ||
      spans.some((a) => a.type === "amount") ||
      PARTS_SAID_AFTER.has(ctx.words[sp.start - 1] ?? "") ||
      (ctx.words[sp.start] === "em" && findKindVerb(ctx.words) !== null);
    if (said) return { count: sp.count, start: sp.start, end: sp.end };
  }
  return null;
}

/** The purchase a refused instalment count was said of, read without the count (or null). */
function refusedPurchase(ctx: MessageContext, at: { start: number; end: number }) {
  const rest = contextWithout(ctx, [[at.start, at.end]]);
  if (rest.tokens.length === 0) return null;
  const read = understand(rest);
  const only = read.length === 1 ? read[0] : undefined;
  if (only?.intent === "record" && only.kind === "expense") return { ...only, payment: only.payment ?? null };
  if (only?.intent === "incomplete" && only.kind === "expense") return only;
  return null;
}

/**
 * Understands one message: a list of interpretations, in the order they appear.
 * @example parseMessage("gastei 50 no mercado ontem", new Date("2026-11-22T12:00:00-03:00"))
 * // [{ intent: "record", kind: "expense", amount: 50, date: "2026-11-21", category: "Mercado", … }]
 */
export function parseMessage(text: string, now: Date): Interpretation[] {
  if (Number.isNaN(now.getTime())) throw new RangeError("parseMessage: invalid date for now");
  const tokens = tokenise(text.length > MAX_MESSAGE_LENGTH ? text.slice(0, MAX_MESSAGE_LENGTH) : text);
  if (tokens.length === 0) return [{ intent: "unknown" }];
  const today = saoPauloToday(now);
  return recordThenQuestion(tokens, today) ?? parseTokens(tokens, today);
}

/** Question words that open a question said in the same message as a record. */
const ASKS_HOW_MUCH = new Set(["quanto", "quantos", "quanta", "quantas"]);
/** What may come between a question and a record said after it: "…? ah e paguei 30". */
const AND_ALSO = new Set(["ah", "e", ",", ".", "tambem", "tb", "tbm", "alias", "ai", "mais"]);

/**
 * "gastei 60 de uber hj quanto já foi de uber na semana?", "almoço 32, quanto já foi de
 * alimentação esse mês?", "quanto gastei essa semana? ah e paguei 30 de estacionamento": a record
 * and a question in one message. The records, then the question
 * (answered after the record is booked, so it counts it), or the records alone when the question
 * is not understood; null when the message is not so made.
 */
function recordThenQuestion(tokens: Token[], today: CivilDate): Interpretation[] | null {
  const words = tokens.map((t) => t.folded);
  // "oi tostão tudo bem? recebi 2000 hoje, quanto tenho de saldo?": the greeting's question aside
  const greeted = greetingAsked(words);
  if (greeted > 0) return recordThenQuestion(tokens.slice(greeted), today);
  const hasAmount = (from: number, to: number) =>
    tokens.slice(from, to).some((t) => t.kind === "number" && /^\d/.test(t.folded));
  const strongVerb = (from: number, to: number) => findKindVerb(words, from, to)?.strong === true;
  let record: Token[] | null = null;
  let question: Token[] | null = null;
  const asks = words.findIndex((w) => ASKS_HOW_MUCH.has(w));
  const mark = words.indexOf("?");
  // "almoço 32, quanto já foi de alimentação?": with no verb, the record is set apart by a comma, a
  // full stop ("padaria 20. qto gastei hj?") or "e"
  const setApart = words[asks - 1] === "," || words[asks - 1] === "e" || words[asks - 1] === ".";
  if (
    asks >= 2 &&
    !words.slice(0, asks).includes("?") &&
    (strongVerb(0, asks) ? asks >= 3 : setApart) &&
    hasAmount(0, asks)
  ) {
    // the record first, then the question
    let end = asks;
    while (end > 0 && AND_ALSO.has(words[end - 1] as string)) end--;
    record = tokens.slice(0, end);
    question = tokens.slice(asks);
  } else if (asks < 0 && words.at(-1) === "?") {
    // "paguei 35 no almoço. como eu vejo meus gastos?", "gastei 70 na farmácia, dá pra colocar como
    // saúde?": money said moved, then a question of another kind after a full stop or a comma
    const cut = words.findIndex(
      (w, i) =>
        (w === "." || w === ",") &&
        strongVerb(0, i) &&
        hasAmount(0, i) &&
        !hasAmount(i, words.length) &&
        !words.slice(0, i).includes("?"),
    );
    if (cut > 0) {
      record = tokens.slice(0, cut);
      question = tokens.slice(cut + 1);
    }
  } else if (asks === 0 && mark > 0 && mark < words.length - 1) {
    // the question first, then the record after its "?"
    let from = mark + 1;
    while (from < words.length && AND_ALSO.has(words[from] as string)) from++;
    if (strongVerb(from, words.length) && hasAmount(from, words.length)) {
      record = tokens.slice(from);
      question = tokens.slice(0, mark + 1);
    }
  }
  if (!record || !question || record.length === 0) return null;
  const records = parseTokens(record, today);
  if (records.length === 0 || records.some((r) => r.intent !== "record")) return null;
  const asked = parseTokens(question, today).filter((r) => r.intent === "query");
  return [...records, ...asked];
}

function parseTokens(tokens: Token[], today: CivilDate): Interpretation[] {
  const first = understand(contextOf(tokens, today));
  // A second look with typos read as the words they stand for ("mercadp", "ubre"), kept only
  // when it understands more: a word that was understood is never "corrected". A typo of a day or
  // period ("ontme", "semna") is looked at even when the rest was understood: it changes when.
  const fixed = tokens.map((t) => ({ ...t }));
  const fixes = fixTypos(fixed);
  if (fixes.length === 0) return first;
  const when = fixes.some((f) => WHEN_WORDS.has(f.read));
  if (!when && !missedSomething(first)) return first;
  const second = understand(contextOf(fixed, today));
  if (score(second) < score(first) || (score(second) === score(first) && !when)) return first;
  // the reply names the category a typo put the record in; a day read shows in its date
  const named = fixes.filter((f) => !WHEN_WORDS.has(f.read));
  const records = second.filter((r) => r.intent === "record").length;
  return second.map((r) => {
    if (r.intent !== "record") return r;
    // of several records, each names the typos in its own words ("almocei 35 e paguei 8 de
    // estacionamnto": the parking's)
    const own =
      records === 1
        ? named
        : named.filter((f) => foldAccents(r.description).split(" ").includes(foldAccents(f.typed)));
    if (own.length === 0) return r;
    // the description says the word meant, so "apaga o estacionamento" finds it later
    const description = r.description
      .split(" ")
      .map((w) => own.find((f) => foldAccents(f.typed) === foldAccents(w))?.read ?? w)
      .join(" ");
    return { ...r, description, typos: own };
  });
}

const POINTING = new Set([
  "isso",
  "esse",
  "essa",
  "ele",
  "ela",
  "este",
  "esta",
  "o",
  "a",
  "ultimo",
  "ultima",
]);
const MOVING = new Set([
  "e",
  "foi",
  "era",
  "lanca",
  "lance",
  "coloca",
  "coloque",
  "passa",
  "passe",
  "muda",
  "mude",
  "joga",
  "bota",
]);
const INTO_BOOK = new Set(["da", "do", "pra", "para", "na", "no", "pro"]);
const BUSINESS_WORDS = new Set(["empresa", "pj", "cnpj", "firma", "negocio", "mei"]);

/**
 * "isso é da empresa", "foi pra empresa", "lança na empresa", "muda pro pessoal": the book named
 * for the record just said, or null for any other message.
 */
function bookMove(words: readonly string[]): "business" | "personal" | null {
  const said = words.filter((w) => w !== "." && w !== "!" && w !== ",");
  let i = 0;
  if (POINTING.has(said[i] ?? "")) i++;
  if (!MOVING.has(said[i] ?? "")) return null;
  i++;
  if (POINTING.has(said[i] ?? "")) i++;
  if (!INTO_BOOK.has(said[i] ?? "")) return null;
  i++;
  if (said[i] === "a" || said[i] === "o" || said[i] === "minha" || said[i] === "meu" || said[i] === "livro")
    i++;
  if (said[i] === "da" || said[i] === "do") i++;
  const book = BUSINESS_WORDS.has(said[i] ?? "") ? "business" : said[i] === "pessoal" ? "personal" : null;
  return book && i === said.length - 1 ? book : null;
}

const FOR_BOOK = new Set(["pra", "para", "pro", "da", "do", "pelo", "pela"]);
/** The business's names that are its accounts too: "caiu 2.500 no cnpj". */
const ACCOUNT_NAMES = new Set(["cnpj", "mei", "pj"]);

/**
 * "pra empresa", "da empresa", "pelo cnpj", "pro meu negócio" said in a message with an amount:
 * the token range of those words, or null. "na empresa" is where, not whose ("almocei na empresa").
 */
function businessSaid(ctx: MessageContext): [number, number] | null {
  const { words, scanned } = ctx;
  if (!scanned.spans.some((sp) => sp.type === "amount")) return null;
  // "passei 3 mil do cnpj pra pf": the business's money to the person, their pró-labore
  if (fromOwnBusiness(ctx) !== null) return null;
  // "transferi 500 pra empresa", "pix de 100 pro cnpj": the owner's money moved in, no business expense
  if (
    words.some(
      (w, i) => MOVED_IN.has(w) || (w === "pix" && (words[i + 1] === "de" || words[i + 1] === "pra")),
    )
  )
    return null;
  for (let i = 1; i < words.length; i++) {
    // "recebi 1.800 de um cliente no cnpj": a CNPJ, an MEI or a PJ is no place to be in
    // "anota aí na empresa que paguei o fornecedor 1.340": the book it is put in, asked so
    const inAccount =
      (words[i] === "no" || words[i] === "na") &&
      (ACCOUNT_NAMES.has(words[i + 1] ?? "") ||
        (BUSINESS_WORDS.has(words[i + 1] ?? "") && words.slice(0, i).some((w) => BOOK_REQUESTS.has(w))));
    if (!FOR_BOOK.has(words[i] as string) && !inAccount) continue;
    // "o salário da empresa", "a festa da empresa", "o pessoal da empresa": the person's own
    if ((words[i] === "da" || words[i] === "do") && OWN_FROM_WORK.has(words[i - 1] as string)) continue;
    let k = i + 1;
    if (words[k] === "a" || words[k] === "o") k++;
    if (words[k] === "minha" || words[k] === "meu" || words[k] === "nossa" || words[k] === "nosso") k++;
    if (!BUSINESS_WORDS.has(words[k] ?? "")) continue;
    // "pra empresa do meu pai": someone else's business ("no cnpj de um cliente": whom it came from)
    if (!inAccount && (words[k + 1] === "do" || words[k + 1] === "da" || words[k + 1] === "de")) continue;
    return [i, k + 1];
  }
  return null;
}
/**
 * "gastei 300 no mercado em outubro", "no mês de setembro paguei 200 de luz": a month of the last
 * twelve named for when money moved, with no day said ("o aluguel de outubro" names which month's it is). The words naming it and the month's first day, or
 * null (the month under way is today; a month ahead is a plan, not a record).
 */
function monthOfRecord(ctx: MessageContext): { range: [number, number]; first: string } | null {
  const { words, scanned, today } = ctx;
  // "paguei 200 de luz em outubro"; with no verb, an amount said with "em outubro" ("e 280 de luz em
  // outubro" after another record) is when too
  if (words.includes("?") || !(findKindVerb(words) || scanned.spans.some((sp) => sp.type === "amount")))
    return null;
  if (scanned.spans.some((sp) => sp.type === "date" || sp.type === "recurDay" || sp.type === "lastMonths"))
    return null;
  // "1500 em outubro e 2000 em setembro": which month is each record's is not read here
  if (words.filter((w) => MONTHS.has(w)).length > 1) return null;
  for (let i = 1; i < words.length; i++) {
    const m = MONTHS.get(words[i] as string);
    if (m === undefined) continue;
    let start = i - 1;
    // "em outubro", "no mês de outubro"; "o salário de outubro" says which month's it is, not when
    const monthOf = words[start] === "de" && words[start - 1] === "mes";
    if (!MONTH_LEADS.has(words[start] as string) && !monthOf) continue;
    // "dezembro de 2025": a year said is not read here
    if (words[i + 1] === "de" || /^\d/.test(words[i + 1] ?? "")) return null;
    if (words[start] === "de" && words[start - 1] === "mes") start -= words[start - 2] === "no" ? 2 : 1;
    const back = (today.m - m + 12) % 12;
    if (back === 0) return { range: [start, i + 1], first: toIso(today) };
    // money said moved in a month is the last one of that name: "em janeiro paguei o ipva", said in
    // November, is this January
    const y = m < today.m ? today.y : today.y - 1;
    return { range: [start, i + 1], first: toIso({ y, m, d: 1 }) };
  }
  return null;
}
const MONTH_LEADS = new Set(["em", "durante"]);

const MOVED_IN = new Set(["transferi", "mandei", "enviei", "depositei", "pixei", "emprestei", "aportei"]);
const OWN_FROM_WORK = new Set(
  "salario,vale,plano,reembolso,ressarcimento,festa,confraternizacao,confra,secreto,natal,pessoal,colegas,colega,galera,amigos,amigo,chefe,dono,aniversario,happy,bonus,plr,ferias,decimo".split(
    ",",
  ),
);

const REMAINING = new Set(["falta", "faltam", "resta", "restam"]);
/** What points back at the record just booked: "não gastei isso". */
const THAT_RECORD = new Set(["isso", "esse", "essa", "este", "esta", "isto"]);

const PERIOD_WORDS = new Set(["mes", "semana", "ano", "hoje", "amanha", "ontem"]);
const PARCELLED = new Set([
  "parcelado",
  "parcelada",
  "parcelei",
  "parcelou",
  "parcelamos",
  "parcelados",
  "parceladas",
]);

/** An expense said to be in instalments with no count of them ("parcelado", "parcelei a tv de 2000"). */
function instalmentsUnsaid(ctx: MessageContext, record: RecordIntent): boolean {
  if (record.kind !== "expense" || (record.payment?.installments ?? 1) > 1 || record.recurrence) return false;
  if (ctx.scanned.spans.some((sp) => sp.type === "instalments")) return false;
  return ctx.words.some((w) => PARCELLED.has(w));
}

/** What else "quanto falta pagar…" is about: a card's bill, a goal, a limit. */
const NOT_INSTALMENTS = new Set(["fatura", "faturas", "cartao", "meta", "metas", "limite", "objetivo"]);
const PAY_WORDS = new Set(["pagar", "quitar", "terminar", ...INSTALMENT_WORDS]);
const OF = new Set(["do", "da", "dos", "das", "de", "o", "a", "os", "as"]);
const LEFT_NOISE = new Set([
  ...REMAINING,
  ...PAY_WORDS,
  ...OF,
  "quanto",
  "quantos",
  "quantas",
  "ainda",
  "eu",
  "pra",
  "para",
  "de",
  "meu",
  "minha",
  "meus",
  "minhas",
  "me",
  "?",
  "!",
  ".",
  ",",
]);

/**
 * "quanto falta pagar do celular?", "quantas parcelas faltam da geladeira?": the instalments still
 * to come of the purchase named (of all, when none is). A card, a bill paid monthly or a period
 * named is another question.
 */
function instalmentsLeft(ctx: MessageContext): InstalmentsLeftQuery | null {
  const { words, today, scanned } = ctx;
  if (!words.some((w) => REMAINING.has(w)) || !words.some((w) => PAY_WORDS.has(w))) return null;
  if (words.some((w) => NOT_INSTALMENTS.has(w)) || scanned.spans.some((sp) => sp.type === "amount"))
    return null;
  // "quanto falta pagar no nubank?" is its bill; "…esse mês?", "…do aluguel?" the bills still due
  if (findIssuer(words) || scanned.spans.some((sp) => sp.type !== "nonMoney")) return null;
  if (words.some((w) => PERIOD_WORDS.has(w) || MONTHS.has(w))) return null;
  const parts = words.some((w) => INSTALMENT_WORDS.has(w) || w === "quitar");
  // "quanto falta pagar do aluguel?": a bill paid each month, not in instalments
  if (!parts && words.some((w) => BILLS.has(w))) return null;
  const text = words.filter((w) => !LEFT_NOISE.has(w)).join(" ");
  const day = toIso(today);
  return { intent: "query", metric: "instalments_left", from: day, to: day, by: "days", text: text || null };
}

/**
 * "quanto vou pagar de parcela esse mês?", "quais minhas parcelas?", "quanto tenho de parcela no
 * nubank em dezembro?": the instalment parts of a whole month (a month named is the coming one:
 * parts are paid ahead), or of the period said. Null for any other message.
 */
function instalmentsQuestion(ctx: MessageContext): TotalsQuery | null {
  const { words, today } = ctx;
  if (!words.some((w) => INSTALMENT_WORDS.has(w)) || words.some((w) => REMAINING.has(w))) return null;
  // "tem como lançar parcelado?" asks how, not how much
  if (ctx.scanned.spans.some((sp) => sp.type === "amount") || isHowTo(words)) return null;
  const query: TotalsQuery = { ...readQuery(ctx, "expenses"), category: null, text: null, instalments: true };
  if (query.by !== "months" || query.from.slice(0, 7) !== query.to.slice(0, 7)) return query;
  let { y } = fromIso(query.from);
  const { m } = fromIso(query.from);
  if (words.some((w) => MONTHS.has(w)) && (y < today.y || (y === today.y && m < today.m))) y += 1;
  return { ...query, ...monthPeriod(y, m) };
}

/** Words that say when: a typo read as one of them changes the day or period understood. */
const WHEN_WORDS = new Set([
  "ontem",
  "anteontem",
  "semana",
  "passado",
  "passada",
  ...MONTHS.keys(),
  ...WEEKDAYS.keys(),
]);

/**
 * Messages understood as money that was not spent: moved between the person's own accounts,
 * borrowed, owed, or not money at all. No typo reading makes them spending.
 */
const UNDERSTOOD = new Set(["moved", "borrowed", "owed", "not_spent", "quote"]);

function missedSomething(results: Interpretation[]): boolean {
  return results.some(
    (r) =>
      (r.intent === "unknown" && !UNDERSTOOD.has(r.hint ?? "")) ||
      (r.intent === "record" && FALLBACK_CATEGORIES.has(r.category)) ||
      (r.intent === "incomplete" && r.category === undefined) ||
      (r.intent === "query" && "category" in r && r.category === null),
  );
}

const ADJUST_VERBS = new Set([
  "desconta",
  "descontar",
  "desconte",
  "abate",
  "abater",
  "abata",
  "soma",
  "somar",
  "some",
  "acrescenta",
  "acrescentar",
  "acrescente",
]);

/**
 * An amount said as a difference: "gastei 3 a mais", "paguei 20 reais a menos no mercado",
 * "desconta 5 do almoço", "soma mais 10 no mercado".
 */
function relativeAmount(ctx: MessageContext): boolean {
  const { words } = ctx;
  return ctx.scanned.spans.some((sp) => {
    if (sp.type !== "amount") return false;
    const verb = words[sp.start - 1] === "mais" ? sp.start - 2 : sp.start - 1;
    if (ADJUST_VERBS.has(words[verb] ?? "")) return true;
    let i = sp.end;
    if (words[i] === "reais" || words[i] === "conto" || words[i] === "pila") i++;
    return words[i] === "a" && (words[i + 1] === "mais" || words[i + 1] === "menos");
  });
}

/**
 * A reading of one record of a thing named, as the record that restates that thing ("ops 45 no
 * mercado", "gasolina foi 250 e não 200"), or null ("ops 45 reais": no thing named, "outros" stands
 * for none).
 */
function restating(read: Interpretation[]): Interpretation[] | null {
  const [one] = read;
  if (read.length !== 1 || one?.intent !== "record") return null;
  const named = foldAccents(one.description).toLowerCase();
  if (!named || named === foldAccents(fallbackCategory(one.kind)).toLowerCase()) return null;
  return [{ ...one, restates: named }];
}

// How much of a message a reading understood: records with a real category count most.
function score(results: Interpretation[]): number {
  let s = 0;
  for (const r of results) {
    if (r.intent === "unknown") continue;
    s += r.intent === "incomplete" ? 1 : 2;
    if (r.intent === "record" && !FALLBACK_CATEGORIES.has(r.category)) s += 1;
    if (r.intent === "incomplete" && r.category !== undefined) s += 1;
    if (r.intent === "query" && "category" in r && r.category !== null) s += 1;
  }
  return s;
}

const COURTESY = new Set(["?", "por", "favor", "pf", "pfv", "pls"]);

function understand(ctx: MessageContext): Interpretation[] {
  const read = understandAll(ctx);
  // a reading that says something of its own ("moved", "owed") stands; only a message not
  // understood, or read as a correction, is read again without the clause
  const [only] = read;
  // "me enganei, o almoço era 36 e o uber 19": two records named with "era", each corrected
  if (read.length === 2 && read.every((r) => r.intent === "record") && ctx.words.includes("era"))
    return twoCorrections(ctx) ?? read;
  if (read.length !== 1) return read;
  // "errei, o ifood foi no débito e o uber no crédito", read as one correction (or an amount asked):
  // two records named, each with its correction
  if (only?.intent === "edit_last" || only?.intent === "incomplete") {
    const both = twoCorrections(ctx);
    if (both) return both;
  }
  // "o almoço era 36 e paguei 19 de uber": a correction, then money of its own; "corrige o mercado
  // pra 150 e foi no crédito": a correction, then more of the same record
  const also =
    only?.intent === "edit_last" ? (correctionThenRecord(ctx) ?? correctionAndMore(ctx, only)) : null;
  if (also) return also;
  // "era 45 o almoço, inverti", "o uber era 19, me confundi": a correction, and why after a comma
  const why = only?.intent === "record" ? whyAfterCorrection(ctx) : null;
  if (why) {
    const without = understandAll(contextWithout(ctx, [why]));
    if (without.length === 1 && without[0]?.intent === "edit_last") return without;
  }
  // "bom dia! minha amiga indicou": a greeting, and a few words that ask nothing of the books
  if (
    only?.intent === "unknown" &&
    !only.hint &&
    greetingWithRemark(ctx.words) &&
    ctx.scanned.spans.length === 0 &&
    !findKindVerb(ctx.words)
  )
    return [{ intent: "greeting" }];
  // "nossa, caro. e o uber de ontem?": a remark of a few words, then the message
  const remark = only?.intent === "unknown" ? remarkFirst(ctx) : 0;
  if (remark > 0) {
    const rest = understand(contextOf(ctx.tokens.slice(remark), ctx.today));
    if (rest.length > 0 && rest.every((r) => r.intent !== "unknown")) return rest;
  }
  if (!((only?.intent === "unknown" && !only.hint) || only?.intent === "edit_last")) return read;
  // "o ifood estornou 42 do pedido que não chegou", "me devolveram 50 da blusa que veio errada":
  // what the thing was, said after it, neither a correction nor money arriving
  // "uber 27 pq tava chovendo", "voltei de uber pq tava chovendo 27": why, said beside the price
  for (const clause of [thingClause(ctx), reasonClause(ctx)]) {
    if (!clause) continue;
    const without = understandAll(contextWithout(ctx, [clause]));
    if (without.length === 1 && without[0]?.intent === "record") return without;
  }
  // "era 69 esqueci o zero", "foi 45 digitei errado": the slip owned up to after a correction
  const slip = slipAfterAmount(ctx);
  if (slip && only?.intent === "unknown") {
    const without = understandAll(contextWithout(ctx, [slip]));
    if (without.length === 1 && without[0]?.intent === "edit_last") return without;
  }
  return read;
}

/**
 * After a correction said with "era" and its one amount, the clause set apart by the last comma
 * that says no money ("era 45 o almoço, inverti"): its token range, or null.
 */
function whyAfterCorrection(ctx: MessageContext): [number, number] | null {
  const { words, scanned } = ctx;
  const comma = words.lastIndexOf(",");
  if (comma < 2 || comma === words.length - 1) return null;
  if (!words.slice(0, comma).some((w) => w === "era" || w === "eram")) return null;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  if (amounts.length !== 1 || (amounts[0]?.start ?? 0) > comma) return null;
  // "era 45 o almoço, no débito": how it was paid is part of the correction, no reason
  if (scanned.spans.some((sp) => sp.end > comma) || words.slice(comma).some(namesPaymentMethod)) return null;
  return [comma, words.length];
}

/** What names a record by its amount alone: "o de 45", "aquele de 80". */
const ONE_OF = new Set(["o", "a", "aquele", "aquela", "esse", "essa"]);
/** What a correction of a record named so says next: "foi no crédito", "era 68". */
const CORRECTED_AS = new Set(["foi", "era", "eram", "e", "eh"]);

/**
 * "o de 45 foi no crédito", "aquele de 80 era 68": a record named by its amount, then what it
 * really was. The amount (reais) and where what it was starts, or null.
 */
function namedByAmount(ctx: MessageContext): { amount: number; rest: number } | null {
  const { words, scanned } = ctx;
  let at = 0;
  while (at < 2 && (words[at] === "e" || words[at] === "ah" || words[at] === "ops")) at++;
  if (!ONE_OF.has(words[at] ?? "") || words[at + 1] !== "de") return null;
  const said = scanned.spans.find((sp) => sp.type === "amount" && sp.start === at + 2);
  if (said?.type !== "amount" || !CORRECTED_AS.has(words[said.end] ?? "")) return null;
  return { amount: said.centavos / 100, rest: said.end };
}

/**
 * "nossa, caro.", "caramba!": a first sentence of up to four words, with no money in it, before
 * the rest of the message. Where the rest starts, or 0.
 */
function remarkFirst(ctx: MessageContext): number {
  const { words, scanned } = ctx;
  const end = words.findIndex((w) => w === "." || w === "!");
  if (end < 1 || end > 4 || end >= words.length - 2) return 0;
  return scanned.spans.some((sp) => sp.start < end) ? 0 : end + 1;
}

/** Owning up to a typing slip: "esqueci o zero", "digitei errado", "errei". */
const SLIP = new Set(["esqueci", "digitei", "errei", "troquei", "confundi", "coloquei", "botei", "escrevi"]);

/** After the last amount, a clause owning up to a slip: its token range, or null. */
function slipAfterAmount(ctx: MessageContext): [number, number] | null {
  const { words, scanned } = ctx;
  const last = scanned.spans.filter((sp) => sp.type === "amount").at(-1);
  if (!last) return null;
  let at = last.end;
  while (words[at] === "," || words[at] === "." || words[at] === "ah" || words[at] === "eu") at++;
  return SLIP.has(words[at] ?? "") ? [last.end, words.length] : null;
}

const BECAUSE = new Set(["pq", "porque", "pois"]);

/**
 * "uber 27 pq tava chovendo", "fui de 99 pq tava atrasado 19": a reason opened by "porque" after
 * something named, up to the next amount, the next comma or the end, with no amount nor day of its
 * own; its token range, or null.
 */
function reasonClause(ctx: MessageContext): [number, number] | null {
  const { words, scanned } = ctx;
  const at = words.findIndex((w, i) => i > 0 && BECAUSE.has(w));
  if (at < 0) return null;
  let end = at + 1;
  while (end < words.length && words[end] !== "," && words[end] !== "." && (scanned.owner[end] ?? -1) < 0)
    end++;
  const next = scanned.spans[scanned.owner[end] ?? -1];
  if (next && next.type !== "amount") return null;
  if (end - at > 6 || end === at + 1) return null;
  return scanned.spans.some((sp) => sp.type === "amount") ? [at, end] : null;
}

/** Words after which "que" opens no clause about a thing: "acho que", "tem que", "a mais que". */
const NO_THING_BEFORE = wordSet(
  "o,a,os,as,e,eh,foi,era,que,para,de,do,da,acho,sei,tem,tenho,tive,so,ja,mais,menos,disse,falei,lembrei,esqueci,vi,certeza,sendo",
);

/**
 * "… 42 do pedido que não chegou": a clause opened by "que" right after a thing named, when a verb
 * of money and its amount come before it and the clause says no amount nor day of its own; its
 * token range, or null.
 */
function thingClause(ctx: MessageContext): [number, number] | null {
  const { words, scanned } = ctx;
  const at = words.indexOf("que", 2);
  if (at < 0 || NO_THING_BEFORE.has(words[at - 1] as string)) return null;
  const before = scanned.spans.filter((sp) => sp.end <= at);
  if (!before.some((sp) => sp.type === "amount") || findKindVerb(words, 0, at) === null) return null;
  if (scanned.spans.some((sp) => sp.start > at && (sp.type === "amount" || sp.type === "date"))) return null;
  return at + 1 < words.length ? [at, words.length] : null;
}

/** What a record came to, "veio" too ("a luz veio 190 e não 180"). */
const CAME_TO_VERBS = new Set([...BILL_CAME_TO, "veio"]);

/**
 * "o ifood foi no débito e o uber no crédito", "a água foi 90 e a luz 180": a correction of a
 * record named, then "e", another record named and its own correction with the verb unsaid; both
 * corrections, or null.
 */
function twoCorrections(ctx: MessageContext): Interpretation[] | null {
  const { words, tokens } = ctx;
  const k = words.findIndex((w, i) => i > 2 && w === "e" && (words[i + 1] === "o" || words[i + 1] === "a"));
  if (k < 0 || !words.slice(0, k).some((w) => CAME_TO_VERBS.has(w) || w === "era")) return null;
  const left = understand(contextOf(tokens.slice(0, k), ctx.today));
  if (left.length !== 1 || left[0]?.intent !== "edit_last" || !left[0].target) return null;
  // "e o uber 19": the verb unsaid is the first one's ("era" when it said so, else "foi"); "e o
  // uber era 19" says its own
  const first = words.slice(0, k).includes("era") ? "era" : "foi";
  const verb: Token = { folded: first, original: first, kind: "word" };
  const said = CAME_TO_VERBS.has(words[k + 3] ?? "") || words[k + 3] === "era";
  const rightTokens = said
    ? tokens.slice(k + 1)
    : [...tokens.slice(k + 1, k + 3), verb, ...tokens.slice(k + 3)];
  const right = understand(contextOf(rightTokens, ctx.today));
  if (right.length !== 1 || right[0]?.intent !== "edit_last" || !right[0].target) return null;
  return [...left, ...right];
}

/**
 * "o almoço era 36 e paguei 19 de uber", "errei, o uber foi 23, e gastei 40 no mercado": a
 * correction, then "e" and a verb of money with an amount of its own; the correction and the
 * records, or null.
 */
function correctionThenRecord(ctx: MessageContext): Interpretation[] | null {
  const { words, scanned } = ctx;
  const first = scanned.spans.find((sp) => sp.type === "amount");
  if (!first) return null;
  const verb = findKindVerb(words, first.end);
  if (!verb?.strong || (words[verb.index - 1] !== "e" && words[verb.index - 1] !== ",")) return null;
  if (!scanned.spans.some((sp) => sp.type === "amount" && sp.start > verb.index)) return null;
  const cut = words[verb.index - 2] === "," ? verb.index - 2 : verb.index - 1;
  const [left, right] = readHalves(ctx, cut, verb.index);
  if (left.length !== 1 || left[0]?.intent !== "edit_last") return null;
  return right.length > 0 && right.every((r) => r.intent === "record") ? [...left, ...right] : null;
}

/** The message read as two: the words before `cut`, and those from `from`. */
function readHalves(ctx: MessageContext, cut: number, from: number): [Interpretation[], Interpretation[]] {
  return [
    understand(contextOf(ctx.tokens.slice(0, cut), ctx.today)),
    understand(contextOf(ctx.tokens.slice(from), ctx.today)),
  ];
}

/**
 * "corrige o mercado pra 150 e foi no crédito", "o uber era 23 e foi no pix": a correction, then
 * "e foi"/"e era" and more of the same record's; one correction of both, or null.
 */
function correctionAndMore(ctx: MessageContext, whole: Interpretation): Interpretation[] | null {
  const { words } = ctx;
  const k = words.findIndex(
    (w, i) => i > 2 && w === "e" && (words[i + 1] === "foi" || words[i + 1] === "era"),
  );
  // the second part short and said once ("e foi no crédito"), so a chain of them is never re-read
  if (k < 0 || words.length - k > 7 || words.slice(k + 1).includes("e")) return null;
  const [[left, ...more], [right, ...also]] = readHalves(ctx, k, k + 1);
  if (more.length > 0 || also.length > 0 || left?.intent !== "edit_last" || right?.intent !== "edit_last")
    return null;
  if (right.target || right.day || right.was !== undefined) return null;
  // what the first left unsaid, the second says; kept only when it says more than the whole read
  const merged: Record<string, unknown> = { ...left };
  for (const [key, value] of Object.entries(right))
    if (value !== null && value !== undefined && (merged[key] ?? null) === null) merged[key] = value;
  const said = (r: object) => Object.values(r).filter((v) => v !== null && v !== undefined).length;
  return said(merged) > said(whole) ? [merged as unknown as Interpretation] : null;
}

/** "… foi 32 e não 23": where the verb before an amount said right against a denied one is, or -1. */
function deniedCameTo(ctx: MessageContext): number {
  const { words, scanned } = ctx;
  if (!scanned.spans.some((sp) => sp.type === "nonMoney" && sp.denied)) return -1;
  if (findKindVerb(words)?.strong) return -1;
  const right = scanned.spans.find((sp) => sp.type === "amount");
  return right && CAME_TO_VERBS.has(words[right.start - 1] ?? "") ? right.start - 1 : -1;
}

const REST_GLUE = new Set(["foi", "de", "em", "com", "e", "eh", "no", "na", "pra", "pro"]);

/** "… e o resto comida", "…, o resto foi de bebida": the words naming what the rest went on, and their range. */
function restNamed(ctx: MessageContext): { range: [number, number]; what: Token[] } | null {
  const { words, tokens } = ctx;
  const at = words.findIndex((w, i) => w === "resto" && words[i - 1] === "o");
  if (at < 0) return null;
  let from = at - 1;
  if (words[from - 1] === "e" || words[from - 1] === ",") from--;
  let k = at + 1;
  while (REST_GLUE.has(words[k] ?? "")) k++;
  const what = tokens.slice(k).filter((t) => t.kind === "word");
  return what.length > 0 && what.length <= 4 ? { range: [from, words.length], what } : null;
}

/** Where ", muda a categoria" said last starts (what it is was said before it), or 0. */
function moveAskedLast(words: readonly string[]): number {
  const end = words.at(-1) === "." || words.at(-1) === "!" ? words.length - 1 : words.length;
  if (words[end - 1] !== "categoria") return 0;
  let k = end - 2;
  if (words[k] === "a" || words[k] === "de") k--;
  if (!/^(?:muda|mude|troca|troque|altera|altere|corrige|corrija)$/.test(words[k] ?? "")) return 0;
  if (words[k - 1] === "," || words[k - 1] === "e") k--;
  return k > 1 ? k : 0;
}

/** "tava certo", "estava certa": what was said before was right. */
const OPENING_PAUSE = new Set(["nao", "pera", "perai", "opa", ",", "ah"]);

/** Where "(não, pera,) tava certo (o)" ends, before the amount it says was right; 0 when not said. */
function rightAllAlongEnd(words: readonly string[]): number {
  let k = 0;
  while (OPENING_PAUSE.has(words[k] ?? "")) k++;
  if ((words[k] !== "tava" && words[k] !== "estava") || !/^cert[oa]$/.test(words[k + 1] ?? "")) return 0;
  k += 2;
  if (words[k] === "," || words[k] === "o" || words[k] === "a" || words[k] === "era") k++;
  return /^\d/.test(words[k] ?? "") ? k : 0;
}

function understandAll(ctx: MessageContext): Interpretation[] {
  const { words } = ctx;
  // "não não foi 72", a voice note's "no, no": one "não", then what it was
  if (words[0] === "nao" && words[1] === "nao") {
    const comma: Token = { folded: ",", original: ",", kind: "punct" };
    return understand(contextOf([ctx.tokens[0] as Token, comma, ...ctx.tokens.slice(2)], ctx.today));
  }
  if (isThanks(words))
    return [isGoodbyeOnly(words) ? { intent: "thanks", goodbye: true } : { intent: "thanks" }];
  // "sou a Júlia, gastei 50 no mercado": the name is said to the assistant, not about the money
  const intro = introductionAt(words);
  if (intro) {
    const rest = contextWithout(ctx, [[intro.start, intro.end]]);
    if (rest.words.some((w) => w !== "," && w !== "." && w !== "!")) return understand(rest);
  }
  // "oi tostão, tudo bem? gastei 50 no mercado": the greeting's question is not the message's
  const greeted = greetingAsked(words);
  if (greeted > 0) return understand(contextOf(ctx.tokens.slice(greeted), ctx.today));
  // "aquele uber de ontem foi 32 e não 23", "o salário foi 3950 e não 3590": a record named and its
  // amount denied is a correction of it, as "era 32" says, never a second record
  const was = deniedCameTo(ctx);
  if (was >= 0) {
    const tokens = [...ctx.tokens];
    tokens[was] = { folded: "era", original: "era", kind: "word" };
    const [fixed, ...more] = understand(contextOf(tokens, ctx.today));
    if (fixed?.intent === "edit_last" && fixed.target && more.length === 0) return [fixed];
  }
  // "o de 45 foi no crédito", "aquele de 80 era 68": the record named by its amount, corrected
  const byAmount = namedByAmount(ctx);
  if (byAmount) {
    const [fixed, ...more] = understand(contextOf(ctx.tokens.slice(byAmount.rest), ctx.today));
    if (fixed?.intent === "edit_last" && !fixed.target && !fixed.day && more.length === 0)
      return [{ ...fixed, was: byAmount.amount }];
  }
  // "era presente pra minha mãe, muda a categoria": the move asked after what it was
  const asked = moveAskedLast(words);
  if (asked > 0) {
    // ("pra minha mãe" says who it was for, not what it was)
    const forWhom = words.findIndex(
      (w, k) => k > 1 && k < asked && (w === "pra" || w === "pro" || w === "para"),
    );
    const said = ctx.tokens.slice(0, forWhom > 0 ? forWhom : asked);
    const [moved, ...more] = understand(contextOf(said, ctx.today));
    if (moved?.intent === "edit_last" && moved.category && more.length === 0) return [moved];
  }
  // "nao pera, tava certo 100 mesmo": the amount before the last change was right, said as "era 100"
  const rightBefore = rightAllAlongEnd(words);
  if (rightBefore > 0) {
    const was: Token = { folded: "era", original: "era", kind: "word" };
    return understand(contextOf([was, ...ctx.tokens.slice(rightBefore)], ctx.today));
  }
  // "esqueci de falar, foi em 3x", "ah esqueci, foi no pix": saying it comes late changes nothing
  const late = saidLateEnd(words);
  if (late > 0) return understand(contextOf(ctx.tokens.slice(late), ctx.today));
  // "não foi no crédito": "não, foi no crédito" with its comma unsaid, as a voice note says it
  const answered = noThenWhatItWas(ctx);
  if (answered) return understand(contextOf(answered, ctx.today));
  // "Áudio: gastei 50 no mercado", "[transcrição] quanto gastei hoje": a voice note's label says nothing
  const transcript = transcriptLabelEnd(words);
  if (transcript > 0) return understand(contextOf(ctx.tokens.slice(transcript), ctx.today));
  // "ops 45 no mercado", "opa, foi 45 no mercado": the thing said at the amount meant, which
  // corrects the record of that thing just booked, else is a record of its own
  const fixFrom = words.includes("?") ? -1 : takenBackThing(ctx);
  if (fixFrom > 0) {
    const restated = restating(understand(contextOf(ctx.tokens.slice(fixFrom), ctx.today)));
    if (restated) return restated;
  }
  // "são 317 reais", "vai dar 350", "vai ser 900": an amount alone, as "é 480" is
  const copula = COPULAS.find((c) => c.every((w, k) => words[k] === w));
  if (copula && words.length > copula.length) {
    const rest = contextOf(ctx.tokens.slice(copula.length), ctx.today);
    const [only] = rest.scanned.spans;
    if (rest.scanned.spans.length === 1 && only?.type === "amount" && bareAmount(rest))
      return [{ intent: "unknown", hint: "amount", amount: only.centavos / 100 }];
  }
  // "o valor é 650", "valor: 180", "o total foi 95": the label only says an amount follows
  const label = amountLabelEnd(ctx);
  if (label > 0) return understand(contextOf(ctx.tokens.slice(label), ctx.today));
  // "gasolina foi 250 e não 200": the amount denied says the record of that thing is corrected
  // (right after it was booked, or today's only one), else it is a record
  const denied = ctx.scanned.spans.find((sp) => sp.type === "nonMoney" && sp.denied);
  if (denied) {
    let from = denied.start - 1;
    if (words[from - 1] === "e" || words[from - 1] === ",") from--;
    const restated = restating(understand(contextWithout(ctx, [[from, denied.end]])));
    if (restated) return restated;
  }
  // "jantar 40 euros": never booked as reais; what it came to in reais is asked ("…, deu 240
  // reais": that amount is the record's)
  const foreign = foreignMoney(ctx);
  if (foreign) {
    const read = understand(contextWithout(ctx, [foreign.drop]));
    if (foreign.converted) return read;
    return read.map((r) =>
      r.intent === "record" && Math.round(r.amount * 100) === foreign.centavos ? askedInReais(r, foreign) : r,
    );
  }
  // "paguei 120 o jantar, cada um me passa 30": what others owe back moved nothing yet
  const owed = owedBackClause(ctx);
  if (owed) return understand(contextWithout(ctx, [owed]));
  // "comprei farinha 45 pra empresa": the business's record, read without the words that say so
  const business = businessSaid(ctx);
  if (business) {
    const read = understand(contextWithout(ctx, [business]));
    // of several records, which one is the business's is not said
    const [one] = read;
    // a salary is the person's, whoever pays it
    if (read.length === 1 && one?.intent === "record" && one.category !== "Salário")
      return [{ ...one, book: "business" }];
  }
  // "anteontem e ontem gastei 40 de uber cada dia": the same record on each of the days said;
  // without "cada dia" ("gastei 20 de uber ontem e anteontem") each day's or both's is asked
  const days = twoDays(ctx);
  if (days) {
    const read = understand(contextWithout(ctx, days.drop));
    const [one] = read;
    if (read.length === 1 && one?.intent === "record" && !one.recurrence && !one.payment?.installments) {
      if (days.each) return days.dates.map((date) => ({ ...one, date, dated: true as const }));
      const latest = [...days.dates].sort().at(-1) as string;
      return [
        {
          intent: "confirm_record",
          reason: "days",
          days: days.dates,
          record: { ...one, date: latest, dated: true },
        },
      ];
    }
  }
  // "gastei 300 no mercado em outubro": a record of a month gone by, booked on its first day
  const month = monthOfRecord(ctx);
  if (month) {
    const read = understand(contextWithout(ctx, [month.range]));
    if (
      read.length > 0 &&
      read.every((r) => r.intent === "record" && !r.recurrence && !r.payment?.installments)
    )
      return read.map((r) => (r.intent === "record" ? { ...r, date: month.first, dated: true } : r));
  }
  // "gastei 100 hoje: 60 no mercado e 40 na farmácia": the parts are the records, not the total too;
  // what the parts leave of the total is asked about ("gastei 100: 60 no mercado e 30 na farmácia")
  const whole = totalThenParts(ctx);
  if (whole) {
    // "gastei 300 no shopping: 120 roupa, 80 tênis e o resto comida": what the rest went on, named
    const restWent = whole.rest > 0 ? restNamed(ctx) : null;
    const read = understand(contextWithout(ctx, restWent ? [...whole.drop, restWent.range] : whole.drop));
    const [first] = read;
    if (restWent && first?.intent === "record" && read.every((r) => r.intent === "record")) {
      const reais = (whole.rest / 100).toFixed(2).replace(".", ",");
      const amount: Token = { folded: reais, original: reais, kind: "number" };
      const [named, ...more] = understand(contextOf([...restWent.what, amount], ctx.today));
      if (named?.intent === "record" && more.length === 0) {
        const day = { date: first.date, ...(first.dated ? { dated: true as const } : {}) };
        return [...read, { ...named, kind: first.kind, ...day }];
      }
    }
    if (whole.rest === 0 || first?.intent !== "record") return read;
    const rest = { of: whole.total / 100, date: first.date };
    return [...read, { intent: "unknown", hint: "amount", amount: whole.rest / 100, rest }];
  }
  // "gastei 250 no mercado sendo 50 de cerveja": the part is inside the whole, never added to it
  const inside = partOfTotal(ctx);
  if (inside) {
    const [whole, ...more] = understand(contextWithout(ctx, inside.whole));
    // "o mercado deu 250 mas 50 disso era da minha vizinha": the person's is what is left
    if (inside.othersPart && whole?.intent === "record" && more.length === 0)
      return [{ ...whole, amount: (Math.round(whole.amount * 100) - inside.centavos) / 100 }];
    const [part, ...others] = understand(contextWithout(ctx, inside.part));
    if (whole?.intent === "record" && part?.intent === "record" && more.length === 0 && others.length === 0) {
      const own = part.category !== fallbackCategory(part.kind);
      return [
        { ...whole, amount: (Math.round(whole.amount * 100) - inside.centavos) / 100 },
        {
          ...part,
          kind: whole.kind,
          date: whole.date,
          category: own && part.kind === whole.kind ? part.category : whole.category,
          ...(whole.dated ? { dated: true as const } : {}),
        },
      ];
    }
  }
  // "paguei 100 no mercado e recebi 20 de troco": what was spent is what was paid less the change
  const changed = changeGiven(ctx);
  if (changed) {
    const read = understand(contextWithout(ctx, [changed.drop]));
    const [paid] = read;
    if (
      read.length === 1 &&
      paid?.intent === "record" &&
      paid.kind === "expense" &&
      Math.round(paid.amount * 100) === changed.paid
    )
      return [{ ...paid, amount: (changed.paid - changed.change) / 100 }];
    // "dei 100 e voltou 30 de troco": what it was for is asked, of the 70 spent
    if (
      read.length === 1 &&
      paid?.intent === "unknown" &&
      paid.hint === "amount" &&
      Math.round((paid.amount ?? 0) * 100) === changed.paid
    )
      return [{ ...paid, amount: (changed.paid - changed.change) / 100 }];
  }
  // "gastei 50, quer dizer 55", "134 e pouco, 134,70": the amount said last is the one meant
  const restated = restatedMessage(ctx);
  if (restated) return understand(contextOf(restated, ctx.today));
  // "comprei 2 ou 3 camisetas de 40": how many is not sure, so neither is the total, which is asked;
  // with no price ("comprei 2 ou 3 pães") or the total said ("… por 100") the count changes nothing
  const unsure = uncertainCount(ctx);
  // "fiquei 2 ou 3 dias na praia e gastei 300": the days are counted, never reais
  if (unsure?.notBought) return understand(contextWithout(ctx, [unsure.or]));
  if (unsure) {
    const read = understand(contextWithout(ctx, [unsure.both]));
    const [plain] = read;
    const unit = pricePerUnit(contextWithout(ctx, [unsure.or]));
    if (read.length === 1 && plain?.intent === "record" && unit?.count === unsure.said[1])
      return [
        {
          intent: "incomplete",
          kind: plain.kind,
          missing: ["amount"],
          category: plain.category,
          description: plain.description,
          ...(plain.dated ? { date: plain.date } : {}),
          counts: { said: unsure.said, price: unit.price.centavos / 100 },
        },
      ];
    if (read.length === 1 && (plain?.intent === "record" || plain?.intent === "incomplete")) return read;
  }
  // "gastei uns 40 e poucos no estacionamento", "uns 40 ou 50 no lava jato", "quase 50 no mercado":
  // the exact amount is asked; with other records in the message ("30 e poucos no almoço e 20 no
  // uber") those are booked and only the one not said exactly is asked
  const unsaid = unsaidAmount(ctx);
  if (unsaid) {
    const rest = contextWithout(ctx, unsaid.drop);
    const read = understand(rest);
    const left = rest.scanned.spans.filter((sp) => sp.type === "amount");
    // records and other amounts not said exactly (asked too), one for each thing said
    const plain = read.every((r) => r.intent === "record" || (r.intent === "incomplete" && r.roughly));
    // the record of the amount said roughly: the only one of that amount, or the one in its place
    const readAs = unsaid.read ?? unsaid.said[0];
    const same = read.filter((r) => r.intent === "record" && Math.round(r.amount * 100) === readAs);
    const rough =
      read.length === 1
        ? read[0]
        : same.length === 1
          ? same[0]
          : read.length === left.length
            ? read[unsaid.index]
            : undefined;
    const askedOf = (r: RecordIntent): IncompleteIntent => ({
      ...amountAskedOf(r),
      roughly: unsaid.said.map((c) => c / 100),
      ...(unsaid.apart ? { apart: unsaid.apart } : {}),
      ...(unsaid.almost ? { almost: true as const } : {}),
      ...(unsaid.doubt ? { doubt: unsaid.doubt } : {}),
      ...(unsaid.perPart ? { perPart: true as const } : {}),
    });
    // "comprei uma tv de 2 mil e poucos parcelado": the count is asked, then the exact amount
    const [only] = read;
    if (
      read.length === 1 &&
      only?.intent === "unknown" &&
      only.instalments_unsaid &&
      only.purchase?.intent === "record" &&
      Math.round(only.purchase.amount * 100) === readAs
    )
      return [{ ...only, purchase: askedOf(only.purchase) }];
    if (
      plain &&
      rough?.intent === "record" &&
      Math.round(rough.amount * 100) === readAs &&
      !rough.recurrence
    ) {
      const asked: Interpretation = askedOf(rough);
      // the records said exactly first, then the amounts asked
      const others = read.filter((r) => r !== rough);
      return [
        ...others.filter((r) => r.intent === "record"),
        asked,
        ...others.filter((r) => r.intent !== "record"),
      ];
    }
    // "2000 ou 3 mil", "quase 50", "40 e poucos" with nothing named: which amount (or the exact
    // one) is asked with what it was, never booked nor left unanswered
    // ("1 ou 2", "2 ou 3" alone count things more often than reais: left as they were)
    if (
      !unsaid.perPart &&
      read.length === 1 &&
      only?.intent === "unknown" &&
      only.hint === "amount" &&
      Math.max(...unsaid.said) >= 1000
    )
      return [
        {
          intent: "incomplete",
          kind: "expense",
          missing: ["amount"],
          roughly: unsaid.said.map((c) => c / 100),
          ...(unsaid.apart ? { apart: unsaid.apart } : {}),
          ...(unsaid.almost ? { almost: true as const } : {}),
        },
      ];
    // "12x de 150 e poucos" with nothing else said: the part is still asked, never booked
    if (unsaid.perPart && read.length === 1 && read[0]?.intent === "unknown")
      return [
        {
          intent: "incomplete",
          kind: "expense",
          missing: ["amount"],
          category: fallbackCategory("expense"),
          payment: { method: "credit", card: null, installments: unsaid.perPart },
          roughly: unsaid.said.map((c) => c / 100),
          perPart: true,
          ...(unsaid.almost ? { almost: true as const } : {}),
          ...(unsaid.doubt ? { doubt: unsaid.doubt } : {}),
        },
      ];
  }
  // "pode anotar 50 de mercado?", "vc pode mudar o limite do mercado pra 900?": the request itself
  const request = requestStart(words);
  if (request >= 0) {
    let end = words.length;
    while (end > request && COURTESY.has(words[end - 1] as string)) end--;
    const asked = ctx.tokens.slice(request, end).filter((t) => t.folded !== "?");
    const done = understand(contextOf(asked, ctx.today));
    // "tem como lançar parcelado?" asks whether it can be done: read as the question it is
    if (!done.every((r) => r.intent === "unknown")) return done;
  }
  // "gastei 50 dia 30/02": recorded on no day at all, rather than on a day the person did not say
  const invalid = nonexistentDate(ctx);
  if (invalid) return [{ intent: "unknown", invalid_date: invalid }];
  // "tv de 6000 em 99x", "ops, foram 90x": booked in no number of parts the person did not say
  // (the purchase itself comes along, so "foi em 12x" can complete it)
  const parts = tooManyInstalments(ctx);
  if (parts) {
    const purchase = refusedPurchase(ctx, parts);
    return [{ intent: "unknown", too_many_instalments: parts.count, ...(purchase ? { purchase } : {}) }];
  }
  const question = isQuestion(words);

  // "me avisa se passar de 300 em lazer", "me avisa se eu gastar mais de 150 com bebida": a limit,
  // warned of before it breaks (never a what-if nor a reminder)
  const warned = !question && words.includes("avisa") ? readLimit(ctx) : null;
  if (warned) return [warned];
  // "se eu gastar 200 no mercado…": what would happen, never a record
  const whatIf = readWhatIf(ctx);
  if (whatIf) return [whatIf];
  // "pode pagar a conta de luz?", "da pra mandar pdf da fatura?": about the product, not the books
  const unsupported = readUnsupported(words);
  if (unsupported) return [unsupported];
  const capability = readCapability(words, question);
  if (capability) return [capability];
  // "isso é da empresa", "lança na empresa": a book named alone, for what was just said
  const bookNamed = question ? null : bookMove(words);
  if (bookNamed) return [{ intent: "follow_up", book: bookNamed }];
  // "e as receitas?", "e no mercado?": only what changes from the last question
  if (words[0] === "e") {
    const followUp = readFollowUp(ctx, question);
    if (followUp) return [followUp];
  }
  // questions about plans, lists and reminders come before anything that could create something
  const planningQuery = readPlanningQuery(ctx);
  if (planningQuery) return [planningQuery];
  const cancelled = question ? null : readReminderCancel(words);
  if (cancelled) return [cancelled];
  const amountSaid = ctx.scanned.spans.some((sp) => sp.type === "amount");
  if (!question && (isReminder(words) || isDueBill(words, amountSaid))) {
    const reminder = readReminder(ctx);
    // "vence dia 15" without a day it falls on is no reminder: read on
    if (
      isReminder(words) ||
      ctx.scanned.spans.some((sp) => sp.type === "date" || sp.type === "recurDay") ||
      words.some((w) => MONTHS.has(w))
    )
      return [reminder];
  }
  // "vou tirar 100 da meta da viagem": money not taken out yet; never a record deleted nor a goal
  const goalOut = question ? null : goalOutPlanned(ctx);
  if (goalOut) return [goalOut];
  const ahead = question ? null : paymentAhead(ctx);
  if (ahead) return [readReminder(contextWithout(ctx, ahead))];
  // "amanhã pago a luz 187": the present with a day ahead is a payment still to make
  const payingAhead = question ? null : presentPaymentAhead(ctx);
  if (payingAhead) return [readReminder(payingAhead)];
  // "agendei um pix de 500 pro pedreiro pra sexta": set to go out on a day ahead
  const scheduled = question ? null : scheduledPayment(ctx);
  if (scheduled) return [readReminder(scheduled)];
  if (isDeleteAll(words)) return [{ intent: "delete_all" }];
  const doubled = question ? null : doubledRecord(ctx);
  if (doubled?.target)
    return [
      {
        intent: "delete_last",
        count: 1,
        target: doubled.target,
        date: null,
        amount: doubled.amount,
        doubled: true,
      },
    ];
  if (doubled) return [{ intent: "delete_last", count: 1, doubled: true }];
  if (takenBack(ctx) || (!question && (notMeant(words) || purchaseCalledOff(ctx))))
    return [{ intent: "delete_last", count: 1, taken_back: true }];
  // "não coloca 400", "nao lança esse": nothing booked (what was just booked, if named, taken back);
  // "não coloca 400, coloca 450": what is said instead
  const refused = question ? null : refusedRecord(ctx);
  if (refused) {
    const { amount, target, insteadAt } = refused;
    if (insteadAt === null)
      return [
        {
          intent: "delete_last",
          count: 1,
          taken_back: true,
          ...(amount !== null ? { amount } : {}),
          ...(target ? { target } : {}),
        },
      ];
    return saidInstead(understand(contextOf(ctx.tokens.slice(insteadAt), ctx.today)), amount);
  }
  if (!question && revertsChange(ctx))
    return [
      { intent: "edit_last", amount: null, category: null, date: null, description: null, revert: true },
    ];
  // "a netflix subiu pra 59,90", "cancelei a netflix": a fixed item by its name, never a new record
  const fixed = readFixedChange(ctx);
  if (fixed) return [fixed];
  // "precisei tirar 200 da meta": money out of a goal, not a record taken off
  const outOfGoal =
    !question && goalTakenFrom(ctx) !== null && ctx.scanned.spans.some((sp) => sp.type === "amount");
  if (!outOfGoal && isDeleteLast(words)) {
    const several = deleteTargets(ctx, deleteVerbAt(words));
    if (several) return several.map((named) => ({ intent: "delete_last", count: 1, ...named }));
    const named = deleteTarget(ctx, deleteVerbAt(words));
    if (named) return [{ intent: "delete_last", count: 1, ...named }];
    const kind = deleteKind(words);
    return [{ intent: "delete_last", count: deleteCount(ctx), ...(kind ? { kind } : {}) }];
  }
  // "apaga o uber": a record named by its words, never the newest in its place
  const deleteAt = question || outOfGoal ? -1 : namedDeleteVerb(words);
  const several = deleteAt >= 0 ? deleteTargets(ctx, deleteAt) : null;
  if (several) return several.map((named) => ({ intent: "delete_last", count: 1, ...named }));
  const namedDelete = deleteAt >= 0 ? deleteTarget(ctx, deleteAt) : null;
  if (namedDelete) return [{ intent: "delete_last", count: 1, ...namedDelete }];
  // "gastei 3 a mais", "ops, foi 5 a mais": a difference, not the amount of a record; asked for the
  // value itself rather than worked out from a record the person may not mean
  // "opa 1500, botei zero a mais", "foi 4 a menos, 36": the amount just sent, retyped
  const retyped = question ? null : amountRetyped(ctx);
  if (retyped) return [retyped];
  if (!question && relativeAmount(ctx)) return [{ intent: "unknown", hint: "relative" }];
  // "muda o limite pra 300", "pode aumentar pra 800": the value of what was just talked about
  const change = valueChange(words, question);
  if (change) {
    const edit = readEdit(ctx);
    // "aumenta a meta pra 25 mil": the target of the goal talked about
    if (change === "goal" && edit.amount !== null) return [goalRetarget("", edit.amount)];
    if (edit.amount !== null)
      return [
        {
          ...edit,
          category: null,
          description: null,
          ...(change === "limit" ? { of: "limit" as const } : {}),
        },
      ];
  }
  // "não pera, coloca 400": the value of what was just said, as "era 400" is
  const instead = question ? null : valueInstead(ctx);
  if (instead !== null)
    return [{ intent: "edit_last", amount: instead, category: null, date: null, description: null }];
  const named = readItemCorrection(ctx);
  if (named) return [named];
  // "isso foi dia 30 do mês passado", "foi semana passada, na terça"
  const day = question ? null : dayOfLast(ctx);
  if (day) return [day];
  if (isEditLast(words)) return [readEdit(ctx)];
  if (isDashboard(words)) return [{ intent: "dashboard_link" }];
  if (isCorrection(words) || (namesLastAsSubject(words) && !question)) {
    const edit = readEdit(ctx);
    const target = trailingTarget(ctx);
    if (target && edit.amount !== null) return [{ ...edit, target }];
    if (edit.amount !== null || edit.category !== null || edit.date !== null || edit.payment) return [edit];
  }
  if (isGeneralQuestion(words)) return [{ intent: "unknown", hint: "question" }];

  const instalments = question ? (instalmentsLeft(ctx) ?? instalmentsQuestion(ctx)) : null;
  if (instalments) return [instalments];
  const cards = readCards(ctx);
  if (cards.length > 0) return cards;
  const limit = readLimit(ctx);
  if (limit) return [limit];
  const goal = readGoal(ctx);
  if (goal) return [goal];
  const purchase = readFuturePurchase(ctx);
  if (purchase) return [purchase];

  const noAmount = !ctx.scanned.spans.some((sp) => sp.type === "amount");
  if (noAmount && isHowTo(words)) return [{ intent: "help" }];
  // "gastei 50 no mercado?": a record said as a question is asked back, not a total
  const asking = noAmount || (question && words.some((w) => ASK_WORDS.has(w)));
  if (asking) {
    const special = readSpecialMetric(words);
    // "quanto emprestei pro joão?": the loans booked, found by the words they are booked with
    const loan = special ? null : readLoanQuestion(ctx);
    if (loan) {
      const query = readQuery(ctx, loan.direction === "lent" ? "expenses" : "income");
      return [
        {
          ...query,
          category: null,
          text: loan.text,
          loan: { direction: loan.direction, person: loan.person },
        },
      ];
    }
    const compared = special ? null : readComparison(ctx);
    const metric = special?.metric ?? queryMetric(words);
    if (special || compared || metric) {
      // "média por semana": "por semana" is the unit, not the period asked about
      const periodCtx = special?.metric === "average" ? withoutUnit(ctx) : ctx;
      const query = readQuery(periodCtx, metric ?? "expenses");
      if (special) {
        query.kind = special.kind;
        if (special.per) query.per = special.per;
        // "qual meu gasto médio por mês?": over the year so far, not the one month begun
        if (special.per === "month" && !namesPeriod(periodCtx.tokens.map((t) => t.original).join(" "))) {
          const year = byMonths(thisYear(ctx.today));
          query.from = year.from;
          query.to = year.to;
          query.by = year.by;
        }
      }
      if (compared) {
        if (query.metric !== "income" && query.metric !== "investments" && query.metric !== "balance")
          query.metric = "expenses";
        query.from = compared.main.from;
        query.to = compared.main.to;
        query.by = compared.main.by;
        query.compare = { from: compared.other.from, to: compared.other.to, by: compared.other.by };
      }
      return [query];
    }
    const followUp = readFollowUp(ctx, question);
    if (followUp) return [followUp];
  }

  const preamble = question ? { end: 0, kind: null } : readPreamble(words);
  const body = preamble.end > 0 ? contextOf(ctx.tokens.slice(preamble.end), ctx.today) : ctx;
  body.impliedKind = preamble.kind;
  if (!question && preamble.end > 0 && body.words.length > 0 && isReminder(body.words))
    return [readReminder(body)];
  // A question is never a record: "gastei 50 no mercado?" (no question word) is asked back.
  const recordShaped =
    !question || (words.includes("?") && !words.some((w) => ASK_WORDS.has(w) || w === "que"));
  // "peguei 100 emprestado com minha mãe": money in that is not earnings, never booked as income
  const loan = question || words.includes("nao") ? null : readLoan(body);
  if (loan?.direction === "borrowed") return [{ intent: "unknown", hint: "borrowed" }];
  if (loan?.direction === "thing") return [{ intent: "unknown", hint: "not_spent" }];
  // "cancelei a compra de 200", "devolvi o tênis de 300": nothing moved ("cancelei a netflix de 55"
  // cancels the fixed item)
  const priced = body.scanned.spans.filter((sp) => sp.type === "amount");
  if (!question && priced.length > 0 && calledOff(words)) {
    const [fixed] = understand(
      contextWithout(
        body,
        priced.map((sp) => [sp.start, sp.end] as const),
      ),
    );
    const subscription = findCategory(words, "expense")?.category === "Assinaturas";
    return [
      fixed?.intent === "fixed_change" && subscription ? fixed : { intent: "unknown", hint: "not_spent" },
    ];
  }
  // "achei 20 no bolso da calça": the person's own money, found; nothing came in
  if (!question && foundOwnMoney(words)) return [{ intent: "unknown", hint: "not_spent" }];
  // "tô pensando em vender meu carro por 40 mil": thought of, not done
  if (!question && !loan && onlyThoughtOf(words)) return [{ intent: "unknown", hint: "wish" }];
  // "vou no mercado agora, levando 200": money taken along is not spent yet; "uma mulher me
  // mandou 100 por engano e eu devolvi": money that came by mistake and went back
  if (!question && (carriedAlong(words) || sentBackAtOnce(words)))
    return [{ intent: "unknown", hint: "not_spent" }];
  // "tô devendo 200 pro joão", "o pedro ainda me deve 50": nothing moved yet
  if (!loan && !question && isDebtOwed(words)) return [{ intent: "unknown", hint: "owed" }];
  // "o pedreiro cobrou 2.800 pra fazer o banheiro, ainda vou ver": a price, not spent yet
  const quote = question || loan ? null : quotedPrice(body);
  if (quote !== null)
    return [
      { intent: "unknown", hint: "quote", amount: quote.amount, ...(quote.unpaid ? { unpaid: true } : {}) },
    ];
  // "saquei 200", "transferi 500 do nubank pro inter": nothing spent, the money only changed place
  const paidWith = question || loan ? null : paidWithMoved(body);
  if (paidWith) {
    // "tirei 300 da meta da viagem pra pagar o conserto": spent, and out of the goal
    const paid = understand(paidWith);
    const from = goalTakenFrom(body);
    const only = paid.length === 1 ? paid[0] : undefined;
    return from !== null && only?.intent === "record" ? [{ ...only, from_goal: from }] : paid;
  }
  const loaded = question || loan ? null : voucherLoaded(body);
  if (loaded) return understand(loaded);
  // "transferi 2 mil da conta da empresa pra minha": the person's pró-labore, asked before booked
  const drawn = question || loan ? null : fromOwnBusiness(body);
  if (drawn !== null) return [proLabore(drawn, body.today)];
  if (!question && !loan && ownMoneyMoved(body)) {
    // "saquei 200 e gastei 60 na feira": what was spent after the money moved is a record
    const spent = spentAfterMoving(body);
    if (spent > 0) return understand(contextWithout(body, [[0, spent]]));
    return [takenFromGoal(body) ?? { intent: "unknown", hint: "moved" }];
  }
  const lending = loan ? loanRecord(loan) : null;
  // "devolvi 100 pra minha mãe", "tive que emprestar 50": the loan says which way the money went
  if (lending && body.impliedKind === null) body.impliedKind = lending.kind;
  const records = recordShaped ? readRecords(body) : [];
  if (lending && records.length === 1) {
    const record = records[0] as (typeof records)[number];
    return [{ ...record, ...lending }];
  }
  if (records.length === 1) {
    const record = records[0] as (typeof records)[number];
    // "R$ 30" alone: an amount with nothing said about it is asked about, not filed in Outros
    if (bareAmount(body)) return [{ intent: "unknown", hint: "amount", amount: record.amount }];
    // "comprei um fone de 200 parcelado": in how many parts is asked, never guessed
    if (!question && instalmentsUnsaid(body, record))
      return [{ intent: "unknown", instalments_unsaid: true, purchase: record }];
    // "fiz 200 na feira": a stall's takings or the shopping, asked
    const income = question ? null : directionUnsaid(body, record);
    if (income) return [{ intent: "confirm_record", reason: "direction", record, income }];
    const asked = askBack(body, record, question);
    if (asked === "habit_other") return [{ intent: "unknown", hint: "record" }];
    if (asked) return [asked];
    const restates = question ? null : restatedItem(body);
    if (!restates) return records;
    return [{ ...record, restates: restates.words, ...(restates.costs ? { costs: true as const } : {}) }];
  }
  // "meu aluguel é 1.300, condomínio 420 e internet 99": what things cost, nothing booked now
  if (records.length > 1 && !question && statesHabits(body)) return [{ intent: "unknown", hint: "habits" }];
  if (records.length > 1 && !question) return records;
  if (!question) {
    const incomplete = readIncomplete(body);
    // "emprestei dinheiro pro pedro": what it was is known, the amount is asked
    if (lending && records.length === 0)
      return [
        {
          intent: "incomplete",
          missing: ["amount"],
          kind: lending.kind,
          category: lending.category,
          description: lending.description,
          ...(incomplete?.date ? { date: incomplete.date } : {}),
        },
      ];
    if (incomplete) return [incomplete];
  }
  if (isHelp(words)) return [{ intent: "help" }];
  if (isGreeting(words)) return [{ intent: "greeting" }];
  if (noAmount && isInsult(words)) return [{ intent: "insult" }];
  return [deniedRecord(ctx, question) ?? unknownWithHint(ctx, question)];
}

/** Money from the person's business to themselves, asked back as their pró-labore. */
function proLabore(amount: number, today: MessageContext["today"]): ConfirmRecordIntent {
  return {
    intent: "confirm_record",
    reason: "own_business",
    record: {
      intent: "record",
      kind: "income",
      amount,
      date: toIso(today),
      category: "Salário",
      description: "pró-labore",
      recurrence: null,
      payment: null,
    },
  };
}

/**
 * What is said after a refusal ("não coloca 400, coloca 450"), marked as said instead of the amount
 * refused (`instead_of`, null when none was said), so that the conversation corrects the record just
 * booked at that amount rather than booking another; an amount alone ("…, é 450") is asked about
 * when nothing was.
 */
function saidInstead(read: Interpretation[], refused: number | null): Interpretation[] {
  const [one, ...more] = read;
  if (!one || more.length > 0) return read;
  if (one.intent === "record") return [{ ...one, instead_of: refused }];
  if (one.intent === "unknown" && one.hint === "amount" && one.amount !== undefined && !one.rest)
    return [{ ...one, instead_of: refused }];
  if (
    one.intent === "edit_last" &&
    one.amount !== null &&
    one.category === null &&
    one.date === null &&
    one.description === null &&
    Object.keys(one).length === 5
  )
    return [{ intent: "unknown", hint: "amount", amount: one.amount, instead_of: refused }];
  return read;
}

/**
 * "fiz 200 na feira", "fizemos 800 no bazar": an amount made at a place where people sell as often
 * as they buy, with nothing that says it was bought ("fiz 200 de compras na feira", "fiz uma compra
 * de 200 na feira" are spent) or sold ("vendi"): the money read as come in (as "vendi 200 na
 * feira"), for the person to say which; null for any other message.
 */
function directionUnsaid(ctx: MessageContext, record: RecordIntent): RecordIntent | null {
  const { words, tokens } = ctx;
  if (record.kind !== "expense" || record.payment || record.recurrence) return null;
  // "500 da tia marta", "300 do joão": money and a person, no verb: from them, or to them?
  if (moneyAndSomeone(ctx)) return { ...record, kind: "income", category: fallbackCategory("income") };
  const verb = words.findIndex((w) => WORK_DONE_VERBS.has(w));
  const amount = spanAt(ctx, words[verb + 1] === "r$" ? verb + 2 : verb + 1);
  if (verb < 0 || amount?.type !== "amount") return null;
  if (words.some((w) => EXPENSE_STRONG.has(w) || INCOME_STRONG.has(w) || INCOME_WEAK.has(w))) return null;
  const place = words.findIndex(
    (w, i) => i >= amount.end && SELLING_PLACES.has(w) && PLACE_IN.has(words[i - 1] ?? ""),
  );
  if (place < 0) return null;
  const sold = [...tokens];
  sold[verb] = { ...(tokens[verb] as Token), original: "vendi", folded: "vendi" };
  const [read, ...more] = understand(contextOf(sold, ctx.today));
  return read?.intent === "record" && read.kind === "income" && more.length === 0 ? read : null;
}
const PLACE_IN = new Set(["no", "na", "nos", "nas", "em", "num", "numa"]);
const WHOSE_LEAD = new Set(["minha", "meu", "tia", "tio", "dona", "seu", "vo", "vovo"]);

/** An amount, "da"/"do" and a person, nothing else: "500 da tia marta", "300 do joão", "200 da minha mãe". */
function moneyAndSomeone(ctx: MessageContext): boolean {
  const { words, scanned } = ctx;
  const [amount, ...others] = scanned.spans;
  if (amount?.type !== "amount" || others.length > 0 || amount.start > 1 || findKindVerb(words)) return false;
  if (amount.start === 1 && words[0] !== "r$") return false;
  if (words[amount.end] !== "da" && words[amount.end] !== "do") return false;
  let k = amount.end + 1;
  const first = k;
  while (WHOSE_LEAD.has(words[k] ?? "") && k < first + 2) k++;
  const who = words[k] ?? "";
  if (!(PEOPLE.has(who) || (k > first && /^[a-z]{2,}$/.test(who)) || namesSomeone(words, k))) return false;
  return k + 1 >= words.length || (k + 2 === words.length && /^[a-z]{2,}$/.test(words[k + 1] ?? ""));
}

/** The message without "por dia/semana/mês" (an average's unit). */
function withoutUnit(ctx: MessageContext): MessageContext {
  const keep = ctx.tokens.filter(
    (_, i) =>
      !(
        (ctx.words[i] === "por" || ctx.words[i] === "ao") &&
        /^(dia|semana|mes)$/.test(ctx.words[i + 1] ?? "")
      ) &&
      !(
        (ctx.words[i - 1] === "por" || ctx.words[i - 1] === "ao") &&
        /^(dia|semana|mes)$/.test(ctx.words[i] ?? "")
      ),
  );
  return contextOf(keep, ctx.today);
}

const GREETING_WORDS = new Set([
  ...",oi,ola,opa,eai,ei,e,ai,bom,boa,dia,tarde,noite,tostao,tudo,td,bem,beleza,blz,como,vai,vc,voce,ta,esta".split(
    ",",
  ),
  ",",
]);

/**
 * Where the message goes on after a greeting that asks how the assistant is ("oi tostão, tudo bem?
 * gastei 50 no mercado"), or 0 when it does not open so.
 */
function greetingAsked(words: readonly string[]): number {
  const mark = words.indexOf("?");
  if (mark < 1 || mark > 7 || mark === words.length - 1) return 0;
  const asked = words.slice(0, mark);
  const how =
    asked.includes("bem") ||
    asked.includes("bom") ||
    asked.includes("beleza") ||
    asked.includes("blz") ||
    asked.includes("vai");
  return how && asked.every((w) => GREETING_WORDS.has(w)) ? mark + 1 : 0;
}

/** On the way: "vou no mercado", "tô indo pra feira". */
const GOING = new Set(["vou", "indo", "saindo", "vamos"]);

/** "vou no mercado agora, levando 200": money taken along, with no money verb said. */
function carriedAlong(words: readonly string[]): boolean {
  return words.includes("levando") && words.some((w) => GOING.has(w)) && !findKindVerb(words)?.strong;
}

const SPENT_AFTER = new Set(["gastei", "paguei", "comprei", "torrei"]);

/**
 * "saquei 200 e gastei 60 na feira", "transferi 500 pro inter, depois paguei 80 de luz": where the
 * spending said after money moved starts (its "e", "," or "depois"), or 0.
 */
function spentAfterMoving(ctx: MessageContext): number {
  const { words, scanned } = ctx;
  const firstAmount = scanned.spans.find((sp) => sp.type === "amount");
  if (!firstAmount) return 0;
  for (let k = firstAmount.end + 1; k < words.length; k++) {
    if (!SPENT_AFTER.has(words[k] as string)) continue;
    const lead = words[k - 1] === "eu" ? k - 2 : k - 1;
    if (words[lead] !== "e" && words[lead] !== "," && words[lead] !== "depois") return 0;
    return scanned.spans.some((sp) => sp.type === "amount" && sp.start > k) ? lead + 1 : 0;
  }
  return 0;
}

/** "me mandou 100 por engano e eu devolvi": money in by mistake, given back. */
function sentBackAtOnce(words: readonly string[]): boolean {
  return (
    words.includes("engano") && words.some((w) => w === "devolvi" || w === "devolvemos" || w === "estornei")
  );
}

const AMOUNT_LABELS = new Set(["valor", "total", "preco", "conta"]);
const LABEL_VERBS = new Set(["e", "era", "foi", "deu", "ficou", "fica", "sao", "eram", "foram"]);

/**
 * Where a message that opens on a label for its amount ("o valor é 650", "valor: 180", "o total
 * foi 95", "a conta deu 240") goes on: the label names no thing, so the message is read as "é 650", "180", "foi 95"
 * (an amount alone, or a correction of it). 0 when anything else is said ("valor do aluguel 1200",
 * "total foi 120 no ifood", "o valor foi 50 no mercado").
 */
function amountLabelEnd(ctx: MessageContext): number {
  const { words, scanned } = ctx;
  let i = words[0] === "o" || words[0] === "a" ? 1 : 0;
  if (!AMOUNT_LABELS.has(words[i] ?? "")) return 0;
  i++;
  if (words[i] === ":" || words[i] === "-" || words[i] === ",") i++;
  // nothing but a verb and the amount after it: "total foi 120 no ifood" names a thing, and "total
  // foi quanto hoje?" asks
  let k = LABEL_VERBS.has(words[i] ?? "") ? i + 1 : i;
  const amount = scanned.spans[scanned.owner[k] ?? -1];
  if (amount?.type !== "amount") return 0;
  k = amount.end;
  if (words[k] === "reais" || words[k] === "real") k++;
  while (words[k] === "." || words[k] === "!") k++;
  return k === words.length ? i : 0;
}

/** Only an amount ("R$ 30", "30 reais"): nothing says what it was. */
function bareAmount(ctx: MessageContext): boolean {
  let rest = 0;
  for (let i = 0; i < ctx.words.length; i++) {
    if (ctx.scanned.masked[i] === 1) continue;
    const w = ctx.words[i] as string;
    // "tostão, 50", "oi 50": the assistant's name or a greeting says nothing about the money
    if (w === "," || w === "." || w === "?" || w === "tostao" || w === "oi" || w === "ola") continue;
    // "é R$ 650", as "é 650" is
    if (i === 0 && w === "e") continue;
    // "uns 40", "tipo 40", "cerca de 40", "40 mais ou menos": a doubt about the amount names nothing
    const doubt = doubtAt(ctx.words, i);
    if (doubt > 0) {
      i += doubt - 1;
      continue;
    }
    rest++;
  }
  return rest === 0;
}

/** What may open an amount said alone: "são 317", "vai dar 350", "vai ficar 120". */
const COPULAS = [["sao"], ["vai", "dar"], ["vai", "ser"], ["vai", "ficar"], ["vao", "ser"], ["vai", "sair"]];

/** Said of an amount not said exactly, naming nothing bought: "uns 40", "cerca de 40". */
const DOUBT = new Set(["uns", "umas", "tipo", "quase", "cerca", "aproximadamente"]);

/** How many words at `i` say the amount is a guess ("uns", "cerca de", "mais ou menos"), or 0. */
function doubtAt(words: readonly string[], i: number): number {
  const w = words[i];
  if (w === "cerca" && words[i + 1] === "de") return 2;
  if (w === "mais" && words[i + 1] === "ou" && words[i + 2] === "menos") return 3;
  return w !== undefined && DOUBT.has(w) ? 1 : 0;
}

const ASK_WORDS = new Set([
  "quanto",
  "quantos",
  "quanta",
  "quantas",
  "qual",
  "quais",
  "onde",
  "como",
  "media",
  "total",
  "maior",
  "mais",
  "menos",
  "cade",
]);

const WISH = new Set(["quero", "queria", "gostaria", "sonho", "desejo", "queria"]);
const GOING_TO = new Set(["vou", "vamos", "irei"]);

/** "não gastei isso", "eu não recebi esse": the record just booked is denied, so it goes. */
function deniedRecord(ctx: MessageContext, question: boolean): DeleteLastIntent | null {
  const { words } = ctx;
  const verb = findKindVerb(words);
  if (question || !verb || !deniedVerb(words, verb.index) || words.includes("tudo")) return null;
  return THAT_RECORD.has(words[verb.index + 1] ?? "") ? { intent: "delete_last", count: 1 } : null;
}

/** What an unknown message seemed to be about, so the examples in the answer fit it. */
function unknownWithHint(ctx: MessageContext, question: boolean): UnknownIntent {
  const { words, scanned } = ctx;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount").length;
  // an amount said in several words ("cinquenta e seis", "mil e duzentos") is one word of content,
  // and the words that make it a guess ("40 mais ou menos", "cerca de 40") are none
  let content = 0;
  for (let i = 0; i < words.length; i++) {
    const doubt = doubtAt(words, i);
    if (doubt > 0) i += doubt - 1;
    else if (![",", ".", "?", "r$"].includes(words[i] as string) && !inWordNumber(scanned, words, i))
      content++;
  }
  if (amounts === 1 && content <= 2) {
    const said = scanned.spans.find((sp) => sp.type === "amount");
    return {
      intent: "unknown",
      hint: "amount",
      ...(said?.type === "amount" ? { amount: said.centavos / 100 } : {}),
    };
  }
  // "vou gastar uns 500 com a ceia", "vou guardar metade": a plan, nothing moved yet
  if (
    words.some(
      (w, i) => WISH.has(w) || (GOING_TO.has(w) && /^\p{L}{2,}(?:ar|er|ir)$/u.test(words[i + 1] ?? "")),
    )
  )
    return { intent: "unknown", hint: "wish" };
  // "não gastei 80", "quase comprei": nothing moved, and the answer says nothing was booked
  const verb = findKindVerb(words);
  if (!question && verb && deniedVerb(words, verb.index)) return { intent: "unknown", hint: "not_spent" };
  if (words.some((w) => w === "cartao" || w === "fatura" || w === "cartoes"))
    return { intent: "unknown", hint: "card" };
  if (words.some((w) => w === "meta" || w === "metas" || w === "objetivo"))
    return { intent: "unknown", hint: "goal" };
  if (words.some((w) => w === "limite" || w === "teto" || w === "orcamento"))
    return { intent: "unknown", hint: "limit" };
  if (question) return { intent: "unknown", hint: "question" };
  return { intent: "unknown" };
}

/** A word inside an amount said in words after its first ("e", "seis" of "cinquenta e seis"). */
function inWordNumber(scanned: MessageContext["scanned"], words: readonly string[], i: number): boolean {
  const sp = scanned.spans[scanned.owner[i] ?? -1];
  if (sp?.type !== "amount" || i === sp.start) return false;
  const w = words[i] as string;
  return w === "e" || w === "mil" || isNumberWord(w);
}

/**
 * "anteontem e ontem gastei 40 de uber cada dia", "gastei 20 de uber ontem e anteontem": two days
 * said together with "e", the only days of the message; `each` when "cada dia" (or "por dia", "cada
 * um") says the amount was spent on each, else it may be each day's or both's. The ranges to read
 * the record without (the days and "cada dia") and the days, in the order said; null otherwise.
 */
function twoDays(ctx: MessageContext): { drop: [number, number][]; dates: string[]; each: boolean } | null {
  const { words, scanned } = ctx;
  const dates = scanned.spans.filter((sp) => sp.type === "date");
  if (dates.length !== 2) return null;
  const [a, b] = dates as [(typeof dates)[number], (typeof dates)[number]];
  // "ontem e anteontem", "na segunda e na terça" ("40 no sábado e no domingo 50": a day each)
  const joined =
    b.start === a.end + 1 ||
    (b.start === a.end + 2 &&
      /^(na|no)$/.test(words[a.end + 1] ?? "") &&
      ctx.tokens[b.end]?.kind !== "number");
  if (!joined || words[a.end] !== "e") return null;
  if (a.type !== "date" || b.type !== "date") return null;
  const said = [a, b].map((sp) => (sp.type === "date" ? toIso(resolvePast(sp.date, ctx.today)) : ""));
  // "hoje e hoje" is one day
  if (said[0] === said[1]) return null;
  const each = words.findIndex(
    (w, i) => (w === "cada" || w === "por") && (words[i + 1] === "dia" || words[i + 1] === "um"),
  );
  const drop: [number, number][] = [[a.start, b.end]];
  if (each >= 0) drop.push([each, each + 2]);
  return { drop, dates: said, each: each >= 0 };
}
