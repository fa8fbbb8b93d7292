import { createHmac, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "tostao_admin";
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export interface OperatorAuth {
  readonly enabled: boolean;
  verifyPassword(candidate: string): boolean;
  issueSession(nowMs?: number): string;
  isValidSession(token: string | undefined, nowMs?: number): boolean;
}

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

function safeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The operator's login. Only a scrypt hash of ADMIN_PASSWORD stays in memory. Sessions are
 * signed, expiring tokens: every server process with the same password accepts them, so the
 * operator area works behind a load balancer without a session table.
 */
export function createOperatorAuth(password: string | undefined): OperatorAuth {
  if (!password) {
    return {
      enabled: false,
      verifyPassword: () => false,
      issueSession: () => {
        throw new Error("operator area disabled");
      },
      isValidSession: () => false,
    };
  }
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32);
  // Derived from the password so all processes agree; changing the password ends all sessions.
  const sessionKey = scryptSync(password, "tostao-operator-session", 32);
  return {
    enabled: true,
    verifyPassword: (candidate) => safeEqual(scryptSync(candidate, salt, 32), hash),
    issueSession(nowMs = Date.now()) {
      const payload = `${Math.floor(nowMs / 1000) + SESSION_TTL_SECONDS}.${randomBytes(9).toString("base64url")}`;
      return `${payload}.${sign(sessionKey, payload)}`;
    },
    isValidSession(token, nowMs = Date.now()) {
      if (!token) return false;
      const cut = token.lastIndexOf(".");
      if (cut < 0) return false;
      const payload = token.slice(0, cut);
      if (!safeEqual(token.slice(cut + 1), sign(sessionKey, payload))) return false;
      const expires = Number.parseInt(payload.split(".")[0] ?? "", 10);
      return Number.isFinite(expires) && expires * 1000 > nowMs;
    },
  };
}
