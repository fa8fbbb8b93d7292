import {
  AppError,
  customerQuerySchema,
  eventQuerySchema,
  subscriptionQuerySchema,
  type TierThresholds,
} from "@tostao/core";
import type { Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { requireOperator } from "../auth/session-middleware.ts";
import { affiliateSales } from "./admin/affiliate-sales.ts";
import { listCustomers } from "./admin/customers.ts";
import { listFailedMessages, retryFailedMessage } from "./admin/failed-messages.ts";
import { billingOverview } from "./admin/overview.ts";
import { getSubscription, listEvents, listSubscriptions } from "./admin/subscriptions.ts";

export interface BillingAdminDeps {
  db: Db;
  now: () => Date;
  thresholds: TierThresholds;
}

const pageQuery = z.object({
  page: customerQuerySchema.shape.page,
  pageSize: customerQuerySchema.shape.pageSize,
});
const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
    throw new AppError("validation", "Alguns campos estão inválidos.", { fields });
  }
  return parsed.data;
}

function readId(c: Context, notFound: string): number {
  const id = idSchema.safeParse(c.req.param("id"));
  if (!id.success) throw new AppError("not_found", notFound);
  return id.data;
}

/** The operator console's billing API (/api/admin/billing/…); every route needs an operator session. */
export function billingAdminRoutes(deps: BillingAdminDeps) {
  const { db } = deps;
  return new Hono()
    .use("*", requireOperator)
    .get("/overview", async (c) => c.json(await billingOverview(db, { now: deps.now() })))
    .get("/customers", async (c) => c.json(await listCustomers(db, readQuery(c, customerQuerySchema))))
    .get("/subscriptions", async (c) =>
      c.json(await listSubscriptions(db, readQuery(c, subscriptionQuerySchema))),
    )
    .get("/subscriptions/:id", async (c) => {
      const found = await getSubscription(db, readId(c, "Assinatura não encontrada."));
      if (!found) throw new AppError("not_found", "Assinatura não encontrada.");
      return c.json(found);
    })
    .get("/events", async (c) => c.json(await listEvents(db, readQuery(c, eventQuerySchema))))
    .get("/failed-messages", async (c) => c.json(await listFailedMessages(db, readQuery(c, pageQuery))))
    .post("/failed-messages/:id/retry", async (c) => {
      const messageId = readId(c, "Mensagem não encontrada.");
      const retried = await retryFailedMessage(db, { messageId });
      if (!retried)
        throw new AppError("not_found", "Mensagem com falha não encontrada (talvez já reenviada).");
      return c.json({ id: messageId, status: "queued" as const });
    })
    .get("/affiliates", async (c) =>
      c.json({ thresholds: deps.thresholds, items: await affiliateSales(db, deps.thresholds) }),
    );
}
