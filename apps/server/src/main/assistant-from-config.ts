import { parseMessage } from "@tostao/core";
import type { Db } from "@tostao/db";
import { subscriptionAccessPlans } from "../billing/access-plans.ts";
import { createWebchatTransport } from "../channels/webchat/webchat-transport.ts";
import { createGraphClient } from "../channels/whatsapp/graph-client.ts";
import { whatsappSettings } from "../channels/whatsapp/settings.ts";
import type { Clock } from "../clock.ts";
import type { Understand } from "../conversation/act-context.ts";
import type { Logger } from "../logger.ts";
import { mediaStageFromEnv } from "../media/media-stage.ts";
import type { Transports } from "../outbox/channel.ts";
import { type Assistant, type AssistantParts, assembleAssistant } from "./assemble-assistant.ts";
import type { Config } from "./config.ts";

/**
 * The assistant as configured by the environment: the web chat always, WhatsApp when its
 * four credentials are set (else one log line says which are missing).
 */
export function assistantFromConfig(
  deps: { config: Config; db: Db; logger: Logger; now: Clock },
  overrides: Partial<
    Pick<AssistantParts, "sendRetryDelaySeconds" | "sendRetryLimit" | "concurrency" | "schedules" | "replies">
  > & {
    understand?: Understand;
  } = {},
): Assistant {
  const transports: Transports = { webchat: createWebchatTransport() };
  const wa = whatsappSettings(deps.config.env);
  if ("settings" in wa) {
    transports.whatsapp = createGraphClient(wa.settings);
  } else {
    deps.logger.info("WhatsApp channel disabled: missing credentials", { missing: wa.missing });
  }
  return assembleAssistant({
    db: deps.db,
    logger: deps.logger,
    now: deps.now,
    understand: overrides.understand ?? parseMessage,
    dashboardUrl: deps.config.public.dashboardUrl,
    transports,
    accessPlans: subscriptionAccessPlans(deps.config.env.ACCESS_MODE),
    media: mediaStageFromEnv(
      deps.config.env,
      deps.logger,
      deps.db.kind,
      "settings" in wa ? { apiBase: wa.settings.apiBase, accessToken: wa.settings.accessToken } : null,
    ),
    templates: {
      language: deps.config.env.WHATSAPP_TEMPLATE_LANGUAGE,
      reminder: deps.config.env.WHATSAPP_TEMPLATE_REMINDER,
      digest: deps.config.env.WHATSAPP_TEMPLATE_DIGEST,
      notices: deps.config.env.WHATSAPP_TEMPLATE_NOTICES,
    },
    access: {
      mode: deps.config.env.ACCESS_MODE,
      plansUrl: `${deps.config.public.publicUrl}/planos`,
      trialUrl: deps.config.public.trialUrl,
    },
    ...overrides,
  });
}
