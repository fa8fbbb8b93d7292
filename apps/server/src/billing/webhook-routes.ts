import { AppError, type BillingProvider, type PlanProducts } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cleanJson, nulPath } from "../http/bad-bytes.ts";
import { errorResponse } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import { applyDelivery } from "./apply-delivery.ts";
import type { BillingNotifier } from "./notifier.ts";
import type { CheckoutProvider } from "./providers/provider.ts";

export interface CheckoutWebhookDeps {
  db: Db;
  logger: Logger;
  provider: CheckoutProvider;
  /** The platform's token; undefined disables the webhook (503). */
  secret: string | undefined;
  /** The variable to set, named in the 503 so the operator knows what to do. */
  secretVariable: string;
  planProducts: PlanProducts;
  notifier: BillingNotifier;
  now: () => Date;
}

const labels: Record<BillingProvider, string> = { hotmart: "Hotmart", kiwify: "Kiwify" };
const BODY_LIMIT = 1024 * 1024;

/**
 * POST /webhooks/<platform>: verified the platform's way (401 and nothing stored otherwise),
 * stored once per platform event id and applied to its subscription in one transaction.
 */
export function checkoutWebhookRoutes(deps: CheckoutWebhookDeps) {
  const { provider } = deps;
  const label = labels[provider.name];
  const log = deps.logger.child({ component: "checkout-webhook", provider: provider.name });
  return new Hono().post(
    "/",
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: (c) =>
        errorResponse(c, new AppError("payload_too_large", "O corpo da requisição é grande demais.")),
    }),
    async (c) => {
      if (!deps.secret) {
        return errorResponse(
          c,
          new AppError(
            "unavailable",
            `Webhook da ${label} desativado: defina ${deps.secretVariable} e reinicie o servidor.`,
          ),
        );
      }
      const raw = new Uint8Array(await c.req.arrayBuffer());
      const signed = provider.verify(
        { raw, header: (name) => c.req.header(name), query: (name) => c.req.query(name) },
        deps.secret,
      );
      if (!signed) {
        log.warn("checkout webhook refused: bad token or signature", { bytes: raw.byteLength });
        return errorResponse(c, new AppError("unauthorized", `Token ou assinatura da ${label} inválidos.`));
      }
      let payload: unknown;
      try {
        payload = JSON.parse(new TextDecoder().decode(raw));
      } catch {
        return errorResponse(c, new AppError("invalid_json", "O corpo da requisição não é um JSON válido."));
      }
      // The platform resends what failed, for days: a NUL (or a lone surrogate) PostgreSQL refuses
      // is dropped from the field, with a log line, instead of failing every resend with a 500.
      const bad = nulPath(payload);
      if (bad) log.warn("checkout webhook field with a NUL character; removed", { field: bad.slice(0, 200) });
      payload = cleanJson(payload);
      const parsed = provider.parse(payload);
      if (!parsed.ok) {
        log.warn("checkout webhook unreadable", { problem: parsed.error });
        return errorResponse(c, new AppError("validation", `Evento da ${label} ilegível: ${parsed.error}.`));
      }
      const delivery = parsed.value;
      const result = await deps.db.transaction((tx) =>
        applyDelivery(tx, {
          provider: provider.name,
          delivery,
          payload,
          planProducts: deps.planProducts,
          notifier: deps.notifier,
          now: deps.now(),
        }),
      );
      const fields = { eventId: delivery.eventId, eventType: delivery.eventType, outcome: result.outcome };
      if (result.outcome === "ignored")
        log.info("checkout event stored, ignored", { ...fields, note: result.note });
      else if (result.outcome === "applied")
        log.info("checkout event applied", { ...fields, status: result.status });
      else log.debug("checkout event already stored", fields);
      return c.json(result);
    },
  );
}
