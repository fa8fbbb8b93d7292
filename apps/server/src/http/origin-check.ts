import { AppError } from "@tostao/core";
import type { MiddlewareHandler } from "hono";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that carry cookies from another site's page (CSRF beyond what
 * SameSite=Lax covers: sibling subdomains, old browsers). Requests without Origin (server to
 * server, webhooks) and without cookies pass.
 */
export function originCheck(options: { publicOrigin: string }): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || !c.req.header("cookie")) return next();
    const origin = c.req.header("origin");
    if (!origin || origin === options.publicOrigin || origin === new URL(c.req.url).origin) return next();
    throw new AppError("forbidden", "Origem da requisição não permitida.");
  };
}
