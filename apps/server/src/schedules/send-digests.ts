import {
  type Book,
  type DigestPeriod,
  digestTemplateParams,
  type Feature,
  featureGate,
  labelForBook,
  monthlyClose,
  type PaydayRule,
  replyDigest,
  saoPauloTodayIso,
  weeklyPeriod,
} from "@tostao/core";
import type { Db } from "@tostao/db";
import type { AccessPlans } from "../billing/access-plans.ts";
import { enqueueNotice, type NoticeTemplates } from "../outbox/enqueue-notice.ts";
import { gatherDigest } from "./gather-digest.ts";

/** The plan feature each digest belongs to: weekly summaries, and the monthly close as a basic report. */
const DIGEST_FEATURE: Record<"weekly" | "monthly", Feature> = {
  weekly: "weekly_summaries",
  monthly: "basic_reports",
};

/**
 * The period a digest_sends row marks: the period alone for the personal book (as before the
 * business edition), "business:<period>" for the business book, so each book's digest goes out once.
 */
const sendKey = (book: Book, periodKey: string) => (book === "personal" ? periodKey : `${book}:${periodKey}`);

export interface SentDigest {
  userId: number;
  book: Book;
  messageId: number;
}

/**
 * Sends the weekly summary or the monthly close of each book to everyone who has it on, whose plan
 * includes it (and the business books, for the business one) and who had anything in that book in
 * the period or the one before. Each book's digest has its own figures, named after the book once
 * the person keeps both. The (person, kind, period) key makes each go out once across retries,
 * restarts and concurrent servers.
 */
export async function sendDigests(
  deps: { db: Db; accessPlans: AccessPlans; templates: NoticeTemplates },
  kind: "weekly" | "monthly",
  now: Date,
): Promise<SentDigest[]> {
  const today = saoPauloTodayIso(now);
  const sent: SentDigest[] = [];
  for (const group of await dueGroups(deps.db, kind, today)) {
    for (const one of await sendToGroup(deps, kind, now, today, group)) sent.push(one);
  }
  return sent;
}

/** People whose digest covers the same period: everyone (weekly), or those sharing a month rule. */
interface DueGroup {
  period: DigestPeriod;
  /** The payday rule their months start on; null: calendar months; undefined: everyone (weekly). */
  rule: PaydayRule | null | undefined;
}

/**
 * The groups whose digest is due today. The weekly summary is everyone's; the monthly close is
 * due to each person the day their month starts (core monthlyClose): day 1 for calendar months,
 * payday for a month that starts on payday, so the close counts the month chat and Visão geral count.
 */
async function dueGroups(db: Db, kind: "weekly" | "monthly", today: string): Promise<DueGroup[]> {
  if (kind === "weekly") return [{ period: weeklyPeriod(today), rule: undefined }];
  const rules = await db.query<{ rule: PaydayRule }>(
    "SELECT DISTINCT rule FROM paydays WHERE month_starts_on_payday",
  );
  const groups: DueGroup[] = [];
  for (const rule of [null, ...rules.map((r) => r.rule)]) {
    const period = monthlyClose(today, rule);
    if (period) groups.push({ period, rule });
  }
  return groups;
}

async function sendToGroup(
  deps: { db: Db; accessPlans: AccessPlans; templates: NoticeTemplates },
  kind: "weekly" | "monthly",
  now: Date,
  today: string,
  group: DueGroup,
): Promise<SentDigest[]> {
  const { period, rule } = group;
  const params: unknown[] = [period.previousFrom, period.to, kind, period.key];
  const whose =
    rule === undefined
      ? ""
      : rule === null
        ? "AND NOT EXISTS (SELECT 1 FROM paydays p WHERE p.user_id = u.id AND p.month_starts_on_payday)"
        : `AND EXISTS (SELECT 1 FROM paydays p WHERE p.user_id = u.id AND p.month_starts_on_payday
                         AND p.rule = $${params.push(JSON.stringify(rule))}::jsonb)`;
  const due = await deps.db.query<{ id: number; book: Book; labelled: boolean }>(
    `SELECT u.id, b.book, u.business_started_at IS NOT NULL AS labelled
     FROM users u CROSS JOIN (VALUES ('personal'), ('business')) AS b (book)
     WHERE u.status = 'active' AND u.digests_enabled ${whose}
       AND EXISTS (SELECT 1 FROM transactions t
                   WHERE t.user_id = u.id AND t.book = b.book
                     AND (t.date BETWEEN $1::date AND $2::date
                       OR t.bill_month BETWEEN to_char($1::date, 'YYYY-MM') AND to_char($2::date, 'YYYY-MM')))
       AND NOT EXISTS (SELECT 1 FROM digest_sends d WHERE d.user_id = u.id AND d.kind = $3
                         AND d.period = CASE WHEN b.book = 'personal' THEN $4 ELSE b.book || ':' || $4 END)
     ORDER BY u.id, b.book = 'business'`,
    params,
  );
  const sent: SentDigest[] = [];
  for (const { id: userId, book, labelled } of due) {
    const key = sendKey(book, period.key);
    const one = await deps.db.transaction(async (tx) => {
      const plans = await deps.accessPlans(tx, userId, now);
      if (!featureGate(plans, DIGEST_FEATURE[kind]).allowed) return null;
      if (book === "business" && !featureGate(plans, "business_books").allowed) return null;
      const marked = await tx.query<{ user_id: number }>(
        `INSERT INTO digest_sends (user_id, kind, period) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [userId, kind, key],
      );
      if (marked.length === 0) return null;
      const data = await gatherDigest(tx, { userId, book, period, today });
      const { id: messageId } = await enqueueNotice(
        tx,
        {
          userId,
          body: labelForBook(replyDigest(data), book, labelled),
          template: { kind: "digest", params: digestTemplateParams(data, book, labelled) },
        },
        { now, templates: deps.templates },
      );
      await tx.query(
        "UPDATE digest_sends SET message_id = $4 WHERE user_id = $1 AND kind = $2 AND period = $3",
        [userId, kind, key, messageId],
      );
      return { userId, book, messageId };
    });
    if (one) sent.push(one);
  }
  return sent;
}
