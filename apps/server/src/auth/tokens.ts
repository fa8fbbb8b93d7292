import { createHash, randomBytes } from "node:crypto";

/** A fresh unguessable token (256 bits) for a cookie or a link. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its sha256, so a leaked table opens nothing. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Tokens we issue are 43 characters; anything far longer is refused before hashing. */
export function plausibleToken(token: string | undefined | null): token is string {
  return typeof token === "string" && token.length >= 16 && token.length <= 100;
}
