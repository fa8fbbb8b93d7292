import type { SqlRunner } from "@tostao/db";
import { newToken, plausibleToken, tokenHash } from "./tokens.ts";

/** A sign-in link works for this long, once. */
const SIGN_IN_LINK_MINUTES = 15;

/**
 * Creates a one-time link that signs the person in to the dashboard (sent on WhatsApp).
 * @returns the token and the full URL on PUBLIC_URL (`…/entrar?token=…`)
 */
export async function createSignInLink(
  tx: SqlRunner,
  input: { userId: number; now: Date; publicUrl: string },
): Promise<{ token: string; url: string }> {
  const token = newToken();
  await tx.query(
    "INSERT INTO sign_in_links (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
    [
      tokenHash(token),
      input.userId,
      input.now,
      new Date(input.now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
    ],
  );
  const url = new URL("/entrar", input.publicUrl);
  url.searchParams.set("token", token);
  return { token, url: url.toString() };
}

export type RedeemResult = { ok: true; userId: number } | { ok: false; reason: "expired_or_used" };

/** Uses a link once: the first open wins, a second (or a late one) is refused. */
export async function redeemSignInLink(
  tx: SqlRunner,
  input: { token: string | undefined; now: Date },
): Promise<RedeemResult> {
  if (!plausibleToken(input.token)) return { ok: false, reason: "expired_or_used" };
  const rows = await tx.query<{ user_id: number }>(
    `UPDATE sign_in_links l SET used_at = $2
     FROM users u
     WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2
       AND u.id = l.user_id AND u.status = 'active'
     RETURNING l.user_id`,
    [tokenHash(input.token), input.now],
  );
  const row = rows[0];
  return row ? { ok: true, userId: Number(row.user_id) } : { ok: false, reason: "expired_or_used" };
}
