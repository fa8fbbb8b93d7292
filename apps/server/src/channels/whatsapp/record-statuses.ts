import type { Db } from "@tostao/db";
import type { StatusUpdate } from "./parse-webhook.ts";

// Statuses only move forward; callbacks may arrive out of order.
const rank: Record<string, number> = { sending: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

/** Stores delivery statuses once per (message, status) and moves the message's status forward. */
export async function recordStatuses(db: Db, statuses: StatusUpdate[]): Promise<void> {
  if (statuses.length === 0) return;
  await db.transaction(async (tx) => {
    for (const s of statuses) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO message_statuses (external_id, status, occurred_at, recipient, errors)
         VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT (external_id, status) DO NOTHING RETURNING id`,
        [s.externalId, s.status, s.occurredAt, s.recipient, s.errors ? JSON.stringify(s.errors) : null],
      );
      const target = rank[s.status];
      if (!inserted[0] || target === undefined) continue;
      const lower = Object.entries(rank)
        .filter(([, r]) => r < target)
        .map(([name]) => name);
      await tx.query(
        `UPDATE messages SET status = $2, updated_at = now(),
           error = CASE WHEN $2 = 'failed' THEN $4 ELSE error END
         WHERE channel = 'whatsapp' AND external_id = $1 AND direction = 'outbound' AND status = ANY($3::text[])`,
        [s.externalId, s.status, lower, s.errors ? JSON.stringify(s.errors).slice(0, 500) : null],
      );
    }
  });
}
