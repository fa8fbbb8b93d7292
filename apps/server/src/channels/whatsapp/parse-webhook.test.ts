import { describe, expect, it } from "vitest";
import { parseWebhook } from "./parse-webhook.ts";

const receivedAt = new Date("2026-11-22T12:00:00Z");

const envelope = (value: unknown) => ({
  object: "whatsapp_business_account",
  entry: [{ id: "WABA", changes: [{ field: "messages", value }] }],
});

describe("parseWebhook", () => {
  it("reads a text message with the sender's profile name", () => {
    const parsed = parseWebhook(
      envelope({
        messaging_product: "whatsapp",
        contacts: [{ profile: { name: "Ana" }, wa_id: "5511912345678" }],
        messages: [
          {
            from: "5511912345678",
            id: "wamid.1",
            timestamp: "1763816400",
            type: "text",
            text: { body: "oi" },
          },
        ],
      }),
      receivedAt,
    );
    expect(parsed.messages).toEqual([
      {
        channel: "whatsapp",
        externalId: "wamid.1",
        phone: "+5511912345678",
        senderName: "Ana",
        type: "text",
        body: "oi",
        media: null,
        providerTimestamp: new Date(1763816400 * 1000),
      },
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it("reads every entry and change, media, button replies and statuses", () => {
    const payload = {
      object: "whatsapp_business_account",
      entry: [
        envelope({
          messages: [{ from: "5511900000001", id: "a", type: "audio", audio: { id: "m1", voice: true } }],
        }).entry[0],
        {
          id: "W2",
          changes: [
            {
              field: "messages",
              value: {
                messages: [
                  {
                    from: "5511900000002",
                    id: "b",
                    type: "interactive",
                    interactive: { type: "button_reply", button_reply: { id: "x", title: "resumo do mês" } },
                  },
                ],
                statuses: [
                  { id: "wamid.out", status: "delivered", timestamp: "1763816401", recipient_id: "5511" },
                ],
              },
            },
          ],
        },
      ],
    };
    const parsed = parseWebhook(payload, receivedAt);
    expect(parsed.messages.map((m) => [m.externalId, m.type, m.body])).toEqual([
      ["a", "audio", null],
      ["b", "interactive", "resumo do mês"],
    ]);
    expect(parsed.messages[0]?.media).toMatchObject({ id: "m1", voice: true });
    expect(parsed.statuses).toMatchObject([{ externalId: "wamid.out", status: "delivered" }]);
  });

  it.each([null, 42, "x", { object: "page" }, { object: "whatsapp_business_account", entry: "no" }])(
    "never throws on %j",
    (payload) => {
      const parsed = parseWebhook(payload, receivedAt);
      expect(parsed.messages).toEqual([]);
    },
  );

  it("gives a Brazilian mobile sent without its ninth digit the canonical phone, and keeps a foreign one", () => {
    const text = (from: string, id: string) => ({
      from,
      id,
      timestamp: "1763816400",
      type: "text",
      text: { body: "oi" },
    });
    const parsed = parseWebhook(
      envelope({
        contacts: [{ profile: { name: "Bia" }, wa_id: "551187654321" }],
        messages: [
          text("551187654321", "wamid.a"),
          text("14155552671", "wamid.b"),
          text("5510987654321", "wamid.c"),
        ],
      }),
      receivedAt,
    );
    expect(parsed.messages.map((m) => [m.phone, m.senderName])).toEqual([
      ["+5511987654321", "Bia"],
      ["+14155552671", null],
    ]);
    expect(parsed.problems).toEqual(["message without a valid id or sender (text)"]);
  });

  it("dates a status without a timestamp at the moment it was received", () => {
    const parsed = parseWebhook(envelope({ statuses: [{ id: "wamid.out", status: "sent" }] }), receivedAt);
    expect(parsed.statuses).toMatchObject([{ externalId: "wamid.out", occurredAt: receivedAt }]);
  });

  it("reports messages without sender or id", () => {
    const parsed = parseWebhook(envelope({ messages: [{ type: "text", text: { body: "x" } }] }), receivedAt);
    expect(parsed.messages).toEqual([]);
    expect(parsed.problems).toHaveLength(1);
  });
});
