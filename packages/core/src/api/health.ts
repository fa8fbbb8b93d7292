import { z } from "zod";
import { get } from "./endpoint.ts";

/** GET /api/health: the server is up and its database answers (for probes and load balancers). */
export const healthEndpoint = get(
  "/api/health",
  z.object({ status: z.literal("ok"), db: z.enum(["pglite", "postgres"]), version: z.string() }),
);
