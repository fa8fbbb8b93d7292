import { AppError } from "@tostao/core";
import { healthEndpoint } from "@tostao/core/api/health";
import { asProbe, type Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { affiliateRoutes } from "../affiliates/routes.ts";
import { createOperatorPassword, type OperatorPassword } from "../auth/operator-password.ts";
import { operatorAuthRoutes } from "../auth/operator-routes.ts";
import { personAuthRoutes } from "../auth/person-routes.ts";
import { type AuthVariables, sessionMiddleware } from "../auth/session-middleware.ts";
import { signInLinkRoute } from "../auth/sign-in-link-route.ts";
import { subscriptionAccessPlans } from "../billing/access-plans.ts";
import { requireAccessToWrite } from "../billing/require-access.ts";
import { billingRoutes } from "../billing/routes.ts";
import { chatFileRoutes } from "../channels/webchat/file-routes.ts";
import { chatRoutes } from "../channels/webchat/routes.ts";
import { whatsappSettings } from "../channels/whatsapp/settings.ts";
import { whatsappWebhookRoutes } from "../channels/whatsapp/webhook-routes.ts";
import type { Clock } from "../clock.ts";
import { bookScope } from "../dashboard/book-scope.ts";
import { mePlanRoutes } from "../dashboard/plan-routes.ts";
import { planningDetailRoutes } from "../dashboard/planning/detail-routes.ts";
import { planningRoutes } from "../dashboard/planning/routes.ts";
import { meRoutes } from "../dashboard/routes.ts";
import { clientAddressMiddleware, parseTrustProxy } from "../http/client-address.ts";
import { contentSecurityPolicy } from "../http/content-security-policy.ts";
import { errorResponse, handleError } from "../http/errors.ts";
import { allowedMethods, methodNotAllowed } from "../http/method-not-allowed.ts";
import { originCheck } from "../http/origin-check.ts";
import { refuseNulInUrl } from "../http/refuse-nul-url.ts";
import { securityHeaders } from "../http/security-headers.ts";
import type { Logger } from "../logger.ts";
import { uploadFilesOf } from "../media/upload-files.ts";
import { version } from "../version.ts";
import { videoMetricsRoutes } from "../video-metrics/routes.ts";
import { serveWeb, type WebSite } from "../web/serve-web.ts";
import type { Assistant } from "./assemble-assistant.ts";
import type { Config } from "./config.ts";

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** The built web app with its pages rendered for this configuration; omitted in API-only tests. */
  web?: WebSite;
  /** The operator's password check; built from ADMIN_PASSWORD when omitted. */
  operatorPassword?: OperatorPassword;
  /** The chat pipeline (started by the host); without it the chat and webhook answer 503. */
  assistant?: Assistant;
  /** The clock of every route (the assistant is built with the same one). */
  now: Clock;
}

export type AppEnv = { Variables: { requestId: string } & AuthVariables };

const API_BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP app: API, webhooks and the web site, in one Hono tree. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, db, logger } = deps;
  const operatorPassword = deps.operatorPassword ?? createOperatorPassword(config.env.ADMIN_PASSWORD);
  const { now } = deps;
  const publicUrlIsHttps = config.public.publicUrl.startsWith("https://");
  const app = new Hono<AppEnv>();

  app.onError(handleError(logger));
  const csp = contentSecurityPolicy({
    https: publicUrlIsHttps,
    ...(deps.web ? { inline: deps.web.site.inline } : {}),
  });
  app.use("*", securityHeaders({ https: publicUrlIsHttps, contentSecurityPolicy: csp }));
  app.use("*", clientAddressMiddleware(parseTrustProxy(config.env.TRUST_PROXY)));
  for (const path of ["/api/*", "/webhooks/*", "/entrar"]) app.use(path, refuseNulInUrl());

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

  // Files sent in the web chat have their own, larger limit (MEDIA_MAX_MB) on their route.
  const generalBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: (c) =>
      errorResponse(c, new AppError("payload_too_large", "O corpo da requisição é grande demais.")),
  });
  app.use("/api/*", (c, next) => (c.req.path === "/api/chat/files" ? next() : generalBodyLimit(c, next)));

  app.use("/api/*", originCheck({ publicOrigin: new URL(config.public.publicUrl).origin }));

  app.get("/api/health", async (c) => {
    // Whether the database answers, not how long its queue is: on PGlite the probe goes first.
    await asProbe(() => db.query("SELECT 1"));
    return c.json(healthEndpoint.response.parse({ status: "ok", db: db.kind, version }));
  });

  app.use("/api/*", sessionMiddleware({ db, now }));
  app.route("/api/admin", operatorAuthRoutes({ db, password: operatorPassword, now, publicUrlIsHttps }));
  app.route("/api", affiliateRoutes({ db, logger, now }));
  app.route("/api", videoMetricsRoutes({ db, now, eventsPerMinute: config.env.VIDEO_EVENTS_RATE_LIMIT }));
  const wa = whatsappSettings(config.env);
  const waSettings = "settings" in wa ? wa.settings : null;
  const personAuth = personAuthRoutes({
    db,
    logger,
    now,
    assistant: deps.assistant,
    codesByWhatsApp: waSettings !== null,
    codeTemplate: {
      name: config.env.WHATSAPP_TEMPLATE_LOGIN_CODE,
      language: config.env.WHATSAPP_TEMPLATE_LANGUAGE,
    },
    publicUrlIsHttps,
  });
  // One sign-in, one cookie, for the dashboard and the web chat.
  app.route("/api/auth", personAuth);
  app.route("/api/chat", chatRoutes({ db, assistant: deps.assistant, now }));
  // A paid instance: no file is taken from, and nothing is written to the books of, a person
  // without a plan (their messages are answered with the plans by the assistant).
  const accessPlans = subscriptionAccessPlans(config.env.ACCESS_MODE);
  const writeGate = requireAccessToWrite({ db, accessPlans, now });
  app.use("/api/chat/files", writeGate);
  app.use("/api/me", writeGate);
  app.use("/api/me/*", writeGate);
  app.route(
    "/api/chat",
    chatFileRoutes({ db, assistant: deps.assistant, now, maxMb: config.env.MEDIA_MAX_MB }),
  );
  // Every /api/me route sees one book at a time, and the plan gates of the person's features.
  app.use("/api/me/*", bookScope({ db, now, accessPlans }));
  app.route("/api/me", mePlanRoutes({ db, now }));
  app.route("/api/me", planningRoutes({ db, now }));
  app.route("/api/me", planningDetailRoutes({ db, now }));
  app.route("/entrar", signInLinkRoute({ db, now, publicUrlIsHttps }));
  app.route(
    "/",
    billingRoutes({
      env: config.env,
      db,
      logger,
      channel: waSettings ? "whatsapp" : "webchat",
      now,
    }),
  );
  app.route(
    "/api/me",
    meRoutes({
      db,
      now,
      publicUrl: config.public.publicUrl,
      uploads: uploadFilesOf(config.env.DATA_DIR, db.kind),
    }),
  );
  app.route(
    "/webhooks/whatsapp",
    whatsappWebhookRoutes({ db, logger, now, assistant: deps.assistant, settings: waSettings }),
  );

  // A path that exists answers another method with 405 and the methods it has in `Allow`.
  const wrongMethod = (notFound: string) => (c: Context) => {
    const allow = allowedMethods(app.routes, c.req.path);
    if (allow.length === 0) return errorResponse(c, new AppError("not_found", notFound));
    c.header("Allow", allow.join(", "));
    return errorResponse(c, methodNotAllowed(allow));
  };
  app.all("/api/*", wrongMethod("Rota da API não encontrada."));
  app.all("/webhooks/*", wrongMethod("Webhook não encontrado."));

  if (deps.web) app.use("*", serveWeb(deps.web));
  // Pages are read, never written: any other method on a page path is 405 (GET and HEAD allowed).
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", (c) => {
    const allow = allowedMethods(app.routes, c.req.path);
    const methods = allow.length > 0 ? allow : ["GET", "HEAD"];
    c.header("Allow", methods.join(", "));
    return errorResponse(c, methodNotAllowed(methods));
  });

  app.notFound((c) => errorResponse(c, new AppError("not_found", "Página não encontrada.")));
  return app;
}
