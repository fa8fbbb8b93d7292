import type { Env } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import type { Logger } from "../logger.ts";
import type { Channel } from "../outbox/channel.ts";
import { billingAdminRoutes } from "./admin-routes.ts";
import { checkoutProviders } from "./providers/index.ts";
import { createTemplateNotifier } from "./template-notifier.ts";
import { checkoutWebhookRoutes } from "./webhook-routes.ts";

export interface BillingDeps {
  env: Env;
  db: Db;
  logger: Logger;
  /** Where notices go: WhatsApp when configured, else the web chat. */
  channel: Channel;
  now: () => Date;
}

/** The billing side of the HTTP app: one checkout webhook per platform and the operator's billing API. */
export function billingRoutes(deps: BillingDeps) {
  const { env } = deps;
  const notifier = createTemplateNotifier({
    templates: {
      language: env.WHATSAPP_TEMPLATE_LANGUAGE,
      welcome: env.WHATSAPP_TEMPLATE_WELCOME,
      accessEnded: env.WHATSAPP_TEMPLATE_ACCESS_ENDED,
    },
    channel: deps.channel,
  });
  const secrets = {
    hotmart: { secret: env.HOTMART_HOTTOK, secretVariable: "HOTMART_HOTTOK" },
    kiwify: { secret: env.KIWIFY_TOKEN, secretVariable: "KIWIFY_TOKEN" },
  } as const;
  const app = new Hono();
  for (const provider of Object.values(checkoutProviders)) {
    app.route(
      `/webhooks/${provider.name}`,
      checkoutWebhookRoutes({
        db: deps.db,
        logger: deps.logger,
        provider,
        ...secrets[provider.name],
        planProducts: env.PLAN_PRODUCTS,
        notifier,
        now: deps.now,
      }),
    );
  }
  app.route(
    "/api/admin/billing",
    billingAdminRoutes({
      db: deps.db,
      now: deps.now,
      thresholds: { veteranSales: env.AFFILIATE_VETERAN_SALES, eliteSales: env.AFFILIATE_ELITE_SALES },
      prices: env.WHATSAPP_PRICES_USD,
      usdToBrl: env.USD_TO_BRL,
    }),
  );
  return app;
}
