import { AppError } from "@tostao/core";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "../logger.ts";

interface ErrorBody {
  error: { code: string; message: string; [key: string]: unknown };
}

function errorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...error.details } };
}

export function errorResponse(c: Context, error: AppError): Response {
  const retryAfter = error.details?.retryAfterSeconds;
  if (typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
  return c.json(errorBody(error), error.status as ContentfulStatusCode);
}

/** The one place errors become HTTP answers: every body is `{ error: { code, message } }`. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof AppError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status === 413) {
      return errorResponse(c, new AppError("payload_too_large", "O corpo da requisição é grande demais."));
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { error: { code: "bad_request", message: error.message || "Requisição inválida." } },
        error.status,
      );
    }
    logger.error("unhandled error", { error, method: c.req.method, path: c.req.path });
    return errorResponse(c, new AppError("internal", "Erro interno. Tente novamente em instantes."));
  };
}
