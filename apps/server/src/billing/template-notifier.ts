import { accessEndedTemplateText, planTitle, welcomeTemplateText } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type PgBoss from "pg-boss";
import type { Channel } from "../assistant/channel.ts";
import { SEND_QUEUE } from "../assistant/queues.ts";
import { transactionExecutor } from "../jobs/boss.ts";
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
  boss: PgBoss | undefined;
}): BillingNotifier {
  const enqueue = async (tx: SqlRunner, m: TemplateMessage) => {
    const template = { name: m.name, language: deps.templates.language, params: m.params };
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO messages (channel, direction, user_id, phone, type, body, media, status)
       VALUES ($1, 'outbound', $2, $3, 'template', $4, $5::jsonb, 'queued') RETURNING id`,
      [deps.channel, m.userId, m.phone, m.body, JSON.stringify({ template })],
    );
    const id = rows[0]?.id;
    if (id === undefined || !deps.boss) return;
    await deps.boss.send(SEND_QUEUE, { messageIds: [id] }, { db: transactionExecutor(tx) as PgBoss.Db });
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
