import { whatsappUserId } from "@tostao/core";

/**
 * The checks Meta's Cloud API applies to what we POST to /{phone-number-id}/messages, as its
 * documentation states them; a payload that fails one gets Meta's error 100 from the fake.
 * Limits: text body 4096 (…/messages/text-messages); reply buttons 1-3, id ≤ 256, title ≤ 20
 * and unique, body ≤ 1024, footer ≤ 60 (…/messages/interactive-reply-buttons-messages); list
 * button ≤ 20, body ≤ 4096, ≤ 10 sections, ≤ 10 rows in all, row id ≤ 200, title ≤ 24,
 * description ≤ 72, section title ≤ 24 (…/messages/interactive-list-messages); read receipts
 * with `typing_indicator: {type: "text"}` (…/typing-indicators).
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): boolean => typeof v === "string" && v.length > 0 && v.length <= max;

/** Who a message goes to: `to` (digits) or `recipient` (a BSUID), as the request names them. */
export function recipientOf(body: Json): { phone: string } | { bsuid: string } | string {
  if (body.to !== undefined) {
    if (typeof body.to !== "string" || !/^\+?\d{8,15}$/.test(body.to)) return "to must be a phone number";
    return { phone: body.to.replace(/^\+/, "") };
  }
  const bsuid = whatsappUserId(body.recipient);
  return bsuid ? { bsuid } : "to or recipient is required";
}

export function readReceiptProblem(body: Json): string | null {
  if (typeof body.message_id !== "string") return "message_id is required";
  if (body.typing_indicator === undefined) return null;
  return isObject(body.typing_indicator) && body.typing_indicator.type === "text"
    ? null
    : "typing_indicator.type must be text";
}

export function textProblem(body: Json): string | null {
  if (!isObject(body.text) || typeof body.text.body !== "string" || body.text.body.length === 0) {
    return "text.body is required";
  }
  return body.text.body.length > 4096 ? "text.body is longer than 4096" : null;
}

export function templateProblem(template: unknown): string | null {
  if (!isObject(template) || typeof template.name !== "string" || template.name.length === 0) {
    return "template.name is required";
  }
  if (!isObject(template.language) || typeof template.language.code !== "string") {
    return "template.language.code is required";
  }
  const components = template.components ?? [];
  if (!Array.isArray(components)) return "template.components must be an array";
  for (const c of components) {
    if (!isObject(c) || typeof c.type !== "string" || !Array.isArray(c.parameters)) {
      return "each template component needs a type and parameters";
    }
    // A button component (copy-code / URL button, quick reply) names which button by index.
    if (c.type === "button" && (typeof c.sub_type !== "string" || typeof c.index !== "string")) {
      return "a button component needs sub_type and index";
    }
    for (const p of c.parameters) {
      if (!isObject(p)) return "parameters must be objects";
      if (p.type === "text" && typeof p.text === "string") continue;
      if (p.type === "payload" && typeof p.payload === "string") continue;
      return "parameters must be text or payload";
    }
  }
  return null;
}

export function interactiveProblem(interactive: unknown): string | null {
  if (!isObject(interactive)) return "interactive is required";
  const body = isObject(interactive.body) ? interactive.body.text : undefined;
  if (
    interactive.footer !== undefined &&
    !(isObject(interactive.footer) && text(interactive.footer.text, 60))
  )
    return "footer.text must be 1 to 60 characters";
  const action = isObject(interactive.action) ? interactive.action : null;
  if (!action) return "interactive.action is required";
  if (interactive.type === "button") {
    if (!text(body, 1024)) return "body.text must be 1 to 1024 characters";
    const buttons = Array.isArray(action.buttons) ? action.buttons : [];
    if (buttons.length < 1 || buttons.length > 3) return "action.buttons must have 1 to 3 buttons";
    const ids = new Set<string>();
    const titles = new Set<string>();
    for (const b of buttons) {
      if (!isObject(b) || b.type !== "reply" || !isObject(b.reply)) return "each button must be a reply";
      if (!text(b.reply.id, 256)) return "button id must be 1 to 256 characters";
      if (!text(b.reply.title, 20)) return "button title must be 1 to 20 characters";
      ids.add(b.reply.id as string);
      titles.add(b.reply.title as string);
    }
    return ids.size === buttons.length && titles.size === buttons.length
      ? null
      : "button ids and titles must be unique";
  }
  if (interactive.type === "list") {
    if (!text(body, 4096)) return "body.text must be 1 to 4096 characters";
    if (!text(action.button, 20)) return "action.button must be 1 to 20 characters";
    const sections = Array.isArray(action.sections) ? action.sections : [];
    if (sections.length < 1 || sections.length > 10) return "action.sections must have 1 to 10 sections";
    const ids = new Set<string>();
    let rows = 0;
    for (const s of sections) {
      if (!isObject(s) || !Array.isArray(s.rows) || s.rows.length === 0) return "each section needs rows";
      if (sections.length > 1 && !text(s.title, 24)) return "section title must be 1 to 24 characters";
      for (const r of s.rows) {
        rows++;
        if (!isObject(r) || !text(r.id, 200)) return "row id must be 1 to 200 characters";
        if (!text(r.title, 24)) return "row title must be 1 to 24 characters";
        if (r.description !== undefined && !text(r.description, 72))
          return "row description is longer than 72";
        ids.add(r.id as string);
      }
    }
    if (rows > 10) return "a list has at most 10 rows";
    return ids.size === rows ? null : "row ids must be unique";
  }
  return "interactive.type must be button or list";
}
