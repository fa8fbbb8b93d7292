/**
 * A message read in its conversation: what the parser left open ("e semana passada?", "o limite
 * dele", "era no crédito", "quanto sobra de limite?") is filled in from the subject of the
 * conversation. Everything the message says itself wins over the subject.
 */
import { byMonths, type CountedPeriod, fromIso, saoPauloTodayIso, thisMonth } from "../calendar/index.ts";
import { foldAccents } from "../fold.ts";
import { reaisToCentavos } from "../money.ts";
import { FALLBACK_CATEGORIES, fallbackCategory, findCategory, kindOfCategory } from "../parser/categories.ts";
import { namesPeriod } from "../parser/follow-ups.ts";
import { LOAN_WORDS } from "../parser/loans.ts";
import { foldWords, type Token, tokenise } from "../parser/normalise.ts";
import { parseMessage } from "../parser/parse-message.ts";
import { voucherAt } from "../parser/payment.ts";
import { goalRetarget } from "../parser/plans.ts";
import { legOf, TRIP_LEGS } from "../parser/records.ts";
import { GENERIC_REMINDER } from "../parser/reminders.ts";
import type {
  CardBillQuery,
  EditLastIntent,
  FollowUpIntent,
  GoalIntent,
  IncompleteIntent,
  Interpretation,
  LimitQuery,
  PaymentMethod,
  QueryIntent,
  RecordIntent,
  RecordKind,
  ReminderIntent,
  TotalsQuery,
} from "../parser/types.ts";
import {
  BILLS,
  findKindVerb,
  GIVEN_BACK,
  INVEST_NOUNS,
  isKindWord,
  TO_INVEST,
  WORK_APPS,
  WORK_DONE_NOUNS,
  WORKING,
} from "../parser/vocabulary.ts";
import { describesNothing } from "./own-words.ts";
import { type ConversationState, NO_CHANGE, type OpenShare, type RecordRef, type Subject } from "./state.ts";

/** One interpretation with the context it needs: the record a correction without a name is about. */
export interface InContext {
  item: Interpretation;
  /** For a correction that names no record: the record the conversation is about (null: the newest). */
  record?: RecordRef | null;
  /** For "foi tudo no débito": the records the last message booked together, each corrected. */
  records?: RecordRef[];
}

/**
 * Fills in what each interpretation leaves to the conversation.
 * @example
 * // after "quanto gastei no mercado?"
 * inContext(state, [{ intent: "follow_up", from: "2026-11-09", to: "2026-11-15" }], "e semana passada?", now)
 * // [{ item: { intent: "query", metric: "expenses", category: "Mercado", from: "2026-11-09", to: "2026-11-15" } }]
 */
export function inContext(
  state: ConversationState,
  results: readonly Interpretation[],
  text: string,
  now: Date,
): InContext[] {
  const subject = state.subject;
  const today = saoPauloTodayIso(now);
  // "lanche 30", then "o x-tudo foi 22 e o refri 8": what the record just booked was made of
  const parts = breakdownOf(justBooked(subject, now), results, text);
  if (parts) return [{ item: { intent: "unknown", hint: "breakdown", amount: parts } }];
  return results.map((item): InContext => {
    switch (item.intent) {
      case "follow_up": {
        // "30" ("R$ 30,00 de quê?"), then "de bar": the amount, booked there
        const answered = onlyCategory(item) ? namedForLost(subject, text, now) : null;
        if (answered) return { item: answered };
        if (subject?.lost?.amount && item.category && onlyCategory(item)) {
          const named = { ...NO_EDIT, category: item.category, description: item.text ?? null };
          return { item: whatWasLost(subject.lost, named, today) ?? item };
        }
        // "gastei 100 reais" filed in Outros, then "no mercado" / "é mercado": where it went
        const filed = unfiledRecord(subject, now);
        if (filed && item.category && onlyCategory(item))
          return fileUnder(filed, item.category, item.text && asSaid(text));
        // "almoço 35", then "no crédito", "no pix", "foi no nubank": how the record just booked was paid
        const booked = justBooked(subject, now);
        if (booked && (item.payment || item.card) && onlyPayment(item))
          return paidThisWay(booked, item.payment ?? null, item.card ?? null);
        // "é da empresa" right after a record: the record moves to that book
        if (booked && item.book && onlyBook(item))
          return { item: { intent: "move_to_book", book: item.book }, record: booked };
        // a day named: "e a água dia 25" after a reminder ("e com uber?" stays a question)
        const another = item.from ? anotherReminder(subject, text, now) : null;
        if (another) return { item: another };
        // "quanto ficou?", "e agora?": the last question again, as the books stand now
        if (Object.keys(item).length === 1 && subject?.question) return { item: subject.question };
        // "paguei a fatura do nubank", then "e a de janeiro?": that card's bill of that month
        const card = subject?.focus === "card" && /^e a\b/.test(foldAccents(text).trim().toLowerCase());
        const asked = card && subject?.card ? cardBill(monthSoFar(today), subject.card) : null;
        return { item: followUp(asked ?? subject?.question ?? null, item, today) };
      }
      case "query":
        return { item: query(subject, item, text) };
      case "goal":
        // "aumenta a meta pra 25 mil": the goal talked about ("" when none: the person's only one)
        return {
          item:
            item.retarget && !item.name ? { ...item, name: talkedAbout(subject, now, "goal") ?? "" } : item,
        };
      case "card":
        // "o limite dele": the card of the last turns, not one mentioned before other subjects
        return {
          item:
            item.name === null && subject?.card && (subject.focus === "card" || subject.focus === "record")
              ? { ...item, name: subject.card }
              : item,
        };
      case "edit_last": {
        // "o de 45 foi no crédito": the record its amount names, looked for in the books
        if (item.was !== undefined) return { item };
        // "gastei 50 reais" filed in Outros, then "foi no mercado": filed there, described so
        const unfiled = item.category && onlyCategoryChange(item) ? unfiledRecord(subject, now) : null;
        if (unfiled && item.category) return fileUnder(unfiled, item.category, null);
        // "45" ("R$ 45,00 de quê?"), then "foi no posto": R$ 45 described "posto"
        const named = item.amount === null && !item.target ? namedForLost(subject, text, now) : null;
        if (named) return { item: named };
        // "quero juntar 15 mil", then "muda pra 18 mil", "a meta é 20 mil": that goal's target
        const retarget = goalRetargeted(subject, item, now);
        if (retarget) return { item: retarget };
        // after a message not understood, "foi 30" or "foi de bar" is about it, never the record before
        const lost = !item.target && subject?.lost ? whatWasLost(subject.lost, item, today) : null;
        if (lost) return { item: lost };
        // "aumenta pra 400" right after a limit was set or asked about: the limit, not a record
        if (!item.target && onlyAmount(item)) {
          // "me lembra do condomínio dia 5", then "foi 650": the reminder's amount
          if (talkedAbout(subject, now, "reminder"))
            return { item: { intent: "reminder_amount", amount: item.amount } };
          const limit = limitTalkedAbout(subject, item.of === "limit");
          if (limit) return { item: { intent: "limit", category: limit, amount: item.amount } };
          // "aumenta pra 1000" after the limits were listed: which one is asked, no record changes
          const limitsListed = subject?.focus === "question" && subject.question?.metric === "limit";
          if (item.of === "limit" || limitsListed) return { item: { intent: "unknown", hint: "limit" } };
        }
        // "foi tudo no débito": the records booked together, when the conversation is about them;
        // and so is a day said alone ("foi ontem" right after "60 no mercado e 40 na padaria")
        const allOf = item.all || (!item.target && !item.day && onlyDate(item));
        if (allOf) {
          const { all: _, both: __, ...each } = item;
          const together = subject?.together;
          const about = subject?.record;
          if (together && about && together.some((r) => r.ids[0] === about.ids[0]))
            return { item: each, records: together };
          // "foi no débito os dois" after two records said one message each
          if (item.both && about && subject?.before) return { item: each, records: [subject.before, about] };
          if (item.all) return { item: each, record: about ?? null };
        }
        // "o segundo foi no débito" after a list: the record on that line
        const placed = listedAt(subject, item.target);
        if (placed) {
          const { target: _, ...change } = item;
          return { item: change, record: placed };
        }
        // a record named by its words or its day ("o de ontem foi 25") is looked for, not assumed
        return item.target || item.day ? { item } : { item, record: subject?.record ?? null };
      }
      case "delete_last": {
        // "esquece, desisti" right after a record was booked: that record (the records that message
        // booked, the newest ones); with nothing just booked, nothing is deleted
        if (item.taken_back) {
          const booked = justBooked(subject, now);
          const together = subject?.together?.length ?? 0;
          if (!booked) return { item: { intent: "unknown", hint: "not_spent" } };
          // "não coloca 400", "não lança o uber": only the record just booked that it names
          if (item.amount != null || item.target) {
            const named = (together > 1 ? (subject?.together ?? []) : [booked]).filter((r) =>
              refusedIs(r, item.amount ?? null, item.target ?? null),
            );
            const [one] = named;
            if (!one || named.length > 1) return { item: { intent: "unknown", hint: "not_spent" } };
            return { item: { intent: "delete_last", count: 1 }, record: one };
          }
          if (together > 1) return { item: { intent: "delete_last", count: together } };
          return { item: { intent: "delete_last", count: 1 }, record: booked };
        }
        // "apaga o primeiro" after a list: the record on that line
        const placed = listedAt(subject, item.target);
        if (placed) return { item: { intent: "delete_last", count: 1 }, record: placed };
        // "o de 14 foi no pix", then "apaga ele": the record just corrected, not the newest one
        const pointed = item.count === 1 && !item.target && !item.amount && !item.date && !item.kind;
        const it =
          pointed && POINTED_AT.test(foldAccents(text).toLowerCase()) ? justBooked(subject, now) : null;
        return it ? { item, record: it } : { item };
      }
      case "record": {
        // "não coloca 400, coloca 450 no mercado": the record just booked at 400, corrected
        if (item.instead_of !== undefined) {
          const { instead_of: refused, ...record } = item;
          const booked = justBooked(subject, now);
          if (!booked || !refusedIs(booked, refused, null)) return { item: record };
          const placed = record.category !== fallbackCategory(record.kind);
          return {
            item: {
              intent: "edit_last",
              amount: record.amount,
              category: placed ? record.category : null,
              date: record.dated ? record.date : null,
              description: placed ? record.description : null,
            },
            record: booked,
          };
        }
        // "no máximo 800 com mercado", then "e 300 com lazer": another limit, never a record
        const limit = anotherLimit(subject, item, text, now);
        if (limit) return { item: limit };
        // "quero juntar 4 mil pra viagem", then "e 20 mil pro carro até o fim de 2027": another goal
        const goalToo = anotherGoal(subject, text, now);
        if (goalToo) return { item: goalToo };
        // "emprestei 60 pro vitor", then "e 40 pro caio": lent too; "uber pro centro 25", then "e a
        // volta 21": the way back of the trip just booked
        const booked = justBooked(subject, now);
        const follows = lentToo(booked, item, text, now) ?? legOfTrip(booked, item);
        if (follows) return { item: follows };
        // "quero juntar 6 mil pro carro", then "coloquei 500": money put in that goal, not spent
        const put = item.kind === "expense" ? putInGoal(subject, text, now) : null;
        if (put) return { item: put };
        // "guardei 250" right after a goal was set or asked about: money for that goal; "apliquei
        // no cdb", "mandei 3 mil pra xp pra investir" name an investment of its own
        const goal = talkedAbout(subject, now, "goal");
        if (
          goal &&
          item.kind === "investment" &&
          !item.goal &&
          !foldWords(text).some((w) => INVEST_NOUNS.has(w) || TO_INVEST.has(w))
        )
          return { item: { ...item, goal } };
        // "dividi o uber de 64 com a ana", then "ela já me mandou os 32": her part, never income;
        // days later, when the message ties it to the bill ("o pedro me devolveu 60 do jantar")
        const back = shareBack(subject, item) ?? shareBackLater(state.shares, item, text);
        if (back) return { item: back };
        const tokens = tokenise(text);
        const words = tokens.map((t) => t.folded);
        const rest = continuation(words);
        // "me lembra de pagar a internet dia 25, 99,90", then "e o gás dia 28, 120" (or "gás dia 28,
        // 120" on the 20th: a day still to come this month): another reminder, never an expense on
        // the 28th before; a money verb ("e paguei a luz dia 10, 180") books
        const ahead = item.date.slice(8) > today.slice(8);
        if (item.dated && item.date < today && (rest > 0 || ahead) && !findKindVerb(words)) {
          const another = anotherReminder(subject, text, now);
          if (another) return { item: another };
        }
        if (!booked || rest < 0) return { item };
        // "recebi 350 de um freela", then "e 120 de outro cliente": money in too, when nothing
        // in the message says which way it went; "vendi 20 salgados a 5 cada", then "e 10
        // brigadeiros, 3 cada": things counted after a sale are sold too
        const read =
          booked.kind !== item.kind
            ? ((booked.category === SALES ? soldToo(tokens, rest, now) : null) ??
              (appWork(booked) ? workedToo(tokens, rest, now) : null) ??
              sameKind(tokens, rest, item, booked.kind, now) ??
              item)
            : item;
        // "ifood 67,90", then "e mais 12 de gorjeta": filed with it, when nothing names a category
        const next =
          read.kind === booked.kind && read.category === fallbackCategory(read.kind) && booked.category
            ? { ...read, category: booked.category }
            : read;
        // "almocei 40 segunda", then "e 12 de estacionamento": the same day, unless it says its own
        return {
          item:
            !next.dated && next.date !== booked.date
              ? { ...next, date: booked.date, dated: true as const }
              : next,
        };
      }
      case "unknown": {
        // "quanto gastei essa semana?", then "e a passada?": the week before, as "e na semana passada?"
        const before = item.hint === "question" ? periodBefore(subject, text, now) : null;
        if (before) return { item: followUp(subject?.question ?? null, before, today) };
        const booked = justBooked(subject, now);
        // "não coloca 400, coloca 450" right after 400 was booked: that record is 450; with nothing
        // just booked, the 450 is asked about
        if (item.instead_of !== undefined && item.amount !== undefined) {
          const { instead_of: refused, ...asked } = item;
          if (!booked || !refusedIs(booked, refused, null)) return { item: asked };
          return {
            item: { intent: "edit_last", amount: item.amount, category: null, date: null, description: null },
            record: booked,
          };
        }
        // "pedi ifood 58", then "não chegou o pedido, o ifood estornou": that money came back
        const refund = item.hint === undefined ? refundOfJustBooked(booked, text, today) : null;
        if (refund) return { item: refund };
        // "passagem 4 e 50", then "e na volta mais 4 e 50": the way back of the ride just booked
        const back = item.hint === undefined ? wayBackSaid(booked, text, now) : null;
        if (back) return { item: back };
        // "vendi o sofá velho por 350", then "e a mesa por 200": sold too
        if (booked?.category === SALES) {
          const tokens = tokenise(text);
          const rest = continuation(tokens.map((t) => t.folded));
          const sold = rest >= 0 ? soldToo(tokens, rest, now) : null;
          if (sold) return { item: sold };
        }
        const named = namedForLost(subject, text, now);
        if (named) return { item: named };
        const filed = item.hint === undefined ? filedAlone(subject, text, now) : null;
        if (filed) return filed;
        // "uber 20", then "ontem" or "ah e ontem": the day of the record just booked for want of one
        const undated = item.hint === undefined ? dayOfUndated(subject, text, now) : null;
        if (undated) return undated;
        // "quero juntar 6 mil pro carro", then "já coloquei 500 hj": money put in that goal
        const put = putInGoal(subject, text, now);
        if (put) return { item: put };
        const deadline = goalDeadline(subject, text, now);
        if (deadline) return { item: deadline };
        // "me lembra de pagar o condomínio dia 5", then "650" / "o valor é 650": the reminder's amount
        if (item.hint === "amount" && item.amount && talkedAbout(subject, now, "reminder"))
          return { item: { intent: "reminder_amount", amount: item.amount } };
        // "quero uma meta pra viagem" (its amount asked), then "8 mil": the goal's target
        const goalNamed =
          item.hint === "amount" && item.amount && subject?.goalTarget
            ? talkedAbout(subject, now, "goal")
            : null;
        if (goalNamed && item.amount) return { item: goalRetarget(goalNamed, item.amount) };
        const again = sameAgain(subject, text, now);
        if (again) return { item: again };
        const another = anotherReminder(subject, text, now);
        return { item: another && another.date !== today ? another : item };
      }
      case "incomplete": {
        // "R$ 30,00 de quê?", then "farmácia"; "gastei 45" filed in Outros, then "almoço": a thing
        // named alone answers what came before it rather than asking its own amount
        if (!findKindVerb(foldWords(text))) {
          const named = namedForLost(subject, text, now);
          if (named) return { item: named };
          const filed = filedAlone(subject, text, now);
          if (filed) return filed;
        }
        // "dividi o uber de 64 com o pedro", then "o pedro já me pagou a parte dele": his part, never
        // income, and no amount to ask for
        const back =
          item.kind === "income"
            ? (partPaidBack(subject, text) ?? partPaidBackLater(state.shares, text))
            : null;
        // "a conta de luz chegou 187", then "paguei a luz": the bill's amount, or said again
        // when it was just booked
        const paid = back
          ? null
          : (billPaid(subject, item, text, today) ?? billBooked(subject, item, text, now));
        if (back ?? paid) return { item: back ?? paid ?? item };
        // "pizza 70", then "paguei com o vr": how the record just booked was paid, nothing else said
        const booked = justBooked(subject, now);
        if (
          booked &&
          item.payment &&
          item.kind === booked.kind &&
          !item.description &&
          !item.category &&
          !item.date
        )
          return paidThisWay(booked, item.payment.method, item.payment.card);
        return { item };
      }
      case "reminder": {
        // "chegou a conta de luz 198,30", then "não, vence dia 15": a reminder to pay that bill,
        // its amount the bill's unless another is said
        const bill = subject?.bill;
        if (!bill || item.description !== GENERIC_REMINDER || item.recurrence) return { item };
        return {
          item: {
            ...item,
            description: `pagar ${bill.description}`,
            amount: item.amount ?? bill.total / 100,
          },
        };
      }
      case "confirm_record":
        // "vendi 20 salgados", then "fiz 200 na feira": a seller's takings, not asked
        return item.income && subject?.record?.kind === "income" && subject.record.category === SALES
          ? { item: item.income }
          : { item };
      default:
        return { item };
    }
  });
}

/**
 * "me lembra de pagar o cartão dia 20", then "e a água dia 25": another reminder like the last one,
 * with its verb ("pagar a água"), when the follow-up names a day; else null.
 */
/** "de novo", "outro", "mais um": the same thing again. */
const AGAIN = /\b(?:de novo|denovo|outra vez|outro|outra|mais um|mais uma)\b/;

/**
 * "e hj de novo 38", "outro de 12" right after "pedi ifood 42": the thing just booked, again, at
 * the amount said (on the day said, else that record's day). Right after a question about one
 * thing's spending ("quanto gastei de ifood esse mês?"), "pedi mais um agora 52" is another of
 * that thing, on the day said, else today. Null when the message says nothing of the kind, or is
 * more than an amount and a day.
 */
function sameAgain(subject: Subject | null, text: string, now: Date): RecordIntent | null {
  const booked = justBooked(subject, now);
  const thing = booked ?? askedAbout(subject, now);
  const folded = foldAccents(text).toLowerCase();
  if (!thing || !AGAIN.test(folded)) return null;
  const rest = folded.replace(AGAIN, " ").replace(/^\s*(?:e|mais|tb|tbm|tambem)\s+/, "");
  const what = thing.description || thing.category || "";
  const [read, ...more] = parseMessage(`${KIND_VERB[thing.kind]} ${rest} de ${what}`, now);
  if (read?.intent !== "record" || more.length > 0 || read.kind !== thing.kind) return null;
  const category = thing.category ?? read.category;
  return {
    ...read,
    category,
    description: thing.description,
    ...(!booked || read.dated || read.date === booked.date
      ? {}
      : { date: booked.date, dated: true as const }),
  };
}

/** Questions that count what was spent ("quanto gastei", "quantas vezes", "qual o maior"). */
const SPENDING_METRICS: ReadonlySet<string> = new Set(["expenses", "count", "largest", "average"]);

/**
 * The one thing the question answered last (in the last minutes) counted the spending of: its
 * words ("quanto gastei de ifood esse mês?") or its category ("quanto foi de mercado?"); null for
 * a question about income, several things, or none.
 */
function askedAbout(
  subject: Subject | null,
  now: Date,
): { kind: "expense"; description: string; category: string | null } | null {
  const question = subject?.focus === "question" ? subject.question : null;
  if (!subject || !question || !isTotals(question) || !SPENDING_METRICS.has(question.metric)) return null;
  if ((question.kind && question.kind !== "expense") || question.except || question.loan) return null;
  if (question.instalments) return null;
  if (now.getTime() - Date.parse(subject.at) > FILING_WINDOW_MS) return null;
  const category =
    question.category && kindOfCategory(question.category) === "expense" ? question.category : null;
  const words = question.text ?? null;
  if (!words && !category) return null;
  return { kind: "expense", description: words ?? (category as string).toLowerCase(), category };
}

function anotherReminder(subject: Subject | null, text: string, now: Date): ReminderIntent | null {
  if (subject?.focus !== "reminder" || !subject.reminder) return null;
  // "e do condomínio dia 10", "tbm o iptu dia 12": "pagar o condomínio", "pagar o iptu"
  const rest = text
    .trim()
    .replace(/^(?:(?:e|tb|tbm|tamb[eé]m)\s+)+/i, "")
    .replace(/^d([oa]s?)\s/i, "$1 ");
  const verb = /^\p{L}{3,}(ar|er|ir)\b/u.exec(foldAccents(subject.reminder).toLowerCase())?.[0];
  const read = parseMessage(`me lembra de ${verb ? `${verb} ` : ""}${rest}`, now);
  const [only] = read;
  return read.length === 1 && only?.intent === "reminder" && only.date ? only : null;
}

const NO_EDIT: EditLastIntent = { intent: "edit_last", ...NO_CHANGE };

/**
 * A correction said right after a message that was not understood: with an amount said alone
 * before it and a category now, that amount as a record there; a new amount alone is asked about
 * ("R$ 30,00 de quê?"), never put on the record before; anything else is read as usual (null).
 */
function whatWasLost(
  lost: { amount: number | null; date?: string },
  item: EditLastIntent,
  today: string,
): Interpretation | null {
  if (lost.amount && item.category && item.amount === null) {
    const kind = kindOfCategory(item.category) === "income" ? "income" : "expense";
    return {
      intent: "record",
      kind,
      amount: lost.amount,
      date: lost.date ?? today,
      category: item.category,
      description: item.description ?? item.category.toLowerCase(),
      recurrence: null,
      payment: null,
    };
  }
  return onlyAmount(item) ? { intent: "unknown", hint: "amount", amount: item.amount } : null;
}

/**
 * A goal just set, then "até dezembro do ano que vem", "pra março": the goal by then (its amount
 * kept: `amount` null), or null.
 */
function goalDeadline(subject: Subject | null | undefined, text: string, now: Date): GoalIntent | null {
  const goal = talkedAbout(subject ?? null, now, "goal");
  if (!goal || !/^\s*(?:e\s+)?(?:at[eé]|pra|para)\s/i.test(text) || /\d{3,}|mil\b/i.test(text)) return null;
  const [read] = parseMessage(`quero juntar 100 pra ${goal} ${text}`, now);
  return read?.intent === "goal" && read.deadline ? { ...read, name: goal, amount: null } : null;
}

/** Ways of saying money was put somewhere: "coloquei 500", "botei 300 hoje", "pus mais 200". */
const PUT_IN = /^\s*(?:(?:j[aá]|hoje|hj|e|mais)\s+)*(?:coloquei|botei|pus|depositei|transferi)\s+(.+)$/iu;

/**
 * A goal just set or asked about, then "já coloquei 500 hj", "botei mais 300": money put in that
 * goal (read as "guardei 500 hj"), or null when the message names anything else ("coloquei 50 de
 * gasolina" is fuel).
 */
function putInGoal(subject: Subject | null | undefined, text: string, now: Date): RecordIntent | null {
  const goal = talkedAbout(subject ?? null, now, "goal");
  const put = goal ? PUT_IN.exec(text) : null;
  if (!goal || !put) return null;
  const read = parseMessage(`guardei ${put[1]}`, now);
  const [only] = read;
  if (read.length !== 1 || only?.intent !== "record" || only.kind !== "investment") return null;
  // "hj coloquei 1.500 pro casamento": the goal talked about, named again
  if (only.goal)
    return foldAccents(only.goal).toLowerCase() === foldAccents(goal).toLowerCase()
      ? { ...only, goal }
      : null;
  return only.description === "investimentos" ? { ...only, goal } : null;
}

/** "do conserto", "de mercado": the preposition an answer to "de quê?" opens with. */
const OF_WHAT = /^(?:do|da|dos|das|de)\s+/iu;
/** "foi o jantar", "era no posto": what the answer names, after the words that say it is one. */
const ANSWER_LEAD = /^\s*(?:foi|era|é|e|eh)\s+(?:(?:o|a|os|as|no|na|nos|nas|de|do|da|em|com)\s+)?/iu;

/** "gastei 45" filed in Outros, then "almoço" alone: where it went, as "de almoço" says; or null. */
function filedAlone(subject: Subject | null | undefined, text: string, now: Date): InContext | null {
  const filed = unfiledRecord(subject ?? null, now);
  if (!filed || text.length > 40) return null;
  const [where] = parseMessage(`de ${text}`, now);
  return where?.intent === "follow_up" && where.category && onlyCategory(where)
    ? fileUnder(filed, where.category, where.text && asSaid(text))
    : null;
}

/**
 * An amount alone was asked about ("R$ 80,00 de quê?"), and the answer names what it was:
 * "farmácia", "uber", "foi o jantar", "no posto ontem". The record the two make, read as if said
 * together ("farmácia 80,00"), or null: a question, an answer with an amount of its own, more than
 * three words ("cinema com a ana, dividimos" says more than what it was), or naming
 * nothing the books file (a fallback category) is read as usual. The amount's message is read with
 * it, so a day said there stays ("120 ontem", then "foi o jantar").
 */
function namedForLost(subject: Subject | null | undefined, text: string, now: Date): RecordIntent | null {
  const amount = subject?.lost?.amount;
  if (!amount || /[\d?]/.test(text)) return null;
  // ("do conserto da geladeira": what it was, after the preposition that says so)
  const said = text.replace(ANSWER_LEAD, "").replace(OF_WHAT, "").trim();
  if (said.length === 0 || said.split(/\s+/).length > 3) return null;
  const read = parseMessage(`${said} ${subject?.lost?.said ?? amount.toFixed(2).replace(".", ",")}`, now);
  const [only] = read;
  if (read.length !== 1 || only?.intent !== "record" || FALLBACK_CATEGORIES.has(only.category)) return null;
  // what a total's parts left unnamed ("gastei 100 ontem: 60 no mercado e 30 na farmácia"): its day
  const day = subject?.lost?.date;
  return day && !only.dated ? { ...only, date: day, dated: true } : only;
}

/**
 * Only the person's part of a shared bill was booked ("uber 64, dividi com a ana", "sim"): while the
 * conversation is about it (the subject lapses after two hours), money in of the others' part ("ela já me mandou os 32"), or one person's, named by nothing but the fallback
 * or refund category, pays back what never was theirs. Not income: `hint: "share_back"`.
 */
function shareBack(subject: Subject | null | undefined, item: RecordIntent): Interpretation | null {
  const record = subject?.record;
  const share = record?.share;
  if (!record || !share || item.kind !== "income") return null;
  if (!FALLBACK_CATEGORIES.has(item.category) && item.category !== "Reembolso") return null;
  const said = Math.round(item.amount * 100);
  if (said !== share.total - record.total && said !== Math.round(share.total / share.people)) return null;
  return shareBackOf(item.amount, record.ids);
}

/**
 * Only the person's part of a shared bill was booked, and a friend's part is said paid back with no
 * amount ("o pedro já me pagou a parte dele", "ela me mandou a parte dela"): one person's share, not
 * income (`hint: "share_back"`); null otherwise.
 */
function partPaidBack(subject: Subject | null | undefined, text: string): Interpretation | null {
  const record = subject?.record;
  const share = record?.share;
  if (!record || !share || share.people < 2 || !foldWords(text).includes("parte")) return null;
  return shareBackOf(oneShare(share) / 100, record.ids);
}

/** Money back that is a friend's share of the person's part `ids`: not income. */
const shareBackOf = (amount: number, ids: number[]): Interpretation => ({
  intent: "unknown",
  hint: "share_back",
  amount,
  share_of: ids,
});

/** One person's share of a shared bill, in centavos. */
const oneShare = (share: { total: number; people: number }) => Math.round(share.total / share.people);

/**
 * The open shared bills a message about money back is tied to: it names what the bill was for
 * ("do jantar", "da pizza"), says it is a share ("a parte dele"), or names someone the bill was
 * shared with. Those it names by what or by share come first; by person only, the bill must be the
 * only one shared with them. Empty when nothing ties it.
 */
function sharesNamed(shares: readonly OpenShare[] | undefined, text: string): OpenShare[] {
  if (!shares || shares.length === 0) return [];
  const words = new Set(foldWords(text));
  const what = (s: OpenShare) =>
    foldWords(`${s.record.description} ${s.record.category ?? ""}`).some((w) => w.length > 2 && words.has(w));
  const who = (s: OpenShare) => (s.record.share.names ?? []).some((n) => words.has(n));
  const share = words.has("parte") || words.has("cota");
  const named = shares.filter((s) => what(s) || (share && who(s)));
  if (named.length > 0) return named;
  const byPerson = shares.filter(who);
  return byPerson.length === 1 ? byPerson : [];
}

/**
 * Money in, named by nothing but the fallback or refund category, of a friend's share of a bill
 * booked longer ago than the subject lasts (SHARE_DAYS at most): "paguei 120 no jantar, dividi com
 * o pedro", "sim", the next day "o pedro me pagou os 60" or "pedro me devolveu 60 do jantar". Not
 * income when the message ties it to that bill (sharesNamed) and the amount is one share or all
 * the others'; null otherwise (it is income, as before).
 */
function shareBackLater(
  shares: readonly OpenShare[] | undefined,
  item: RecordIntent,
  text: string,
): Interpretation | null {
  if (item.kind !== "income") return null;
  if (!FALLBACK_CATEGORIES.has(item.category) && item.category !== "Reembolso") return null;
  const said = Math.round(item.amount * 100);
  const bill = sharesNamed(shares, text).findLast(
    (s) => said === oneShare(s.record.share) || said === s.record.share.total - s.record.total,
  );
  if (!bill) return null;
  return shareBackOf(item.amount, bill.record.ids);
}

/** "o pedro já me pagou a parte dele" days after the bill shared with him: his share (sharesNamed). */
function partPaidBackLater(shares: readonly OpenShare[] | undefined, text: string): Interpretation | null {
  if (!foldWords(text).some((w) => w === "parte" || w === "cota")) return null;
  const bill = sharesNamed(shares, text).at(-1);
  if (!bill) return null;
  return shareBackOf(oneShare(bill.record.share) / 100, bill.record.ids);
}

/**
 * Whether a record just booked is the one a refusal names: its amount ("não coloca 400") and its
 * words ("não lança o uber": the description or the category holds them), when said.
 */
function refusedIs(record: RecordRef, amount: number | null, target: string | null): boolean {
  if (amount !== null && Math.round(amount * 100) !== record.total) return false;
  if (!target) return true;
  const own = new Set(foldWords(`${record.description} ${record.category ?? ""}`));
  return target.split(" ").every((w) => own.has(w));
}

/** Words that name a bill but not which one: "paguei a conta", "paguei o boleto". */
const ANY_BILL = new Set(["conta", "contas", "fatura", "boleto"]);
const PAID_OTHERWISE = /\b(?:metade|parte|pedaco|pouco|cartao|credito|parcel\w*|\d+x)\b/;

/**
 * A bill said paid in part or in a way its amount alone would not say ("paguei metade da escola",
 * "…no cartão", "em 3x"): the amount is asked as usual, never taken from the bill or reminder.
 */
export function paidOtherwise(text: string): boolean {
  return PAID_OTHERWISE.test(foldAccents(text).toLowerCase());
}

/** Whether "paguei a luz", "paguei a conta", "paguei" says nothing the bill's words do not. */
function namesBill(
  item: IncompleteIntent,
  text: string,
  bill: { category: string | null; description: string },
) {
  if (item.kind !== "expense" || item.roughly || item.part || item.shared || item.installments) return false;
  if (paidOtherwise(text)) return false;
  if (item.category && bill.category && item.category !== bill.category) return false;
  const own = new Set(foldWords(bill.description));
  return foldWords(item.description ?? "").every((w) => ANY_BILL.has(w) || own.has(w));
}

/**
 * A bill said to have arrived with its amount ("a conta de luz chegou 187", "veio 187 a conta de
 * luz"), not booked since, then "paguei a luz", "já paguei a conta", "paguei": that amount, paid
 * (on the day said, else today). Null when no such bill is talked about or the words name another.
 */
function billPaid(
  subject: Subject | null,
  item: IncompleteIntent,
  text: string,
  today: string,
): RecordIntent | null {
  const bill = subject?.bill;
  if (!bill || !namesBill(item, text, bill)) return null;
  return {
    intent: "record",
    kind: "expense",
    amount: bill.total / 100,
    date: item.date ?? today,
    category: bill.category ?? fallbackCategory("expense"),
    description: bill.description,
    recurrence: null,
    payment: null,
    ...(item.date ? { dated: true as const } : {}),
  };
}

/**
 * A bill booked moments ago ("a fatura da luz deu 187", or a yes to "a conta chegou; já está
 * paga?"), then "paguei a luz", "paguei": the same bill said again, never a second one nor an
 * amount asked. Read as the record restated (the conversation says it is booked already).
 */
function billBooked(
  subject: Subject | null,
  item: IncompleteIntent,
  text: string,
  now: Date,
): RecordIntent | null {
  const booked = justBooked(subject, now);
  if (booked?.kind !== "expense" || item.date) return null;
  const words = foldWords(booked.description);
  if (!words.some((w) => BILLS.has(w) && w !== "pix") || !namesBill(item, text, booked)) return null;
  return {
    intent: "record",
    kind: "expense",
    amount: booked.total / 100,
    date: booked.date,
    category: booked.category ?? fallbackCategory("expense"),
    description: booked.description,
    recurrence: null,
    payment: null,
    restates: foldAccents(booked.description).toLowerCase().split(/\s+/).filter(Boolean).join(" "),
  };
}

/** Said before a day that corrects the record just booked: "ah e ontem", "opa, anteontem". */
const DAY_LEAD = /^(?:(?:ah|ahh|a|e|opa|ops|ou|alias|na verdade|desculpa|foi|era)[\s,]+)*/;

/**
 * "uber 20" (dated today for want of a day), then a day alone: "ontem", "ah e ontem", "opa,
 * anteontem", "sexta": that record's day, as "foi ontem" says. Null when the record was dated, or
 * the message says more than a day.
 */
function dayOfUndated(subject: Subject | null, text: string, now: Date): InContext | null {
  const booked = justBooked(subject, now);
  if (!booked || booked.dated || text.length > 30) return null;
  const day = foldAccents(text).toLowerCase().trim().replace(DAY_LEAD, "");
  if (day.length === 0) return null;
  const [when] = parseMessage(`foi ${day}`, now);
  if (when?.intent !== "edit_last" || when.date === null || Object.keys(when).length > 5) return null;
  if (when.amount !== null || when.category !== null || when.description !== null) return null;
  return { item: when, record: booked };
}

/** How long after a record "no mercado" still says where it went. */
const FILING_WINDOW_MS = 30 * 60_000;

/** The record just booked was paid this way: a correction of how it was paid alone. */
function paidThisWay(booked: RecordRef, method: PaymentMethod | null, card: string | null): InContext {
  return {
    item: {
      intent: "edit_last",
      amount: null,
      category: null,
      date: null,
      description: null,
      payment: { method, card },
    },
    record: booked,
  };
}

/**
 * Several records said with no verb of money, of the same kind and day as the record just booked
 * and adding up to it exactly: what it was made of, no more money. Its total in reais, or null.
 */
function breakdownOf(
  booked: RecordRef | null,
  results: readonly Interpretation[],
  text: string,
): number | null {
  if (!booked || results.length < 2) return null;
  const records = results.filter((r) => r.intent === "record");
  if (
    records.length !== results.length ||
    records.some((r) => r.kind !== booked.kind || r.date !== booked.date)
  )
    return null;
  const sum = records.reduce((n, r) => n + reaisToCentavos(r.amount), 0);
  if (sum !== booked.total || findKindVerb(foldWords(text))?.strong) return null;
  return booked.total / 100;
}

/** "e 40 pro caio", "mais 50 pra ana": another amount to another person, no verb said. */
const TO_ANOTHER = /^\s*(?:e|mais|e mais)\s+(?:r\$\s*)?\d[\d.,]*\s+(?:pro|pra|para)\s+\S+/iu;

/** A loan just booked ("emprestei 60 pro vitor"), then "e 40 pro caio": that one lent too. */
function lentToo(booked: RecordRef | null, item: RecordIntent, text: string, now: Date): RecordIntent | null {
  if (!booked?.description.startsWith(LOAN_WORDS.lent) || item.kind !== "expense") return null;
  if (!TO_ANOTHER.test(text) || findKindVerb(foldWords(text))) return null;
  const [read, ...more] = parseMessage(`emprestei ${text.replace(/^\s*(?:e\s+)?(?:mais\s+)?/iu, "")}`, now);
  return read?.intent === "record" && more.length === 0 && read.description.startsWith(LOAN_WORDS.lent)
    ? read
    : null;
}

/** Said of money given back, besides its verbs: "foi estornado", "caiu o estorno". */
const REFUND_WORDS = new Set(["estorno", "estornado", "estornada", "reembolso", "reembolsado", "devolvido"]);

/**
 * The purchase just booked, then "o ifood estornou", "me devolveram o dinheiro", with no amount:
 * its amount back, a refund on the day said back. Null when an amount is said (read as usual) or
 * the record was not spending.
 */
function refundOfJustBooked(booked: RecordRef | null, text: string, today: string): RecordIntent | null {
  if (booked?.kind !== "expense" || /\d/.test(text)) return null;
  const words = foldWords(text);
  if (!words.some((w) => GIVEN_BACK.has(w) || REFUND_WORDS.has(w)) || words.includes("?")) return null;
  return {
    intent: "record",
    kind: "income",
    amount: booked.total / 100,
    date: today,
    category: "Reembolso",
    description: `estorno ${booked.description}`,
    recurrence: null,
    payment: null,
  };
}

/** "e a volta 21" right after a ride: that ride's way back, where the ride went. */
function legOfTrip(booked: RecordRef | null, item: RecordIntent): RecordIntent | null {
  if (booked?.kind !== "expense" || item.kind !== "expense" || !booked.category) return null;
  if (item.category !== fallbackCategory("expense") || !TRIP_LEGS.has(item.description)) return null;
  return {
    ...item,
    ...legOf({ category: booked.category, description: booked.description }, item.description),
  };
}

/**
 * "e a passada?", "e a retrasada?" right after a question about a week: that week's noun said
 * ("e na semana passada?"), read as its follow-up; null for anything else ("e a passada?" after a
 * card's bill is left to that bill).
 */
function periodBefore(subject: Subject | null, text: string, now: Date): FollowUpIntent | null {
  const asked = subject?.focus === "question" ? subject.question : null;
  const said = /^e a (passada|retrasada)\??$/.exec(foldAccents(text).trim().toLowerCase());
  if (!said || !asked || !("from" in asked) || asked.by !== "days" || asked.metric === "card_bill")
    return null;
  const [read] = parseMessage(`e na semana ${said[1]}?`, now);
  return read?.intent === "follow_up" ? read : null;
}

/** Words that point at the record talked about: "apaga esse", "apaga ele". */
const POINTED_AT = /\b(?:esse|essa|isso|este|esta|isto|ele|ela)\b/;

/** What may stand before a leg said alone: "e na volta mais 4 e 50". */
const LEG_GLUE = new Set(["e", "na", "no", "mais", "a", "o", "tambem", "tb", ","]);

/**
 * "e na volta mais 4 e 50", "na volta 4,50" right after a ride: the leg and its amount, read
 * without the glue around them, as that ride's way back; null for anything else.
 */
function wayBackSaid(booked: RecordRef | null, text: string, now: Date): RecordIntent | null {
  if (!booked) return null;
  const all = tokenise(text);
  const start = all.findIndex((t) => !LEG_GLUE.has(t.folded));
  const tokens = all.slice(Math.max(start, 0)).filter((t) => t.folded !== "mais");
  if (!tokens.some((t) => TRIP_LEGS.has(t.folded))) return null;
  const read = parseMessage(tokens.map((t) => t.original).join(" "), now);
  const [only] = read;
  return read.length === 1 && only?.intent === "record" ? legOfTrip(booked, only) : null;
}

/** The record just booked or corrected, when it is what the conversation is about. */
function justBooked(subject: Subject | null, now: Date): RecordRef | null {
  const record = subject?.record;
  if (!record || subject.focus !== "record") return null;
  return now.getTime() - Date.parse(subject.at) > FILING_WINDOW_MS ? null : record;
}

/**
 * The goal or the reminder set (or asked about) in the last minutes, when it is what the
 * conversation is about: "guardei 250" goes to that goal, "650" is that reminder's amount.
 */
function talkedAbout(subject: Subject | null, now: Date, focus: "goal" | "reminder"): string | null {
  const name = subject?.focus === focus ? subject[focus] : undefined;
  if (!subject || !name) return null;
  return now.getTime() - Date.parse(subject.at) > FILING_WINDOW_MS ? null : name;
}

const ORDINALS: ReadonlyMap<string, number> = new Map(
  [
    "primeiro",
    "segundo",
    "terceiro",
    "quarto",
    "quinto",
    "sexto",
    "setimo",
    "oitavo",
    "nono",
    "decimo",
  ].flatMap((w, i) => [
    [w, i],
    [`${w.slice(0, -1)}a`, i],
  ]),
);

/**
 * "o segundo", "a terceira" after a list: the record on that line, as shown; right after one
 * message booked several ("mercado 50 e farmácia 30", then "o segundo foi no crédito"), the record
 * in that place as said. Null for any other words, or when neither was.
 */
function listedAt(subject: Subject | null, target: string | null | undefined): RecordRef | null {
  const at = target ? ORDINALS.get(target) : undefined;
  if (at === undefined) return null;
  const lines = subject?.focus === "record" && subject.together ? subject.together : subject?.listed;
  return lines?.[at] ?? null;
}

const CONTINUATION_LEAD = new Set(["e", "mais", "tambem", "tb", "tbm"]);
const ALSO = new Set(["tambem", "tb", "tbm"]);

/**
 * "e 12 de estacionamento", "mais 8 de café", "uber 20 tb", "vale refeição tb, 400": a message that carries on the one
 * before. Where its own words start (after the lead word), or -1 for any other message.
 */
function continuation(words: readonly string[]): number {
  const at = words[0] === "ah" || words[0] === "ai" ? (words[1] === "," ? 2 : 1) : 0;
  if (CONTINUATION_LEAD.has(words[at] ?? "")) return at + 1;
  // "uber 20 tb", "vale refeição tb, 400": "também" later in the message
  return words.slice(at + 1).some((w) => ALSO.has(w)) ? 0 : -1;
}

/** The verb each kind of record is said with, to read a continuation as the record before it. */
const KIND_VERB = { expense: "gastei", income: "recebi", investment: "guardei" } as const;

/**
 * A continuation read as a record of `kind`, when the message says nothing of its own kind (no
 * verb, and no category but the fallback, or a meal voucher after money in): "e 120 de outro
 * cliente" after money in. Else null.
 */
function sameKind(
  tokens: readonly Token[],
  from: number,
  item: RecordIntent,
  kind: RecordKind,
  now: Date,
): RecordIntent | null {
  // "vale refeição tb, 400" after "recebi o vale alimentação": a benefit, money in like the one before
  const words = tokens.map((t) => t.folded);
  const benefit = kind === "income" && voucherAt(words, from, words.length) !== null;
  if ((item.category !== fallbackCategory(item.kind) && !benefit) || words.some(isKindWord)) return null;
  const said = tokens
    .slice(from)
    .map((t) => t.original)
    .join(" ");
  const [read, ...more] = parseMessage(`${KIND_VERB[kind]} ${said}`, now);
  return read?.intent === "record" && more.length === 0 && read.kind === kind && read.amount === item.amount
    ? read
    : null;
}

const SALES = "Vendas";
/** What people make or buy to sell: food and goods. */
const GOODS = new Set(["Alimentação", "Compras"]);
/** Things filed in Transporte that are goods, sold as used things are: "e a bicicleta 350". */
const VEHICLES = new Set([
  "bicicleta",
  "bike",
  "carro",
  "moto",
  "patinete",
  "capacete",
  "pneu",
  "pneus",
  "carrinho",
]);
/** What is paid for, never sold on: a trip, care, a course, a tax, a subscription, a bill. */
const SERVICES = new Set([
  "Transporte",
  "Saúde",
  "Educação",
  "Impostos e taxas",
  "Assinaturas",
  "Lazer",
  "Viagem",
]);
/** Words after a count that say it is money, not things: "e 10 reais de gás", "10 mil". */
const NOT_THINGS = new Set(["reais", "real", "conto", "contos", "pila", "mil", "k", "de", "do", "da", "r$"]);

/**
 * A continuation that counts things, with no verb of its own ("e 10 brigadeiros, 3 cada", "mais 5
 * bolos a 20", "e mais 2 bolos pra dona marta 70", "e um pudim de 35"), read as sold like the sale
 * before it; null for anything else ("e 15 de gás").
 */
function soldToo(tokens: readonly Token[], lead: number, now: Date): RecordIntent | null {
  const words = tokens.map((t) => t.folded);
  if (words.some(isKindWord)) return null;
  // "e mais 2 bolos pra dona marta 70": the lead said twice
  let from = lead;
  while (CONTINUATION_LEAD.has(words[from] ?? "")) from++;
  // "e 10 brigadeiros", or one thing made to sell with its article: "e um pudim de 35" ("e um uber
  // de 20" is spent); a used thing after a used thing sold: "e a mesa por 200", "e o celular antigo
  // 450 na olx" (never a service or a trip: "e o uber 20")
  const thing = findCategory(words, null, from + 1, from + 2)?.category ?? null;
  const one = (words[from] === "um" || words[from] === "uma") && GOODS.has(thing ?? "");
  const used =
    (words[from] === "o" || words[from] === "a") &&
    (!SERVICES.has(thing ?? "") || VEHICLES.has(words[from + 1] as string));
  if (!(/^\d+$/.test(words[from] ?? "") || one || used) || !/^\p{L}{3,}$/u.test(words[from + 1] ?? ""))
    return null;
  if (NOT_THINGS.has(words[from + 1] as string)) return null;
  const said = tokens
    .slice(from)
    .map((t) => t.original)
    .join(" ");
  const [read, ...more] = parseMessage(`vendi ${said}`, now);
  return read?.intent === "record" && more.length === 0 && read.category === SALES ? read : null;
}

/** Money in from work on an app ("fiz 420 no uber", "fiz 310 nas corridas"), by its description. */
function appWork(booked: RecordRef): boolean {
  if (booked.kind !== "income" || booked.category !== "Freelance") return false;
  return foldWords(booked.description).some(
    (w) => WORK_APPS.has(w) || WORKING.has(w) || WORK_DONE_NOUNS.has(w),
  );
}

/**
 * After work on an app, another app said with no verb of its own ("e 180 no ifood" after "fiz 420
 * no uber") is work too, read as "fiz 180 no ifood"; null when that is not money earned ("e 70 de
 * gasolina").
 */
function workedToo(tokens: readonly Token[], from: number, now: Date): RecordIntent | null {
  if (tokens.some((t) => isKindWord(t.folded))) return null;
  const said = tokens
    .slice(from)
    .map((t) => t.original)
    .join(" ");
  const [read, ...more] = parseMessage(`fiz ${said}`, now);
  return read?.intent === "record" && more.length === 0 && read.kind === "income" ? read : null;
}

/** The record just booked in the fallback category (Outros), when it is what the conversation is about. */
function unfiledRecord(subject: Subject | null, now: Date): RecordRef | null {
  const record = justBooked(subject, now);
  return record && record.category === fallbackCategory(record.kind) ? record : null;
}

/**
 * A record filed in Outros moved to the category named; "de uber": the words said become the
 * description its placeholder stood for ("no mercado" names the category alone, and so does the
 * description).
 */
function fileUnder(filed: RecordRef, category: string, text: string | null | undefined): InContext {
  const description = describesNothing(filed.description) ? (text ?? category.toLowerCase()) : null;
  return {
    item: { intent: "edit_last", amount: null, category, date: null, description },
    record: filed,
  };
}

/** "de almoço!", "no Mercado": the words as typed, without the preposition before them. */
function asSaid(text: string): string {
  return text
    .trim()
    .replace(/[.!?]+$/, "")
    .replace(/^(?:(?:e|de|do|da|no|na|em|foi|era|o|a)\s+)+/i, "")
    .toLowerCase();
}

/** A correction that says only a category ("foi no mercado"), of no record named. */
function onlyCategoryChange(e: EditLastIntent): boolean {
  return Object.entries(e).every(
    ([k, v]) => k === "intent" || k === "category" || v === null || v === undefined,
  );
}

function onlyCategory(f: FollowUpIntent): boolean {
  return Object.keys(f).every((k) => k === "intent" || k === "category" || k === "text");
}

function onlyBook(f: FollowUpIntent): boolean {
  return Object.keys(f).every((k) => k === "intent" || k === "book");
}

function onlyPayment(f: FollowUpIntent): boolean {
  return Object.keys(f).every((k) => k === "intent" || k === "payment" || k === "card");
}

/** The category whose limit the conversation is about; any category talked about when "limite" was said. */
/**
 * A limit just set, then "e 300 com lazer", "e de lazer 300": another category's limit, said on as
 * the one before was (no verb, within minutes). Null for anything else.
 */
function anotherLimit(subject: Subject | null | undefined, item: RecordIntent, text: string, now: Date) {
  if (subject?.focus !== "limit" || item.kind !== "expense" || item.category === fallbackCategory("expense"))
    return null;
  if (now.getTime() - Date.parse(subject.at) > FILING_WINDOW_MS) return null;
  const words = foldWords(text);
  if (continuation(words) < 0 || words.some((w) => isKindWord(w))) return null;
  return { intent: "limit" as const, category: item.category, amount: item.amount };
}

/** "e 20 mil pro carro", "e mais 5 mil pra reforma até julho": right after a goal was set, another one. */
const GOAL_TOO =
  /^\s*e\s+(?:mais\s+)?(?:uns\s+)?(?:r\$\s*)?(\d[\d.,]*(?:\s*mil)?|\S+\s+mil)\s+(?:pro|pra|para)\s+(.+)$/iu;

function anotherGoal(subject: Subject | null | undefined, text: string, now: Date): GoalIntent | null {
  if (!subject?.goalTarget || !talkedAbout(subject, now, "goal")) return null;
  const said = GOAL_TOO.exec(text);
  if (!said || findKindVerb(foldWords(text))) return null;
  const [read, ...more] = parseMessage(`quero juntar ${said[1]} pra ${said[2]}`, now);
  return read?.intent === "goal" && more.length === 0 && read.amount ? read : null;
}

function limitTalkedAbout(subject: Subject | null, saidLimit: boolean): string | null {
  if (!subject?.category) return null;
  if (subject.focus === "limit") return subject.category;
  if (subject.focus === "question" && subject.question?.metric === "limit") return subject.question.category;
  // "aumenta o limite pra 400" right after a record (its limit alert, say): that record's category
  return saidLimit && (subject.focus === "category" || subject.focus === "record") ? subject.category : null;
}

/**
 * A new amount said of a goal: "a meta é 20 mil" (the goal talked about, or the one named after
 * "meta"), or an amount alone ("muda pra 18 mil", "na verdade são 6 mil") right after a goal's
 * target was set or shown. Null otherwise (money taken out of a goal is no target).
 */
function goalRetargeted(subject: Subject | null, item: EditLastIntent, now: Date): GoalIntent | null {
  if (!onlyAmount(item)) return null;
  const [first, ...rest] = (item.target ?? "").split(" ");
  const named = first === "meta" || first === "objetivo" ? rest.join(" ") : null;
  if (item.target && named === null) return null;
  const talked = talkedAbout(subject, now, "goal");
  if (named === null && !(talked && subject?.goalTarget)) return null;
  const name = named || talked || "";
  return goalRetarget(name, item.amount);
}

function onlyAmount(e: EditLastIntent): e is EditLastIntent & { amount: number } {
  return e.amount !== null && e.category === null && e.date === null && e.description === null && !e.payment;
}

/** "foi ontem": a correction of the day alone. */
function onlyDate(e: EditLastIntent): boolean {
  return (
    e.date !== null &&
    e.amount === null &&
    e.category === null &&
    e.description === null &&
    !e.payment &&
    e.installments === undefined &&
    !e.fixed &&
    !e.revert
  );
}

function monthSoFar(today: string): CountedPeriod {
  return byMonths(thisMonth(fromIso(today)));
}

const TOTALS_BY_KIND = { expense: "expenses", income: "income", investment: "investments" } as const;

/** "e semana passada?" after a question: the same question with what the follow-up changes. */
function followUp(last: QueryIntent | null, f: FollowUpIntent, today: string): QueryIntent {
  const base: QueryIntent =
    last && last.metric !== "goal" && last.metric !== "future_purchases"
      ? last
      : { intent: "query", metric: "expenses", ...monthSoFar(today), category: null };
  const said = f.from && f.to && f.by ? { from: f.from, to: f.to, by: f.by } : null;
  // "compara com outubro": the last question's period stays, compared with the one said
  const period = f.compare ? null : said;
  const filterNamed = f.category != null || f.text != null;
  switch (base.metric) {
    case "limit": {
      // "e no lazer?" after "como tá meu limite do mercado?"
      if (filterNamed && f.category) return { ...base, category: f.category } satisfies LimitQuery;
      if (f.card) return cardBill(base, f.card);
      break;
    }
    case "card_bill": {
      if (f.card && !filterNamed) return { ...base, card: f.card } satisfies CardBillQuery;
      // "e a de janeiro?" after a card's bill: that month's bill
      if (period && !filterNamed && !f.kind && !f.payment)
        return { ...base, ...period } satisfies CardBillQuery;
      break;
    }
    case "reminders":
      return period ? { ...base, ...period } : base;
    default:
      break;
  }
  const from: TotalsQuery | QueryIntent =
    base.metric === "limit" || base.metric === "card_bill"
      ? {
          intent: "query",
          metric: "expenses",
          ...monthSoFar(today),
          category: null,
          ...(base.metric === "card_bill" && base.card ? { card: base.card } : {}),
        }
      : base;
  const next = { ...from } as TotalsQuery;
  if (period) {
    next.from = period.from;
    next.to = period.to;
    next.by = period.by;
    next.compare = null;
  }
  if (f.compare && said) next.compare = said;
  if (f.except) next.except = f.except;
  if (filterNamed || f.all) {
    next.category = f.category ?? null;
    next.text = f.text ?? null;
    // "e só com saúde?" after "sem contar o mercado": what is named now is all that is asked
    if (!f.except) delete next.except;
  }
  if (f.all && !f.card && !f.payment) {
    next.card = null;
    next.payment = null;
  }
  if (f.card) {
    next.card = f.card;
    next.payment = null;
  } else if (f.payment) {
    next.payment = f.payment;
    next.card = null;
  }
  if (f.book) next.book = f.book;
  if (f.kind) {
    const kindBefore = kindOf(next);
    if (next.metric === "expenses" || next.metric === "income" || next.metric === "investments")
      next.metric = TOTALS_BY_KIND[f.kind];
    else if (next.metric === "balance" || next.metric === "top_category" || next.metric === "summary")
      next.metric = TOTALS_BY_KIND[f.kind];
    else next.kind = f.kind;
    // an expense category does not filter income: "e as receitas?" after "quanto gastei no mercado?"
    if (kindBefore !== f.kind && !filterNamed) {
      next.category = null;
      next.text = null;
    }
  }
  return next as QueryIntent;
}

function kindOf(q: TotalsQuery): string {
  if (q.metric === "income") return "income";
  if (q.metric === "investments") return "investment";
  if (q.metric === "largest" || q.metric === "count" || q.metric === "average") return q.kind ?? "expense";
  return (q as { kind?: string }).kind ?? "expense";
}

function cardBill(q: CountedPeriod, card: string): CardBillQuery {
  return { intent: "query", metric: "card_bill", from: q.from, to: q.to, by: q.by, card };
}

const LIMIT_SINGULAR = /\blimite\b/;

/** A question read with the subject: the period of the last one, whose limit "o limite" is. */
function query(subject: Subject | null, q: QueryIntent, text: string): QueryIntent {
  if (!subject) return q;
  const t = foldAccents(text).trim();
  // "e quanto sobra de limite?": the card or the category the conversation is about
  if (q.metric === "limit" && q.category === null && LIMIT_SINGULAR.test(t)) {
    const card = subject.card;
    if (card && (subject.focus === "card" || subject.focus === "record" || !subject.category))
      return cardBill(q, card);
    // a category only when the conversation was about one, not about a record filed in it
    const asked = subject.question && "category" in subject.question ? subject.question.category : null;
    const about =
      subject.focus === "category" || subject.focus === "limit"
        ? subject.category
        : subject.focus === "question"
          ? asked
          : null;
    if (about) return { ...q, category: about };
    return q;
  }
  // "mercado 50", "uber 20", then "qto deu isso tudo?": the days of the records just booked
  const those = subject.focus === "record" ? (subject.together ?? [subject.before, subject.record]) : [];
  const days = those.flatMap((r) => (r ? [r.date] : [])).sort();
  const [first] = days;
  if (
    /\b(?:isso|isto)\b/.test(t) &&
    first &&
    q.metric === "expenses" &&
    !q.category &&
    !("text" in q && q.text) &&
    !namesPeriod(text)
  )
    return { ...q, from: first, to: days.at(-1) ?? first, by: "days" };
  // "e quanto foi no mercado?": the period of the last question when this one names none
  const last = subject.question;
  if (
    /^e\b/.test(t) &&
    last &&
    "from" in last &&
    isTotals(q) &&
    (isTotals(last) || last.metric === "list") &&
    !namesPeriod(text)
  ) {
    return { ...q, from: last.from, to: last.to, by: last.by };
  }
  return q;
}

function isTotals(q: QueryIntent): q is TotalsQuery {
  return (
    q.metric !== "limit" &&
    q.metric !== "card_bill" &&
    q.metric !== "goal" &&
    q.metric !== "future_purchases" &&
    q.metric !== "list" &&
    q.metric !== "reminders" &&
    q.metric !== "fixed" &&
    q.metric !== "instalments_left"
  );
}
