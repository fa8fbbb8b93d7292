import { replyFirstSteps, replyMedia, replyNoAccess, replyWelcome } from "@tostao/core";
import type { Db, SqlRunner } from "@tostao/db";
import type PgBoss from "pg-boss";
import { type AccessPolicy, personAccess } from "../billing/person-access.ts";
import { chooseBook } from "../books/choose-book.ts";
import { transactionExecutor } from "../jobs/boss.ts";
import { ensureUser } from "../ledger/ensure-user.ts";
import { actOnText, type Understand } from "./act-on-interpretations.ts";
import type { Channel } from "./channel.ts";
import { SEND_QUEUE } from "./queues.ts";

export interface ProcessDeps {
  db: Db;
  boss: PgBoss;
  understand: Understand;
  dashboardUrl: string;
  now: () => Date;
  access: AccessPolicy;
}

export interface Processed {
  channel: Channel;
  externalId: string;
  outboundIds: number[];
}

interface InboundRow {
  id: number;
  channel: Channel;
  external_id: string;
  phone: string;
  sender_name: string | null;
  type: string;
  body: string | null;
  provider_timestamp: Date | null;
  created_at: Date;
}

/** Text the assistant can read from a message: text, or the title of a button or list reply. */
function readableText(row: InboundRow): string | null {
  if (row.type === "text" || row.type === "interactive" || row.type === "button") {
    const text = row.body?.trim();
    return text ? text.slice(0, 4096) : null;
  }
  return null;
}

async function storeReply(tx: SqlRunner, row: InboundRow, userId: number | null, body: string) {
  const out = await tx.query<{ id: number }>(
    `INSERT INTO messages (channel, direction, user_id, phone, type, body, status, reply_to_id)
     VALUES ($1, 'outbound', $2, $3, 'text', $4, 'queued', $5) RETURNING id`,
    [row.channel, userId, row.phone, body, row.id],
  );
  const id = out[0]?.id;
  if (id === undefined) throw new Error("outbound insert returned nothing");
  return id;
}

/**
 * Processes one stored inbound message exactly once: claims it, acts on the books and
 * queues the replies, all in one transaction. A second call (a duplicate job) does nothing.
 */
export async function processInbound(deps: ProcessDeps, messageId: number): Promise<Processed | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // The row lock makes a concurrent duplicate wait here, then find it already processed.
    const claimed = await tx.query<InboundRow>(
      `UPDATE messages SET status = 'processed', processed_at = now(), updated_at = now()
       WHERE id = $1 AND direction = 'inbound' AND status = 'received'
       RETURNING id, channel, external_id, phone, sender_name, type, body, provider_timestamp, created_at`,
      [messageId],
    );
    const row = claimed[0];
    if (!row) return null;
    const access = await personAccess(tx, { phone: row.phone, now, mode: deps.access.mode });
    if (!access.allowed) {
      // Without a plan nothing of theirs is kept: the message stays as a record that it came,
      // without its content, and the answer says where the plans and the free trial are.
      const known = await tx.query<{ id: number; name: string | null }>(
        "SELECT id, name FROM users WHERE phone = $1",
        [row.phone],
      );
      const userId = known[0]?.id ?? null;
      await tx.query("UPDATE messages SET body = NULL, media = NULL, user_id = $2 WHERE id = $1", [
        row.id,
        userId,
      ]);
      const body = replyNoAccess({
        name: known[0]?.name ?? row.sender_name,
        plansUrl: deps.access.plansUrl,
        trialUrl: deps.access.trialUrl,
      });
      const outboundIds = [await storeReply(tx, row, userId, body)];
      await deps.boss.send(
        SEND_QUEUE,
        { messageIds: outboundIds },
        { db: transactionExecutor(tx) as PgBoss.Db },
      );
      return { channel: row.channel, externalId: row.external_id, outboundIds };
    }
    const user = await ensureUser(tx, row.phone, row.sender_name);
    await tx.query("UPDATE messages SET user_id = $2 WHERE id = $1", [row.id, user.id]);
    await tx.query(
      `UPDATE users SET last_inbound_at = GREATEST(COALESCE(last_inbound_at, $2), $2) WHERE id = $1`,
      [user.id, row.provider_timestamp ?? row.created_at],
    );

    const replies: string[] = [];
    if (!user.welcomedAt) {
      // A buyer welcomed by template at purchase gets the first steps when they first answer.
      const welcomed = await tx.query<{ welcome_template_at: Date | null }>(
        "UPDATE users SET welcomed_at = now() WHERE id = $1 RETURNING welcome_template_at",
        [user.id],
      );
      replies.push(
        welcomed[0]?.welcome_template_at
          ? replyFirstSteps({ name: user.name, dashboardUrl: deps.dashboardUrl })
          : replyWelcome(user.name),
      );
    }
    const text = readableText(row);
    if (text === null) {
      replies.push(replyMedia(row.type));
    } else {
      const plansUrl = deps.access.plansUrl;
      const choice = await chooseBook(tx, { userId: user.id, text, plans: access.plans, plansUrl, now });
      if (choice.type === "reply") {
        replies.push(choice.reply);
      } else {
        const { reply, bareGreeting, followUps } = await actOnText({
          tx,
          userId: user.id,
          userName: user.name,
          messageId: row.id,
          text: choice.text,
          now,
          understand: deps.understand,
          dashboardUrl: deps.dashboardUrl,
          plans: access.plans,
          plansUrl,
          book: choice.book,
          labelled: choice.labelled,
        });
        // A first "oi" is answered by the welcome alone.
        if (user.welcomedAt || !bareGreeting) replies.push(reply);
        // Limit alerts go right after the reply to the record that crossed them.
        replies.push(...followUps);
      }
    }
    const outboundIds: number[] = [];
    for (const body of replies) outboundIds.push(await storeReply(tx, row, user.id, body));
    // One job sends them in order (the welcome before the answer).
    await deps.boss.send(
      SEND_QUEUE,
      { messageIds: outboundIds },
      { db: transactionExecutor(tx) as PgBoss.Db },
    );
    return { channel: row.channel, externalId: row.external_id, outboundIds };
  });
}

/**
 * Records a processing failure on the message; the queue retries it, and after the last
 * attempt it is marked failed so it is not mistaken for work still pending.
 */
export async function noteProcessingError(db: Db, messageId: number, error: unknown, final = false) {
  await db.query(
    `UPDATE messages SET attempts = attempts + 1, error = $2, updated_at = now(),
       status = CASE WHEN $3 THEN 'failed' ELSE status END
     WHERE id = $1 AND status = 'received'`,
    [messageId, String((error as Error)?.message ?? error).slice(0, 500), final],
  );
}
