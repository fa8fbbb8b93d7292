import {
  type Answer,
  fallbackCategory,
  type IncompleteIntent,
  NO_CHANGE,
  type PendingQuestion,
  type RecordIntent,
  reaisToCentavos,
  replyAlreadyAnswered,
  replyAlreadyDone,
  replyAmountDropped,
  replyConfirmDeclined,
  replyConfirmRecord,
  replyGoalOutNotYet,
  replyIncomplete,
  replyNothingChanged,
  replyRecordCardQuestion,
  replyRecordCategoryQuestion,
  replyResentDeclined,
  replyStaleChoice,
  replyUndone,
  saoPauloTodayIso,
} from "@tostao/core";
import { listCategories } from "../books/categories/list-categories.ts";
import { undoOperation } from "../books/undo-operation.ts";
import { findCard } from "../planning/cards/card-row.ts";
import type { ActContext } from "./act-context.ts";
import { applyCorrection, deleteRecord } from "./correct-record.ts";
import { actOnCard } from "./planning/act-on-planning.ts";
import {
  answerPlannedQuestion,
  type PlanningContext,
  recordFromChat,
  takeFromGoalInChat,
} from "./planning/index.ts";
import { announceAlerts, chatActor } from "./planning/planning-context.ts";
import { answerImportOffer } from "./statement-import.ts";

/**
 * "12x de 150 e poucos", then "157": the part asked, times the parts; an answer far above the part
 * said ("1884", "deu 1.884 no total") is the whole price.
 */
function perPartTotal(pending: IncompleteIntent, amount: number): number {
  const parts = pending.perPart ? (pending.payment?.installments ?? 1) : 1;
  const part = pending.roughly?.[0] ?? amount;
  return parts > 1 && amount <= part * 2 ? Math.round(amount * 100 * parts) / 100 : amount;
}

/** The record an amount question waited for, with the amount and what the answer added. */
function completeRecord(pending: IncompleteIntent, amount: number, said: RecordIntent | null, today: string) {
  // "2000 ou 3 mil", then "3 mil, recebi do freela": nothing was named, so the answer says what it was
  const kind =
    pending.category === undefined && pending.description === undefined && said ? said.kind : pending.kind;
  return {
    intent: "record",
    kind,
    amount: perPartTotal(pending, amount),
    date: pending.date ?? said?.date ?? today,
    category: pending.category ?? said?.category ?? fallbackCategory(kind),
    // "fiz compras", then "150": what it was is the category said, not the answer's "outros"
    description: pending.description ?? pending.category?.toLowerCase() ?? said?.description ?? "",
    recurrence: said?.recurrence ?? null,
    // parts agreed before the amount was asked ("foi em 12x" after "tv em 99x")
    payment: pending.installments
      ? {
          method: said?.payment?.method ?? "credit",
          card: said?.payment?.card ?? null,
          installments: pending.installments,
        }
      : // "paguei a luz no débito", then "120": how it was paid, said with the question
        (said?.payment ?? pending.payment ?? null),
  } satisfies RecordIntent;
}

/** How many categories "Outra categoria" lists (a WhatsApp list holds ten rows). */
const CATEGORY_CHOICES = 10;

/**
 * The buttons under a booked record: undo it (all the message booked, newest first), or ask which
 * card or which category it belongs to (the next tap or typed name moves it).
 */
async function answerBooked(
  ctx: ActContext,
  planning: PlanningContext,
  pending: Extract<PendingQuestion, { type: "records_booked" }>,
  answer: Answer,
): Promise<string> {
  if (answer.type !== "choice") return replyStaleChoice();
  const [record] = pending.records;
  if (answer.choice === "desfazer") {
    const actor = chatActor(planning);
    const lines: string[] = [];
    for (const id of [...pending.operationIds].reverse()) {
      const undone = await undoOperation(ctx.tx, actor, id);
      if (!undone.ok) {
        lines.push(undone.message);
        break;
      }
      announceAlerts(planning, undone.alerts);
      lines.push(replyUndone(undone.undone));
    }
    ctx.turn.mention({ type: "deleted", ids: pending.records.flatMap((r) => r.ids) });
    return lines.join("\n");
  }
  if (!record) return replyNothingChanged();
  if (answer.choice === "cartao") {
    ctx.turn.ask({ type: "record_card", record, cards: pending.cards });
    return replyRecordCardQuestion(record, pending.cards);
  }
  const categories = (await listCategories(ctx.tx, { userId: ctx.userId, book: pending.book }))
    .filter((c) => !c.archived && c.kind === record.kind && c.name !== record.category)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "pt-BR"))
    .slice(0, CATEGORY_CHOICES)
    .map((c) => c.name);
  if (categories.length > 0) ctx.turn.ask({ type: "record_category", record, categories });
  return replyRecordCategoryQuestion(record, categories);
}

/**
 * Acts on the answer to the question that was waiting (read by `readAnswer`): the amount of an
 * incomplete record, a yes or no, the record or card picked from a list. A button of a question
 * no longer waiting does nothing again, and says so.
 */
export async function answerQuestion(
  ctx: ActContext,
  planning: PlanningContext,
  pending: PendingQuestion | null,
  answer: Answer,
): Promise<string> {
  if (answer.type === "again") return answer.same ? replyAlreadyDone() : replyAlreadyAnswered();
  if (answer.type === "stale" || !pending) return replyStaleChoice();
  // the question's own book: it was asked about a record of that book
  const inBook: PlanningContext = { ...planning, book: pending.book };
  switch (pending.type) {
    case "amount": {
      if (answer.type === "none") return replyAmountDropped(pending.intent);
      if (answer.type !== "amount" || !(answer.amount > 0)) return replyStaleChoice();
      const record = completeRecord(pending.intent, answer.amount, answer.said, saoPauloTodayIso(ctx.now));
      // "dividi o uber com a ana", then "foi 30": the part is asked about before it is booked
      const people = pending.intent.shared?.people;
      if (people) {
        const part = Math.round((answer.amount * 100) / people) / 100;
        const names = pending.intent.shared?.names;
        const shared = { total: answer.amount, people, ...(names?.length ? { names } : {}) };
        const asked = {
          intent: "confirm_record",
          reason: "shared",
          record: { ...record, amount: part },
          shared,
        } as const;
        ctx.turn.ask({ type: "confirm_record", record: asked.record, shared });
        return replyConfirmRecord(asked);
      }
      return (await recordFromChat(inBook, record)).reply;
    }
    case "instalments": {
      if (answer.type === "none") return replyConfirmDeclined();
      if (answer.type !== "instalments") return replyStaleChoice();
      const purchase = pending.purchase;
      if (purchase.intent === "incomplete") {
        const intent = { ...purchase, installments: answer.count };
        ctx.turn.ask({ type: "amount", intent });
        return replyIncomplete(intent);
      }
      const payment = {
        method: purchase.payment?.method ?? "credit",
        card: purchase.payment?.card ?? null,
        installments: answer.count,
      } as const;
      return (await recordFromChat(inBook, { ...purchase, payment })).reply;
    }
    case "confirm_record":
      // "fiz 200 na feira", then "recebi" or "gastei": booked that way
      if (answer.type === "kind" && pending.income)
        return (await recordFromChat(inBook, answer.kind === "income" ? pending.income : pending.record))
          .reply;
      // "gastei 20 de uber ontem e anteontem", then "cada dia": the record on each day; "no total": once
      if (answer.type === "days" && pending.days) {
        if (!answer.each) return (await recordFromChat(inBook, pending.record)).reply;
        const replies: string[] = [];
        for (const date of pending.days)
          replies.push((await recordFromChat(inBook, { ...pending.record, date })).reply);
        return replies.join("\n\n");
      }
      if (answer.type === "yes")
        return (await recordFromChat(inBook, pending.record, { shared: pending.shared ?? null })).reply;
      // "não, 8 foi o total": the amount said is the one booked, whole
      if (answer.type === "amount")
        return (await recordFromChat(inBook, { ...pending.record, amount: answer.amount })).reply;
      return replyConfirmDeclined();
    case "resent": {
      // "mercado 87,50" sent again: booked again only when the person says it is new money
      if (answer.type !== "yes") return replyResentDeclined(answer.type === "no" && answer.copy === true);
      const replies: string[] = [];
      for (const record of pending.records) replies.push((await recordFromChat(inBook, record)).reply);
      return replies.join("\n\n");
    }
    case "confirm_change": {
      // "a pizza foi 90" about a part of a shared bill: the part the new total gives, on a yes
      if (answer.type !== "yes") return replyNothingChanged();
      return applyCorrection({ ...ctx, book: pending.book }, pending.change, pending.record, pending.share);
    }
    case "goal_out":
      // "vou tirar 100 da meta", then "já tirei": taken out today, as "tirei" says
      if (answer.type !== "yes") return replyGoalOutNotYet(reaisToCentavos(pending.amount), pending.goal);
      return (
        (await takeFromGoalInChat(inBook, {
          goal: pending.goal,
          amount: pending.amount,
          date: saoPauloTodayIso(ctx.now),
        })) ?? replyNothingChanged()
      );
    case "buy_planned":
    case "planned_done":
      return answerPlannedQuestion(
        inBook,
        pending,
        answer.type === "yes" || answer.type === "amount",
        answer.type === "amount" ? answer.amount : null,
      );
    case "which_card": {
      const name = answer.type === "pick" ? pending.cards[answer.index] : undefined;
      const card = name ? await findCard(ctx.tx, ctx.userId, name, pending.book) : null;
      if (!card) return replyNothingChanged();
      return actOnCard(inBook, { ...pending.change, name: card.name, kind: card.kind });
    }
    case "import_statement":
      return answerImportOffer(ctx, pending, answer);
    case "which_record": {
      // "o uber era 35" with two ubers: the one picked takes the correction
      const picked = answer.type === "pick" ? pending.candidates[answer.index] : undefined;
      if (!picked) return replyNothingChanged();
      if (pending.delete) return deleteRecord({ ...ctx, book: pending.book }, picked);
      return applyCorrection({ ...ctx, book: pending.book }, pending.change, picked);
    }
    case "records_booked":
      return answerBooked(ctx, inBook, pending, answer);
    case "record_card": {
      // "Era outro cartão": the purchase moves to the card picked, onto that card's bills
      const name = answer.type === "pick" ? pending.cards[answer.index] : undefined;
      const card = name ? await findCard(ctx.tx, ctx.userId, name, pending.book) : null;
      if (!card) return replyNothingChanged();
      return applyCorrection(
        { ...ctx, book: pending.book },
        { ...NO_CHANGE, payment: { method: card.kind, card: card.name } },
        pending.record,
      );
    }
    case "record_category": {
      const name = answer.type === "pick" ? pending.categories[answer.index] : undefined;
      if (!name) return replyNothingChanged();
      return applyCorrection(
        { ...ctx, book: pending.book },
        { ...NO_CHANGE, category: name },
        pending.record,
      );
    }
  }
}
