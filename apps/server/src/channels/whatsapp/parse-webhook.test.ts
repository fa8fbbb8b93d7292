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
        waUserId: null,
        username: null,
        senderName: "Ana",
        type: "text",
        body: "oi",
        media: null,
        reply: null,
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

  // 2026: business-scoped user ids. Shapes from developers.facebook.com/documentation/business-
  // messaging/whatsapp/business-scoped-user-ids ("Webhooks"): contacts[].user_id and
  // messages[].from_user_id beside (or, without a shared phone, instead of) wa_id and from.
  it("reads a message from someone known only by their BSUID (no from, no wa_id)", () => {
    const parsed = parseWebhook(
      envelope({
        messaging_product: "whatsapp",
        metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
        contacts: [{ profile: { name: "Maria", username: "maria.lopez" }, user_id: "BR.1502576394655843" }],
        messages: [
          {
            from_user_id: "BR.1502576394655843",
            id: "wamid.bsuid-only",
            timestamp: "1779372805",
            text: { body: "gastei 50 no mercado" },
            type: "text",
          },
        ],
      }),
      receivedAt,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.messages).toMatchObject([
      {
        externalId: "wamid.bsuid-only",
        phone: null,
        waUserId: "BR.1502576394655843",
        username: "maria.lopez",
        senderName: "Maria",
        body: "gastei 50 no mercado",
      },
    ]);
    expect(parsed.identities).toEqual([
      { kind: "seen", phone: null, waUserId: "BR.1502576394655843", username: "maria.lopez", name: "Maria" },
    ]);
  });

  it("reads phone and BSUID together and links them (a captured 2026 payload's shape)", () => {
    const parsed = parseWebhook(
      envelope({
        messaging_product: "whatsapp",
        contacts: [
          {
            profile: { name: "Krish" },
            wa_id: "5511987654321",
            user_id: "BR.1410018717833190",
            country_code: "BR",
          },
        ],
        messages: [
          {
            from: "5511987654321",
            from_user_id: "BR.1410018717833190",
            id: "wamid.both",
            timestamp: "1779372805",
            text: { body: "Hey" },
            type: "text",
          },
        ],
      }),
      receivedAt,
    );
    expect(parsed.messages).toMatchObject([
      { phone: "+5511987654321", waUserId: "BR.1410018717833190", senderName: "Krish" },
    ]);
    expect(parsed.identities).toEqual([
      {
        kind: "seen",
        phone: "+5511987654321",
        waUserId: "BR.1410018717833190",
        username: null,
        name: "Krish",
      },
    ]);
  });

  // …/webhooks/reference/messages/system (updated Aug 11, 2026): no contacts array.
  it("reads a number change: old phone in from, new phone and BSUID in system, the old BSUID beside", () => {
    const parsed = parseWebhook(
      envelope({
        messaging_product: "whatsapp",
        messages: [
          {
            from: "5511987654321",
            id: "wamid.sys",
            timestamp: "1739321024",
            type: "system",
            system: {
              body: "User Sheena Nelson changed from 5511987654321 to 5521976543210",
              wa_id: "5521976543210",
              user_id: "BR.24817305912873645029",
              previous_user_id: "BR.13491208655302741918",
              type: "user_changed_number",
            },
          },
        ],
      }),
      receivedAt,
    );
    expect(parsed.messages).toEqual([]);
    expect(parsed.identities).toEqual([
      {
        kind: "changed",
        oldPhone: "+5511987654321",
        oldWaUserId: "BR.13491208655302741918",
        newPhone: "+5521976543210",
        newWaUserId: "BR.24817305912873645029",
        at: new Date(1739321024 * 1000),
      },
    ]);
  });

  it("reads a BSUID change without a phone (user_changed_user_id)", () => {
    const parsed = parseWebhook(
      envelope({
        messages: [
          {
            id: "wamid.sys2",
            timestamp: "1739321024",
            type: "system",
            system: {
              body: "User Test User changed from BR.13491208655302741918 to BR.24817305912873645029",
              user_id: "BR.24817305912873645029",
              previous_user_id: "BR.13491208655302741918",
              type: "user_changed_user_id",
            },
          },
        ],
      }),
      receivedAt,
    );
    expect(parsed.identities).toMatchObject([
      { kind: "changed", oldPhone: null, oldWaUserId: "BR.13491208655302741918", newPhone: null },
    ]);
  });

  // The user_id_update field as the BSP guides (8x8 CABM, Dualhook) relay Meta's payload.
  it("reads a user_id_update delivered on its own field", () => {
    const parsed = parseWebhook(
      {
        object: "whatsapp_business_account",
        entry: [
          {
            id: "WABA",
            changes: [
              {
                field: "user_id_update",
                value: {
                  messaging_product: "whatsapp",
                  contacts: [{ profile: { name: "Test User" }, wa_id: "5511987654321" }],
                  user_id_update: [
                    {
                      wa_id: "5511987654321",
                      detail: "User id for Test User has been updated.",
                      user_id: { previous: "BR.13491208655302741918", current: "BR.24817305912873645029" },
                      timestamp: "1700000003",
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
      receivedAt,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.identities).toEqual([
      {
        kind: "changed",
        oldPhone: null,
        oldWaUserId: "BR.13491208655302741918",
        newPhone: "+5511987654321",
        newWaUserId: "BR.24817305912873645029",
        at: new Date(1700000003 * 1000),
      },
    ]);
  });

  // …/webhooks/reference/messages/status: recipient_user_id for a message sent to a BSUID, the
  // recipient in contacts, and per-message pricing (pricing_model PMP).
  it("reads a status sent to a BSUID with its pricing and the recipient's phone", () => {
    const parsed = parseWebhook(
      envelope({
        messaging_product: "whatsapp",
        contacts: [{ profile: { name: "Maria" }, wa_id: "5511987654321", user_id: "BR.1502576394655843" }],
        statuses: [
          {
            id: "wamid.out",
            status: "delivered",
            timestamp: "1750857384",
            recipient_user_id: "BR.1502576394655843",
            pricing: { billable: true, pricing_model: "PMP", type: "regular", category: "utility" },
          },
        ],
      }),
      receivedAt,
    );
    expect(parsed.statuses).toEqual([
      {
        externalId: "wamid.out",
        status: "delivered",
        occurredAt: new Date(1750857384 * 1000),
        recipient: null,
        recipientUserId: "BR.1502576394655843",
        pricing: { category: "utility", type: "regular", model: "PMP", billable: true },
        errors: null,
      },
    ]);
    expect(parsed.identities).toEqual([
      {
        kind: "seen",
        phone: "+5511987654321",
        waUserId: "BR.1502576394655843",
        username: null,
        name: "Maria",
      },
    ]);
  });

  // …/webhooks/reference/messages/interactive: the id of the button or row, and the message it answered.
  it("reads a tapped reply button and list row by id", () => {
    const tap = (id: string, interactive: unknown) => ({
      context: { from: "15550783881", id: "wamid.question" },
      from: "5511987654321",
      id,
      timestamp: "1750857384",
      type: "interactive",
      interactive,
    });
    const parsed = parseWebhook(
      envelope({
        messages: [
          tap("wamid.b", { type: "button_reply", button_reply: { id: "q:7:yes", title: "Sim, registrar" } }),
          tap("wamid.l", {
            type: "list_reply",
            list_reply: { id: "q:8:card:3", title: "Nubank", description: "Crédito" },
          }),
        ],
      }),
      receivedAt,
    );
    expect(parsed.messages.map((m) => [m.body, m.reply])).toEqual([
      [
        "Sim, registrar",
        { kind: "button_reply", id: "q:7:yes", title: "Sim, registrar", contextId: "wamid.question" },
      ],
      ["Nubank", { kind: "list_reply", id: "q:8:card:3", title: "Nubank", contextId: "wamid.question" }],
    ]);
  });
});
