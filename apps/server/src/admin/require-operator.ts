import { AppError } from "@tostao/core";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { type OperatorAuth, SESSION_COOKIE } from "./operator-auth.ts";

/** Lets a request through only with a valid operator session cookie. */
export function requireOperator(auth: OperatorAuth): MiddlewareHandler {
  return async (c, next) => {
    if (!auth.isValidSession(getCookie(c, SESSION_COOKIE))) {
      throw new AppError("unauthorized", "Entre na área do operador para continuar.");
    }
    await next();
  };
}
