import { whatsappIdOf } from "@tostao/core";
import { type ChannelTransport, type OutboundTemplate, TransportError } from "../../outbox/channel.ts";
import { createGraphPoster, type GraphAnswer } from "./graph-http.ts";

export interface GraphClientOptions {
  apiBase: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}

/**
 * A template's components: the body's parameters and, for an authentication template, the
 * copy-code button, which takes the code again as a `url` button's parameter
 * (developers.facebook.com …/authentication-templates/copy-code-button-authentication-templates,
 * "Sending authentication templates": `{type: "button", sub_type: "url", index: "0",
 * parameters: [{type: "text", text: "<CODE>"}]}`).
 */
function templateComponents(template: OutboundTemplate): unknown[] {
  const components: unknown[] = [];
  if (template.params.length > 0)
    components.push({ type: "body", parameters: template.params.map((text) => ({ type: "text", text })) });
  if (template.copyCode)
    components.push({
      type: "button",
      sub_type: "url",
      index: "0",
      parameters: [{ type: "text", text: template.copyCode }],
    });
  return components;
}

/** The WhatsApp Cloud API as a channel transport: send text, mark as read, show typing. */
export function createGraphClient(options: GraphClientOptions): ChannelTransport {
  const url = `${options.apiBase.replace(/\/$/, "")}/${options.phoneNumberId}/messages`;
  const http = createGraphPoster(url, { authorization: `Bearer ${options.accessToken}` });
  const post = async (payload: unknown, signal?: AbortSignal): Promise<unknown> => {
    let response: GraphAnswer;
    try {
      response = await http.post(JSON.stringify(payload), { timeoutMs: options.timeoutMs ?? 10_000, signal });
    } catch (error) {
      throw new TransportError(`Graph API unreachable: ${(error as Error).message}`, true);
    }
    const { status, text } = response;
    if (status < 200 || status > 299) {
      // 4xx other than throttling will not get better by retrying, but the queue decides.
      throw new TransportError(`Graph API ${status}: ${text.slice(0, 300)}`, status >= 500 || status === 429);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new TransportError("Graph API answered with invalid JSON", true);
    }
  };
  return {
    async send(to, content, sendOptions) {
      // To a phone: `to` (digits). To someone known only by their business-scoped user id:
      // `recipient` with the BSUID and no `to` (Meta takes `to` first when both are given).
      // (developers.facebook.com …/business-scoped-user-ids, "Sending messages"; Gupshup and
      // Gallabox BSUID guides)
      const recipient = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        ...(to.phone ? { to: whatsappIdOf(to.phone) } : { recipient: to.waUserId }),
      };
      const payload = content.template
        ? {
            ...recipient,
            type: "template",
            template: {
              name: content.template.name,
              language: { code: content.template.language },
              components: templateComponents(content.template),
            },
          }
        : { ...recipient, type: "text", text: { body: content.body.slice(0, 4096), preview_url: false } };
      const result = (await post(payload, sendOptions?.signal)) as { messages?: Array<{ id?: unknown }> };
      const id = result.messages?.[0]?.id;
      if (typeof id !== "string") throw new TransportError("Graph API answer without a message id", true);
      return { externalId: id };
    },
    async markRead(externalId) {
      await post({ messaging_product: "whatsapp", status: "read", message_id: externalId });
    },
    async showTyping(externalId) {
      await post({
        messaging_product: "whatsapp",
        status: "read",
        message_id: externalId,
        typing_indicator: { type: "text" },
      });
    },
  };
}
