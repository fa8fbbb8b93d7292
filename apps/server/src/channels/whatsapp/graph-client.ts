import { type ChannelTransport, TransportError } from "../../assistant/channel.ts";

export interface GraphClientOptions {
  apiBase: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}

/** The WhatsApp Cloud API as a channel transport: send text, mark as read. */
export function createGraphClient(options: GraphClientOptions): ChannelTransport {
  const url = `${options.apiBase.replace(/\/$/, "")}/${options.phoneNumberId}/messages`;
  const post = async (payload: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${options.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new TransportError(`Graph API unreachable: ${(error as Error).message}`, true);
    }
    const text = await response.text();
    if (!response.ok) {
      // 4xx other than throttling will not get better by retrying, but the queue decides.
      throw new TransportError(
        `Graph API ${response.status}: ${text.slice(0, 300)}`,
        response.status >= 500 || response.status === 429,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new TransportError("Graph API answered with invalid JSON", true);
    }
  };
  return {
    async send(to, body) {
      const result = (await post({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: to.replace(/^\+/, ""),
        type: "text",
        text: { body: body.slice(0, 4096), preview_url: false },
      })) as { messages?: Array<{ id?: unknown }> };
      const id = result.messages?.[0]?.id;
      if (typeof id !== "string") throw new TransportError("Graph API answer without a message id", true);
      return { externalId: id };
    },
    async markRead(externalId) {
      await post({ messaging_product: "whatsapp", status: "read", message_id: externalId });
    },
  };
}
