/**
 * How often one person may download their exports (records as CSV or Excel, the LGPD copy as JSON
 * or Excel): one at a time, and EXPORTS_PER_HOUR in an hour, counted in the database like every
 * other limit. A program gets the JSON 429 (`rate_limited`, `retryAfterSeconds`, Retry-After); a
 * person who followed the download link in a browser gets the same pt-BR sentence as a page.
 */
import type { AppError } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { Context, MiddlewareHandler } from "hono";
import { personOf } from "../../auth/session-middleware.ts";
import { errorResponse } from "../../http/errors.ts";
import { RateLimiter } from "../../http/rate-limit.ts";
import { rateLimited } from "../../http/rate-limited.ts";

/** Exports one person may start in an hour. */
export const EXPORTS_PER_HOUR = 20;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] ?? ch);

/** The refusal as a program (JSON) or a browser's navigation (a short pt-BR page) wants it. */
function refuse(c: Context, error: AppError): Response {
  const accept = c.req.header("accept") ?? "";
  if (!accept.includes("text/html")) return errorResponse(c, error);
  c.header("Retry-After", String(error.details?.retryAfterSeconds ?? 60));
  return c.html(
    `<!doctype html><html lang="pt-BR" translate="no"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>Espere um pouco · Tostão</title></head><body><main><h1>Espere um pouco para baixar de novo</h1>` +
      `<p>${escapeHtml(error.message)}</p><p><a href="/painel">Voltar ao painel</a></p></main></body></html>`,
    429,
  );
}

/**
 * The exports' limit as a middleware. The person's slot is held until the body has been sent (or
 * the download is abandoned), not just until the handler returns: the file is written as it goes.
 */
export function exportLimit(deps: { db: SqlRunner; now: () => Date }): MiddlewareHandler {
  const limiter = new RateLimiter(deps.db, "export", EXPORTS_PER_HOUR, deps.now, { windowSeconds: 3600 });
  const running = new Set<number>();
  return async (c, next) => {
    const { userId } = personOf(c);
    if (running.has(userId)) {
      return refuse(
        c,
        rateLimited("Sua exportação anterior ainda está sendo preparada: espere que ela termine.", 10),
      );
    }
    const wait = await limiter.hit(`user:${userId}`);
    if (wait !== null) {
      return refuse(c, rateLimited("Você já baixou muitas exportações nesta hora.", wait));
    }
    running.add(userId);
    const release = () => running.delete(userId);
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    const body = c.res.body;
    if (!body || c.res.status >= 400) {
      release();
      return;
    }
    const reader = body.getReader();
    const tracked = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            release();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      cancel(reason) {
        release();
        return reader.cancel(reason);
      },
    });
    c.res = new Response(tracked, c.res);
  };
}
