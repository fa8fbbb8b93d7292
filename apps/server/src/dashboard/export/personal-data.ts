import type { SqlRunner } from "@tostao/db";
import { listSessions } from "../../auth/list-sessions.ts";
import { getAccount } from "../account/account-ops.ts";
import { listCategories } from "../categories/list-categories.ts";
import { listRecurring } from "../recurring/recurring-ops.ts";
import { listReminders } from "../reminders/reminder-ops.ts";

/** Everything about the person except the records (streamed apart): LGPD art. 18, II. */
export async function personalData(tx: SqlRunner, input: { userId: number; sessionId: string; now: Date }) {
  const { userId } = input;
  const messages = await tx.query<{
    id: number;
    channel: string;
    direction: string;
    type: string;
    body: string | null;
    created_at: Date | string;
  }>(
    `SELECT m.id, m.channel, m.direction, m.type, m.body, m.created_at FROM messages m
     WHERE m.user_id = $1 OR m.phone = (SELECT phone FROM users WHERE id = $1) ORDER BY m.id`,
    [userId],
  );
  return {
    account: await getAccount(tx, { userId }),
    // Both books: the person's copy of their data is all of it.
    categories: await listCategories(tx, { userId, book: "all" }),
    reminders: await listReminders(tx, { userId, status: "all", book: "all" }),
    recurring: await listRecurring(tx, { userId, book: "all" }),
    messages: messages.map((m) => ({
      id: Number(m.id),
      channel: m.channel,
      direction: m.direction,
      type: m.type,
      body: m.body,
      createdAt: new Date(m.created_at).toISOString(),
    })),
    sessions: await listSessions(tx, { userId, currentSessionId: input.sessionId, now: input.now }),
  };
}
