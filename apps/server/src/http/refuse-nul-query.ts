import { AppError } from "@tostao/core";
import type { MiddlewareHandler } from "hono";

/**
 * Refuses a query string carrying NUL (`?q=%00`) with a 400 naming the parameter: PostgreSQL
 * cannot compare or store it, and every route (searches included) would otherwise fail with a 500.
 */
export function refuseNulQuery(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const at = url.indexOf("?");
    const query = at >= 0 ? url.slice(at) : "";
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
