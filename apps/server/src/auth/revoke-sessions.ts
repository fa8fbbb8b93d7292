import type { SqlRunner } from "@tostao/db";

/** Ends one of a person's sessions (a device signed out); false when it was not theirs or already over. */
export async function revokeSession(
  tx: SqlRunner,
  input: { userId: number; sessionId: string; now: Date },
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $3
     WHERE id = $1 AND user_id = $2 AND kind = 'person' AND revoked_at IS NULL RETURNING id`,
    [input.sessionId, input.userId, input.now],
  );
  return rows.length > 0;
}

/** Ends every session of a person but the one in use ("sair dos outros aparelhos"); returns how many. */
export async function revokeOtherSessions(
  tx: SqlRunner,
  input: { userId: number; keepSessionId: string; now: Date },
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $3
     WHERE user_id = $1 AND kind = 'person' AND id <> $2 AND revoked_at IS NULL RETURNING id`,
    [input.userId, input.keepSessionId, input.now],
  );
  return rows.length;
}

/** Ends every session of a person, the current one included; returns how many. */
export async function revokeAllSessions(
  tx: SqlRunner,
  input: { userId: number; now: Date },
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $2
     WHERE user_id = $1 AND kind = 'person' AND revoked_at IS NULL RETURNING id`,
    [input.userId, input.now],
  );
  return rows.length;
}

/** Ends the session a cookie belongs to (logout), person or operator. */
export async function revokeSessionById(tx: SqlRunner, input: { sessionId: string; now: Date }) {
  await tx.query("UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL", [
    input.sessionId,
    input.now,
  ]);
}
