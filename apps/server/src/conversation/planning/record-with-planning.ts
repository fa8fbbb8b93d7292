import {
  fromIso,
  nextMonthDay,
  type RecordIntent,
  reaisToCentavos,
  replyAskPlannedDone,
  replyCardArchived,
  replyCardPurchase,
  replyFixedLater,
  replyGoalContribution,
  replyGoalUnknown,
  replyRecord,
  toIso,
} from "@tostao/core";
import { recordTransaction } from "../../books/record-transaction.ts";
import { resolveCategory } from "../../books/resolve-category.ts";
import { findCard } from "../../planning/cards/card-row.ts";
import { placeOnCard } from "../../planning/cards/place-purchase.ts";
import { findPlannedPurchase } from "../../planning/future/planned-purchases.ts";
import { findGoal, tieToGoal } from "../../planning/goals/goals.ts";
import { limitAlertsAfter } from "../../planning/limits/limit-alerts.ts";
import { announceLimitAlert, type PlanningContext } from "./planning-context.ts";

/**
 * A fixed item said on a day other than its own ("aluguel 1500 todo dia 5" on the 23rd): the rule
 * starts on its next day, and nothing is booked now.
 * @returns the reply, or null when the item falls today and is recorded as usual
 */
async function fixedItemLater(ctx: PlanningContext, item: RecordIntent): Promise<string | null> {
  if (!item.recurrence || (item.payment?.installments ?? 1) > 1) return null;
  const day = Math.max(1, Math.min(31, Math.trunc(item.recurrence.day)));
  // The first occurrence today or later (day 31 falls on a short month's last day).
  const firstOn = toIso(nextMonthDay(fromIso(ctx.today), day));
  if (firstOn === ctx.today || item.date !== ctx.today) return null;
  const total = reaisToCentavos(item.amount);
  const category = await resolveCategory(ctx.tx, ctx.userId, item.kind, item.category, ctx.book);
  await ctx.tx.query(
    `INSERT INTO recurring_rules (user_id, kind, amount_centavos, category_id, description, day_of_month,
       payment_method, card, starts_on, book)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10)`,
    [
      ctx.userId,
      item.kind,
      total,
      category?.id ?? null,
      item.description.trim().slice(0, 200),
      day,
      item.payment?.method ?? null,
      item.payment?.card ?? null,
      firstOn,
      ctx.book ?? "personal",
    ],
  );
  return replyFixedLater({
    kind: item.kind,
    total,
    category: category?.name ?? item.category,
    description: item.description.trim(),
    day,
    firstOn,
  });
}

/**
 * Records what the person said and does what planning adds to it: a credit purchase lands on its
 * card's bills, money set aside counts towards its goal, a record that matches a planned purchase
 * asks whether it was it, and the limit alerts it owes follow the reply.
 */
export async function recordWithPlanning(
  ctx: PlanningContext,
  item: RecordIntent,
  options: { matchPlanned?: boolean } = {},
): Promise<{ reply: string; transactionIds: number[] }> {
  const later = await fixedItemLater(ctx, item);
  if (later) return { reply: later, transactionIds: [] };
  const recorded = await recordTransaction(ctx.tx, ctx.userId, item, ctx.messageId, ctx.book);
  let reply = replyRecord(recorded);
  ctx.turn.mention({
    type: "record",
    record: {
      ids: recorded.transactionIds,
      kind: recorded.kind,
      total: recorded.total,
      date: recorded.date,
      category: recorded.category,
      description: recorded.description,
    },
    card: item.payment?.card ?? null,
  });

  const payment = item.payment;
  if (
    item.kind === "expense" &&
    payment &&
    (payment.method === "credit" || payment.method === "debit" || payment.card)
  ) {
    const card = await findCard(ctx.tx, ctx.userId, payment.card ?? null, ctx.book);
    if (card?.archived) reply = replyCardArchived(reply, card.name);
    else if (card && (payment.method === null || payment.method === card.kind)) {
      const placed = await placeOnCard(ctx.tx, {
        userId: ctx.userId,
        card,
        transactionIds: recorded.transactionIds,
      });
      reply = replyCardPurchase({
        card: card.name,
        total: recorded.total,
        date: placed.date,
        category: recorded.category,
        description: recorded.description,
        parts: placed.parts.map((p) => ({
          amount: p.amount,
          bill: p.bill ? { month: p.bill.month, dueOn: p.bill.dueOn } : null,
        })),
      });
    }
  }

  if (item.goal) {
    const goal = await findGoal(ctx.tx, {
      userId: ctx.userId,
      name: item.goal,
      today: ctx.today,
      book: ctx.book,
    });
    if (goal) {
      const after = await tieToGoal(ctx.tx, {
        userId: ctx.userId,
        book: ctx.book,
        goalId: goal.id,
        transactionIds: recorded.transactionIds,
        today: ctx.today,
      });
      reply = after ? replyGoalContribution(reply, after) : reply;
    } else {
      reply = replyGoalUnknown(reply, item.goal);
    }
  } else if (item.kind === "expense" && recorded.description && options.matchPlanned !== false) {
    const planned = await findPlannedPurchase(ctx.tx, {
      userId: ctx.userId,
      book: ctx.book,
      description: recorded.description,
    });
    const first = recorded.transactionIds[0];
    if (planned && first !== undefined) {
      ctx.turn.ask({
        type: "planned_done",
        plannedId: planned.id,
        transactionId: first,
        description: planned.description,
      });
      reply = replyAskPlannedDone(reply, planned);
    }
  }

  if (item.kind === "expense") {
    const changes = await ctx.tx.query<{ category_id: number | null; date: string }>(
      "SELECT DISTINCT category_id, date::text AS date FROM transactions WHERE id = ANY($1::bigint[])",
      [recorded.transactionIds],
    );
    const alerts = await limitAlertsAfter(
      ctx.tx,
      ctx.userId,
      changes.map((c) => ({ categoryId: c.category_id, date: c.date })),
    );
    // A record dated in another month (instalments off a card, a late entry) marks that month's
    // thresholds without announcing them: the alerts speak of the month being lived.
    for (const alert of alerts) if (alert.month === ctx.today.slice(0, 7)) announceLimitAlert(ctx, alert);
  }
  return { reply, transactionIds: recorded.transactionIds };
}
