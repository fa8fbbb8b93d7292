import {
  type RecordIntent,
  type RecordRef,
  reaisToCentavos,
  replyAskPlannedDone,
  replyCardArchived,
  replyCardPurchase,
  replyDuplicateReceipt,
  replyFixedLater,
  replyGoalContribution,
  replyGoalUnknown,
  replyRecord,
  replyReminderSettled,
} from "@tostao/core";
import { accountOfRecord } from "../../accounts/accounts.ts";
import { type EntryInput, type RecordedEntry, recordEntry } from "../../books/record-entry.ts";
import { listCards } from "../../planning/cards/card-row.ts";
import { announceAlerts, chatActor, findPlanned, type PlanningContext } from "./planning-context.ts";

/** What the parser understood, as the books take it. */
export function entryFromIntent(item: RecordIntent, accessKey: string | null = null): EntryInput {
  return {
    kind: item.kind,
    amount: reaisToCentavos(item.amount),
    date: item.date,
    category: { name: item.category },
    description: item.description,
    payment: item.payment
      ? { method: item.payment.method, card: item.payment.card, instalments: item.payment.installments }
      : null,
    fixedDay: item.recurrence?.day ?? null,
    goal: item.goal ? { name: item.goal } : null,
    accessKey,
  };
}

/**
 * The buttons under a record booked from the chat, typed, spoken or read from a file (a receipt
 * photo, a paid bill): "Desfazer"; for one record, "Era outro cartão" when it went on a card and
 * the person has another, and "Outra categoria"; as the turn's question answered by id. Several
 * records of one message are undone together. A question the turn asks for its own (a planned
 * purchase?) wins over them.
 */
async function offerRecordChoices(
  ctx: PlanningContext,
  operationId: number,
  record: RecordRef,
  card: string | null,
): Promise<void> {
  const asked = ctx.turn.asked;
  if (asked && asked.type !== "records_booked") return;
  if (asked) {
    ctx.turn.ask({
      ...asked,
      operationIds: [...asked.operationIds, operationId],
      records: [...asked.records, record],
      card: null,
      cards: [],
    });
    return;
  }
  // a purchase put on a card may have been on another (no look-up for the others: it costs every record)
  const cards = card
    ? (await listCards(ctx.tx, ctx.userId, ctx.book ?? "personal"))
        .filter((c) => !c.archived && c.name !== card)
        .map((c) => c.name)
    : [];
  ctx.turn.ask({ type: "records_booked", operationIds: [operationId], records: [record], card, cards });
}

/** What the conversation remembers of an entry just recorded ("o último", "em 10x no inter"). */
export function recordRefOf(entry: RecordedEntry): RecordRef {
  return {
    ids: entry.transactionIds,
    kind: entry.kind,
    total: entry.total,
    date: entry.date,
    category: entry.category,
    description: entry.description,
  };
}

/**
 * Records what the person said through the books (card and bill, fixed item, goal, receipt key,
 * limits: the rules are the books') and words the reply: the card's bills, the goal's progress,
 * the question whether it was a planned purchase, and the limit alerts it owes after it.
 */
export async function recordFromChat(
  ctx: PlanningContext,
  item: RecordIntent,
  options: {
    matchPlanned?: boolean;
    accessKey?: string | null;
    /** The whole bill (reais), how many shared it and who, when the record is the person's part. */
    shared?: { total: number; people: number; names?: string[] } | null;
  } = {},
): Promise<{ reply: string; transactionIds: number[] }> {
  // "no pix do inter", "na carteira": the account the money moved in, when the person keeps it.
  const account = await accountOfRecord(ctx.tx, {
    userId: ctx.userId,
    book: ctx.book ?? "personal",
    card: item.payment?.card ?? null,
    method: item.payment?.method ?? null,
    description: item.description,
  });
  const {
    value: outcome,
    alerts,
    operationId,
  } = await recordEntry(ctx.tx, chatActor(ctx), {
    ...entryFromIntent(item, options.accessKey ?? null),
    accountId: account?.id ?? null,
    settlesReminder: true,
  });
  if (outcome.status === "duplicate_receipt")
    return { reply: replyDuplicateReceipt(outcome.amount, outcome.date), transactionIds: [] };
  if (outcome.status === "fixed_later") return { reply: replyFixedLater(outcome), transactionIds: [] };
  const { entry } = outcome;
  const booked: RecordRef = {
    ...recordRefOf(entry),
    ...(options.shared
      ? {
          share: {
            total: reaisToCentavos(options.shared.total),
            people: options.shared.people,
            ...(options.shared.names?.length ? { names: options.shared.names } : {}),
          },
        }
      : {}),
    ...(item.dated ? { dated: true as const } : {}),
  };
  const card = outcome.card?.card.name ?? item.payment?.card ?? null;
  ctx.turn.mention({ type: "record", record: booked, card });
  if (operationId !== null)
    await offerRecordChoices(ctx, operationId, booked, outcome.card?.card.name ?? null);
  let reply = replyRecord(entry);
  if (outcome.archivedCard) reply = replyCardArchived(reply, outcome.archivedCard);
  else if (outcome.card)
    reply = replyCardPurchase({
      card: outcome.card.card.name,
      total: entry.total,
      date: entry.date,
      category: entry.category,
      description: entry.description,
      parts: outcome.card.parts.map((p) => ({
        amount: p.amount,
        bill: p.bill ? { month: p.bill.month, dueOn: p.bill.dueOn } : null,
      })),
    });
  if (item.goal) {
    reply = outcome.goal ? replyGoalContribution(reply, outcome.goal) : replyGoalUnknown(reply, item.goal);
  } else if (item.kind === "expense" && entry.description && options.matchPlanned !== false) {
    const planned = await findPlanned(ctx, entry.description);
    const first = entry.transactionIds[0];
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
  if (account) reply = `${reply}\n🏦 Em ${account.name}.`;
  if (outcome.reminderPaid) reply = `${reply}\n${replyReminderSettled(outcome.reminderPaid)}`;
  announceAlerts(ctx, alerts);
  return { reply, transactionIds: entry.transactionIds };
}
