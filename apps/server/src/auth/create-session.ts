import { randomBytes } from "node:crypto";
import type { SqlRunner } from "@tostao/db";
import { newToken, tokenHash } from "./tokens.ts";

/** A person's session ends after this long without use. */
export const SESSION_IDLE_DAYS = 30;
/** An operator's session ends this long after sign-in, used or not. */
export const OPERATOR_SESSION_HOURS = 12;

export type NewSessionInput =
  | { kind: "person"; userId: number; userAgent: string | null; now: Date }
  | { kind: "operator"; userAgent: string | null; now: Date };

/**
 * Opens a session and returns the cookie's token (only its hash is stored) and the session's
 * public id.
 */
export async function createSession(
  tx: SqlRunner,
  input: NewSessionInput,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const sessionId = randomBytes(12).toString("base64url");
  const expiresAt =
    input.kind === "operator" ? new Date(input.now.getTime() + OPERATOR_SESSION_HOURS * 3600_000) : null;
  await tx.query(
    `INSERT INTO sessions (id, token_hash, kind, user_id, user_agent, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
    [
      sessionId,
      tokenHash(token),
      input.kind,
      input.kind === "person" ? input.userId : null,
      input.userAgent?.slice(0, 400) ?? null,
      input.now,
      expiresAt,
    ],
  );
  return { token, sessionId };
}
