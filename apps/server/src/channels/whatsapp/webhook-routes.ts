import { AppError } from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Clock } from "../../clock.ts";
import { errorResponse } from "../../http/errors.ts";
import type { Logger } from "../../logger.ts";
import type { Inbox } from "../../outbox/channel.ts";
import { recordStatuses } from "../../outbox/record-statuses.ts";
import { applyIdentityFacts } from "../../people/apply-identity-facts.ts";
import { parseWebhook } from "./parse-webhook.ts";
import type { WhatsAppSettings } from "./settings.ts";
import { secretsEqual, verifySignature } from "./verify-signature.ts";

const IGNORED_TYPES = new Set(["reaction"]);

/** Meta sends payloads of up to 3 MB. */
const WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024;

export interface WebhookDeps {
  db: Db;
  assistant: Inbox | undefined;
  settings: WhatsAppSettings | null;
  logger: Logger;
  now: Clock;
}

/** GET (verification handshake) and POST (signed events) of /webhooks/whatsapp. */
export function whatsappWebhookRoutes(deps: WebhookDeps) {
  const log = deps.logger.child({ component: "whatsapp-webhook" });
  const unavailable = new AppError("unavailable", "O canal do WhatsApp não está configurado neste servidor.");
  return new Hono()
    .get("/", (c) => {
      const { settings } = deps;
      if (!settings) return errorResponse(c, unavailable);
      const mode = c.req.query("hub.mode");
      const token = c.req.query("hub.verify_token") ?? "";
      const challenge = c.req.query("hub.challenge") ?? "";
      if (mode === "subscribe" && secretsEqual(token, settings.verifyToken)) {
        log.info("webhook verified");
        return c.text(challenge, 200);
      }
      log.warn("webhook verification refused", { mode });
      return c.text("Forbidden", 403);
    })
    .post(
      "/",
      bodyLimit({
        maxSize: WEBHOOK_BODY_LIMIT,
        onError: (c) => {
          log.warn("webhook payload too large");
          return errorResponse(
            c,
            new AppError("payload_too_large", "O corpo da requisição é grande demais."),
          );
        },
      }),
      async (c) => {
        const { settings, assistant } = deps;
        if (!settings || !assistant) return errorResponse(c, unavailable);
        const raw = new Uint8Array(await c.req.arrayBuffer());
        if (!verifySignature(raw, c.req.header("x-hub-signature-256"), settings.appSecret)) {
          log.warn("webhook signature refused", { bytes: raw.byteLength });
          return errorResponse(c, new AppError("unauthorized", "Assinatura do webhook inválida."));
        }
        let payload: unknown;
        try {
          payload = JSON.parse(new TextDecoder().decode(raw));
        } catch {
          // Signed but unreadable: answer 200 so Meta does not retry it for a week.
          log.warn("signed webhook payload is not JSON; ignored", { bytes: raw.byteLength });
          return c.json({ received: 0 });
        }
        const parsed = parseWebhook(payload, deps.now());
        if (parsed.problems.length > 0)
          log.warn("webhook payload parts ignored", { problems: parsed.problems });
        // Who is who first (a number change, a phone and a BSUID seen together), so the
        // messages that follow are processed as the person they now are.
        const linked = await applyIdentityFacts(deps.db, parsed.identities);
        if (linked > 0) log.info("whatsapp identities linked or changed", { accounts: linked });
        // Reactions are not messages to answer.
        const messages = parsed.messages.filter((m) => !IGNORED_TYPES.has(m.type));
        if (messages.length < parsed.messages.length) {
          log.debug("reactions ignored", {
            count: parsed.messages.length - messages.length,
          });
        }
        // Stored durably (and queued) before the 200; processing happens in the workers.
        const ids = await assistant.receive(messages);
        await recordStatuses(deps.db, parsed.statuses);
        for (const m of messages) {
          if (m.type !== "text")
            log.info("non-text message received", { type: m.type, externalId: m.externalId });
        }
        return c.json({ received: ids.length, duplicates: messages.length - ids.length });
      },
    );
}
