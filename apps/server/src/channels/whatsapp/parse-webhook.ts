import { phoneFromWhatsappId } from "@tostao/core";
import { cleanJson, cleanText } from "../../http/bad-bytes.ts";
import type { InboundItem } from "../../outbox/channel.ts";
import type { StatusUpdate } from "../../outbox/record-statuses.ts";

export interface ParsedWebhook {
  messages: InboundItem[];
  statuses: StatusUpdate[];
  /** What could not be read, for the log. */
  problems: string[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
// Every string is cleaned of what PostgreSQL refuses (NUL, lone surrogates): a NUL in one
// message's text must not fail the delivery, and Meta would resend it for days.
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? cleanText(v) || null : null);

/** Longest provider id kept (Meta's are about 60 characters; the unique index has a size limit). */
const MAX_ID = 256;
const LATEST = Date.UTC(2100, 0, 1);

function unixSeconds(v: unknown): Date | null {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 && n * 1000 < LATEST ? new Date(n * 1000) : null;
}

function readMessage(m: Json, names: Map<string, string>): InboundItem | string {
  const id = str(m.id);
  const from = str(m.from);
  const type = (str(m.type) ?? "unknown").slice(0, 40);
  const phone = from ? phoneFromWhatsappId(from) : null;
  if (!id || !from || !phone || id.length > MAX_ID) return `message without a valid id or sender (${type})`;
  let body: string | null = null;
  let media: Json | null = null;
  if (type === "text" && isObject(m.text)) body = str(m.text.body);
  else if (type === "interactive" && isObject(m.interactive)) {
    const reply = isObject(m.interactive.button_reply)
      ? m.interactive.button_reply
      : m.interactive.list_reply;
    body = isObject(reply) ? str(reply.title) : null;
  } else if (type === "button" && isObject(m.button)) body = str(m.button.text) ?? str(m.button.payload);
  else if (isObject(m[type])) {
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
    senderName: names.get(from) ?? null,
    type,
    body,
    media,
    providerTimestamp: unixSeconds(m.timestamp),
  };
}

/**
 * Reads every entry, change, message and status of a WhatsApp Cloud API webhook payload.
 * Never throws: what it cannot read goes to `problems`. A status without a time gets `receivedAt`.
 */
export function parseWebhook(payload: unknown, receivedAt: Date): ParsedWebhook {
  const out: ParsedWebhook = { messages: [], statuses: [], problems: [] };
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
      if (change.field !== "messages") {
        out.problems.push(`ignored field ${String(change.field)}`);
        continue;
      }
      const value = change.value;
      const names = new Map<string, string>();
      for (const contact of list(value.contacts)) {
        if (isObject(contact) && isObject(contact.profile)) {
          const wa = str(contact.wa_id);
          const name = str(contact.profile.name);
          if (wa && name) names.set(wa, name.slice(0, 100));
        }
      }
      for (const m of list(value.messages)) {
        if (!isObject(m)) continue;
        const item = readMessage(m, names);
        if (typeof item === "string") out.problems.push(item);
        else out.messages.push(item);
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
          errors: cleanJson(s.errors ?? null),
        });
      }
    }
  }
  return out;
}
