import { accessEndedTemplateText, planTitle, welcomeTemplateText } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { Channel } from "../outbox/channel.ts";
import { enqueueOutbound } from "../outbox/enqueue-outbound.ts";
import type { BillingNotifier } from "./notifier.ts";

export interface TemplateSettings {
  language: string;
  welcome: string;
  accessEnded: string;
}

interface TemplateMessage {
  userId: number;
  phone: string;
  name: string;
  params: string[];
  body: string;
}

/**
 * Billing's notices as approved WhatsApp templates (the buyer has not written yet, so free
 * text would be refused), stored as outbound messages with the rendered text for the operator
 * and the web chat. Without the WhatsApp channel they go to the web chat.
 */
export function createTemplateNotifier(deps: {
  templates: TemplateSettings;
  channel: Channel;
}): BillingNotifier {
  const enqueue = async (tx: SqlRunner, m: TemplateMessage) => {
    const template = { name: m.name, language: deps.templates.language, params: m.params };
    // WhatsApp gets the template; the web chat and the history show the rendered text.
    await enqueueOutbound(tx, {
      userId: m.userId,
      channel: deps.channel,
      to: { phone: m.phone, waUserId: null },
      template,
      body: m.body,
    });
  };
  const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? "";
  return {
    async welcome(tx, n) {
      const title = planTitle(n.plan);
      await enqueue(tx, {
        userId: n.userId,
        phone: n.phone,
        name: deps.templates.welcome,
        params: [firstName(n.name) || "cliente", title],
        body: welcomeTemplateText({ name: n.name, planTitle: title }),
      });
    },
    async accessEnded(tx, n) {
      await enqueue(tx, {
        userId: n.userId,
        phone: n.phone,
        name: deps.templates.accessEnded,
        params: [firstName(n.name) || "cliente"],
        body: accessEndedTemplateText({ name: n.name, reason: n.reason }),
      });
    },
  };
}
