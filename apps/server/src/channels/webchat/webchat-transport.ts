import { randomUUID } from "node:crypto";
import type { ChannelTransport } from "../../outbox/channel.ts";

/**
 * The web chat's side of sending: the reply is already in the messages table, where the
 * page fetches it; "sending" only gives it its id and marks it sent.
 */
export function createWebchatTransport(): ChannelTransport {
  return {
    async send() {
      return { externalId: `webchat-out-${randomUUID()}` };
    },
  };
}
