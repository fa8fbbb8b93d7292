import {
  type Feature,
  featureGate,
  monthlyPeriod,
  replyDigest,
  saoPauloTodayIso,
  weeklyPeriod,
} from "@tostao/core";
import type { Db } from "@tostao/db";

import type { AccessPlans } from "./access-plans.ts";
import { gatherDigest } from "./gather-digest.ts";
import { notifyPerson } from "./notify-person.ts";

/** The plan feature each digest belongs to: weekly summaries, and the monthly close as a basic report. */
const DIGEST_FEATURE: Record<"weekly" | "monthly", Feature> = {
  weekly: "weekly_summaries",
  monthly: "basic_reports",
};

export interface SentDigest {
  userId: number;
  messageId: number;
}

/**
 * Sends the weekly summary or the monthly close to everyone who has it on, whose plan includes it
 * and who had anything in the books in the period or the one before. The (person, kind, period)
 * key makes each go out once across retries, restarts and concurrent servers.
 */
export async function sendDigests(
  deps: { db: Db; accessPlans: AccessPlans },
  kind: "weekly" | "monthly",
  now: Date,
): Promise<SentDigest[]> {
  const today = saoPauloTodayIso(now);
  const period = kind === "weekly" ? weeklyPeriod(today) : monthlyPeriod(today);
  const people = await deps.db.query<{ id: number }>(
    `SELECT u.id FROM users u
     WHERE u.status = 'active' AND u.digests_enabled
       AND EXISTS (SELECT 1 FROM transactions t WHERE t.user_id = u.id AND t.date BETWEEN $1::date AND $2::date)
       AND NOT EXISTS (SELECT 1 FROM digest_sends d WHERE d.user_id = u.id AND d.kind = $3 AND d.period = $4)
     ORDER BY u.id`,
    [period.previousFrom, period.to, kind, period.key],
  );
  const sent: SentDigest[] = [];
  for (const { id: userId } of people) {
    const one = await deps.db.transaction(async (tx) => {
      if (!featureGate(await deps.accessPlans(tx, userId, now), DIGEST_FEATURE[kind]).allowed) return null;
      const marked = await tx.query<{ user_id: number }>(
        `INSERT INTO digest_sends (user_id, kind, period) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [userId, kind, period.key],
      );
      if (marked.length === 0) return null;
      const body = replyDigest(await gatherDigest(tx, { userId, period, today }));
      const messageId = await notifyPerson(tx, userId, body);
      await tx.query(
        "UPDATE digest_sends SET message_id = $4 WHERE user_id = $1 AND kind = $2 AND period = $3",
        [userId, kind, period.key, messageId],
      );
      return { userId, messageId };
    });
    if (one) sent.push(one);
  }
  return sent;
}
