import type { SqlRunner } from "@tostao/db";
import type { Address, Channel, OutboundTemplate } from "./channel.ts";

interface OutboundBase {
  /** The person it goes to, when known (null for a sign-in code to a phone not yet a user). */
  userId: number | null;
  channel: Channel;
  /** The phone and/or BSUID it goes to: WhatsApp takes the phone when both are known. */
  to: Address;
  /** The inbound message this answers. */
  replyToId?: number | null;
  /** Replace the text once sent (sign-in codes), so the table keeps nothing usable. */
  redactAfterSend?: boolean;
}

export type OutboundInput =
  | (OutboundBase & { body: string; template?: undefined })
  /** A WhatsApp template; `body` is what the history shows (defaults to the name and parameters). */
  | (OutboundBase & { template: OutboundTemplate; body?: string });

function templateText(template: OutboundTemplate): string {
  return template.params.length > 0 ? `${template.name}: ${template.params.join(" · ")}` : template.name;
}

/**
 * Queues one outgoing message in the caller's transaction: the only way a message leaves. It is
 * sent after the transaction commits, in order per conversation, retried with backoff, and
 * taken over by another process if this one dies mid-send.
 */
export async function enqueueOutbound(tx: SqlRunner, input: OutboundInput): Promise<{ id: number }> {
  const body = input.body ?? (input.template ? templateText(input.template) : "");
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO messages (channel, direction, user_id, phone, wa_user_id, type, body, template, status,
       reply_to_id, redact_after_send)
     VALUES ($1, 'outbound', $2, $3, $4, $5, $6, $7::jsonb, 'queued', $8, $9) RETURNING id`,
    [
      input.channel,
      input.userId,
      input.to.phone,
      input.to.waUserId,
      input.template ? "template" : "text",
      body,
      input.template ? JSON.stringify(input.template) : null,
      input.replyToId ?? null,
      input.redactAfterSend ?? false,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("outbound insert returned nothing");
  return { id: Number(id) };
}
