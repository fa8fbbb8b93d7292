import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/** The person's session cookie: one sign-in serves /chat, /painel and their APIs. */
const PERSON_COOKIE = "tostao_session";
/** The operator's session cookie (a browser may hold both). */
const OPERATOR_COOKIE = "tostao_admin";

export type SessionKind = "person" | "operator";

const cookieName = (kind: SessionKind) => (kind === "person" ? PERSON_COOKIE : OPERATOR_COOKIE);

/** Secure when the site is public over https or the proxy says the request came in over https. */
export function cookiesSecure(c: Context, publicUrlIsHttps: boolean): boolean {
  return publicUrlIsHttps || c.req.header("x-forwarded-proto") === "https";
}

export function readSessionCookie(c: Context, kind: SessionKind): string | undefined {
  return getCookie(c, cookieName(kind));
}

export function writeSessionCookie(
  c: Context,
  kind: SessionKind,
  token: string,
  options: { secure: boolean; maxAgeSeconds: number },
): void {
  setCookie(c, cookieName(kind), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    path: "/",
    maxAge: options.maxAgeSeconds,
  });
}

export function clearSessionCookie(c: Context, kind: SessionKind): void {
  deleteCookie(c, cookieName(kind), { path: "/" });
}
