import { AppError } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createOperatorAuth, type OperatorAuth } from "./admin/operator-auth.ts";
import { operatorSessionRoutes } from "./admin/routes.ts";
import { affiliateRoutes } from "./affiliates/routes.ts";
import type { Assistant } from "./assistant/create-assistant.ts";
import { billingRoutes } from "./billing/routes.ts";
import { chatRoutes } from "./channels/webchat/routes.ts";
import { whatsappSettings } from "./channels/whatsapp/settings.ts";
import { whatsappWebhookRoutes } from "./channels/whatsapp/webhook-routes.ts";
import type { Config } from "./config.ts";
import { meRoutes } from "./dashboard/routes.ts";
import { errorResponse, handleError } from "./http/errors.ts";
import type { Logger } from "./logger.ts";
import { version } from "./version.ts";
import { videoMetricsRoutes } from "./video-metrics/routes.ts";
import { serveWeb } from "./web/serve-web.ts";

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** Directory of the built web app; omitted in API-only tests. */
  webDir?: string;
  /** Operator login; built from ADMIN_PASSWORD when omitted. */
  operatorAuth?: OperatorAuth;
  /** The chat pipeline (started by the host); without it the chat and webhook answer 503. */
  assistant?: Assistant;
  /** The clock of request handlers; the assistant's when there is one, else the system's. */
  now?: () => Date;
}

export type AppEnv = { Variables: { requestId: string } };

const API_BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP app: API, webhooks and the web site, in one Hono tree. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, db, logger } = deps;
  const operatorAuth = deps.operatorAuth ?? createOperatorAuth(config.env.ADMIN_PASSWORD);
  const app = new Hono<AppEnv>();

  app.onError(handleError(logger));

  app.use("/api/*", async (c, next) => {
    const started = performance.now();
    await next();
    logger.debug("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  app.use(
    "/api/*",
    bodyLimit({
      maxSize: API_BODY_LIMIT,
      onError: (c) =>
        errorResponse(c, new AppError("payload_too_large", "O corpo da requisição é grande demais.")),
    }),
  );

  app.get("/api/health", async (c) => {
    await db.query("SELECT 1");
    return c.json({ status: "ok", db: db.kind, version });
  });

  app.route(
    "/api/admin",
    operatorSessionRoutes(operatorAuth, { secureCookies: config.public.publicUrl.startsWith("https://") }),
  );

  app.route("/api", affiliateRoutes({ db, logger, operatorAuth }));
  app.route(
    "/api",
    videoMetricsRoutes({ db, operatorAuth, eventsPerMinute: config.env.VIDEO_EVENTS_RATE_LIMIT }),
  );
  const wa = whatsappSettings(config.env);
  const waSettings = "settings" in wa ? wa.settings : null;
  app.route(
    "/api/chat",
    chatRoutes({
      db,
      logger,
      assistant: deps.assistant,
      codesByWhatsApp: waSettings !== null,
      secureCookies: config.public.publicUrl.startsWith("https://"),
    }),
  );
  app.route(
    "/",
    billingRoutes({
      config,
      db,
      logger,
      boss: deps.assistant?.boss,
      channel: waSettings ? "whatsapp" : "webchat",
      now: deps.now ?? (() => deps.assistant?.now() ?? new Date()),
    }),
  );
  app.route(
    "/api/me",
    meRoutes({
      db,
      now: deps.now ?? (() => deps.assistant?.now() ?? new Date()),
      publicUrl: config.public.publicUrl,
    }),
  );
  app.route(
    "/webhooks/whatsapp",
    whatsappWebhookRoutes({ db, logger, assistant: deps.assistant, settings: waSettings }),
  );

  app.all("/api/*", (c) => errorResponse(c, new AppError("not_found", "Rota da API não encontrada.")));

  if (deps.webDir) app.use("*", serveWeb(deps.webDir));

  app.notFound((c) => errorResponse(c, new AppError("not_found", "Página não encontrada.")));
  return app;
}
