/**
 * Reminders: "me lembra de pagar a luz dia 10", "lembrete: IPVA 1.100 dia 15/01",
 * "não me deixa esquecer…". The date is the next occurrence, today or later.
 */

import type { CivilDate } from "../calendar/index.ts";
import { toIso } from "../calendar/index.ts";
import { foldAccents } from "../fold.ts";
import { contextOf, type MessageContext } from "./context.ts";
import { resolveFuture } from "./dates.ts";
import { DELETE_VERBS } from "./intents.ts";
import { findIssuer } from "./issuers.ts";
import type { Token } from "./normalise.ts";
import { readRecurrence } from "./recurrence.ts";
import { type DateRef, MONTHS, type Span } from "./scan.ts";
import type { CancelReminderIntent, ReminderIntent } from "./types.ts";

import { wordSet as set } from "./word-set.ts";

/** What a reminder that names nothing is called ("vence dia 15", "me lembra dia 10"). */
export const GENERIC_REMINDER = "lembrete";

const REMIND = set("lembra,lembre,lembrar,lembrete,lembretes,relembra,relembrar,lembrando,lembrame");

/** True for "me lembra de…", "lembrete…", "não me deixa esquecer…", "me avisa dia 10 de…". */
const STOP_REMINDING = set("lembrar,lembra,lembre,avisar,avisa,avise");
/** Words between the request and what it names: "o lembrete da luz", "de me lembrar do aluguel". */
const CANCEL_GLUE = set(
  "o,a,os,as,meu,minha,esse,essa,este,esta,de,da,do,das,dos,pra,para,me,mais,lembrete,lembretes,aviso,avisos,sobre",
);

/**
 * "cancela o lembrete da luz", "apaga esse lembrete", "não precisa mais me lembrar do aluguel",
 * "para de me avisar da internet": an open reminder removed, named by the words after (null: the
 * one just talked about). Null for any other message.
 */
export function readReminderCancel(words: readonly string[]): CancelReminderIntent | null {
  let at = -1;
  const reminderAt = words.findIndex((w) => w === "lembrete" || w === "lembretes");
  if (reminderAt > 0 && words.slice(0, reminderAt).some((w) => DELETE_VERBS.has(w) || w === "desativa"))
    at = reminderAt;
  else {
    // "não precisa mais me lembrar", "não me avisa mais", "para de me lembrar"
    const stopAt = words.findIndex((w) => STOP_REMINDING.has(w));
    const before = words.slice(Math.max(0, stopAt - 5), stopAt);
    // "não esquece de me lembrar da luz", "não deixa de me avisar": a reminder asked, not removed
    const keep = before.some((w) => w.startsWith("esquec") || w === "deixa" || w === "deixe");
    if (
      !keep &&
      stopAt > 0 &&
      words[stopAt - 1] === "me" &&
      (before.includes("nao") || before.includes("para") || before.includes("pare"))
    )
      at = stopAt;
  }
  if (at < 0) return null;
  let from = at + 1;
  while (from < words.length && CANCEL_GLUE.has(words[from] as string)) from++;
  // "…, já paguei", "… pq já paguei": why, after the reminder named
  let to = from;
  while (to < words.length && words[to] !== "," && words[to] !== "pq" && words[to] !== "porque") to++;
  const named = words.slice(from, to).filter((w) => w !== "." && w !== "!" && !CANCEL_GLUE.has(w));
  return { intent: "cancel_reminder", words: named.length > 0 ? named.join(" ") : null };
}

export function isReminder(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (REMIND.has(w)) {
      // "apaga o lembrete da luz" removes one, it does not set one
      if (words.slice(0, i).some((x) => DELETE_VERBS.has(x) || x === "desativa" || x === "desativar"))
        return false;
      // "você lembra quanto gastei?" is a question, not a reminder
      if (words[i - 1] === "voce" || words.includes("quanto")) continue;
      return true;
    }
    if ((w === "esquecer" || w === "esqueca") && words.slice(Math.max(0, i - 4), i).includes("nao"))
      return true;
    if ((w === "avisa" || w === "avise" || w === "notifica") && words[i - 1] === "me") return true;
    // "agenda o pagamento da luz dia 10"
    if ((w === "agenda" || w === "agendar" || w === "agende") && words.some((x) => SCHEDULED.has(x)))
      return true;
  }
  return false;
}

const SCHEDULED = set("pagar,pagamento,conta,boleto,fatura,vencimento,vence");
/** "vou", "tenho que", "preciso": said before "pagar", the payment is still ahead. */
const AHEAD = set("vou,vamos,tenho,temos,preciso,precisamos,devo,devemos");

/**
 * "vou pagar 150 de luz amanhã", "tenho que pagar o IPVA dia 30", "todo dia 10 tenho que pagar a
 * escola, 950": a payment ahead, on a day said, is a reminder, never a record. The token ranges of
 * the words that say it is ahead ("e aí, tenho que"; a day said before stays), to read the
 * reminder without, or null.
 */
export function paymentAhead(ctx: MessageContext): [number, number][] | null {
  const { words, scanned } = ctx;
  if (words.includes("?")) return null;
  const ahead = words.findIndex((w) => AHEAD.has(w));
  if (ahead < 0) return null;
  // the words before may only be a day ("todo dia 10 tenho que pagar…")
  for (let k = 0; k < ahead; k++)
    if ((scanned.owner[k] ?? -1) < 0 && !DAY_LEAD.has(words[k] as string)) return null;
  let at = ahead + 1;
  if (words[at] === "que" || words[at] === "de") at++;
  if (words[at] !== "pagar") return null;
  if (!scanned.spans.some((sp) => sp.type === "date" || sp.type === "recurDay")) return null;
  const before: [number, number][] = [];
  for (let k = 0; k < ahead; k++) if ((scanned.owner[k] ?? -1) < 0) before.push([k, k + 1]);
  return [...before, [ahead, at]];
}
const DAY_LEAD = set("eu,e,ai,entao,no,na,dia,todo,toda,,");

/** The present of paying, said of a day ahead: "amanhã pago a luz", "sexta que vem pagamos o gás". */
const PAY_PRESENT = set("pago,pagamos");
/** Before "pago", a state: "já pago", "tá pago", "foi pago" say it is paid, not when it will be. */
const PAID_STATE = set("ja,ta,esta,estava,foi,fica,ficou,era,sera,deixei,deixo");
/** Money already moved in the same message: "paguei a água e amanhã pago a luz" is read as said. */
const MOVED_NOW = set("paguei,gastei,comprei,quitei,recebi,ganhei");

/** A day said that falls after today: "amanhã", "depois de amanhã", "sexta (que vem)", "dia 30" on the 25th. */
function dayAhead(date: DateRef, today: CivilDate): boolean {
  switch (date.kind) {
    case "relative":
      return date.days > 0;
    case "weekday":
      return date.before !== true;
    case "monthDay":
      return date.day > today.d;
    case "dayMonth":
      return date.month > today.m || (date.month === today.m && date.day > today.d);
    case "fullDate":
      return toIso({ y: date.year, m: date.month, d: date.day }) > toIso(today);
    default:
      return false;
  }
}

/**
 * "amanhã pago a luz 187", "sexta que vem pago o dentista, 350", "depois de amanhã eu pago o gás":
 * the present of paying with a day ahead is a payment still to make, as "vou pagar…" is. The
 * message to read the reminder from ("amanhã pagar a luz 187", without "eu"), or null.
 */
export function presentPaymentAhead(ctx: MessageContext): MessageContext | null {
  const { words, scanned, tokens, today } = ctx;
  if (words.includes("?") || words.some((w) => MOVED_NOW.has(w))) return null;
  const at = words.findIndex((w, i) => PAY_PRESENT.has(w) && !PAID_STATE.has(words[i - 1] ?? ""));
  if (at < 0) return null;
  const dates = scanned.spans.filter((sp) => sp.type === "date");
  if (dates.length === 0 || !dates.every((sp) => sp.type === "date" && dayAhead(sp.date, today))) return null;
  const pay = tokens[at] as Token;
  const said = tokens.map((t, i) => (i === at ? { ...pay, original: "pagar", folded: "pagar" } : t));
  return contextOf(
    said.filter((_, i) => !(i === at - 1 && words[i] === "eu")),
    today,
  );
}
/** A payment the person set up to go out later: "agendei", "deixei agendado", "programei". */
const SCHEDULED_NOW = set("agendei,agendamos,programei,programamos,agendado,agendada,programado,programada");
/** Said before "agendado": "deixei agendado", "tá agendado", "já programado". */
const SCHEDULED_STATE = set("deixei,deixamos,ta,esta,ja,fica,ficou");

/**
 * "agendei um pix de 500 pro pedreiro pra sexta", "deixei agendado o boleto do condomínio pro dia
 * 10, 690", "programei o pagamento do aluguel pro dia 5": a payment set to go out on a day ahead is
 * a reminder on that day, as "vou pagar…" is, never money already spent (a day of the month already
 * past is next month's). The message to read it from ("pagar um pix de 500 pro pedreiro pra
 * sexta"), or null when no day is said or it was paid ("paguei a luz agendado" is a record).
 */
export function scheduledPayment(ctx: MessageContext): MessageContext | null {
  const { words, scanned, tokens, today } = ctx;
  if (words.includes("?") || words.some((w) => MOVED_NOW.has(w))) return null;
  const at = words.findIndex((w) => SCHEDULED_NOW.has(w));
  if (at < 0) return null;
  const dates = scanned.spans.filter((sp) => sp.type === "date");
  if (dates.length === 0) return null;
  // weekdays and "amanhã" go forward; a month's day is read ahead by the reminder itself
  if (!dates.every((sp) => sp.type === "date" && (sp.date.kind === "monthDay" || dayAhead(sp.date, today))))
    return null;
  const pay = tokens[at] as Token;
  const from = SCHEDULED_STATE.has(words[at - 1] ?? "") ? at - 1 : at;
  const said = [
    ...tokens.slice(0, from),
    { ...pay, original: "pagar", folded: "pagar" },
    ...tokens.slice(at + 1),
  ];
  return contextOf(said, today);
}

const DUE = set("vence,vencem,vencimento,vencer");
const PAID = set("paguei,pago,pagamos,pagou,quitei,quitado,paga");
const CARD_SETUP = set("fecha,fechamento,cartao,limite,fatura");
/** What sets up a card even with an amount said: "vence dia 10, limite de 5 mil". */
const CARD_TERMS = set("fecha,fechamento,limite");

/**
 * "conta de luz 187,43 vence dia 15", "o condomínio vence dia 10": a bill not paid yet, due on a
 * day, is a reminder; "paguei a luz que vence dia 15" is a record, and "o nubank fecha dia 3 e
 * vence dia 10" sets up a card. With an amount, a card's bill due on a day is a bill too ("a
 * fatura da renner vence dia 25, 340"); with its closing day or limit it is still a card set up.
 */
export function isDueBill(words: readonly string[], amountSaid = false): boolean {
  if (!words.some((w) => DUE.has(w)) || words.includes("?")) return false;
  if (words.some((w) => PAID.has(w) || w === "quando" || w === "quanto")) return false;
  // "internet 119,90 mensal, vence todo dia 10" is a fixed item; "meu santander vence dia 20" a card
  if (words.some((w) => w === "todo" || w === "todos" || w === "mensal" || w === "mensalmente")) return false;
  if (amountSaid) return !words.some((w) => CARD_TERMS.has(w));
  return !words.some((w) => CARD_SETUP.has(w)) && findIssuer(words) === null;
}
const REMINDER_FILLER = set(
  "agenda,agendar,agende,esquece,esquecam,mim,me,lembra,do,da,lembre,lembrar,lembrete,lembretes,de,que,nao,deixa,deixe,eu,esquecer,esqueca,avisa,avise,notifica,por,favor,pf,pfv,:,relembra,relembrar",
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
  else if (recurDay === null) {
    // "em janeiro": the first day of the next such month (today when it is this month)
    for (let i = 0; i < words.length; i++) {
      const m = MONTHS.get(words[i] as string);
      if (m === undefined || (words[i] === "marco" && words[i - 1] !== "em" && words[i - 1] !== "de"))
        continue;
      date = m === today.m ? today : { y: m > today.m ? today.y : today.y + 1, m, d: 1 };
      break;
    }
  } else if (recurDay !== null) date = resolveFuture({ kind: "monthDay", day: recurDay }, today);
  let recurrence = readRecurrence(words, scanned, 0, words.length, date.d);
  if (recurrence && recurDay === null && dateSpan?.date.kind !== "monthDay") recurrence = { day: date.d };
  const description = reminderDescription(ctx) || GENERIC_REMINDER;
  return { intent: "reminder", description, amount, date: toIso(date), recurrence };
}

const DANGLING = set("de,do,da,a,o,no,na,em,e,para,que,,,:,todo,mes,dia,reais,real,r$,por,pra,tb,tbm,tambem");
const RECUR_WORDS = set(
  "todo,todos,mes,meses,mensal,mensalmente,cada,fixo,fixa,vence,vencem,vencimento,vencer",
);

/** What to remind of: the words after the trigger, without dates, amounts and filler. */
function reminderDescription(ctx: MessageContext): string {
  const { words, tokens, scanned } = ctx;
  let from = 0;
  while (from < words.length && (REMINDER_FILLER.has(words[from] as string) || scanned.owner[from] !== -1))
    from++;
  const out: string[] = [];
  for (let i = from; i < words.length && out.length < 10; i++) {
    if (scanned.owner[i] !== -1) continue;
    const w = words[i] as string;
    // "na sexta", "em 10/02", "pagar 300 de aluguel": the glue of a removed date or amount
    if (LINKS.has(w) && (scanned.owner[i + 1] ?? -1) !== -1) continue;
    if (LINKS.has(w) && i > 0 && (scanned.owner[i - 1] ?? -1) !== -1 && isAmountSpan(ctx, i - 1)) continue;
    if (w === "?" || w === "." || w === ":" || w === ";" || w === "," || RECUR_WORDS.has(w)) continue;
    if (out.length === 0 && REMINDER_FILLER.has(w)) continue;
    // "o plano de saúde, são 780", "a manutenção vai ser uns 250": the words that lead to the amount
    if (leadsToAmount(ctx, i)) continue;
    out.push((tokens[i] as Token).original.toLowerCase());
  }
  // "internet 99,90 todo dia 15 me lembra": the request said last is no part of what is due
  while (out.length > 0 && (DANGLING.has(foldLast(out)) || ASKED_LAST.has(foldLast(out)))) out.pop();
  // "o pagamento da luz" reads better as "pagamento da luz"
  const first = out[0];
  if (out.length > 1 && (first === "o" || first === "a" || first === "os" || first === "as")) out.shift();
  return out.join(" ");
}

const LINKS = set("na,no,em,dia,ate,de,do,da,para,a");
/** Words that say what the amount after them is: "vai ser uns", "são", "que é", "no valor de". */
const AMOUNT_LEAD = set(
  "vai,ser,sao,e,eh,que,uns,umas,cerca,de,no,valor,deve,dar,fica,ficar,vem,veio,tipo,aproximadamente,mais,ou,menos,por,volta,total,,",
);

/** True when the words from `i` up to an amount all lead to it. */
function leadsToAmount(ctx: MessageContext, i: number): boolean {
  const { words, scanned } = ctx;
  for (let k = i; k < words.length; k++) {
    if (scanned.owner[k] !== -1) return isAmountSpan(ctx, k);
    if (!AMOUNT_LEAD.has(words[k] as string)) return false;
  }
  return false;
}
const ASKED_LAST = set("me,lembra,lembre,lembrar,avisa,avise,avisar,por,favor,pf,pfv,pfvr,ok,blz");

function isAmountSpan(ctx: MessageContext, i: number): boolean {
  const sp = ctx.scanned.spans[ctx.scanned.owner[i] ?? -1];
  return sp?.type === "amount";
}

function foldLast(out: string[]): string {
  return foldAccents(out[out.length - 1] as string);
}
