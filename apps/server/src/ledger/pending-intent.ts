import type { IncompleteIntent } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

const PENDING_MINUTES = 30;

/** Remembers a record that lacks its amount, replacing any older one. */
export async function savePendingIntent(tx: SqlRunner, userId: number, intent: IncompleteIntent, now: Date) {
  await tx.query(
    `INSERT INTO pending_intents (user_id, intent, expires_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (user_id) DO UPDATE SET intent = EXCLUDED.intent, expires_at = EXCLUDED.expires_at,
       created_at = now()`,
    [userId, JSON.stringify(intent), new Date(now.getTime() + PENDING_MINUTES * 60_000)],
  );
}

/** Takes (reads and removes) the person's unexpired incomplete record, if any. */
export async function takePendingIntent(
  tx: SqlRunner,
  userId: number,
  now: Date,
): Promise<IncompleteIntent | null> {
  const rows = await tx.query<{ intent: IncompleteIntent | string; expires_at: Date }>(
    "DELETE FROM pending_intents WHERE user_id = $1 RETURNING intent, expires_at",
    [userId],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() < now.getTime()) return null;
  return typeof row.intent === "string" ? (JSON.parse(row.intent) as IncompleteIntent) : row.intent;
}
