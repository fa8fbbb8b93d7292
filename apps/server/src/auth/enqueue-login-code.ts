import { replyLoginCode } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { WHATSAPP_WINDOW_MS } from "../outbox/enqueue-notice.ts";
import { enqueueOutbound } from "../outbox/enqueue-outbound.ts";

/** The approved authentication template (copy-code button) that carries codes outside the window. */
export interface LoginCodeTemplate {
  name: string;
  language: string;
}

/**
 * Queues a sign-in code for `phone` on WhatsApp, in the caller's transaction. Inside the 24-hour
 * window (the person wrote on WhatsApp in the last 24 hours) it goes as a text; outside it, or
 * to a number that never wrote, as the authentication template with its copy-code button: Meta
 * refuses free text there (131047). Either way the code leaves the table once sent.
 * @returns whether it went as the template
 */
export async function enqueueLoginCode(
  tx: SqlRunner,
  input: { phone: string; code: string; now: Date; template: LoginCodeTemplate },
): Promise<{ id: number; template: boolean }> {
  const known = await tx.query<{ id: number; wa_last_inbound_at: Date | null }>(
    "SELECT id, wa_last_inbound_at FROM users WHERE phone = $1",
    [input.phone],
  );
  const person = known[0];
  const lastWrote = person?.wa_last_inbound_at?.getTime() ?? Number.NEGATIVE_INFINITY;
  const inWindow = input.now.getTime() - lastWrote < WHATSAPP_WINDOW_MS;
  const base = {
    userId: person ? Number(person.id) : null,
    channel: "whatsapp" as const,
    to: { phone: input.phone, waUserId: null },
    body: replyLoginCode(input.code),
    redactAfterSend: true,
  };
  if (inWindow) return { ...(await enqueueOutbound(tx, base)), template: false };
  // Authentication templates have Meta's fixed text ("<code> é seu código de verificação.");
  // the body's {{1}} and the copy-code button both take the code.
  const template = {
    name: input.template.name,
    language: input.template.language,
    params: [input.code],
    copyCode: input.code,
  };
  return { ...(await enqueueOutbound(tx, { ...base, template })), template: true };
}
