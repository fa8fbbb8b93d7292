import { AppError, operatorLoginSchema } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { FailureBackoff } from "../http/failure-backoff.ts";
import { clientAddress, RateLimiter } from "../http/rate-limit.ts";
import { readJson } from "../http/read-json.ts";
import { createSession, OPERATOR_SESSION_HOURS } from "./create-session.ts";
import type { OperatorPassword } from "./operator-password.ts";
import { revokeSessionById } from "./revoke-sessions.ts";
import { clearSessionCookie, cookiesSecure, writeSessionCookie } from "./session-cookie.ts";
import type { AuthEnv } from "./session-middleware.ts";

const WRONG_PASSWORD_BACKOFF = {
  free: 5,
  baseSeconds: 2,
  capSeconds: 15 * 60,
  forgetAfterSeconds: 3600,
};

export interface OperatorAuthDeps {
  db: Db;
  password: OperatorPassword;
  now: () => Date;
  publicUrlIsHttps: boolean;
}

/** Sign-in, sign-out and session state of the operator area (/api/admin/session…). */
export function operatorAuthRoutes(deps: OperatorAuthDeps) {
  // Per address and in the database (shared by every process): ten tries a minute, and past
  // five wrong passwords a wait that doubles from 2 s up to 15 minutes.
  const attempts = new RateLimiter(deps.db, "operator-login", 10, deps.now);
  const wrongPasswords = new FailureBackoff(deps.db, "wrong-password", WRONG_PASSWORD_BACKOFF, deps.now);
  return new Hono<AuthEnv>()
    .get("/session", (c) =>
      c.json({ enabled: deps.password.enabled, authenticated: c.get("operator") !== null }),
    )
    .post("/login", async (c) => {
      if (!deps.password.enabled) {
        throw new AppError(
          "unavailable",
          "Área do operador desativada: defina ADMIN_PASSWORD e reinicie o servidor.",
        );
      }
      const address = clientAddress(c);
      await attempts.enforce(address, "Muitas tentativas.");
      await wrongPasswords.enforce(address, "Muitas senhas incorretas.");
      const { password } = await readJson(c, operatorLoginSchema);
      if (!(await deps.password.verify(password))) {
        await wrongPasswords.fail(address);
        throw new AppError("unauthorized", "Senha incorreta.");
      }
      await wrongPasswords.succeed(address);
      const { token } = await createSession(deps.db, {
        kind: "operator",
        userAgent: c.req.header("user-agent") ?? null,
        now: deps.now(),
      });
      writeSessionCookie(c, "operator", token, {
        secure: cookiesSecure(c, deps.publicUrlIsHttps),
        maxAgeSeconds: OPERATOR_SESSION_HOURS * 3600,
      });
      return c.json({ authenticated: true });
    })
    .post("/logout", async (c) => {
      const operator = c.get("operator");
      if (operator) await revokeSessionById(deps.db, { sessionId: operator.sessionId, now: deps.now() });
      clearSessionCookie(c, "operator");
      return c.json({ authenticated: false });
    });
}
