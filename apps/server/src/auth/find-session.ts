import type { SqlRunner } from "@tostao/db";
import { SESSION_IDLE_DAYS } from "./create-session.ts";
import type { SessionKind } from "./session-cookie.ts";
import { plausibleToken, tokenHash } from "./tokens.ts";

/** last_seen_at is written at most this often per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

export type FoundSession =
  | { kind: "person"; sessionId: string; userId: number }
  | { kind: "operator"; sessionId: string };

/**
 * The live session a cookie token opens, or null (unknown, revoked, idle for 30 days, past its
 * end, or a person no longer active). Notes the visit when the last one is a few minutes old.
 */
export async function findSession(
  tx: SqlRunner,
  input: { token: string | undefined; kind: SessionKind; now: Date },
): Promise<FoundSession | null> {
  if (!plausibleToken(input.token)) return null;
  const idleSince = new Date(input.now.getTime() - SESSION_IDLE_DAYS * 86_400_000);
  const rows = await tx.query<{ id: string; user_id: number | null; last_seen_at: Date }>(
    `SELECT s.id, s.user_id, s.last_seen_at FROM sessions s LEFT JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.kind = $2 AND s.revoked_at IS NULL AND s.last_seen_at > $3
       AND (s.expires_at IS NULL OR s.expires_at > $4)
       AND (s.kind = 'operator' OR u.status = 'active')`,
    [tokenHash(input.token), input.kind, idleSince, input.now],
  );
  const row = rows[0];
  if (!row) return null;
  if (input.now.getTime() - new Date(row.last_seen_at).getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await tx.query("UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2", [
      row.id,
      input.now,
    ]);
  }
  if (input.kind === "operator") return { kind: "operator", sessionId: row.id };
  if (row.user_id === null) return null;
  return { kind: "person", sessionId: row.id, userId: Number(row.user_id) };
}
