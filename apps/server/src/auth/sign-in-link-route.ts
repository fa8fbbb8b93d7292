import { createHash } from "node:crypto";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { createSession, SESSION_IDLE_DAYS } from "./create-session.ts";
import { cookiesSecure, writeSessionCookie } from "./session-cookie.ts";
import { redeemSignInLink } from "./sign-in-links.ts";

/** Where a good link lands. */
const SIGNED_IN_PATH = "/painel";

const expiredStyle = `
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f7f7f5;color:#1c1c1a}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e4e4e0;border-radius:1rem}
h1{font-size:1.4rem;margin:0 0 .75rem}
p{line-height:1.5;margin:0 0 1rem}
a{display:inline-block;padding:.65rem 1.1rem;border-radius:.6rem;background:#15803d;color:#fff;text-decoration:none;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#121211;color:#f1f1ee}main{background:#1c1c1a;border-color:#34342f}}
`;

// Self-contained (no script, no external asset): shown when a link is expired or already used.
const expiredPage = `<!doctype html>
<html lang="pt-BR" translate="no">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>Link expirado · Tostão</title>
<style>${expiredStyle}</style>
</head>
<body>
<main>
<h1>Este link de acesso não vale mais</h1>
<p>Cada link de acesso funciona uma única vez e por 15 minutos. Peça um novo no WhatsApp do Tostão escrevendo <strong>painel</strong>, ou entre com o seu número.</p>
<a href="${SIGNED_IN_PATH}">Entrar com meu número</a>
</main>
</body>
</html>`;

/**
 * The page's own policy: the site's (which allows only the built pages' inline styles) would
 * block its stylesheet, so it allows exactly that one by hash, and nothing else at all.
 */
const expiredPagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(expiredStyle).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** GET /entrar?token=…: a one-time link from WhatsApp signs the person in and opens the dashboard. */
export function signInLinkRoute(deps: { db: Db; now: () => Date; publicUrlIsHttps: boolean }) {
  return new Hono().get("/", async (c) => {
    const now = deps.now();
    const token = await deps.db.transaction(async (tx) => {
      const redeemed = await redeemSignInLink(tx, { token: c.req.query("token"), now });
      if (!redeemed.ok) return null;
      const session = await createSession(tx, {
        kind: "person",
        userId: redeemed.userId,
        userAgent: c.req.header("user-agent") ?? null,
        now,
      });
      return session.token;
    });
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    if (!token) {
      c.header("Content-Security-Policy", expiredPagePolicy);
      return c.html(expiredPage, 410);
    }
    writeSessionCookie(c, "person", token, {
      secure: cookiesSecure(c, deps.publicUrlIsHttps),
      maxAgeSeconds: SESSION_IDLE_DAYS * 86_400,
    });
    return c.redirect(SIGNED_IN_PATH, 303);
  });
}
