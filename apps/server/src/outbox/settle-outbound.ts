import type { SqlRunner } from "@tostao/db";

/** What a sign-in code's text becomes once sent. */
export const REDACTED_BODY = "(código de acesso enviado)";

/** Keeps a claim alive while the provider call runs. */
export async function renewOutboundLease(db: SqlRunner, id: number): Promise<void> {
  await db.query("UPDATE messages SET claimed_at = now() WHERE id = $1 AND status = 'sending'", [id]);
}

/**
 * Puts every claimed send back in the queue, due now: only for a process that knows it is the
 * database's only user (PGlite behind the data-directory lock), where any claim it finds at start
 * was left by its own earlier life that died mid-send.
 * @returns how many were released
 */
export async function releaseAbandonedSends(db: SqlRunner): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE messages SET status = 'queued', claimed_at = NULL, next_attempt_at = now(), updated_at = now()
     WHERE direction = 'outbound' AND status = 'sending' RETURNING id`,
  );
  return rows.length;
}

/**
 * The provider accepted it. In the same statement, looks whether statuses of that message came
 * before this record of its send (the status webhook beat it): the caller then attaches them
 * (`attachEarlyStatuses`).
 * @returns whether such early statuses wait (almost never)
 */
export async function markOutboundSent(db: SqlRunner, id: number, externalId: string): Promise<boolean> {
  return (await markOutboundsSent(db, [{ id, externalId }])).has(externalId);
}

/**
 * Several sends the provider accepted, each recorded as `markOutboundSent` records one, in one
 * statement.
 * @returns the provider ids of those whose statuses came first (almost always none)
 */
export async function markOutboundsSent(
  db: SqlRunner,
  sends: ReadonlyArray<{ id: number; externalId: string }>,
): Promise<Set<string>> {
  const rows = await db.query<{ external_id: string }>(
    `WITH sent AS (
       UPDATE messages m SET status = 'sent', external_id = s.external_id, sent_at = now(), claimed_at = NULL,
         error = NULL,
         body = CASE WHEN m.redact_after_send THEN $3 ELSE m.body END,
         template = CASE WHEN m.redact_after_send THEN m.template - 'params' - 'copyCode' ELSE m.template END,
         updated_at = now()
       FROM unnest($1::bigint[], $2::text[]) AS s (id, external_id)
       WHERE m.id = s.id AND m.status = 'sending' RETURNING m.external_id)
     SELECT sent.external_id FROM sent
     WHERE EXISTS (SELECT 1 FROM early_message_statuses e WHERE e.external_id = sent.external_id)`,
    [sends.map((s) => s.id), sends.map((s) => s.externalId), REDACTED_BODY],
  );
  return new Set(rows.map((r) => r.external_id));
}

/** Back in the queue, due again after `delaySeconds` (0: at once, e.g. released at shutdown). */
export async function retryOutboundLater(
  db: SqlRunner,
  id: number,
  input: { delaySeconds: number; error: string | null },
): Promise<void> {
  await db.query(
    `UPDATE messages SET status = 'queued', claimed_at = NULL, error = COALESCE($3, error), updated_at = now(),
       next_attempt_at = now() + make_interval(secs => $2)
     WHERE id = $1 AND status = 'sending'`,
    [id, input.delaySeconds, input.error?.slice(0, 500) ?? null],
  );
}

/** Given up on: refused for good, or out of attempts. Later messages of the conversation go on. */
export async function markOutboundFailed(db: SqlRunner, id: number, error: string): Promise<void> {
  await db.query(
    `UPDATE messages SET status = 'failed', claimed_at = NULL, error = $2, updated_at = now(),
       body = CASE WHEN redact_after_send THEN $3 ELSE body END
     WHERE id = $1 AND status IN ('queued', 'sending')`,
    [id, error.slice(0, 500), REDACTED_BODY],
  );
}
