import type { SqlRunner } from "@tostao/db";
import { SESSION_IDLE_DAYS } from "./create-session.ts";
import { userAgentSummary } from "./user-agent-summary.ts";

/** One signed-in device as the dashboard's "aparelhos" page shows it (JSON-ready). */
export interface SessionSummary {
  id: string;
  /** ISO instants */
  createdAt: string;
  lastSeenAt: string;
  /** pt-BR, e.g. "Chrome no Android" */
  device: string;
  /** The session of the request asking. */
  current: boolean;
}

/** A person's live sessions, most recently used first. */
export async function listSessions(
  tx: SqlRunner,
  input: { userId: number; currentSessionId: string | null; now: Date },
): Promise<SessionSummary[]> {
  const idleSince = new Date(input.now.getTime() - SESSION_IDLE_DAYS * 86_400_000);
  const rows = await tx.query<{
    id: string;
    created_at: Date;
    last_seen_at: Date;
    user_agent: string | null;
  }>(
    `SELECT id, created_at, last_seen_at, user_agent FROM sessions
     WHERE user_id = $1 AND kind = 'person' AND revoked_at IS NULL AND last_seen_at > $2
     ORDER BY last_seen_at DESC, created_at DESC`,
    [input.userId, idleSince],
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    device: userAgentSummary(r.user_agent),
    current: r.id === input.currentSessionId,
  }));
}
