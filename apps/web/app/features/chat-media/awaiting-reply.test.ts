import type { ChatMessageView } from "@tostao/core/chat/endpoints";
import { describe, expect, it } from "vitest";
import { awaitingReply } from "./awaiting-reply";

const at = "2026-11-26T12:00:00.000Z";
const message = (over: Partial<ChatMessageView>): ChatMessageView => ({
  id: 1,
  direction: "inbound",
  type: "text",
  body: "oi",
  status: "received",
  createdAt: at,
  choices: null,
  ...over,
});
const soon = new Date("2026-11-26T12:00:02.000Z");

describe("awaitingReply", () => {
  it("says a photo, a PDF and a voice note are being read", () => {
    expect(awaitingReply([message({ type: "image" })], soon)).toBe("Lendo a foto…");
    expect(awaitingReply([message({ type: "document" })], soon)).toBe("Lendo o PDF…");
    expect(awaitingReply([message({ type: "audio" })], soon)).toBe("Ouvindo o áudio…");
    expect(awaitingReply([message({ type: "text" })], soon)).toBe("Digitando…");
  });

  it("says nothing once the reply came, or when the message is too old to be answered", () => {
    expect(
      awaitingReply([message({ type: "image" }), message({ id: 2, direction: "outbound" })], soon),
    ).toBeNull();
    expect(awaitingReply([message({ type: "image" })], new Date("2026-11-26T12:05:00.000Z"))).toBeNull();
    expect(awaitingReply([], soon)).toBeNull();
  });
});
