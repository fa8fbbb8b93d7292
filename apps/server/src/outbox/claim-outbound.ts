import type { OfferedChoices } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { Address, Channel, OutboundTemplate } from "./channel.ts";

export interface ClaimedOutbound {
  id: number;
  channel: Channel;
  to: Address;
  body: string;
  template: OutboundTemplate | null;
  /** The answers the message offers as buttons or a list. */
  choices: OfferedChoices | null;
  /** Including this one. */
  attempts: number;
}

/** What a claim reads of each message it claims (`OUTBOUND_COLUMNS`). */
export interface OutboundRow {
  id: number;
  channel: Channel;
  phone: string | null;
  wa_user_id: string | null;
  body: string | null;
  template: OutboundTemplate | null;
  choices: OfferedChoices | null;
  attempts: number;
}

/** The messages of m's conversation not sent yet (`e`), which m must not overtake. */
export const UNSENT_BEFORE = `SELECT 1 FROM messages e
  WHERE e.direction = 'outbound' AND e.status IN ('queued', 'sending')
    AND e.channel = m.channel AND COALESCE(e.phone, e.wa_user_id) = COALESCE(m.phone, m.wa_user_id)`;

export const OUTBOUND_COLUMNS =
  "m.id, m.channel, m.phone, m.wa_user_id, m.body, m.template, m.choices, m.attempts";

export const claimedOutbound = (r: OutboundRow): ClaimedOutbound => ({
  id: Number(r.id),
  channel: r.channel,
  to: { phone: r.phone, waUserId: r.wa_user_id },
  body: r.body ?? "",
  template: r.template,
  choices: r.choices,
  attempts: r.attempts,
});

/**
 * Claims due outbound messages for sending: at most one per conversation (the oldest unsent),
 * so replies never overtake each other, and a 'sending' row whose lease ran out (its process
 * died) is taken over. SKIP LOCKED lets many processes claim side by side.
 */
export async function claimOutbound(
  db: SqlRunner,
  input: { limit: number; leaseSeconds: number },
): Promise<ClaimedOutbound[]> {
  const rows = await db.query<OutboundRow>(
    `WITH next AS (
       SELECT m.id FROM messages m
       WHERE m.direction = 'outbound'
         AND ((m.status = 'queued' AND m.next_attempt_at <= now())
           OR (m.status = 'sending' AND m.claimed_at < now() - make_interval(secs => $2)))
         AND NOT EXISTS (${UNSENT_BEFORE} AND e.id < m.id)
       ORDER BY m.id
       LIMIT $1
       FOR UPDATE OF m SKIP LOCKED)
     UPDATE messages m SET status = 'sending', claimed_at = now(), attempts = m.attempts + 1, updated_at = now()
     FROM next WHERE m.id = next.id
     RETURNING ${OUTBOUND_COLUMNS}`,
    [input.limit, input.leaseSeconds],
  );
  return rows.map(claimedOutbound);
}
