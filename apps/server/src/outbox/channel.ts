/** The channels a conversation can happen on; replies go out on the channel the message came in. */
export type Channel = "whatsapp" | "webchat";

/**
 * Where a message goes or comes from: a phone (E.164), a WhatsApp business-scoped user id
 * (BSUID), or both. WhatsApp omits the phone of someone who adopted a username and has not talked
 * to the number lately; the conversation is then the BSUID.
 */
export interface Address {
  phone: string | null;
  waUserId: string | null;
}

/** A button or list row the person tapped: answered by its id, never by re-reading its title. */
export interface TappedReply {
  /** reply buttons, list rows, or a template's quick-reply button */
  kind: "button_reply" | "list_reply" | "button";
  id: string;
  title: string;
  /** The wamid of the message whose button was tapped. */
  contextId: string | null;
}

/** A message as a channel hands it to the pipeline. */
export interface InboundItem extends Address {
  channel: Channel;
  externalId: string;
  /** WhatsApp username, when the person adopted one. */
  username?: string | null;
  senderName?: string | null;
  /** The button or list row tapped (type interactive or button). */
  reply?: TappedReply | null;
  /** text, audio, image, document, … as the provider names it */
  type: string;
  body: string | null;
  media?: Record<string, unknown> | null;
  providerTimestamp?: Date | null;
  /** Known when the channel already authenticated the person (web chat). */
  userId?: number | null;
  /** A file sent in the web chat, kept until it is read. */
  upload?: { bytes: Uint8Array; mimeType: string | null } | null;
}

/** Where a door (webhook, web chat) hands the messages it received: stored and queued, resolves once durable. */
export interface Inbox {
  receive(items: InboundItem[]): Promise<number[]>;
}

/** A WhatsApp message template (approved by Meta), for messages outside the 24-hour window. */
export interface OutboundTemplate {
  name: string;
  /** e.g. "pt_BR" */
  language: string;
  /** The body's {{1}}, {{2}}… in order. */
  params: string[];
  /** An authentication template's one-time code, carried again by its copy-code button. */
  copyCode?: string;
}

/** What the outbox hands a transport: a text, or a template with the text kept for the history. */
type OutboundContent = { body: string; template?: undefined } | { body: string; template: OutboundTemplate };

/** Sends on a channel; resolves with the provider's id of the sent message. */
export interface ChannelTransport {
  send(
    to: Address,
    content: OutboundContent,
    options?: { signal?: AbortSignal },
  ): Promise<{ externalId: string }>;
  /** Tells the provider the person's message was read (best effort). */
  markRead?(externalId: string): Promise<void>;
  /**
   * Shows the person their message is being worked on (WhatsApp: read, then "digitando…" until the
   * reply or for 25 s), for a file that takes seconds to read (best effort).
   */
  showTyping?(externalId: string): Promise<void>;
}

/** The transport of each configured channel. */
export type Transports = Partial<Record<Channel, ChannelTransport>>;

export class TransportError extends Error {
  override readonly name = "TransportError";
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
