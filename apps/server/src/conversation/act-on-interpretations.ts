import {
  type Book,
  businessCategory,
  byMonths,
  fallbackCategory,
  fromIso,
  type IncompleteIntent,
  type Interpretation,
  inContext,
  intentFeature,
  LIST_LINES,
  labelForBook,
  namedBusinessCategory,
  paidOtherwise,
  type QueryIntent,
  type RecordIntent,
  type RecordKind,
  type RecordRef,
  readAccountsCommand,
  readAnswer,
  readFeatureRequest,
  readSplitCommand,
  reaisToCentavos,
  replyAskAgain,
  replyCapability,
  replyConfirmRecord,
  replyDashboardLink,
  replyDeleteAll,
  replyDeleteLast,
  replyFeatureHowTo,
  replyFixedList,
  replyGreeting,
  replyHelp,
  replyIncomplete,
  replyInstalmentsLeft,
  replyInstalmentsUnsaid,
  replyInsult,
  replyInvalidDate,
  replyMovedToBook,
  replyNothingChanged,
  replyNotUnderstood,
  replyQuery,
  replyRecordList,
  replyReminder,
  replyReminderList,
  replyResent,
  replyRestUnnamed,
  replyThanks,
  replyTooManyInstalments,
  replyTypoNote,
  replyUndone,
  replyUndoRefused,
  replyUnsupported,
  replyVoucherBalanceUnknown,
  replyWhatIf,
  replyWhichCard,
  resentRecords,
  saoPauloTodayIso,
  saysUndo,
  type TotalsQuery,
  thisMonth,
  type WhatIfIntent,
  withOwnWords,
} from "@tostao/core";
import { answerAccountsCommand } from "../accounts/chat.ts";
import { createSignInLink } from "../auth/sign-in-links.ts";
import { featureLockedReply } from "../billing/feature-lock.ts";
import { loadOwnWords } from "../books/category-choices.ts";
import { personMonthSoFar } from "../books/counting-periods.ts";
import { createReminder } from "../books/create-reminder.ts";
import { listRecurring } from "../books/fixed-items.ts";
import { instalmentsLeft } from "../books/instalments-left.ts";
import { deleteLastRecords } from "../books/last-record.ts";
import { listLimits } from "../books/limit-status.ts";
import { listRecords } from "../books/list-records.ts";
import { listReminders } from "../books/list-reminders.ts";
import { moveRecordsToBook } from "../books/move-to-book.ts";
import { expensesByCategory, periodTotals } from "../books/query-books.ts";
import { seedBusinessCategories } from "../books/seed-business-categories.ts";
import { lastUndoable, undoOperation } from "../books/undo-operation.ts";
import { listCards } from "../planning/cards/card-row.ts";
import { type ActContext, planningContext } from "./act-context.ts";
import { answerQuestion } from "./answer-question.ts";
import {
  correctRecord,
  correctRestated,
  correctTogether,
  deleteNamedRecord,
  deleteRecord,
} from "./correct-record.ts";
import { answerFilteredQuery, isFilteredQuery } from "./filtered-questions.ts";
import { changeFixedItemNamed } from "./fixed-item-named.ts";
import { personPeriod } from "./person-months.ts";
import {
  actOnPlanningIntent,
  answerPlanningQuery,
  askGoalTakenOut,
  incompletePurchase,
  planningBeforeParse,
  recordFromChat,
  reminderBills,
  takeFromGoalInChat,
} from "./planning/index.ts";
import { announceAlerts, chatActor } from "./planning/planning-context.ts";
import {
  cancelReminderInChat,
  changeReminderNamed,
  dueReminderNamed,
  setReminderAmountInChat,
} from "./reminders-in-chat.ts";
import { splitInChat } from "./split-in-chat.ts";

async function answerQuery(ctx: ActContext, asked: QueryIntent): Promise<string> {
  const { tx, userId } = ctx;
  ctx.turn.mention({ type: "question", query: asked });
  // Months as the person counts them: from payday to payday when their month starts on payday.
  const period = await personPeriod(tx, userId, asked, saoPauloTodayIso(ctx.now), ctx.text);
  const q: QueryIntent = { ...asked, from: period.from, to: period.to };
  if (q.metric === "list") {
    const list = await listRecords(tx, userId, { ...q, billMonths: period.billMonths }, LIST_LINES, ctx.book);
    // "o segundo foi no débito", "apaga o primeiro": the lines as shown
    ctx.turn.mention({
      type: "listed",
      records: list.records.map((r) => ({
        ids: [r.id],
        kind: r.kind,
        total: r.amount,
        date: r.date,
        category: r.category,
        description: r.description,
      })),
    });
    return replyRecordList(q, list);
  }
  if (q.metric === "instalments_left") {
    const today = saoPauloTodayIso(ctx.now);
    const left = await instalmentsLeft(tx, { userId, book: ctx.book ?? "personal", today, text: q.text });
    return replyInstalmentsLeft(left, q.text);
  }
  if (q.metric === "fixed") {
    const items = await listRecurring(tx, { userId, book: ctx.book ?? "personal" });
    const category = q.category ? categoryInBook(ctx, q.category) : null;
    return replyFixedList(
      items
        .filter((r) => r.active && (category === null || r.category === category))
        .map((r) => ({
          kind: r.kind,
          amount: r.amountCents,
          day: r.dayOfMonth,
          category: r.category,
          description: r.description,
        })),
      category,
    );
  }
  // "como tô no mercado?" without a limit there (or without limits in the plan): what was spent
  if (
    q.metric === "limit" &&
    q.standing &&
    q.category &&
    !(await hasLimit(ctx, categoryInBook(ctx, q.category)))
  )
    return answerQuery(ctx, {
      intent: "query",
      metric: "expenses",
      from: q.from,
      to: q.to,
      by: q.by,
      category: q.category,
    });
  if (q.metric === "reminders")
    return replyReminderList(
      q,
      await listReminders(tx, userId, q.from, q.to, 15, ctx.book),
      await reminderBills(planningContext(ctx), q),
    );
  if (
    q.metric === "limit" ||
    q.metric === "card_bill" ||
    q.metric === "goal" ||
    q.metric === "future_purchases"
  )
    return answerPlanningQuery(
      planningContext(ctx),
      q.metric === "limit" ? { ...q, category: categoryInBook(ctx, q.category) } : q,
    );
  // "quanto tenho no vale?": the voucher's own balance is the card issuer's; what went on it is ours
  if (q.metric === "balance" && "payment" in q && q.payment === "voucher") {
    const spent: QueryIntent = { ...q, metric: "expenses", category: null };
    return `${replyVoucherBalanceUnknown()}\n${await answerFilteredQuery(tx, userId, ctx.book ?? "personal", spent, period, null)}`;
  }
  if (isFilteredQuery(q)) {
    // "gastei mais que mês passado?": the earlier month is the person's too
    const compare =
      "compare" in q && q.compare
        ? await personPeriod(tx, userId, q.compare, saoPauloTodayIso(ctx.now), ctx.text)
        : null;
    return answerFilteredQuery(tx, userId, ctx.book ?? "personal", q, period, compare);
  }
  // Expenses and income can be asked for one category; the other metrics cover the whole books.
  const category = q.metric === "expenses" || q.metric === "income" ? q.category : null;
  const totals = await periodTotals(tx, userId, period, category, ctx.book);
  const top =
    q.metric === "top_category" || q.metric === "summary"
      ? await expensesByCategory(tx, userId, period, q.metric === "summary" ? 3 : 1, ctx.book)
      : [];
  return replyQuery(q, totals, top);
}

// The parser's categories are personal ones; a business record is placed from its own words.
function inBook(ctx: ActContext, item: RecordIntent): RecordIntent {
  return ctx.book === "business" ? { ...item, category: businessCategory(item.kind, ctx.text) } : item;
}

// A limit in the business book is about the business category its words point to ("aluguel" is
// Aluguel comercial there, not the personal Moradia); otherwise the category the parser named.
function categoryInBook<C extends string | null>(ctx: ActContext, category: C): C | string {
  return ctx.book === "business" && category !== null
    ? (namedBusinessCategory("expense", ctx.text) ?? category)
    : category;
}

/** Once a person keeps both books, every answer about them says which one it is. */
function labelReply(ctx: ActContext, reply: string): string {
  return labelForBook(reply, ctx.book ?? "personal", ctx.labelled ?? false);
}

// "apaga o último": the newest record goes (one operation, so "desfaz" brings it back); "desfaz":
// the person's last change, whatever it was and wherever it was made, is undone exactly.
async function deleteOrUndoLast(ctx: ActContext, count: number, kind: RecordKind | null): Promise<string> {
  const planning = planningContext(ctx);
  const actor = chatActor(planning);
  // "desfaz o último gasto": the newest expense, whatever was done last
  if (kind === null && saysUndo(ctx.text)) {
    const last = await lastUndoable(ctx.tx, actor);
    if (last === null) return replyUndoRefused({ reason: "nothing_to_undo" });
    const undone = await undoOperation(ctx.tx, actor, last.id);
    if (!undone.ok) return undone.message;
    announceAlerts(planning, undone.alerts);
    // "gastei 60 no mercado e 40 na farmácia", then "desfaz": every record that message booked
    let records = 1;
    while (last.kind === "record" && last.messageId !== null) {
      const before = await lastUndoable(ctx.tx, actor);
      if (before?.kind !== "record" || before.messageId !== last.messageId) break;
      const again = await undoOperation(ctx.tx, actor, before.id);
      if (!again.ok) break;
      announceAlerts(planning, again.alerts);
      records++;
    }
    // what was talked about may be what was just undone: "era 45" next goes to the newest record
    ctx.turn.mention({ type: "undone" });
    return replyUndone(undone.undone, records);
  }
  const deleted = await deleteLastRecords(ctx.tx, actor, count, kind);
  announceAlerts(planning, deleted.alerts);
  return replyDeleteLast(deleted.value, count);
}

/** "se eu gastar 200 no mercado": the month (or the category's limit) with it, nothing booked. */
async function answerWhatIf(ctx: ActContext, item: WhatIfIntent): Promise<string> {
  const today = saoPauloTodayIso(ctx.now);
  const amount = reaisToCentavos(item.amount);
  const limits = item.category
    ? (await listLimits(ctx.tx, { userId: ctx.userId, today, book: ctx.book })).filter(
        (l) => l.category === item.category,
      )
    : [];
  const limit = limits[0];
  const month = await personMonthSoFar(ctx.tx, ctx.userId, today);
  const totals = await periodTotals(ctx.tx, ctx.userId, { ...month, by: "months" }, item.category, ctx.book);
  return replyWhatIf({
    amount,
    category: item.category,
    monthSpent: totals.expenses,
    limit: limit ? { amount: limit.limit, used: limit.spent } : null,
  });
}

// "e no mercado?" with no question before it: the month's expenses with that filter.
function followUpQuery(ctx: ActContext, item: Extract<Interpretation, { intent: "follow_up" }>): TotalsQuery {
  const today = saoPauloTodayIso(ctx.now);
  const metric = item.kind === "income" ? "income" : item.kind === "investment" ? "investments" : "expenses";
  // "compara com outubro" with no question before it: there is nothing to compare, the period is asked
  const { intent: _, from, to, by, compare: __, ...filters } = item;
  // the period said ("e semana passada?"), else the month so far
  const period = from && to && by ? { from, to, by } : byMonths(thisMonth(fromIso(today)));
  return { ...filters, intent: "query", metric, ...period, category: item.category ?? null };
}

async function hasLimit(ctx: ActContext, category: string): Promise<boolean> {
  if (featureLockedReply(ctx, "limits")) return false;
  const limits = await listLimits(ctx.tx, {
    userId: ctx.userId,
    today: saoPauloTodayIso(ctx.now),
    book: ctx.book,
  });
  return limits.some((l) => l.category === category);
}

/**
 * The other book, when the message is about the record just booked there ("comprei farinha 45 pra
 * empresa", then "era 48", "foi no pix", "desfaz"): a correction or an undo that names nothing else.
 */
function bookJustUsed(ctx: ActContext, item: Interpretation, about: RecordRef | null): Book | null {
  const subject = ctx.turn.state.subject;
  if (!subject?.record || subject.focus !== "record" || subject.book === (ctx.book ?? "personal"))
    return null;
  if (ctx.now.getTime() - Date.parse(subject.at) > SUBJECT_RECORD_MS) return null;
  // a record named otherwise (a line of a list) is of this book
  const aboutIt = about
    ? about === subject.record
    : (item.intent === "delete_last" && !item.target && !item.amount && !item.date && item.count === 1) ||
      (item.intent === "edit_last" && !item.target && !item.day);
  return aboutIt ? subject.book : null;
}
const SUBJECT_RECORD_MS = 30 * 60_000;

/**
 * Acts on one interpretation in the other book, the reply headed with its name; the conversation is
 * about that book now ("era 48" next corrects the record there).
 */
function actInBook(
  ctx: ActContext,
  book: Book,
  item: Interpretation,
  about: RecordRef | null,
): Promise<string> {
  ctx.turn.book = book;
  return actOnOne({ ...ctx, book, labelled: false }, item, about).then((reply) =>
    labelForBook(reply, book, true),
  );
}

async function actOnOne(ctx: ActContext, item: Interpretation, about: RecordRef | null): Promise<string> {
  const { tx, userId } = ctx;
  const feature = intentFeature(item);
  const locked = feature ? featureLockedReply(ctx, feature) : null;
  if (locked) return locked;
  switch (item.intent) {
    case "record": {
      // "comprei farinha 45 pra empresa": the business book, when the plan keeps one
      if (item.book && item.book !== (ctx.book ?? "personal") && !featureLockedReply(ctx, "business_books")) {
        await seedBusinessCategories(tx, userId);
        const { book: _, ...record } = item;
        return actInBook(ctx, item.book, record, about);
      }
      const restated = await correctRestated(ctx, item, about);
      if (restated !== null) return restated;
      // "o ipva é 1.340" with the ipva reminder open: its amount, nothing booked
      if (item.costs && item.restates) {
        const reminder = await changeReminderNamed(ctx, { target: item.restates, amount: item.amount });
        if (reminder !== null) return reminder;
      }
      const { from_goal, ...record } = item;
      const { reply } = await recordFromChat(planningContext(ctx), inBook(ctx, record));
      const said = item.typos?.length
        ? `${reply}\n${replyTypoNote(item.typos, inBook(ctx, record).category)}`
        : reply;
      // "tirei 300 da meta da viagem pra pagar o conserto": spent, and out of the goal
      if (from_goal === undefined) return said;
      const from = { ...from_goal, amount: item.amount, date: item.date };
      const taken = await takeFromGoalInChat(planningContext(ctx), from, true);
      return taken === null ? said : `${said}\n${taken}`;
    }
    case "confirm_record": {
      const record = inBook(ctx, item.record);
      ctx.turn.ask({
        type: "confirm_record",
        record,
        ...(item.shared ? { shared: item.shared } : {}),
        ...(item.income ? { income: inBook(ctx, item.income) } : {}),
        ...(item.days ? { days: item.days } : {}),
        ...(item.each ? { each: item.each } : {}),
      });
      // "a conta de luz chegou 187": "paguei a luz" later, answered or not, is that amount
      if (item.reason === "arrived")
        ctx.turn.mention({
          type: "bill",
          bill: {
            total: reaisToCentavos(record.amount),
            category: record.category,
            description: record.description,
          },
        });
      return replyConfirmRecord({ ...item, record });
    }
    case "what_if":
      return answerWhatIf(ctx, item);
    case "follow_up":
      // read in context before acting; left unresolved only when called outside a conversation
      return answerQuery(ctx, followUpQuery(ctx, item));
    case "unsupported":
      return replyUnsupported(item.what);
    case "capability":
      return replyCapability(item.what);
    case "insult":
      return replyInsult();
    case "delete_all":
      return replyDeleteAll(ctx.dashboardUrl);
    case "reminder": {
      const reminder = (await createReminder(tx, chatActor(planningContext(ctx)), item)).value;
      ctx.turn.mention({ type: "reminder", description: reminder.description });
      return replyReminder(reminder);
    }
    case "cancel_reminder":
      return cancelReminderInChat(ctx, item);
    case "reminder_amount":
      return setReminderAmountInChat(ctx, item);
    case "move_to_book": {
      if (!about) return replyNothingChanged();
      const { value } = await moveRecordsToBook(tx, chatActor(planningContext(ctx)), {
        ids: about.ids,
        book: item.book,
      });
      return replyMovedToBook(item.book, value);
    }
    case "query":
      return answerQuery(ctx, item);
    case "incomplete": {
      // an amount said roughly ("uns 40 e poucos"), of a count not sure ("2 ou 3 camisetas de 40") or
      // in another currency ("jantar 40 euros") is asked, never taken from a plan or a reminder
      const unsure = item.roughly !== undefined || item.counts !== undefined || item.foreign !== undefined;
      const planned =
        item.kind === "expense" && !unsure
          ? await incompletePurchase(planningContext(ctx), item.description)
          : null;
      if (planned) return planned;
      // "paguei a escola" while the school's reminder of R$ 950,00 falls due: that amount, which
      // booking it marks paid ("paguei metade da escola", "…no cartão" say more: the amount is asked)
      const paid =
        item.kind === "expense" && !unsure && !paidOtherwise(ctx.text) ? item.description : undefined;
      const due = paid ? await dueReminderNamed(ctx, paid) : null;
      if (paid && due?.amountCents)
        return actOnOne(
          ctx,
          {
            intent: "record",
            kind: "expense",
            amount: due.amountCents / 100,
            date: item.date ?? saoPauloTodayIso(ctx.now),
            category: item.category ?? fallbackCategory("expense"),
            description: paid,
            recurrence: null,
            payment: item.payment ?? null,
          },
          about,
        );
      // the category of the book it will be recorded in, read from the words that named it
      const category =
        ctx.book === "business" && item.category ? businessCategory(item.kind, ctx.text) : item.category;
      ctx.turn.ask({ type: "amount", intent: category ? { ...item, category } : item });
      return replyIncomplete(item);
    }
    case "delete_last": {
      // "apaga o primeiro" after a list: that record
      if (about) return deleteRecord(ctx, about);
      // "apaga o uber", "apaga o de 45", "exclui o gasto de ontem": the record those words name
      if (item.target || item.amount || item.date)
        return deleteNamedRecord(ctx, item, ctx.turn.state.subject?.record ?? null);
      const subject = ctx.turn.state.subject?.record;
      const reply = await deleteOrUndoLast(ctx, item.count, item.kind ?? null);
      if (subject) ctx.turn.mention({ type: "deleted", ids: subject.ids });
      return reply;
    }
    case "edit_last":
      return correctRecord(ctx, item, about);
    case "fixed_change":
      return changeFixedItemNamed(ctx, item);
    case "dashboard_link": {
      // A one-time link (15 minutes, one use) that signs the person in and lands on /painel.
      const { url } = await createSignInLink(ctx.tx, {
        userId: ctx.userId,
        now: ctx.now,
        publicUrl: ctx.dashboardUrl,
      });
      return replyDashboardLink(url);
    }
    case "help":
      return replyHelp(ctx.dashboardUrl);
    case "greeting":
      return replyGreeting(ctx.userName);
    case "thanks":
      return replyThanks(item.goodbye === true);
    case "limit":
      return actOnPlanningIntent(planningContext(ctx), {
        ...item,
        category: categoryInBook(ctx, item.category),
      });
    case "card": {
      if (item.name !== null) return actOnPlanningIntent(planningContext(ctx), { ...item, name: item.name });
      // "o limite dele é 4 mil" with no card talked about: the person's only card; with several, ask which
      const cards = (await listCards(tx, userId, ctx.book)).filter((c) => !c.archived);
      const only = cards.length === 1 ? cards[0] : undefined;
      if (only)
        return actOnPlanningIntent(planningContext(ctx), { ...item, name: only.name, kind: only.kind });
      const names = cards.map((c) => c.name);
      if (names.length > 1) ctx.turn.ask({ type: "which_card", change: item, cards: names });
      return replyWhichCard(names);
    }
    case "goal":
    case "future_purchase":
      return actOnPlanningIntent(planningContext(ctx), item);
    case "unknown": {
      if (item.invalid_date) return replyInvalidDate(item.invalid_date);
      // "vou tirar 100 da meta da viagem": not taken out yet; whether it was is asked
      if (item.goal_out_planned) return askGoalTakenOut(planningContext(ctx), item.goal_out_planned);
      // "tirei 300 da meta da viagem": own money back out of a goal
      if (item.from_goal) {
        const taken = await takeFromGoalInChat(planningContext(ctx), item.from_goal);
        if (taken !== null) return taken;
      }
      // "comprei um fone de 200 parcelado": the count is asked, the purchase waits for it
      // ("tv de 2 mil e poucos parcelado": the count, then the exact amount)
      if (item.instalments_unsaid && item.purchase) {
        const purchase = item.purchase;
        ctx.turn.ask({ type: "instalments", purchase });
        return replyInstalmentsUnsaid(
          purchase.description ?? "a compra",
          purchase.intent === "record" ? reaisToCentavos(purchase.amount) : null,
        );
      }
      if (item.too_many_instalments) {
        // "tv de 3000 em 99x": the purchase waits for a count the books take ("foi em 12x")
        if (item.purchase) ctx.turn.ask({ type: "instalments", purchase: item.purchase });
        return replyTooManyInstalments(item.too_many_instalments, item.purchase !== undefined);
      }
      const amount =
        item.hint === "amount" ||
        item.hint === "share_back" ||
        item.hint === "quote" ||
        item.hint === "breakdown"
          ? item.amount
          : undefined;
      // "o pedro me pagou os 60" a day after the bill shared with him: his share is back
      if (item.share_of) ctx.turn.mention({ type: "paid_back", ids: item.share_of });
      // what a total's parts leave of it: asked about, the answer booked on the total's day
      if (amount && item.rest) {
        ctx.turn.mention({ type: "not_understood", amount, date: item.rest.date });
        return replyRestUnnamed(amount, item.rest.of);
      }
      // not understood, or an amount alone: what comes next is about it, not the record before it
      if (item.hint === undefined || item.hint === "amount")
        ctx.turn.mention({
          type: "not_understood",
          amount: amount ?? null,
          ...(amount && ctx.text.length <= 60 ? { said: ctx.text } : {}),
        });
      return replyNotUnderstood(item.hint, amount, item.unpaid);
    }
  }
}

/** The answer to one text message. */
/**
 * The records a message would book, when they are the ones the conversation booked a moment ago
 * (a message sent twice, `resentRecords`); null for anything else.
 */
function resentItems(ctx: ActContext, read: ReturnType<typeof inContext>): RecordIntent[] | null {
  const items: RecordIntent[] = [];
  for (const { item, record, records } of read) {
    if (item.intent !== "record" || record || records || item.book || item.restates) return null;
    items.push(item);
  }
  return resentRecords(ctx.turn.state.subject, ctx.text, items, ctx.now) ? items : null;
}

export interface TextAnswer {
  reply: string;
  /** Whether the message was only a greeting (a first "oi" is answered by the welcome alone). */
  bareGreeting: boolean;
  /** Messages to send after the reply (limit alerts). */
  followUps: string[];
}

const OWN_WORDS_READ = new Set<Interpretation["intent"]>(["record", "edit_last", "query", "follow_up"]);

const SMALL_TALK = new Set<Interpretation["intent"]>(["greeting", "thanks", "help", "unknown", "insult"]);

/**
 * Understands one text message in its conversation and acts on the books inside the caller's
 * transaction: an answer to the question waiting for one, or a message taken on its own (what it
 * leaves unsaid filled in from the conversation's subject).
 * @returns the reply text (several results of one message answer in one reply) and whether
 *   the message was only a greeting
 */
export async function actOnText(ctx: ActContext): Promise<TextAnswer> {
  const followUps = planningContext(ctx).followUps;
  const { turn } = ctx;
  turn.book = ctx.book ?? "personal";
  const pending = turn.state.pending;
  const parsed = ctx.understand(ctx.text, ctx.now);
  // the person's own categories and the words they filed by hand win over the defaults
  const results = parsed.some((r) => OWN_WORDS_READ.has(r.intent))
    ? withOwnWords(parsed, ctx.text, await loadOwnWords(ctx.tx, ctx.userId, turn.book))
    : parsed;
  const answer = readAnswer(pending, {
    text: ctx.text,
    choiceId: ctx.choiceId ?? null,
    results,
    reparse: (text) => ctx.understand(text, ctx.now),
    today: saoPauloTodayIso(ctx.now),
    answered: turn.state.answered,
  });
  if (answer) {
    // answered: a second tap on its buttons is told "already done", never done twice; a tap on an
    // older message's button leaves the question now waiting as it is
    if (pending && (answer.type === "stale" || answer.type === "again")) turn.keepPending(pending);
    else if (pending)
      turn.answer(pending.id, ctx.choiceId ? ctx.choiceId.slice(ctx.choiceId.indexOf(":") + 1) : null);
    const reply = await answerQuestion(ctx, planningContext(ctx), pending, answer);
    return { reply: labelReply(ctx, reply), bareGreeting: false, followUps };
  }
  const answers: string[] = [];
  // "desses 300, 80 foi farmácia": a record split into categories
  const split = readSplitCommand(ctx.text);
  if (split) return { reply: labelReply(ctx, await splitInChat(ctx, split)), bareGreeting: false, followUps };
  const planned = await planningBeforeParse(planningContext(ctx), ctx.text);
  // "qual meu saldo?", "recebo todo 5º dia útil", "quanto posso gastar até o salário?"
  const accounts = planned === null ? readAccountsCommand(ctx.text) : null;
  const answered = accounts
    ? await answerAccountsCommand(
        {
          tx: ctx.tx,
          userId: ctx.userId,
          book: ctx.book ?? "personal",
          now: ctx.now,
          messageId: ctx.messageId,
        },
        accounts,
      )
    : null;
  if (answered !== null) return { reply: labelReply(ctx, answered), bareGreeting: false, followUps };
  // "exportar planilha", "quero insights": what the plan includes, or which plan does.
  const requested = planned === null ? readFeatureRequest(ctx.text) : null;
  if (planned !== null) answers.push(planned);
  else if (requested !== null)
    answers.push(featureLockedReply(ctx, requested) ?? replyFeatureHowTo[requested]);
  else {
    const read = inContext(
      turn.state,
      results.length > 0 ? results : [{ intent: "unknown" }],
      ctx.text,
      ctx.now,
    );
    // "mercado 87,50" sent again a minute after it was booked: asked before it is booked twice
    const again = resentItems(ctx, read);
    if (again) {
      turn.ask({ type: "resent", records: again });
      answers.push(replyResent(ctx.text, again));
    }
    // the text stays with the records it books, to tell it if it comes again
    if (!again) turn.mention({ type: "said", text: ctx.text });
    for (const { item, record, records } of again ? [] : read) {
      // "era 48", "desfaz" right after "comprei farinha 45 pra empresa": that record, in its book
      const other = bookJustUsed(ctx, item, record ?? null);
      if (other) {
        answers.push(await actInBook(ctx, other, item, record ?? null));
        continue;
      }
      answers.push(
        records && item.intent === "edit_last"
          ? await correctTogether(ctx, item, records)
          : await actOnOne(ctx, item, record ?? null),
      );
    }
  }
  const smallTalk = planned === null && requested === null && results.every((r) => SMALL_TALK.has(r.intent));
  // The question that was waiting: kept through small talk, asked once more after a message that
  // did not answer an amount, dropped otherwise. The buttons under a record booked meanwhile are
  // not a question of their own: they do not push the waiting one out.
  if (pending && (!turn.asked || turn.asked.type === "records_booked")) {
    if (smallTalk) turn.keepPending(pending);
    else if (pending.type === "amount" && !pending.reasked && !bookedInstead(pending.intent, results)) {
      turn.keepPending({ ...pending, reasked: true });
      answers.push(replyAskAgain(pending.intent));
    }
  }
  const bareGreeting = results.length > 0 && results.every((r) => r.intent === "greeting");
  const reply = [...new Set(answers)].join("\n\n");
  return {
    reply: bareGreeting ? reply : labelReply(ctx, reply),
    bareGreeting,
    followUps,
  };
}

/**
 * "recebi", asked how much, then "1500 de salário": the record said whole is the answer (of the
 * kind asked, and of its category when one was said), so the question is not asked again.
 */
function bookedInstead(asked: IncompleteIntent, results: readonly Interpretation[]): boolean {
  return results.some(
    (r) =>
      r.intent === "record" &&
      r.kind === asked.kind &&
      (asked.category === undefined || asked.category === r.category),
  );
}
