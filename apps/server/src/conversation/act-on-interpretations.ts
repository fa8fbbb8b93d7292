import {
  type Book,
  businessCategory,
  type EditLastIntent,
  type IncompleteIntent,
  type Interpretation,
  intentFeature,
  labelForBook,
  namedBusinessCategory,
  type PlanCode,
  type QueryIntent,
  type RecordIntent,
  readAccountsCommand,
  readFeatureRequest,
  reaisToCentavos,
  replyCapability,
  replyConfirmRecord,
  replyDashboardLink,
  replyDeleteAll,
  replyDeleteLast,
  replyEditLast,
  replyEditWhat,
  replyFeatureHowTo,
  replyGreeting,
  replyHelp,
  replyIncomplete,
  replyInsult,
  replyInvalidDate,
  replyNotUnderstood,
  replyQuery,
  replyRecordList,
  replyReminder,
  replyReminderList,
  replyThanks,
  replyTypoNote,
  replyUndone,
  replyUndoRefused,
  replyUnsupported,
  replyWhatIf,
  replyWhichCard,
  saoPauloTodayIso,
  saysUndo,
  type TotalsQuery,
  type WhatIfIntent,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { answerAccountsCommand } from "../accounts/chat.ts";
import { createSignInLink } from "../auth/sign-in-links.ts";
import { featureLockedReply } from "../billing/feature-lock.ts";
import { createReminder } from "../books/create-reminder.ts";
import { deleteLastRecords, editLastRecord } from "../books/last-record.ts";
import { listRecords } from "../books/list-records.ts";
import { listReminders } from "../books/list-reminders.ts";
import { expensesByCategory, periodTotals } from "../books/query-books.ts";
import { lastUndoable, undoOperation } from "../books/undo-operation.ts";
import { listCards } from "../planning/cards/card-row.ts";
import { listLimits } from "../planning/limits/limit-status.ts";
import { answerFilteredQuery, isFilteredQuery } from "./filtered-questions.ts";
import { savePendingIntent, takePendingIntent } from "./pending-intent.ts";
import { saveConfirmation } from "./planning/confirmations.ts";
import {
  actOnPlanningIntent,
  answerPlanningQuery,
  incompletePurchase,
  type PlanningContext,
  planningBeforeParse,
  recordFromChat,
  reminderBills,
} from "./planning/index.ts";
import { announceAlerts, chatActor } from "./planning/planning-context.ts";

export type Understand = (text: string, now: Date) => Interpretation[];

export interface ActContext {
  tx: SqlRunner;
  userId: number;
  userName: string | null;
  messageId: number;
  text: string;
  now: Date;
  understand: Understand;
  dashboardUrl: string;
  /** The plans the person holds now ("open": an instance where everything is allowed). */
  plans: readonly PlanCode[] | "open";
  plansUrl: string;
  /** The books this message is about; personal when absent. */
  book?: Book;
  /** Whether the reply names the book (the person keeps both). */
  labelled?: boolean;
  /** Filled with the messages to send after the reply (limit alerts). */
  followUps?: string[];
}

function planningContext(ctx: ActContext): PlanningContext {
  ctx.followUps ??= [];
  return {
    tx: ctx.tx,
    userId: ctx.userId,
    messageId: ctx.messageId,
    now: ctx.now,
    today: saoPauloTodayIso(ctx.now),
    understand: ctx.understand,
    followUps: ctx.followUps,
    book: ctx.book,
    labelled: ctx.labelled,
    access: { plans: ctx.plans, plansUrl: ctx.plansUrl },
  };
}

const verbFor = { expense: "gastei", income: "recebi", investment: "investi" } as const;

// "50" after "gastei no mercado": read the amount with the parser by giving it the verb back.
// Only a message that answers the question counts: "gastei 54 no almoço" after "ja paguei o
// condominio" is a record of its own, not the condomínio's amount.
function amountFromFollowUp(
  ctx: ActContext,
  pending: IncompleteIntent,
  results: Interpretation[],
): number | null {
  const only = results.length === 1 ? results[0] : undefined;
  if (only?.intent === "record") {
    const saysNothingElse =
      (only.category === "Outros" ||
        only.category === "Outras receitas" ||
        only.category === pending.category) &&
      (only.description === "" ||
        only.description === only.category.toLowerCase() ||
        only.category === pending.category);
    return saysNothingElse && only.kind === pending.kind ? only.amount : null;
  }
  if (only?.intent !== "unknown" || !/\d|mil|cem|cento|reais|conto/i.test(ctx.text)) return null;
  const retry = ctx.understand(`${verbFor[pending.kind]} ${ctx.text}`, ctx.now);
  const record = retry.length === 1 && retry[0]?.intent === "record" ? retry[0] : undefined;
  return record ? record.amount : null;
}

function completeRecord(
  pending: IncompleteIntent,
  amount: number,
  ctx: ActContext,
  followUp?: Interpretation,
): RecordIntent {
  const extra = followUp?.intent === "record" ? followUp : undefined;
  return {
    intent: "record",
    kind: pending.kind,
    amount,
    date: pending.date ?? extra?.date ?? saoPauloTodayIso(ctx.now),
    category: pending.category ?? extra?.category ?? "",
    description: pending.description ?? extra?.description ?? "",
    recurrence: extra?.recurrence ?? null,
    payment: extra?.payment ?? null,
  };
}

async function answerQuery(ctx: ActContext, q: QueryIntent): Promise<string> {
  const { tx, userId } = ctx;
  if (q.metric === "list") return replyRecordList(q, await listRecords(tx, userId, q, 15, ctx.book));
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
  if (isFilteredQuery(q)) return answerFilteredQuery(tx, userId, ctx.book ?? "personal", q);
  // Expenses and income can be asked for one category; the other metrics cover the whole books.
  const category = q.metric === "expenses" || q.metric === "income" ? q.category : null;
  const totals = await periodTotals(tx, userId, q.from, q.to, category, ctx.book);
  const top =
    q.metric === "top_category" || q.metric === "summary"
      ? await expensesByCategory(tx, userId, q.from, q.to, q.metric === "summary" ? 3 : 1, ctx.book)
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

// A correction changes the last record and never creates one; without anything to change it asks.
async function correctLast(ctx: ActContext, item: EditLastIntent): Promise<string> {
  const amount = item.amount !== null && item.amount > 0 ? reaisToCentavos(item.amount) : null;
  if (item.payment && amount === null && !item.category && !item.date && !item.description)
    return `Para mudar como foi pago, edite o registro no painel: ${ctx.dashboardUrl}`;
  if (amount === null && !item.category && !item.date && !item.description) return replyEditWhat();
  // "o aluguel era 1500": only the record those words name; never another one
  if (item.target && !(await lastRecordNamed(ctx, item.target)))
    return `O último registro não é de "${item.target}", e eu só corrijo por mensagem o último. Corrija esse no painel: ${ctx.dashboardUrl}`;
  const planning = planningContext(ctx);
  const edited = await editLastRecord(ctx.tx, chatActor(planning), {
    total: amount,
    category: item.category,
    date: item.date,
    description: item.description,
  });
  announceAlerts(planning, edited.alerts);
  return replyEditLast(edited.value);
}

// "apaga o último": the newest record goes (one operation, so "desfaz" brings it back); "desfaz":
// the person's last change, whatever it was and wherever it was made, is undone exactly.
async function deleteOrUndoLast(ctx: ActContext, count: number): Promise<string> {
  const planning = planningContext(ctx);
  const actor = chatActor(planning);
  if (saysUndo(ctx.text)) {
    const last = await lastUndoable(ctx.tx, actor);
    if (last === null) return replyUndoRefused({ reason: "nothing_to_undo" });
    const undone = await undoOperation(ctx.tx, actor, last);
    if (!undone.ok) return undone.message;
    announceAlerts(planning, undone.alerts);
    return replyUndone(undone.undone);
  }
  const deleted = await deleteLastRecords(ctx.tx, actor, count);
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
  const totals = await periodTotals(
    ctx.tx,
    ctx.userId,
    `${today.slice(0, 8)}01`,
    today,
    item.category,
    ctx.book,
  );
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
  const { intent: _, ...filters } = item;
  return {
    ...filters,
    intent: "query",
    metric,
    from: item.from ?? `${today.slice(0, 8)}01`,
    to: item.to ?? today,
    category: item.category ?? null,
  };
}

async function lastRecordNamed(ctx: ActContext, target: string): Promise<boolean> {
  const rows = await ctx.tx.query<{ hay: string }>(
    `SELECT t.description_folded || ' ' || fold_text(COALESCE(c.name, '')) AS hay
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $2 ORDER BY t.id DESC LIMIT 1`,
    [ctx.userId, ctx.book ?? "personal"],
  );
  const hay = rows[0]?.hay ?? "";
  return target.split(/\s+/).every((w) => hay.includes(w));
}

async function actOnOne(ctx: ActContext, item: Interpretation): Promise<string> {
  const { tx, userId } = ctx;
  const feature = intentFeature(item);
  const locked = feature ? featureLockedReply(ctx, feature) : null;
  if (locked) return locked;
  switch (item.intent) {
    case "record": {
      const { reply } = await recordFromChat(planningContext(ctx), inBook(ctx, item));
      return item.typos?.length
        ? `${reply}\n${replyTypoNote(item.typos, inBook(ctx, item).category)}`
        : reply;
    }
    case "confirm_record": {
      const record = inBook(ctx, item.record);
      await saveConfirmation(tx, userId, { type: "confirm_record", record }, ctx.now);
      return replyConfirmRecord({ ...item, record });
    }
    case "what_if":
      return answerWhatIf(ctx, item);
    case "follow_up":
      return answerQuery(ctx, followUpQuery(ctx, item));
    case "unsupported":
      return replyUnsupported(item.what);
    case "capability":
      return replyCapability(item.what);
    case "insult":
      return replyInsult();
    case "delete_all":
      return replyDeleteAll(ctx.dashboardUrl);
    case "reminder":
      return replyReminder((await createReminder(tx, chatActor(planningContext(ctx)), item)).value);
    case "query":
      return answerQuery(ctx, item);
    case "incomplete": {
      const planned =
        item.kind === "expense" ? await incompletePurchase(planningContext(ctx), item.description) : null;
      if (planned) return planned;
      await savePendingIntent(tx, userId, item, ctx.now);
      return replyIncomplete(item);
    }
    case "delete_last":
      return deleteOrUndoLast(ctx, item.count);
    case "edit_last":
      return correctLast(ctx, item);
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
      return replyThanks();
    case "limit":
      return actOnPlanningIntent(planningContext(ctx), {
        ...item,
        category: categoryInBook(ctx, item.category),
      });
    case "card": {
      if (item.name !== null) return actOnPlanningIntent(planningContext(ctx), { ...item, name: item.name });
      // "o limite dele é 4 mil": the person's only card; with several, ask which
      const cards = (await listCards(tx, userId, ctx.book)).filter((c) => !c.archived);
      const only = cards.length === 1 ? cards[0] : undefined;
      if (!only) return replyWhichCard();
      return actOnPlanningIntent(planningContext(ctx), { ...item, name: only.name, kind: only.kind });
    }
    case "goal":
    case "future_purchase":
      return actOnPlanningIntent(planningContext(ctx), item);
    case "unknown": {
      if (item.invalid_date) return replyInvalidDate(item.invalid_date);
      const amount =
        item.hint === "amount" ? Number(/\d+(?:[.,]\d+)?/.exec(ctx.text)?.[0]?.replace(",", ".")) : undefined;
      return replyNotUnderstood(item.hint, Number.isFinite(amount) ? amount : undefined);
    }
  }
}

/**
 * Understands one text message and acts on the books inside the caller's transaction.
 * @returns the reply text (several results of one message answer in one reply) and whether
 *   the message was only a greeting
 */
export async function actOnText(
  ctx: ActContext,
): Promise<{ reply: string; bareGreeting: boolean; followUps: string[] }> {
  const followUps = planningContext(ctx).followUps;
  const planned = await planningBeforeParse(planningContext(ctx), ctx.text);
  if (planned !== null) return { reply: labelReply(ctx, planned), bareGreeting: false, followUps };
  // "qual meu saldo?", "recebo todo 5º dia útil", "quanto posso gastar até o salário?"
  const accounts = readAccountsCommand(ctx.text);
  const answered = accounts
    ? await answerAccountsCommand(
        { tx: ctx.tx, userId: ctx.userId, book: ctx.book ?? "personal", now: ctx.now },
        accounts,
      )
    : null;
  if (answered !== null) return { reply: labelReply(ctx, answered), bareGreeting: false, followUps };
  // "exportar planilha", "quero insights": what the plan includes, or which plan does.
  const requested = readFeatureRequest(ctx.text);
  if (requested !== null) {
    const reply = featureLockedReply(ctx, requested) ?? replyFeatureHowTo[requested];
    return { reply, bareGreeting: false, followUps };
  }
  const results = ctx.understand(ctx.text, ctx.now);
  const pending = await takePendingIntent(ctx.tx, ctx.userId, ctx.now);
  if (pending) {
    const amount = amountFromFollowUp(ctx, pending, results);
    if (amount !== null && amount > 0) {
      const record = inBook(ctx, completeRecord(pending, amount, ctx, results[0]));
      const { reply } = await recordFromChat(planningContext(ctx), record);
      return { reply: labelReply(ctx, reply), bareGreeting: false, followUps };
    }
  }
  const answers: string[] = [];
  for (const item of results.length > 0 ? results : [{ intent: "unknown" } as const]) {
    answers.push(await actOnOne(ctx, item));
  }
  const bareGreeting = results.length > 0 && results.every((r) => r.intent === "greeting");
  const reply = [...new Set(answers)].join("\n\n");
  return {
    reply: bareGreeting ? reply : labelReply(ctx, reply),
    bareGreeting,
    followUps,
  };
}
