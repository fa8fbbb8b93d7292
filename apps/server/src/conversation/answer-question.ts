import {
  type Answer,
  type IncompleteIntent,
  type PendingQuestion,
  type RecordIntent,
  replyAmountDropped,
  replyConfirmDeclined,
  replyNothingChanged,
  replyStaleChoice,
  saoPauloTodayIso,
} from "@tostao/core";
import { findCard } from "../planning/cards/card-row.ts";
import type { ActContext } from "./act-context.ts";
import { applyCorrection, deleteRecord } from "./correct-record.ts";
import { actOnCard } from "./planning/act-on-planning.ts";
import { answerPlannedQuestion, type PlanningContext, recordFromChat } from "./planning/index.ts";
import { answerImportOffer } from "./statement-import.ts";

/** The record an amount question waited for, with the amount and what the answer added. */
function completeRecord(pending: IncompleteIntent, amount: number, said: RecordIntent | null, today: string) {
  return {
    intent: "record",
    kind: pending.kind,
    amount,
    date: pending.date ?? said?.date ?? today,
    category: pending.category ?? said?.category ?? "",
    description: pending.description ?? said?.description ?? "",
    recurrence: said?.recurrence ?? null,
    payment: said?.payment ?? null,
  } satisfies RecordIntent;
}

/**
 * Acts on the answer to the question that was waiting (read by `readAnswer`): the amount of an
 * incomplete record, a yes or no, the record or card picked from a list. A button of a question
 * no longer waiting does nothing again.
 */
export async function answerQuestion(
  ctx: ActContext,
  planning: PlanningContext,
  pending: PendingQuestion | null,
  answer: Answer,
): Promise<string> {
  if (answer.type === "stale" || !pending) return replyStaleChoice();
  // the question's own book: it was asked about a record of that book
  const inBook: PlanningContext = { ...planning, book: pending.book };
  switch (pending.type) {
    case "amount": {
      if (answer.type === "none") return replyAmountDropped(pending.intent);
      if (answer.type !== "amount" || !(answer.amount > 0)) return replyStaleChoice();
      const record = completeRecord(pending.intent, answer.amount, answer.said, saoPauloTodayIso(ctx.now));
      return (await recordFromChat(inBook, record)).reply;
    }
    case "confirm_record":
      if (answer.type === "yes") return (await recordFromChat(inBook, pending.record)).reply;
      return replyConfirmDeclined();
    case "buy_planned":
    case "planned_done":
      return answerPlannedQuestion(inBook, pending, answer.type === "yes");
    case "which_card": {
      const name = answer.type === "pick" ? pending.cards[answer.index] : undefined;
      const card = name ? await findCard(ctx.tx, ctx.userId, name, pending.book) : null;
      if (!card) return replyNothingChanged();
      return actOnCard(inBook, { ...pending.change, name: card.name, kind: card.kind });
    }
    case "import_statement":
      return answerImportOffer(ctx, pending, answer.type === "yes");
    case "which_record": {
      // "o uber era 35" with two ubers: the one picked takes the correction
      const picked = answer.type === "pick" ? pending.candidates[answer.index] : undefined;
      if (!picked) return replyNothingChanged();
      if (pending.delete) return deleteRecord({ ...ctx, book: pending.book }, picked);
      return applyCorrection({ ...ctx, book: pending.book }, pending.change, picked);
    }
  }
}
