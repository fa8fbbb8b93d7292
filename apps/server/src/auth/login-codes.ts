import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "@tostao/db";

export const LOGIN_CODE_MINUTES = 10;
const LOGIN_CODE_MAX_ATTEMPTS = 5;
const CODES_PER_HOUR = 5;

const hash = (phone: string, code: string) => createHash("sha256").update(`${phone}:${code}`).digest("hex");

/** Creates a one-time 6-digit code for a phone; null when that phone asked for too many this hour. */
export async function issueLoginCode(db: Db, phone: string, now: Date): Promise<string | null> {
  const recent = await db.query<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM login_codes WHERE phone = $1 AND created_at > $2",
    [phone, new Date(now.getTime() - 3600_000)],
  );
  if ((recent[0]?.n ?? 0) >= CODES_PER_HOUR) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.query(
    "INSERT INTO login_codes (phone, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)",
    [phone, hash(phone, code), new Date(now.getTime() + LOGIN_CODE_MINUTES * 60_000), now],
  );
  return code;
}

export type CodeCheck = "ok" | "wrong" | "expired_or_missing" | "too_many_attempts";

/**
 * Checks a code against the phone's newest live code. Every try counts (atomically) and
 * a code works once.
 */
export async function checkLoginCode(db: Db, phone: string, code: string, now: Date): Promise<CodeCheck> {
  const rows = await db.query<{ id: number; code_hash: string; attempts: number }>(
    `UPDATE login_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM login_codes WHERE phone = $1 AND consumed_at IS NULL AND expires_at > $2
                 ORDER BY id DESC LIMIT 1)
     RETURNING id, code_hash, attempts`,
    [phone, now],
  );
  const row = rows[0];
  if (!row) return "expired_or_missing";
  if (row.attempts > LOGIN_CODE_MAX_ATTEMPTS) return "too_many_attempts";
  const given = Buffer.from(hash(phone, code), "hex");
  const expected = Buffer.from(row.code_hash, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "wrong";
  const consumed = await db.query<{ id: number }>(
    "UPDATE login_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id",
    [row.id, now],
  );
  return consumed[0] ? "ok" : "expired_or_missing";
}
