import {
  foldReplies,
  type NoticeTemplate,
  noticeLine,
  noticesTemplateParams,
  packNoticeLines,
} from "@tostao/core";
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
  /** Several notices of one person at one moment, folded: {{1}} how many, {{2}} the notices. */
  notices: string;
}

export interface Notice {
  /** The text: sent as is inside the window (and on the web chat), kept as the history's text outside it. */
  body: string;
  /** Which template carries it alone outside the window, and its {{1}}, {{2}}… values. */
  template: NoticeTemplate;
}

/** Where the notices went: the message of each (same order as given), its channel, whether as a template. */
export interface QueuedNotices {
  messageIds: number[];
  channel: Channel;
  template: boolean;
}

/** The texts the notices fit in, folded the way replies are, each with the notices (indexes) it carries. */
function textGroups(bodies: readonly string[]): Array<{ body: string; notices: number[] }> {
  const groups: Array<{ body: string; notices: number[] }> = [];
  for (const [i, body] of bodies.entries()) {
    const current = groups.at(-1);
    const together = current ? foldReplies([...current.notices.map((n) => bodies[n] ?? ""), body]) : [];
    if (current && together.length === 1) {
      current.body = together[0] ?? "";
      current.notices.push(i);
    } else groups.push({ body: foldReplies([body])[0] ?? "", notices: [i] });
  }
  return groups;
}

/**
 * Queues what the assistant starts for one person at one moment (the reminders due, the bill
 * notices, the digests of each book) as one message wherever it fits, on the channel the person
 * last wrote on, in the caller's transaction. Inside WhatsApp's 24-hour window (and on the web
 * chat) the texts are folded like a turn's replies (one text up to 4,096 characters, a book's
 * header said once); outside it, one notice goes as its own approved template and several as the
 * folded notices template, each line of it one notice (free text would be refused with 131047).
 * Every message keeps the full texts as its history.
 */
export async function enqueueNotices(
  tx: SqlRunner,
  userId: number,
  notices: readonly Notice[],
  context: { now: Date; templates: NoticeTemplates },
): Promise<QueuedNotices> {
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
    [userId],
  );
  const person = rows[0];
  if (!person) throw new Error(`user ${userId} not found`);
  const messageIds: number[] = new Array(notices.length);
  const base = { userId, channel: person.channel, to: { phone: person.phone, waUserId: person.wa_user_id } };
  const bodies = notices.map((n) => n.body);
  // The window is WhatsApp's: only a message on WhatsApp opens it (one on the web chat does not).
  const lastInbound = person.wa_last_inbound_at?.getTime() ?? Number.NEGATIVE_INFINITY;
  const inWindow = context.now.getTime() - lastInbound < WHATSAPP_WINDOW_MS;
  if (person.channel !== "whatsapp" || inWindow) {
    for (const { body, notices: group } of textGroups(bodies)) {
      const { id } = await enqueueOutbound(tx, { ...base, body });
      for (const i of group) messageIds[i] = id;
    }
    return { messageIds, channel: person.channel, template: false };
  }
  const { templates } = context;
  const lines = notices.map((n) => noticeLine(n.template));
  for (const group of packNoticeLines(lines)) {
    const only = group.length === 1 ? notices[group[0] ?? 0] : undefined;
    const template = only
      ? { name: templates[only.template.kind], language: templates.language, params: only.template.params }
      : {
          name: templates.notices,
          language: templates.language,
          params: noticesTemplateParams(group.map((i) => lines[i] ?? "")),
        };
    const body = foldReplies(group.map((i) => bodies[i] ?? "")).join("\n\n");
    const { id } = await enqueueOutbound(tx, { ...base, body, template });
    for (const i of group) messageIds[i] = id;
  }
  return { messageIds, channel: person.channel, template: true };
}
