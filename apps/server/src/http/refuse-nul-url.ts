import { AppError } from "@tostao/core";
import type { MiddlewareHandler } from "hono";

/**
 * Refuses a URL carrying NUL, in its query string (`?q=%00`, a 400 naming the parameter) or in its
 * path (`/api/me/sessions/%00`): PostgreSQL cannot compare or store it, and every route (searches
 * and path parameters included) would otherwise fail with a 500.
 */
export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const at = url.indexOf("?");
    const query = at >= 0 ? url.slice(at) : "";
    const path = at >= 0 ? url.slice(0, at) : url;
    if (path.includes("%00") || path.includes("\u0000")) {
      throw new AppError("validation", "O endereço contém um caractere inválido (nulo).");
    }
    if (query.includes("%00") || query.includes("\u0000")) {
      for (const [key, value] of new URL(url).searchParams) {
        if (key.includes("\u0000") || value.includes("\u0000")) {
          const name = key.replaceAll("\u0000", "").slice(0, 100) || "_";
          throw new AppError("validation", "Alguns campos estão inválidos.", {
            fields: { [name]: "O texto contém um caractere inválido (nulo)." },
          });
        }
      }
    }
    await next();
  };
}
