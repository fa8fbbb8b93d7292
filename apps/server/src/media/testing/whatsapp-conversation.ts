import { replyWelcome } from "@tostao/core";
import { expect } from "vitest";
import { type AssistantTestApp, signedWebhook, textPayload, waitFor } from "../../testing/assistant-app.ts";

/** A WhatsApp webhook payload carrying one photo, document or audio by its media id. */
export function mediaPayload(
  from: string,
  id: string,
  type: "image" | "document" | "audio",
  mediaId: string,
  extra: Record<string, unknown> = {},
) {
  const payload = textPayload(from, id, "x");
  const value = payload.entry[0]?.changes[0]?.value;
  if (!value) throw new Error("payload shape");
  value.messages = [
    {
      from,
      id,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type,
      [type]: { id: mediaId, ...extra },
    } as never,
  ];
  return payload;
}

/**
 * A reply without the welcome that starts a new person's first answer (it rides in the same
 * message); other replies unchanged.
 */
export function withoutWelcome(body: string, name: string | null = "Ana Souza"): string {
  const welcome = `${replyWelcome(name)}\n\n`;
  return body.startsWith(welcome) ? body.slice(welcome.length) : body;
}

/** One person's WhatsApp conversation with a test app: texts and documents in, replies out. */
export function whatsappConversation(app: () => AssistantTestApp, from: string) {
  let n = 0;
  const bodies = () =>
    app()
      .graph.sentTexts()
      .map((m) => m.body);
  const post = async (payload: unknown) =>
    expect((await app().app.request("/webhooks/whatsapp", signedWebhook(payload))).status).toBe(200);
  /** Posts a message and waits for `replies` more answers; returns them. */
  const exchange = async (payload: unknown, replies: number, what: string) => {
    const before = bodies().length;
    await post(payload);
    await waitFor(() => bodies().length >= before + replies, 30_000, what);
    return bodies().slice(before);
  };
  return {
    bodies,
    /** Sends a text and waits for its answers (one by default). */
    say: (text: string, replies = 1) =>
      exchange(textPayload(from, `wamid.T${++n}`, text), replies, `the answer to "${text}"`),
    /** Sends a PDF and waits for its answers. */
    sendPdf(bytes: Uint8Array, replies = 1) {
      return this.sendDocument(bytes, "documento.pdf", "application/pdf", replies);
    },
    /** Sends a document (a PDF, a statement file) with its name and waits for its answers. */
    sendDocument(bytes: Uint8Array, filename: string, mimeType: string, replies = 1) {
      const id = app().graph.addMedia(Buffer.from(bytes), mimeType);
      const meta = { mime_type: mimeType, filename };
      return exchange(
        mediaPayload(from, `wamid.D${++n}`, "document", id, meta),
        replies,
        `${filename}'s answer`,
      );
    },
  };
}
