/**
 * "cancela o lembrete da luz", "não precisa mais me lembrar do aluguel", "apaga esse lembrete":
 * the open reminder named (or the one just set) removed through the books, as one operation that
 * "desfaz" takes back.
 */
import {
  type CancelReminderIntent,
  remindersNamed,
  replyReminderCancelled,
  replyReminderNotNamed,
} from "@tostao/core";
import { deleteReminder, listReminders } from "../books/reminders.ts";
import { type ActContext, planningContext } from "./act-context.ts";
import { chatActor } from "./planning/planning-context.ts";

export async function cancelReminderInChat(ctx: ActContext, item: CancelReminderIntent): Promise<string> {
  const planning = planningContext(ctx);
  const open = await listReminders(ctx.tx, {
    userId: ctx.userId,
    status: "open",
    book: planning.book ?? "personal",
  });
  const subject = ctx.turn.state.subject;
  const named = item.words
    ? remindersNamed(open, item.words)
    : open.filter((r) => subject?.focus === "reminder" && r.description === subject.reminder);
  const only = named.length === 1 ? named[0] : undefined;
  if (!only) return replyReminderNotNamed(item.words, named.length > 1 ? named : open, named.length > 1);
  await deleteReminder(ctx.tx, chatActor(planning), only.id);
  return replyReminderCancelled(only);
}
