import {
  AppError,
  customerQuerySchema,
  eventQuerySchema,
  type MessagePrices,
  messageCostQuerySchema,
  subscriptionQuerySchema,
  type TierThresholds,
} from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { z } from "zod";
import { requireOperator } from "../auth/session-middleware.ts";
import { readId, readQuery } from "../http/read-query.ts";
import { affiliateSales } from "./admin/affiliate-sales.ts";
import { listCustomers } from "./admin/customers.ts";
import { listFailedMessages, retryFailedMessage } from "./admin/failed-messages.ts";
import { listMessageCosts } from "./admin/message-costs.ts";
import { billingOverview } from "./admin/overview.ts";
import { getSubscription, listEvents, listSubscriptions } from "./admin/subscriptions.ts";

export interface BillingAdminDeps {
  db: Db;
  now: () => Date;
  thresholds: TierThresholds;
  /** US$ per billable WhatsApp message by category, and reais per dollar. */
  prices: MessagePrices;
  usdToBrl: number;
}

const pageQuery = z.object({
  page: customerQuerySchema.shape.page,
  pageSize: customerQuerySchema.shape.pageSize,
});

const notFound = (message: string) => () => new AppError("not_found", message);

/** The operator console's billing API (/api/admin/billing/…); every route needs an operator session. */
export function billingAdminRoutes(deps: BillingAdminDeps) {
  const { db } = deps;
  return new Hono()
    .use("*", requireOperator)
    .get("/overview", async (c) => c.json(await billingOverview(db, { now: deps.now() })))
    .get("/customers", async (c) =>
      c.json(await listCustomers(db, readQuery(c, customerQuerySchema, { omitEmpty: true }))),
    )
    .get("/subscriptions", async (c) =>
      c.json(await listSubscriptions(db, readQuery(c, subscriptionQuerySchema, { omitEmpty: true }))),
    )
    .get("/subscriptions/:id", async (c) => {
      const found = await getSubscription(db, readId(c, notFound("Assinatura não encontrada.")));
      if (!found) throw new AppError("not_found", "Assinatura não encontrada.");
      return c.json(found);
    })
    .get("/events", async (c) =>
      c.json(await listEvents(db, readQuery(c, eventQuerySchema, { omitEmpty: true }))),
    )
    .get("/failed-messages", async (c) =>
      c.json(await listFailedMessages(db, readQuery(c, pageQuery, { omitEmpty: true }))),
    )
    .post("/failed-messages/:id/retry", async (c) => {
      const messageId = readId(c, notFound("Mensagem não encontrada."));
      const retried = await retryFailedMessage(db, { messageId });
      if (!retried)
        throw new AppError("not_found", "Mensagem com falha não encontrada (talvez já reenviada).");
      return c.json({ id: messageId, status: "queued" as const });
    })
    .get("/message-costs", async (c) => {
      const query = readQuery(c, messageCostQuerySchema, { omitEmpty: true });
      return c.json(
        await listMessageCosts(db, {
          ...query,
          now: deps.now(),
          prices: deps.prices,
          usdToBrl: deps.usdToBrl,
        }),
      );
    })
    .get("/affiliates", async (c) =>
      c.json({ thresholds: deps.thresholds, items: await affiliateSales(db, deps.thresholds) }),
    );
}
