import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "@tostao/db";

export const LOGIN_CODE_MINUTES = 10;

/**
 * Codes for one phone are spaced out, never refused for long: the first two come at once (a
 * typo in the number, a slow WhatsApp), then each further one within the hour waits twice as
 * long as the one before (30 s, 1 min, 2 min...), 15 minutes at most. Someone asking codes for
 * another person's phone can delay that person's sign-in by minutes, not lock them out.
 */
const CODE_SPACING = { free: 2, baseSeconds: 30, capSeconds: 15 * 60, windowSeconds: 3600 };

/** Seconds to wait before another code may go to a phone that had `recent` in the last hour. */
function codeSpacingSeconds(recent: number): number {
  if (recent < CODE_SPACING.free) return 0;
  return Math.min(CODE_SPACING.capSeconds, CODE_SPACING.baseSeconds * 2 ** (recent - CODE_SPACING.free));
}

const hash = (phone: string, code: string) => createHash("sha256").update(`${phone}:${code}`).digest("hex");

export type IssuedCode = { ok: true; code: string } | { ok: false; waitSeconds: number };

/** Creates a one-time 6-digit code for a phone, or says how long the phone must wait for one. */
export async function issueLoginCode(db: Db, phone: string, now: Date): Promise<IssuedCode> {
  return db.transaction(async (tx) => {
    // One phone's requests from several processes take turns, so none slips past the spacing.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`login-code:${phone}`]);
    const recent = await tx.query<{ n: number; last: Date | null }>(
      "SELECT COUNT(*)::int AS n, MAX(created_at) AS last FROM login_codes WHERE phone = $1 AND created_at > $2",
      [phone, new Date(now.getTime() - CODE_SPACING.windowSeconds * 1000)],
    );
    const { n = 0, last = null } = recent[0] ?? {};
    if (last) {
      const readyAt = new Date(last).getTime() + codeSpacingSeconds(n) * 1000;
      if (readyAt > now.getTime()) return { ok: false, waitSeconds: (readyAt - now.getTime()) / 1000 };
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await tx.query(
      "INSERT INTO login_codes (phone, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)",
      [phone, hash(phone, code), new Date(now.getTime() + LOGIN_CODE_MINUTES * 60_000), now],
    );
    return { ok: true, code };
  });
}

export type CodeCheck = "ok" | "wrong" | "expired_or_missing";

/**
 * Checks a code against the phone's newest live code; a code works once. Tries are counted on the
 * code (for the record) but never void it: wrong tries are limited per address (and per address
 * and phone) by the route, so nobody can spend someone else's code by guessing it wrong.
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
  const given = Buffer.from(hash(phone, code), "hex");
  const expected = Buffer.from(row.code_hash, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "wrong";
  const consumed = await db.query<{ id: number }>(
    "UPDATE login_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id",
    [row.id, now],
  );
  return consumed[0] ? "ok" : "expired_or_missing";
}
