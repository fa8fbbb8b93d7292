import type { SqlRunner } from "@tostao/db";
import type PgBoss from "pg-boss";
import { SEND_QUEUE } from "../../assistant/queues.ts";
import { transactionExecutor } from "../../jobs/boss.ts";

/**
 * Queues a message the assistant starts (a bill notice, a digest) on the channel the person last
 * wrote on, inside the caller's transaction, so it is queued exactly when its mark is stored.
 * @returns the outbound message id
 */
export async function notifyPerson(
  tx: SqlRunner,
  boss: PgBoss,
  userId: number,
  body: string,
): Promise<number> {
  const out = await tx.query<{ id: number }>(
    `INSERT INTO messages (channel, direction, user_id, phone, type, body, status)
     SELECT COALESCE((SELECT m.channel FROM messages m WHERE m.user_id = u.id AND m.direction = 'inbound'
                      ORDER BY m.id DESC LIMIT 1), 'whatsapp'),
       'outbound', u.id, u.phone, 'text', $2, 'queued'
     FROM users u WHERE u.id = $1 RETURNING id`,
    [userId, body],
  );
  const id = out[0]?.id;
  if (id === undefined) throw new Error(`user ${userId} not found`);
  await boss.send(SEND_QUEUE, { messageIds: [id] }, { db: transactionExecutor(tx) as PgBoss.Db });
  return id;
}
