import { createHmac, timingSafeEqual } from "node:crypto";

/** Computes the X-Hub-Signature-256 header Meta sends for a raw body. */
export function signPayload(rawBody: Uint8Array | string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/**
 * Checks X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app secret) in constant time.
 * The body must be the exact bytes received, never re-serialised JSON.
 */
export function verifySignature(rawBody: Uint8Array, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice(7), "hex");
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Compares two secrets in constant time (the verify token of the GET handshake). */
export function secretsEqual(a: string, b: string): boolean {
  const x = createHmac("sha256", "tostao").update(a).digest();
  const y = createHmac("sha256", "tostao").update(b).digest();
  return timingSafeEqual(x, y);
}
