import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@tostao/db";

export const CHAT_COOKIE = "tostao_chat";
export const SESSION_DAYS = 30;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export interface ChatUser {
  id: number;
  phone: string;
  name: string | null;
}

/** Opens a web chat session; only the token's hash is stored. */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.query("INSERT INTO web_sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)", [
    hash(token),
    userId,
    new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  ]);
  return token;
}

/** The person a live session token belongs to. */
export async function sessionUser(db: Db, token: string | undefined, now: Date): Promise<ChatUser | null> {
  if (!token || token.length > 100) return null;
  const rows = await db.query<ChatUser>(
    `SELECT u.id, u.phone, u.name FROM web_sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.status = 'active'`,
    [hash(token), now],
  );
  return rows[0] ?? null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.query("DELETE FROM web_sessions WHERE token_hash = $1", [hash(token)]);
}
