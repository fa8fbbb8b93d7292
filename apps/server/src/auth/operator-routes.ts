import { AppError, operatorLoginSchema } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { clientAddress, RateLimiter } from "../http/rate-limit.ts";
import { readJson } from "../http/read-json.ts";
import { createSession, OPERATOR_SESSION_HOURS } from "./create-session.ts";
import type { OperatorPassword } from "./operator-password.ts";
import { revokeSessionById } from "./revoke-sessions.ts";
import { clearSessionCookie, cookiesSecure, writeSessionCookie } from "./session-cookie.ts";
import type { AuthEnv } from "./session-middleware.ts";

export interface OperatorAuthDeps {
  db: Db;
  password: OperatorPassword;
  now: () => Date;
  publicUrlIsHttps: boolean;
}

/** Sign-in, sign-out and session state of the operator area (/api/admin/session…). */
export function operatorAuthRoutes(deps: OperatorAuthDeps) {
  const attempts = new RateLimiter(10);
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
      if (!attempts.hit(clientAddress(c))) {
        throw new AppError("rate_limited", "Muitas tentativas. Aguarde um minuto e tente de novo.");
      }
      const { password } = await readJson(c, operatorLoginSchema);
      if (!(await deps.password.verify(password))) throw new AppError("unauthorized", "Senha incorreta.");
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
