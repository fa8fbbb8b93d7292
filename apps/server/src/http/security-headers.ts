import type { MiddlewareHandler } from "hono";

/**
 * Headers every response carries: no framing (clickjacking on /admin and /painel), no MIME
 * sniffing, no full URLs leaking to other sites, and HSTS when the site is served over https.
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!h.has("Content-Security-Policy")) {
      h.set("Content-Security-Policy", "frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
    }
    if (options.https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
