import { AppError, affiliateApplicationSchema, affiliateMessages } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { RateLimiter, rateLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/read-json.ts";
import type { Logger } from "../logger.ts";
import { type InsertOutcome, insertApplication } from "./applications-store.ts";

/** A full application is a few kilobytes; anything far larger is not a person typing. */
const APPLICATION_BODY_LIMIT = 32 * 1024;
const APPLICATIONS_PER_MINUTE = 10;

/** The public side: POST /affiliates/applications (the form on /afiliados). */
export function affiliatePublicRoutes(deps: { db: Db; logger: Logger; now: () => Date }) {
  const limiter = new RateLimiter(deps.db, "affiliate-application", APPLICATIONS_PER_MINUTE, deps.now);
  const checkFailed = (error: unknown) => {
    deps.logger.error("affiliate application check failed", { error });
    return new AppError("check_failed", "Não foi possível verificar os dados agora. Tente novamente.");
  };
  return new Hono().post(
    "/affiliates/applications",
    rateLimit(limiter, affiliateMessages.rateLimited, checkFailed),
    bodyLimit({
      maxSize: APPLICATION_BODY_LIMIT,
      onError: () => {
        throw new AppError("payload_too_large", "O corpo da requisição é grande demais.");
      },
    }),
    async (c) => {
      const application = await readJson(c, affiliateApplicationSchema);
      let outcome: InsertOutcome;
      try {
        outcome = await insertApplication(deps.db, application);
      } catch (error) {
        throw checkFailed(error);
      }
      if (!outcome.inserted) throw new AppError("duplicate_application", affiliateMessages.duplicate);
      deps.logger.info("affiliate application received", { id: outcome.id });
      return c.json({ id: outcome.id, status: "pending" as const }, 201);
    },
  );
}
