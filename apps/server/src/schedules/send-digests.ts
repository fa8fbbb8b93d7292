import {
  type Book,
  type DigestPeriod,
  digestTemplateParams,
  type Feature,
  featureGate,
  monthlyCloseDue,
  monthlyPeriod,
  type PaydayRule,
  replyDigest,
  weeklyPeriod,
} from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import { gatherDigest } from "./gather-digest.ts";
import type { NoticeItem, NoticePerson } from "./notice-items.ts";

/** The plan feature each digest belongs to: weekly summaries, and the monthly close as a basic report. */
const DIGEST_FEATURE: Record<DigestKind, Feature> = {
  weekly: "weekly_summaries",
  monthly: "basic_reports",
};

export type DigestKind = "weekly" | "monthly";

/**
 * The period a digest_sends row marks: the period alone for the personal book (as before the
 * business edition), "business:<period>" for the business book, so each book's digest goes out once.
 */
const sendKey = (book: Book, periodKey: string) => (book === "personal" ? periodKey : `${book}:${periodKey}`);

/** A digest owed: this person's book had anything in the period or the one before, and it was not sent. */
export interface DigestDue {
  userId: number;
  book: Book;
  kind: DigestKind;
  /** The week just ended, or the person's month just ended (from payday to payday when theirs starts on it). */
  period: DigestPeriod;
}

/**
 * The weekly summaries or monthly closes owed today, per person and book: to everyone who has
 * digests on and had anything in that book in the period or the one before, not yet sent. A
 * person's month closes on the first day of their next one (core monthlyCloseDue): day 1, or the
 * payday that starts it when their month starts on payday, as their totals and limits count it.
 */
export async function digestsDue(db: Db, kind: DigestKind, today: string): Promise<DigestDue[]> {
  if (kind === "weekly") return owedIn(db, weeklyPeriod(today), null);
  // The people whose month ends today, grouped by the period it is (one query per payday rule).
  const people = await db.query<{ id: number; rule: PaydayRule | null }>(
    `SELECT u.id, p.rule FROM users u
       LEFT JOIN paydays p ON p.user_id = u.id AND p.month_starts_on_payday
     WHERE u.status = 'active' AND u.digests_enabled AND (p.user_id IS NOT NULL OR $1)`,
    [monthlyCloseDue(today, null)],
  );
  const groups = new Map<string, { period: DigestPeriod; ids: number[] }>();
  for (const { id, rule } of people) {
    if (!monthlyCloseDue(today, rule)) continue;
    const period = monthlyPeriod(today, rule);
    const key = `${period.from}:${period.to}`;
    const group = groups.get(key) ?? { period, ids: [] };
    group.ids.push(Number(id));
    groups.set(key, group);
  }
  const due: DigestDue[] = [];
  for (const { period, ids } of groups.values()) due.push(...(await owedIn(db, period, ids)));
  return due.sort(
    (a, b) => a.userId - b.userId || Number(a.book === "business") - Number(b.book === "business"),
  );
}

/** The digests of `period` owed to the people `ids` (everyone with digests on when null). */
async function owedIn(db: Db, period: DigestPeriod, ids: number[] | null): Promise<DigestDue[]> {
  const { kind } = period;
  const months = period.billMonths ?? {
    before: period.previousFrom.slice(0, 7),
    now: period.to.slice(0, 7),
  };
  const rows = await db.query<{ id: number; book: Book }>(
    `SELECT u.id, b.book
     FROM users u CROSS JOIN (VALUES ('personal'), ('business')) AS b (book)
     WHERE u.status = 'active' AND u.digests_enabled
       AND ($6::text IS NULL OR u.id = ANY(string_to_array($6::text, ',')::bigint[]))
       AND EXISTS (SELECT 1 FROM transactions t
                   WHERE t.user_id = u.id AND t.book = b.book
                     AND (t.date BETWEEN $1::date AND $2::date OR t.bill_month BETWEEN $7::text AND $8::text))
       AND NOT EXISTS (SELECT 1 FROM digest_sends d WHERE d.user_id = u.id AND d.kind = $3
                         AND d.period = CASE WHEN b.book = 'personal' THEN $4 ELSE $5 END)
     ORDER BY u.id, b.book = 'business'`,
    [
      period.previousFrom,
      period.to,
      kind,
      sendKey("personal", period.key),
      sendKey("business", period.key),
      ids === null ? null : ids.join(","),
      months.before,
      months.now,
    ],
  );
  return rows.map((r) => ({ userId: Number(r.id), book: r.book, kind, period }));
}

/**
 * A person's digests owed today (each book's with its own figures, named after the book once the
 * person keeps both), for the plans that include them (and the business books, for the business
 * one). The (person, kind, period) mark, written in the transaction that queues the message, makes
 * each go out once across retries, restarts and concurrent servers.
 */
export async function digestNotices(
  tx: SqlRunner,
  person: NoticePerson,
  due: readonly DigestDue[],
): Promise<NoticeItem[]> {
  const items: NoticeItem[] = [];
  for (const { book, kind, period } of due) {
    if (!featureGate(person.plans, DIGEST_FEATURE[kind]).allowed) continue;
    if (book === "business" && !featureGate(person.plans, "business_books").allowed) continue;
    const key = sendKey(book, period.key);
    const marked = await tx.query<{ user_id: number }>(
      `INSERT INTO digest_sends (user_id, kind, period) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [person.userId, kind, key],
    );
    if (marked.length === 0) continue;
    const data = await gatherDigest(tx, { userId: person.userId, book, period, today: person.today });
    items.push({
      book,
      notice: {
        body: replyDigest(data),
        template: { kind: "digest", params: digestTemplateParams(data, book, person.labelled) },
      },
      what: { kind: "digest", digest: kind, book },
      recordMessage: async (db, messageId) => {
        await db.query(
          "UPDATE digest_sends SET message_id = $4 WHERE user_id = $1 AND kind = $2 AND period = $3",
          [person.userId, kind, key, messageId],
        );
      },
    });
  }
  return items;
}
