import type { OfferedChoices } from "@tostao/core";
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
  /** A text; `choices`: the answers of the question it asks, as buttons or a list where the channel has them. */
  | (OutboundBase & { body: string; template?: undefined; choices?: OfferedChoices | null })
  /** A WhatsApp template; `body` is what the history shows (defaults to the name and parameters). */
  | (OutboundBase & { template: OutboundTemplate; body?: string; choices?: undefined });

function templateText(template: OutboundTemplate): string {
  return template.params.length > 0 ? `${template.name}: ${template.params.join(" · ")}` : template.name;
}

/**
 * Queues one outgoing message in the caller's transaction: the only way a message leaves. It is
 * sent after the transaction commits, in order per conversation, retried with backoff, and
 * taken over by another process if this one dies mid-send.
 */
export async function enqueueOutbound(tx: SqlRunner, input: OutboundInput): Promise<{ id: number }> {
  const [id] = await enqueueOutbounds(tx, [input]);
  if (id === undefined) throw new Error("outbound insert returned nothing");
  return { id };
}

/**
 * Queues outgoing messages in one statement (`enqueueOutbound` for each, in the order given: a
 * conversation's go out in that order).
 * @returns their ids, in the order given
 */
export async function enqueueOutbounds(tx: SqlRunner, inputs: readonly OutboundInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO messages (channel, direction, user_id, phone, wa_user_id, type, body, template, choices, status,
       reply_to_id, redact_after_send)
     SELECT channel, 'outbound', user_id, phone, wa_user_id, type, body, template::jsonb, choices::jsonb, 'queued',
       reply_to_id, redact_after_send
     FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::bigint[], $10::boolean[])
       WITH ORDINALITY AS m (channel, user_id, phone, wa_user_id, type, body, template, choices, reply_to_id,
         redact_after_send, n)
     ORDER BY n RETURNING id`,
    [
      inputs.map((i) => i.channel),
      inputs.map((i) => i.userId),
      inputs.map((i) => i.to.phone),
      inputs.map((i) => i.to.waUserId),
      inputs.map((i) => (i.template ? "template" : "text")),
      inputs.map((i) => i.body ?? (i.template ? templateText(i.template) : "")),
      inputs.map((i) => (i.template ? JSON.stringify(i.template) : null)),
      inputs.map((i) => (i.choices ? JSON.stringify(i.choices) : null)),
      inputs.map((i) => i.replyToId ?? null),
      inputs.map((i) => i.redactAfterSend ?? false),
    ],
  );
  if (rows.length !== inputs.length) throw new Error("outbound insert returned fewer rows than it was given");
  // Ids are drawn in the order the rows are inserted (ORDER BY n): ascending, they are in the order given.
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
