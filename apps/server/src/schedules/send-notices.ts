import { fromIso, isoWeekday, labelForBook, saoPauloTodayIso } from "@tostao/core";
import type { Db } from "@tostao/db";
import type { AccessPlans } from "../billing/access-plans.ts";
import { hasAccess } from "../billing/require-access.ts";
import type { Logger } from "../logger.ts";
import { enqueueNotices, type NoticeTemplates } from "../outbox/enqueue-notice.ts";
import type { NoticeItem, NoticePerson, SentNotice } from "./notice-items.ts";
import { billNotices, peopleWithBillsDue } from "./send-bill-notices.ts";
import { type DigestDue, type DigestKind, digestNotices, digestsDue } from "./send-digests.ts";
import { dueReminderNotices, peopleWithRemindersDue } from "./send-due-reminders.ts";

export interface NoticeDeps {
  db: Db;
  templates: NoticeTemplates;
  /** Paid instances: a person without a plan is sent nothing; digests go only to plans with them. */
  accessPlans: AccessPlans;
  logger?: Logger;
}

/** Which notices a 10:00 run sends. */
export interface NoticeKinds {
  reminders: boolean;
  bills: boolean;
  digests: readonly DigestKind[];
}

/**
 * What is owed on a São Paulo day at 10:00: the reminders and card bills due, the weekly summary
 * on Mondays, the monthly closes of the people whose month ends today (day 1, or their payday when
 * their month starts on payday: send-digests.ts finds who).
 * @example noticesDueOn("2026-11-23") // { reminders: true, bills: true, digests: ["weekly", "monthly"] }
 */
export function noticesDueOn(today: string): NoticeKinds {
  const digests: DigestKind[] = [];
  if (isoWeekday(fromIso(today)) === 0) digests.push("weekly");
  digests.push("monthly");
  return { reminders: true, bills: true, digests };
}

// A person's notices in one message: by book (personal first), reminders, then bills, then digests.
const ORDER: Record<SentNotice["kind"], number> = { reminder: 0, bill: 1, digest: 2 };
const inOrder = (items: NoticeItem[]) =>
  [...items].sort(
    (a, b) =>
      Number(a.book === "business") - Number(b.book === "business") ||
      ORDER[a.what.kind] - ORDER[b.what.kind],
  );

/**
 * The 10:00 notices, folded per person: everything owed to one person at this moment (the
 * reminders due today, the notices of card bills due today or tomorrow, the digest of each book)
 * goes as one message wherever it fits, one template when outside WhatsApp's 24-hour window. Each
 * person is one transaction: every item is marked sent (reminders moved on, card_bill_notices,
 * digest_sends) in the transaction that queues their message, so a crash leaves all of them to the
 * next run and a second run (a retry, a restart, another server) sends nothing twice.
 * @returns each notice sent, with the message that carries it
 */
export async function sendNotices(
  deps: NoticeDeps,
  now: Date,
  kinds: NoticeKinds = noticesDueOn(saoPauloTodayIso(now)),
): Promise<SentNotice[]> {
  const today = saoPauloTodayIso(now);
  const people = new Set<number>();
  if (kinds.reminders) for (const id of await peopleWithRemindersDue(deps.db, today)) people.add(id);
  if (kinds.bills) for (const id of await peopleWithBillsDue(deps.db, today)) people.add(id);
  const digests = new Map<number, DigestDue[]>();
  for (const kind of kinds.digests) {
    for (const due of await digestsDue(deps.db, kind, today)) {
      people.add(due.userId);
      digests.set(due.userId, [...(digests.get(due.userId) ?? []), due]);
    }
  }
  const sent: SentNotice[] = [];
  for (const userId of [...people].sort((a, b) => a - b)) {
    const one = await deps.db.transaction(async (tx) => {
      const [user] = await tx.query<{ status: string; labelled: boolean }>(
        "SELECT status, business_started_at IS NOT NULL AS labelled FROM users WHERE id = $1",
        [userId],
      );
      if (user?.status !== "active") return [];
      const plans = await deps.accessPlans(tx, userId, now);
      // Paid instances: a person without a plan is sent nothing (and nothing of theirs is marked sent).
      if (!hasAccess(plans)) return [];
      const person: NoticePerson = { userId, today, now, plans, labelled: user.labelled };
      const items = inOrder([
        ...(kinds.reminders ? await dueReminderNotices(tx, person) : []),
        ...(kinds.bills ? await billNotices(tx, person) : []),
        ...(await digestNotices(tx, person, digests.get(userId) ?? [])),
      ]);
      if (items.length === 0) return [];
      const queued = await enqueueNotices(
        tx,
        userId,
        items.map((item) => ({
          ...item.notice,
          body: labelForBook(item.notice.body, item.book, user.labelled),
        })),
        { now, templates: deps.templates },
      );
      const out: SentNotice[] = [];
      for (const [i, item] of items.entries()) {
        const messageId = queued.messageIds[i] as number;
        await item.recordMessage?.(tx, messageId);
        out.push({ ...item.what, userId, messageId, channel: queued.channel, template: queued.template });
      }
      if (queued.template) {
        deps.logger?.info("notices queued as a template: outside the WhatsApp 24-hour window", {
          userId,
          notices: items.length,
          messages: new Set(queued.messageIds).size,
        });
      }
      return out;
    });
    sent.push(...one);
  }
  return sent;
}
