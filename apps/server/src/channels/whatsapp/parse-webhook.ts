import { phoneFromWhatsappId, whatsappUserId } from "@tostao/core";
import { cleanJson, cleanText } from "../../http/bad-bytes.ts";
import type { InboundItem, TappedReply } from "../../outbox/channel.ts";
import type { StatusUpdate } from "../../outbox/record-statuses.ts";
import type { IdentityFact } from "../../people/identity-fact.ts";

export interface ParsedWebhook {
  messages: InboundItem[];
  statuses: StatusUpdate[];
  identities: IdentityFact[];
  /** What could not be read, for the log. */
  problems: string[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
// Every string is cleaned of what PostgreSQL refuses (NUL, lone surrogates): a NUL in one
// message's text must not fail the delivery, and Meta would resend it for days.
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? cleanText(v) || null : null);
const phoneOf = (v: unknown): string | null => {
  const id = str(v);
  return id ? phoneFromWhatsappId(id) : null;
};

/** Longest provider id kept (Meta's are about 60 characters; the unique index has a size limit). */
const MAX_ID = 256;
const LATEST = Date.UTC(2100, 0, 1);

function unixSeconds(v: unknown): Date | null {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 && n * 1000 < LATEST ? new Date(n * 1000) : null;
}

/** One entry of a change's `contacts`: `{profile:{name, username}, wa_id, user_id}` (wa_id omitted for a username without a shared phone). */
interface Contact {
  phone: string | null;
  waUserId: string | null;
  name: string | null;
  username: string | null;
}

function readContacts(value: Json): Contact[] {
  const out: Contact[] = [];
  for (const c of list(value.contacts)) {
    if (!isObject(c)) continue;
    const profile = isObject(c.profile) ? c.profile : {};
    out.push({
      phone: phoneOf(c.wa_id),
      waUserId: whatsappUserId(c.user_id),
      name: str(profile.name)?.slice(0, 100) ?? null,
      username: str(profile.username)?.slice(0, 100) ?? null,
    });
  }
  return out;
}

function tapped(m: Json, type: string): TappedReply | null {
  const contextId = isObject(m.context) ? str(m.context.id) : null;
  // Reply buttons and list rows: interactive.button_reply {id, title} / interactive.list_reply {id, title, description}
  // (developers.facebook.com …/webhooks/reference/messages/interactive).
  if (type === "interactive" && isObject(m.interactive)) {
    const kind = isObject(m.interactive.button_reply) ? "button_reply" : "list_reply";
    const reply = m.interactive[kind];
    const id = isObject(reply) ? str(reply.id) : null;
    if (!id || !isObject(reply)) return null;
    return { kind, id: id.slice(0, 256), title: str(reply.title)?.slice(0, 100) ?? "", contextId };
  }
  // A template's quick-reply button: button {payload, text}.
  if (type === "button" && isObject(m.button)) {
    const id = str(m.button.payload);
    if (!id) return null;
    return {
      kind: "button",
      id: id.slice(0, 256),
      title: str(m.button.text)?.slice(0, 100) ?? "",
      contextId,
    };
  }
  return null;
}

function readMessage(m: Json, contacts: Contact[]): InboundItem | string {
  const id = str(m.id);
  const type = (str(m.type) ?? "unknown").slice(0, 40);
  // The sender: `from` (their phone, omitted for a username without a shared phone) and, since
  // April 2026, `from_user_id` (their BSUID). A contact entry carries the same pair.
  const fromPhone = phoneOf(m.from);
  const fromUserId = whatsappUserId(m.from_user_id);
  const contact =
    contacts.find((c) => (fromUserId && c.waUserId === fromUserId) || (fromPhone && c.phone === fromPhone)) ??
    (contacts.length === 1 && !fromPhone && !fromUserId ? contacts[0] : undefined);
  const phone = fromPhone ?? (str(m.from) ? null : (contact?.phone ?? null));
  const waUserId = fromUserId ?? contact?.waUserId ?? null;
  if (!id || id.length > MAX_ID || (!phone && !waUserId))
    return `message without a valid id or sender (${type})`;
  let body: string | null = null;
  let media: Json | null = null;
  const reply = tapped(m, type);
  if (type === "text" && isObject(m.text)) body = str(m.text.body);
  else if (reply) body = reply.title || null;
  else if (isObject(m[type]) && type !== "system") {
    const part = m[type] as Json;
    media = {
      id: str(part.id),
      mimeType: str(part.mime_type),
      sha256: str(part.sha256),
      filename: str(part.filename),
      voice: part.voice === true,
    };
    body = str(part.caption);
  }
  return {
    channel: "whatsapp",
    externalId: id,
    phone,
    waUserId,
    username: contact?.username ?? null,
    senderName: contact?.name ?? null,
    type,
    body,
    media,
    reply,
    providerTimestamp: unixSeconds(m.timestamp),
  };
}

/**
 * A system message about the sender's identity (developers.facebook.com …/webhooks/reference/
 * messages/system, Aug 2026): `user_changed_number` (`from` the old number, `system.wa_id` the
 * new one, `system.user_id` the new BSUID, `system.previous_user_id` the old) or
 * `user_changed_user_id` (only the BSUID changed; no phone).
 */
function readSystem(m: Json, receivedAt: Date): IdentityFact | null {
  if (!isObject(m.system)) return null;
  const system = m.system;
  const type = str(system.type);
  if (type !== "user_changed_number" && type !== "user_changed_user_id" && type !== "customer_changed_number")
    return null;
  const newWaUserId = whatsappUserId(system.user_id);
  const oldWaUserId = whatsappUserId(system.previous_user_id) ?? whatsappUserId(m.from_user_id);
  const fact: IdentityFact = {
    kind: "changed",
    oldPhone: phoneOf(m.from),
    oldWaUserId: oldWaUserId === newWaUserId ? null : oldWaUserId,
    newPhone: phoneOf(system.wa_id) ?? phoneOf(system.new_wa_id),
    newWaUserId,
    at: unixSeconds(m.timestamp) ?? receivedAt,
  };
  return (fact.oldPhone || fact.oldWaUserId) && (fact.newPhone || fact.newWaUserId) ? fact : null;
}

/**
 * The `user_id_update` webhook (BSP guides: 8x8, Dualhook; Meta's BSUID page before Aug 2026):
 * `user_id_update: [{wa_id, detail, user_id: {previous, current}, timestamp}]`. Meta's changelog
 * of 2026-08-11 moved these to system messages; both are read.
 */
function readUserIdUpdates(value: Json, receivedAt: Date): IdentityFact[] {
  const out: IdentityFact[] = [];
  for (const u of list(value.user_id_update)) {
    if (!isObject(u) || !isObject(u.user_id)) continue;
    const oldWaUserId = whatsappUserId(u.user_id.previous);
    const newWaUserId = whatsappUserId(u.user_id.current);
    if (!oldWaUserId || !newWaUserId || oldWaUserId === newWaUserId) continue;
    const phone = phoneOf(u.wa_id);
    out.push({
      kind: "changed",
      oldPhone: null,
      oldWaUserId,
      newPhone: phone,
      newWaUserId,
      at: unixSeconds(u.timestamp) ?? receivedAt,
    });
  }
  return out;
}

/**
 * The pricing of a sent message as its status reports it (per-message pricing since July 2025):
 * `pricing: {billable, pricing_model: "PMP", type: "regular" | "free_customer_service" |
 * "free_entry_point", category: "marketing" | "utility" | "authentication" | "service" | …}`
 * (developers.facebook.com …/webhooks/reference/messages/status).
 */
function readPricing(v: unknown): StatusUpdate["pricing"] {
  if (!isObject(v)) return null;
  const category = str(v.category)?.slice(0, 40) ?? null;
  if (!category) return null;
  return {
    category,
    type: str(v.type)?.slice(0, 40) ?? null,
    model: str(v.pricing_model)?.slice(0, 20) ?? null,
    billable: typeof v.billable === "boolean" ? v.billable : null,
  };
}

/**
 * Reads every entry, change, message and status of a WhatsApp Cloud API webhook payload.
 * Never throws: what it cannot read goes to `problems`. A status without a time gets `receivedAt`.
 */
export function parseWebhook(payload: unknown, receivedAt: Date): ParsedWebhook {
  const out: ParsedWebhook = { messages: [], statuses: [], identities: [], problems: [] };
  if (!isObject(payload) || payload.object !== "whatsapp_business_account") {
    out.problems.push("not a whatsapp_business_account payload");
    return out;
  }
  for (const entry of list(payload.entry)) {
    if (!isObject(entry)) continue;
    for (const change of list(entry.changes)) {
      if (!isObject(change) || !isObject(change.value)) {
        out.problems.push("change without a value");
        continue;
      }
      const value = change.value;
      if (change.field === "user_id_update") {
        out.identities.push(...readUserIdUpdates(value, receivedAt));
        continue;
      }
      if (change.field !== "messages") {
        out.problems.push(`ignored field ${String(change.field)}`);
        continue;
      }
      const contacts = readContacts(value);
      for (const c of contacts) {
        if (c.waUserId)
          out.identities.push({
            kind: "seen",
            phone: c.phone,
            waUserId: c.waUserId,
            username: c.username,
            name: c.name,
          });
      }
      for (const m of list(value.messages)) {
        if (!isObject(m)) continue;
        if (m.type === "system") {
          const fact = readSystem(m, receivedAt);
          if (fact) out.identities.push(fact);
          else
            out.problems.push(
              `system message not about an identity (${str(isObject(m.system) ? m.system.type : null)})`,
            );
          continue;
        }
        const item = readMessage(m, contacts);
        if (typeof item === "string") out.problems.push(item);
        else {
          out.messages.push(item);
          // A message's own pair (from + from_user_id) links them even without a contacts entry.
          if (item.waUserId && !contacts.some((c) => c.waUserId === item.waUserId))
            out.identities.push({
              kind: "seen",
              phone: item.phone,
              waUserId: item.waUserId,
              username: item.username ?? null,
              name: item.senderName ?? null,
            });
        }
      }
      for (const s of list(value.statuses)) {
        if (!isObject(s)) continue;
        const id = str(s.id);
        const status = str(s.status);
        if (!id || !status || id.length > MAX_ID) {
          out.problems.push("status without id or status");
          continue;
        }
        out.statuses.push({
          externalId: id,
          status,
          occurredAt: unixSeconds(s.timestamp) ?? receivedAt,
          recipient: str(s.recipient_id),
          recipientUserId: whatsappUserId(s.recipient_user_id),
          pricing: readPricing(s.pricing),
          errors: cleanJson(s.errors ?? null),
        });
      }
    }
  }
  return out;
}
