import type { Db, SqlRunner } from "@tostao/db";

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
  pricing?: StatusPricing | null;
  errors: unknown;
}

type StatusPricing = {
  category: string;
  type: string | null;
  model: string | null;
  billable: boolean | null;
};

// Statuses only move forward; callbacks may arrive out of order.
const rank: Record<string, number> = { sending: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

/** A status kept because it came before its send was stored (`early_message_statuses`). */
interface EarlyRow {
  external_id: string;
  status: string;
  occurred_at: Date | string;
  recipient: string | null;
  errors: unknown;
  pricing: StatusPricing | string | null;
}

const fromJson = <T>(value: T | string | null): T | null =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;

/** Early statuses as the updates they were. */
function earlyUpdates(rows: EarlyRow[]): StatusUpdate[] {
  return rows.map((r) => ({
    externalId: r.external_id,
    status: r.status,
    occurredAt: new Date(r.occurred_at),
    recipient: r.recipient,
    pricing: fromJson(r.pricing),
    errors: fromJson(r.errors as string | null),
  }));
}

/** How long a status waits for a send of ours to claim it before it is taken for someone else's. */
const EARLY_KEPT = "1 day";

/**
 * Stores one status of a message we sent: once per (message, status), moving the message's status
 * forward and keeping its pricing. A status of a message whose send is not stored yet waits in
 * `early_message_statuses`.
 * @returns "ours" when stored now, "early" when kept for later, null for a repeat
 */
async function recordOne(tx: SqlRunner, s: StatusUpdate): Promise<"ours" | "early" | null> {
  const errors = s.errors ? JSON.stringify(s.errors) : null;
  const recipient = s.recipient ?? s.recipientUserId ?? null;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO message_statuses (external_id, status, occurred_at, recipient, errors)
     SELECT $1, $2, $3, $4, $5::jsonb
     WHERE EXISTS (SELECT 1 FROM messages WHERE channel = 'whatsapp' AND external_id = $1 AND direction = 'outbound')
     ON CONFLICT (external_id, status) DO NOTHING RETURNING id`,
    [s.externalId, s.status, s.occurredAt, recipient, errors],
  );
  if (!inserted[0]) {
    // No send of ours with that id yet (or a repeat of a stored status): keep it, with its pricing.
    const kept = await tx.query(
      `INSERT INTO early_message_statuses (external_id, status, occurred_at, recipient, errors, pricing)
       SELECT $1, $2, $3, $4, $5::jsonb, $6::jsonb
       WHERE NOT EXISTS (SELECT 1 FROM messages WHERE channel = 'whatsapp' AND external_id = $1 AND direction = 'outbound')
       ON CONFLICT (external_id, status) DO NOTHING RETURNING 1`,
      [s.externalId, s.status, s.occurredAt, recipient, errors, s.pricing ? JSON.stringify(s.pricing) : null],
    );
    return kept[0] ? "early" : null;
  }
  if (s.pricing) {
    // Every status of a message carries the same pricing; the latest one read wins.
    await tx.query(
      `UPDATE messages SET pricing_category = $2, pricing_type = $3, pricing_billable = $4
       WHERE channel = 'whatsapp' AND external_id = $1 AND direction = 'outbound'`,
      [s.externalId, s.pricing.category, s.pricing.type, s.pricing.billable],
    );
  }
  const target = rank[s.status] ?? 0;
  const lower = Object.entries(rank)
    .filter(([, r]) => r < target)
    .map(([name]) => name);
  await tx.query(
    `UPDATE messages SET status = $2, updated_at = now(),
       error = CASE WHEN $2 = 'failed' THEN $4 ELSE error END
     WHERE channel = 'whatsapp' AND external_id = $1 AND direction = 'outbound' AND status = ANY($3::text[])`,
    [s.externalId, s.status, lower, s.errors ? JSON.stringify(s.errors).slice(0, 500) : null],
  );
  return "ours";
}

/**
 * Stores delivery statuses once per (message, status) and moves the message's status forward.
 * A status that beats its send's record (the webhook came before the sender wrote the message's
 * id) is kept and attached when the send is recorded (`markOutboundSent` returns it), or by the
 * next status pass if the two crossed; one no send of ours claims within a day is dropped
 * (another app's message on the same number). Unknown statuses are ignored quietly.
 * @returns how many were about our messages (stored now)
 */
export async function recordStatuses(db: Db, statuses: StatusUpdate[]): Promise<number> {
  const known = statuses.filter((s) => rank[s.status] !== undefined);
  if (known.length === 0) return 0;
  return recordWithEarly(db, known);
}

/** Stores the statuses kept early whose send is recorded now. @returns how many */
export function attachEarlyStatuses(db: Db): Promise<number> {
  return recordWithEarly(db, []);
}

async function recordWithEarly(db: Db, known: StatusUpdate[]): Promise<number> {
  return db.transaction(async (tx) => {
    // Statuses kept early whose send has been stored since (one that crossed its send's record).
    const claimed = await tx.query<EarlyRow>(
      `DELETE FROM early_message_statuses e USING messages m
       WHERE m.channel = 'whatsapp' AND m.direction = 'outbound' AND m.external_id = e.external_id
       RETURNING e.external_id, e.status, e.occurred_at, e.recipient, e.errors, e.pricing`,
    );
    let ours = 0;
    let early = false;
    for (const s of [...earlyUpdates(claimed), ...known]) {
      const outcome = await recordOne(tx, s);
      if (outcome === "ours") ours++;
      if (outcome === "early") early = true;
    }
    if (early)
      await tx.query(
        `DELETE FROM early_message_statuses WHERE received_at < now() - interval '${EARLY_KEPT}'`,
      );
    return ours;
  });
}
