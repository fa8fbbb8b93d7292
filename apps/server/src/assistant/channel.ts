/** The channels a conversation can happen on; replies go out on the channel the message came in. */
export type Channel = "whatsapp" | "webchat";

/** A message as a channel hands it to the pipeline. */
export interface InboundItem {
  channel: Channel;
  externalId: string;
  /** E.164 */
  phone: string;
  senderName?: string | null;
  /** text, audio, image, document, … as the provider names it */
  type: string;
  body: string | null;
  media?: Record<string, unknown> | null;
  providerTimestamp?: Date | null;
  /** Known when the channel already authenticated the person (web chat). */
  userId?: number | null;
}

/** Sends one text on a channel; resolves with the provider's id of the sent message. */
export interface ChannelTransport {
  send(to: string, body: string): Promise<{ externalId: string }>;
  /** Tells the provider the person's message was read (best effort). */
  markRead?(externalId: string): Promise<void>;
}

export class TransportError extends Error {
  override readonly name = "TransportError";
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
