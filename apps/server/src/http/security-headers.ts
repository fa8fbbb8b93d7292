import type { MiddlewareHandler } from "hono";

/**
 * Headers every response carries: the Content-Security-Policy (content-security-policy.ts), no
 * framing (clickjacking on /admin and /painel), no MIME sniffing, no full URLs leaking to other sites, and HSTS when the site is served over https.
 */
export function securityHeaders(options: {
  https: boolean;
  contentSecurityPolicy: string;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    // A route that must not leak its URL at all (a sign-in link's token) sets a stricter one.
    if (!h.has("Referrer-Policy")) h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", options.contentSecurityPolicy);
    if (options.https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
