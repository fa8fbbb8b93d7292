import { replyWelcome } from "@tostao/core";
import type { ChatMessageView } from "@tostao/core/chat/endpoints";
import { replyMediaProblem } from "@tostao/core/replies/media-replies";
import { describe, expect, it } from "vitest";
import { asksForPassword, isPasswordAnswer } from "./pdf-password";

const message = (over: Partial<ChatMessageView>): ChatMessageView => ({
  id: 1,
  direction: "outbound",
  type: "text",
  body: "",
  status: "sent",
  createdAt: "2026-11-26T12:00:00.000Z",
  choices: null,
  ...over,
});
const asks = replyMediaProblem("password_required");

describe("asksForPassword", () => {
  it("takes the request alone, or after the welcome in a person's first reply", () => {
    expect(asksForPassword(message({ body: asks }))).toBe(true);
    expect(asksForPassword(message({ body: replyMediaProblem("wrong_password") }))).toBe(true);
    expect(asksForPassword(message({ body: `${replyWelcome(null)}\n\n${asks}` }))).toBe(true);
  });

  it("does not take a reply that only mentions it, or a message of the person", () => {
    expect(asksForPassword(message({ body: `${asks}\n\nDespesa registrada: R$ 10,00` }))).toBe(false);
    expect(asksForPassword(message({ body: `não ${asks}` }))).toBe(false);
    expect(asksForPassword(message({ direction: "inbound", body: asks }))).toBe(false);
    expect(asksForPassword(undefined)).toBe(false);
  });

  it("masks the one-word answer to a folded request", () => {
    const request = message({ body: `${replyWelcome(null)}\n\n${asks}` });
    expect(isPasswordAnswer(request, message({ direction: "inbound", body: "40123" }))).toBe(true);
    expect(isPasswordAnswer(request, message({ direction: "inbound", body: "não sei a senha" }))).toBe(false);
  });
});
