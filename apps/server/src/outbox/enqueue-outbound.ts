import type { OfferedChoices } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { Address, Channel, OutboundTemplate } from "./channel.ts";
import {
  type ClaimedOutbound,
  claimedOutbound,
  OUTBOUND_COLUMNS,
  type OutboundRow,
  UNSENT_BEFORE,
} from "./claim-outbound.ts";

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
  return (await insertOutbounds(tx, inputs, false)).ids;
}

/**
 * Queues outgoing messages as `enqueueOutbounds` does, and claims for sending, in the same
 * statement, each one that is its conversation's oldest unsent message (none of that conversation
 * queued or sending before it): what a claim (`claimOutbound`) would take first, taken without its
 * round trip. The caller hands the claimed ones to the dispatcher once its transaction commits; if
 * its process dies first, their lease runs out and a claim takes them over, as for any send.
 * @returns the ids, in the order given, and the messages claimed
 */
export async function enqueueOutboundsClaimed(
  tx: SqlRunner,
  inputs: readonly OutboundInput[],
): Promise<{ ids: number[]; claimed: ClaimedOutbound[] }> {
  return insertOutbounds(tx, inputs, true);
}

async function insertOutbounds(
  tx: SqlRunner,
  inputs: readonly OutboundInput[],
  claim: boolean,
): Promise<{ ids: number[]; claimed: ClaimedOutbound[] }> {
  if (inputs.length === 0) return { ids: [], claimed: [] };
  // Claimed: the first of its conversation in this statement, with none of it unsent before.
  const first = `$11::boolean AND row_number() OVER (PARTITION BY m.channel, COALESCE(m.phone, m.wa_user_id) ORDER BY m.n) = 1
    AND NOT EXISTS (${UNSENT_BEFORE})`;
  const rows = await tx.query<OutboundRow & { status: string }>(
    `INSERT INTO messages AS m (channel, direction, user_id, phone, wa_user_id, type, body, template, choices, status,
       reply_to_id, redact_after_send, claimed_at, attempts)
     SELECT channel, 'outbound', user_id, phone, wa_user_id, type, body, template::jsonb, choices::jsonb,
       CASE WHEN claimed THEN 'sending' ELSE 'queued' END, reply_to_id, redact_after_send,
       CASE WHEN claimed THEN now() END, CASE WHEN claimed THEN 1 ELSE 0 END
     FROM (
       SELECT m.*, ${first} AS claimed
       FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::bigint[], $10::boolean[])
         WITH ORDINALITY AS m (channel, user_id, phone, wa_user_id, type, body, template, choices, reply_to_id,
           redact_after_send, n)
     ) m
     ORDER BY n RETURNING ${OUTBOUND_COLUMNS}, m.status`,
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
      claim,
    ],
  );
  if (rows.length !== inputs.length) throw new Error("outbound insert returned fewer rows than it was given");
  // Ids are drawn in the order the rows are inserted (ORDER BY n): ascending, they are in the order given.
  const sorted = [...rows].sort((a, b) => Number(a.id) - Number(b.id));
  return {
    ids: sorted.map((r) => Number(r.id)),
    claimed: sorted.filter((r) => r.status === "sending").map(claimedOutbound),
  };
}
