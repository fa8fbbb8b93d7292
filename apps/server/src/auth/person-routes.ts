import {
  AppError,
  normalizePhone,
  phoneErrorMessage,
  signInStartSchema,
  signInVerifySchema,
} from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { ensureUser } from "../books/ensure-user.ts";
import { FailureBackoff } from "../http/failure-backoff.ts";
import { clientAddress, RateLimiter } from "../http/rate-limit.ts";
import { rateLimited } from "../http/rate-limited.ts";
import { readJson } from "../http/read-json.ts";
import type { Logger } from "../logger.ts";
import { createSession, SESSION_IDLE_DAYS } from "./create-session.ts";
import { enqueueLoginCode, type LoginCodeTemplate } from "./enqueue-login-code.ts";
import { checkLoginCode, issueLoginCode, LOGIN_CODE_MINUTES } from "./login-codes.ts";
import { revokeSessionById } from "./revoke-sessions.ts";
import { clearSessionCookie, cookiesSecure, writeSessionCookie } from "./session-cookie.ts";
import { type AuthEnv, personOf } from "./session-middleware.ts";

/** Wrong codes from one address: ten free (typos), then 2 s, 4 s, 8 s... up to 15 minutes. */
const WRONG_CODE_BACKOFF = { free: 10, baseSeconds: 2, capSeconds: 15 * 60, forgetAfterSeconds: 3600 };
/** Wrong codes one address may try for one phone before it waits (60 s, doubling): a code's lifetime. */
const WRONG_CODE_PER_PHONE = { free: 4, baseSeconds: 60, capSeconds: 15 * 60, forgetAfterSeconds: 600 };

export interface PersonAuthDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** Sends the code on WhatsApp; without it (WhatsApp off) the code is written to the server log. */
  /** Told when a sign-in code was queued, so it leaves at once. */
  assistant: { wakeOutbox(): void } | undefined;
  codesByWhatsApp: boolean;
  /** The authentication template that carries a code to someone outside the 24-hour window. */
  codeTemplate: LoginCodeTemplate;
  publicUrlIsHttps: boolean;
  limits?: { codesPerMinute?: number; verifiesPerMinute?: number };
}

function readPhone(input: string): string {
  const phone = normalizePhone(input);
  if (!phone.ok) {
    throw new AppError("validation", "Alguns campos estão inválidos.", {
      fields: { phone: phoneErrorMessage(phone.error) },
    });
  }
  return phone.value;
}

async function personView(db: Db, userId: number) {
  const rows = await db.query<{ phone: string; name: string | null }>(
    "SELECT phone, name FROM users WHERE id = $1",
    [userId],
  );
  const user = rows[0];
  if (!user) throw new AppError("unauthorized", "Entre para continuar.");
  return { phone: user.phone, name: user.name };
}

/**
 * A person's sign-in by phone and one-time code, sign-out and session state. Mounted at
 * /api/auth (dashboard) and /api/chat (web chat): one cookie serves both.
 */
export function personAuthRoutes(deps: PersonAuthDeps) {
  const { db } = deps;
  const log = deps.logger.child({ component: "auth" });
  // Per address, in the database so every process counts the same: code requests and code
  // tries per minute, and a backoff on wrong codes. Per phone, codes are spaced (login-codes.ts).
  const codeLimiter = new RateLimiter(db, "code-request", deps.limits?.codesPerMinute ?? 5, deps.now);
  const verifyLimiter = new RateLimiter(db, "code-verify", deps.limits?.verifiesPerMinute ?? 20, deps.now);
  const wrongCodes = new FailureBackoff(db, "wrong-code", WRONG_CODE_BACKOFF, deps.now);
  // Counted per address and phone, never against the code: another address's wrong tries leave
  // the person's own code working.
  const wrongForPhone = new FailureBackoff(db, "wrong-code-phone", WRONG_CODE_PER_PHONE, deps.now);

  return new Hono<AuthEnv>()
    .post("/login/start", async (c) => {
      const body = await readJson(c, signInStartSchema);
      await codeLimiter.enforce(clientAddress(c), "Muitos pedidos de código.");
      const phone = readPhone(body.phone);
      const issued = await issueLoginCode(db, phone, deps.now());
      if (!issued.ok) {
        throw rateLimited("Já enviamos um código para este número há pouco.", issued.waitSeconds);
      }
      const { code } = issued;
      if (deps.codesByWhatsApp) {
        // Through the outbox like every message (retried, in order); its text is not kept once sent.
        await db.transaction((tx) =>
          enqueueLoginCode(tx, { phone, code, now: deps.now(), template: deps.codeTemplate }),
        );
        deps.assistant?.wakeOutbox();
      } else {
        // Embedded mode without WhatsApp: the person running the server reads the code here.
        log.warn("web chat login code (WhatsApp is not configured, so it is only shown here)", {
          phone,
          code,
        });
      }
      return c.json({
        phone,
        delivery: deps.codesByWhatsApp ? "whatsapp" : "server_log",
        expiresInMinutes: LOGIN_CODE_MINUTES,
      });
    })
    .post("/login/verify", async (c) => {
      const body = await readJson(c, signInVerifySchema);
      const address = clientAddress(c);
      await verifyLimiter.enforce(address, "Muitas tentativas.");
      await wrongCodes.enforce(address, "Muitos códigos incorretos.");
      const phone = readPhone(body.phone);
      const tries = `${address}|${phone}`;
      await wrongForPhone.enforce(tries, "Muitas tentativas com este número.");
      const now = deps.now();
      const result = await checkLoginCode(db, phone, body.code, now);
      if (result === "wrong") await Promise.all([wrongCodes.fail(address), wrongForPhone.fail(tries)]);
      if (result === "ok") await Promise.all([wrongCodes.succeed(address), wrongForPhone.succeed(tries)]);
      if (result === "expired_or_missing") {
        throw new AppError("unauthorized", "Código expirado ou inexistente. Peça um novo código.");
      }
      if (result === "wrong")
        throw new AppError("unauthorized", "Código incorreto. Confira e tente de novo.");
      const { user, token } = await db.transaction(async (tx) => {
        const user = await ensureUser(tx, phone);
        const session = await createSession(tx, {
          kind: "person",
          userId: user.id,
          userAgent: c.req.header("user-agent") ?? null,
          now,
        });
        return { user, token: session.token };
      });
      writeSessionCookie(c, "person", token, {
        secure: cookiesSecure(c, deps.publicUrlIsHttps),
        maxAgeSeconds: SESSION_IDLE_DAYS * 86_400,
      });
      return c.json({ user: { phone: user.phone, name: user.name } });
    })
    .post("/logout", async (c) => {
      const person = c.get("person");
      if (person) await revokeSessionById(db, { sessionId: person.sessionId, now: deps.now() });
      clearSessionCookie(c, "person");
      return c.json({ ok: true });
    })
    .get("/session", async (c) => {
      const person = personOf(c);
      return c.json({ user: await personView(db, person.userId) });
    });
}
