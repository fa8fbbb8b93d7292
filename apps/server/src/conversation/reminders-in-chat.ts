/**
 * Reminders changed in chat through the books, each as one operation that "desfaz" takes back:
 * "cancela o lembrete da luz", "não precisa mais me lembrar do aluguel", "apaga esse lembrete" (the
 * open reminder named, or the one just set, removed); "o valor é 650" right after one was set (its
 * amount).
 */
import {
  type CancelReminderIntent,
  dueAround,
  type ReminderAmountIntent,
  reaisToCentavos,
  remindersNamed,
  replyNothingChanged,
  replyReminderAmount,
  replyReminderCancelled,
  replyReminderNotNamed,
  saoPauloTodayIso,
} from "@tostao/core";
import { deleteReminder, listReminders, updateReminder } from "../books/reminders.ts";
import { type ActContext, planningContext } from "./act-context.ts";
import { chatActor } from "./planning/planning-context.ts";

/** The open reminders of the description the conversation just set or talked about. */
function justSet<R extends { description: string }>(ctx: ActContext, open: R[]): R[] {
  const subject = ctx.turn.state.subject;
  return open.filter((r) => subject?.focus === "reminder" && r.description === subject.reminder);
}

function openReminders(ctx: ActContext) {
  return listReminders(ctx.tx, { userId: ctx.userId, status: "open", book: ctx.book ?? "personal" });
}

export async function cancelReminderInChat(ctx: ActContext, item: CancelReminderIntent): Promise<string> {
  const open = await openReminders(ctx);
  const named = item.words ? remindersNamed(open, item.words) : justSet(ctx, open);
  const only = named.length === 1 ? named[0] : undefined;
  if (!only) return replyReminderNotNamed(item.words, named.length > 1 ? named : open, named.length > 1);
  await deleteReminder(ctx.tx, chatActor(planningContext(ctx)), only.id);
  return replyReminderCancelled(only);
}

export async function setReminderAmountInChat(ctx: ActContext, item: ReminderAmountIntent): Promise<string> {
  // the newest of that description: the one just set
  const just = justSet(ctx, await openReminders(ctx)).sort((a, b) => b.id - a.id)[0];
  if (!just) return replyNothingChanged();
  return setAmount(ctx, just.id, item.amount);
}

/**
 * "cancela o do condomínio", "o condomínio subiu pra 700" naming no fixed item: the one open
 * reminder of those words is cancelled or gets the amount. Null when no single reminder answers.
 */
export async function changeReminderNamed(
  ctx: ActContext,
  item: { target: string; amount: number | null },
): Promise<string | null> {
  const named = remindersNamed(await openReminders(ctx), item.target);
  const only = named.length === 1 ? named[0] : undefined;
  if (!only) return null;
  if (item.amount !== null) return setAmount(ctx, only.id, item.amount);
  await deleteReminder(ctx.tx, chatActor(planningContext(ctx)), only.id);
  return replyReminderCancelled(only);
}

/**
 * "paguei a escola" with no amount, while "pagar a escola do pedro" (R$ 950,00) falls due within
 * days: that one reminder, whose amount the payment is; null when no single such reminder is named.
 */
export async function dueReminderNamed(ctx: ActContext, words: string) {
  const today = saoPauloTodayIso(ctx.now);
  const named = remindersNamed(await openReminders(ctx), words).filter(
    (r) => r.amountCents !== null && dueAround(r, today),
  );
  return named.length === 1 ? (named[0] ?? null) : null;
}

async function setAmount(ctx: ActContext, id: number, amount: number): Promise<string> {
  const amountCents = reaisToCentavos(amount);
  const { value } = await updateReminder(ctx.tx, chatActor(planningContext(ctx)), id, { amountCents });
  ctx.turn.mention({ type: "reminder", description: value.description });
  return replyReminderAmount({ ...value, amount: amountCents });
}
