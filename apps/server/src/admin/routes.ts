import { AppError } from "@tostao/core";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { clientAddress, RateLimiter } from "../http/rate-limit.ts";
import { readJson } from "../http/read-json.ts";
import { type OperatorAuth, SESSION_COOKIE, SESSION_TTL_SECONDS } from "./operator-auth.ts";

const loginSchema = z.object({ password: z.string().min(1, "Informe a senha.").max(200) });

/** Login, logout and session state of the operator area (/api/admin/session…). */
export function operatorSessionRoutes(auth: OperatorAuth, options: { secureCookies: boolean }) {
  const attempts = new RateLimiter(10);
  return new Hono()
    .get("/session", (c) =>
      c.json({ enabled: auth.enabled, authenticated: auth.isValidSession(getCookie(c, SESSION_COOKIE)) }),
    )
    .post("/login", async (c) => {
      if (!auth.enabled) {
        throw new AppError(
          "unavailable",
          "Área do operador desativada: defina ADMIN_PASSWORD e reinicie o servidor.",
        );
      }
      if (!attempts.hit(clientAddress(c))) {
        throw new AppError("rate_limited", "Muitas tentativas. Aguarde um minuto e tente de novo.");
      }
      const { password } = await readJson(c, loginSchema);
      if (!auth.verifyPassword(password)) throw new AppError("unauthorized", "Senha incorreta.");
      const secure = options.secureCookies || c.req.header("x-forwarded-proto") === "https";
      setCookie(c, SESSION_COOKIE, auth.issueSession(), {
        httpOnly: true,
        sameSite: "Lax",
        secure,
        path: "/",
        maxAge: SESSION_TTL_SECONDS,
      });
      return c.json({ authenticated: true });
    })
    .post("/logout", (c) => {
      deleteCookie(c, SESSION_COOKIE, { path: "/" });
      return c.json({ authenticated: false });
    });
}
