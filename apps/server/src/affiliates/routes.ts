import type { Db } from "@tostao/db";
import { Hono } from "hono";
import type { Clock } from "../clock.ts";
import type { Logger } from "../logger.ts";
import { affiliateAdminRoutes } from "./admin-routes.ts";
import { affiliatePublicRoutes } from "./public-routes.ts";

/** Everything about affiliates under /api: the public application and the operator's review. */
export function affiliateRoutes(deps: { db: Db; logger: Logger; now: Clock }) {
  return new Hono().route("/", affiliatePublicRoutes(deps)).route("/", affiliateAdminRoutes(deps));
}
