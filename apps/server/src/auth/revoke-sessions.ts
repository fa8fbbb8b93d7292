import type { SqlRunner } from "@tostao/db";

/**
 * Ends a person's live sessions: all of them, only `id = $3` or all but `id <> $3`; returns how
 * many ended.
 */
async function revokePersonSessions(
  tx: SqlRunner,
  input: { userId: number; now: Date },
  which: { all: true } | { only: string } | { allBut: string },
): Promise<number> {
  const [filter, params] =
    "only" in which
      ? ["AND id = $3", [which.only]]
      : "allBut" in which
        ? ["AND id <> $3", [which.allBut]]
        : ["", []];
  const rows = await tx.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $2
     WHERE user_id = $1 AND kind = 'person' AND revoked_at IS NULL ${filter} RETURNING id`,
    [input.userId, input.now, ...params],
  );
  return rows.length;
}

/** Ends one of a person's sessions (a device signed out); false when it was not theirs or already over. */
export async function revokeSession(
  tx: SqlRunner,
  input: { userId: number; sessionId: string; now: Date },
): Promise<boolean> {
  return (await revokePersonSessions(tx, input, { only: input.sessionId })) > 0;
}

/** Ends every session of a person but the one in use ("sair dos outros aparelhos"); returns how many. */
export function revokeOtherSessions(
  tx: SqlRunner,
  input: { userId: number; keepSessionId: string; now: Date },
): Promise<number> {
  return revokePersonSessions(tx, input, { allBut: input.keepSessionId });
}

/** Ends every session of a person, the current one included; returns how many. */
export function revokeAllSessions(tx: SqlRunner, input: { userId: number; now: Date }): Promise<number> {
  return revokePersonSessions(tx, input, { all: true });
}

/** Ends the session a cookie belongs to (logout), person or operator. */
export async function revokeSessionById(tx: SqlRunner, input: { sessionId: string; now: Date }) {
  await tx.query("UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL", [
    input.sessionId,
    input.now,
  ]);
}
