/**
 * "a netflix subiu pra 59,90", "cancelei a netflix": the person's fixed item of that name changes
 * from now on, or stops, through the same books operation as the dashboard's Fixos (what it
 * already booked stays). Nothing is recorded; none or several of that name are said so. Naming no
 * fixed item but one open reminder, the reminder is cancelled or gets the amount.
 */
import { type FixedChangeIntent, foldAccents, reaisToCentavos, replyFixedNamed } from "@tostao/core";
import type { RecurringRule } from "@tostao/core/dashboard/recurring";
import { listRecurring, updateRecurring } from "../books/fixed-items.ts";
import { type ActContext, planningContext } from "./act-context.ts";
import { announceAlerts, chatActor } from "./planning/planning-context.ts";
import { changeReminderNamed } from "./reminders-in-chat.ts";

/** The person's active fixed items whose description or category hold every word said (folded). */
export async function fixedItemsNamed(ctx: ActContext, target: string): Promise<RecurringRule[]> {
  const words = target.split(/\s+/).filter(Boolean);
  const all = await listRecurring(ctx.tx, { userId: ctx.userId, book: ctx.book ?? "personal" });
  return all.filter((r) => {
    const said = foldAccents(`${r.description} ${r.category ?? ""}`).toLowerCase();
    return r.active && words.every((w) => said.includes(w));
  });
}

export async function changeFixedItemNamed(ctx: ActContext, item: FixedChangeIntent): Promise<string> {
  const named = await fixedItemsNamed(ctx, item.target);
  const only = named.length === 1 ? named[0] : undefined;
  if (!only) {
    // "cancela o do condomínio" with a reminder of that name and no fixed item: the reminder
    const reminder = named.length === 0 ? await changeReminderNamed(ctx, item) : null;
    return reminder ?? replyFixedNamed({ target: item.target, amount: item.amount, found: named });
  }
  const planning = planningContext(ctx);
  const change = item.amount === null ? { active: false } : { amountCents: reaisToCentavos(item.amount) };
  const done = await updateRecurring(ctx.tx, chatActor(planning), only.id, change);
  announceAlerts(planning, done.alerts);
  return replyFixedNamed({ target: item.target, amount: item.amount, found: [only], changed: done.value });
}
