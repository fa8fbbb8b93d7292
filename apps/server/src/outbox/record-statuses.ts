import type { Db } from "@tostao/db";

/** A provider's report that an outbound message was sent, delivered, read or failed. */
export interface StatusUpdate {
  externalId: string;
  status: string;
  occurredAt: Date;
  /** The phone it went to (`recipient_id`), when it was sent to a phone. */
  recipient: string | null;
  /** The BSUID it went to (`recipient_user_id`), when it was sent to a BSUID. */
  recipientUserId?: string | null;
  /** What Meta charges for it, as the status reports it. */
  pricing?: { category: string; type: string | null; model: string | null; billable: boolean | null } | null;
  errors: unknown;
}

// Statuses only move forward; callbacks may arrive out of order.
const rank: Record<string, number> = { sending: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

/**
 * Stores delivery statuses once per (message, status) and moves the message's status forward.
 * Callbacks for messages this server never sent (another number's, or unknown statuses) are
 * ignored quietly.
 * @returns how many were about our messages
 */
export async function recordStatuses(db: Db, statuses: StatusUpdate[]): Promise<number> {
  const known = statuses.filter((s) => rank[s.status] !== undefined);
  if (known.length === 0) return 0;
  return db.transaction(async (tx) => {
    let ours = 0;
    for (const s of known) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO message_statuses (external_id, status, occurred_at, recipient, errors)
         SELECT $1, $2, $3, $4, $5::jsonb
         WHERE EXISTS (SELECT 1 FROM messages WHERE channel = 'whatsapp' AND external_id = $1 AND direction = 'outbound')
         ON CONFLICT (external_id, status) DO NOTHING RETURNING id`,
        [
          s.externalId,
          s.status,
          s.occurredAt,
          s.recipient ?? s.recipientUserId ?? null,
          s.errors ? JSON.stringify(s.errors) : null,
        ],
      );
      const target = rank[s.status] ?? 0;
      if (!inserted[0]) continue;
      ours++;
      if (s.pricing) {
        // Every status of a message carries the same pricing; the latest one read wins.
        await tx.query(
          `UPDATE messages SET pricing_category = $2, pricing_type = $3, pricing_billable = $4
           WHERE channel = 'whatsapp' AND external_id = $1 AND direction = 'outbound'`,
          [s.externalId, s.pricing.category, s.pricing.type, s.pricing.billable],
        );
      }
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
    return ours;
  });
}
