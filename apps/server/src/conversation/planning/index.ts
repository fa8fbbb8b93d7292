import { type Interpretation, type QueryIntent, replyWhichCard } from "@tostao/core";
import { type BillDue, listBillDues } from "../../planning/cards/bills-due.ts";
import {
  actOnCard,
  actOnFuturePurchase,
  actOnGoal,
  actOnLimit,
  answerCardBill,
  answerGoals,
  answerLimits,
  answerPlanned,
  askToBuyPlanned,
} from "./act-on-planning.ts";
import type { PlanningContext } from "./planning-context.ts";

export { askGoalTakenOut, takeFromGoalInChat } from "./act-on-planning.ts";
export { answerPlannedQuestion, planningBeforeParse } from "./before-parse.ts";
export type { PlanningContext } from "./planning-context.ts";
export { recordFromChat } from "./record-from-chat.ts";

type PlanningIntent = Extract<Interpretation, { intent: "card" | "limit" | "goal" | "future_purchase" }>;

/** Sets up a card, a limit, a goal or a planned purchase. */
export function actOnPlanningIntent(ctx: PlanningContext, item: PlanningIntent): Promise<string> {
  switch (item.intent) {
    case "card":
      // a card referred to but not named is resolved by the caller; asked about here otherwise
      return item.name === null
        ? Promise.resolve(replyWhichCard())
        : actOnCard(ctx, { ...item, name: item.name });
    case "limit":
      return actOnLimit(ctx, item);
    case "goal":
      return actOnGoal(ctx, item);
    case "future_purchase":
      return actOnFuturePurchase(ctx, item);
  }
}

type PlanningQuery = Extract<QueryIntent, { metric: "limit" | "card_bill" | "goal" | "future_purchases" }>;

/** Answers the planning questions: limits, card bills, goals, planned purchases. */
export function answerPlanningQuery(ctx: PlanningContext, q: PlanningQuery): Promise<string> {
  switch (q.metric) {
    case "limit":
      return answerLimits(ctx, q);
    case "card_bill":
      return answerCardBill(ctx, q);
    case "goal":
      return answerGoals(ctx, q);
    case "future_purchases":
      return answerPlanned(ctx, q);
  }
}

/** "comprei a tv" without an amount: the question about the planned purchase, or null. */
export function incompletePurchase(
  ctx: PlanningContext,
  description: string | undefined,
): Promise<string | null> {
  return description ? askToBuyPlanned(ctx, description) : Promise.resolve(null);
}

/** The card bills due in a period, listed with the reminders (the cards whose bill reminders are on). */
export function reminderBills(ctx: PlanningContext, q: { from: string; to: string }): Promise<BillDue[]> {
  return listBillDues(ctx.tx, {
    userId: ctx.userId,
    book: ctx.book,
    today: ctx.today,
    from: q.from,
    to: q.to,
    remindedOnly: true,
  });
}
