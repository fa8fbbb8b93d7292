import type { SqlRunner } from "@tostao/db";
import type { Channel } from "./channel.ts";
import { enqueueOutbound } from "./enqueue-outbound.ts";

/** WhatsApp takes free-form text only within 24 h of the person's last message (else 131047). */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The approved templates (named in config) that carry notices outside the 24-hour window. */
export interface NoticeTemplates {
  language: string;
  reminder: string;
  digest: string;
}

export interface Notice {
  userId: number;
  /** The text: sent as is inside the window (and on the web chat), kept as the history's text outside it. */
  body: string;
  /** Which template carries it outside the window, and its {{1}}, {{2}}… values. */
  template: { kind: "reminder" | "digest"; params: string[] };
}

/**
 * Queues a message the assistant starts (a reminder, a bill notice, a digest) on the channel the
 * person last wrote on, in the caller's transaction. On WhatsApp, past 24 hours since their last
 * message, it goes as the approved template (free text would be refused with 131047).
 * @returns the outbound message id, its channel and whether it went as a template
 */
export async function enqueueNotice(
  tx: SqlRunner,
  notice: Notice,
  context: { now: Date; templates: NoticeTemplates },
): Promise<{ id: number; channel: Channel; template: boolean }> {
  const rows = await tx.query<{
    phone: string | null;
    wa_user_id: string | null;
    channel: Channel;
    wa_last_inbound_at: Date | null;
  }>(
    `SELECT u.phone, u.wa_user_id, u.wa_last_inbound_at,
       COALESCE((SELECT m.channel FROM messages m WHERE m.user_id = u.id AND m.direction = 'inbound'
                 ORDER BY m.id DESC LIMIT 1), 'whatsapp') AS channel
     FROM users u WHERE u.id = $1`,
    [notice.userId],
  );
  const person = rows[0];
  if (!person) throw new Error(`user ${notice.userId} not found`);
  // The window is WhatsApp's: only a message on WhatsApp opens it (one on the web chat does not).
  const lastInbound = person.wa_last_inbound_at?.getTime() ?? Number.NEGATIVE_INFINITY;
  const base = {
    userId: notice.userId,
    channel: person.channel,
    to: { phone: person.phone, waUserId: person.wa_user_id },
    body: notice.body,
  };
  if (person.channel !== "whatsapp" || context.now.getTime() - lastInbound < WHATSAPP_WINDOW_MS) {
    return { ...(await enqueueOutbound(tx, base)), channel: person.channel, template: false };
  }
  const { templates } = context;
  const template = {
    name: templates[notice.template.kind],
    language: templates.language,
    params: notice.template.params,
  };
  return { ...(await enqueueOutbound(tx, { ...base, template })), channel: person.channel, template: true };
}
