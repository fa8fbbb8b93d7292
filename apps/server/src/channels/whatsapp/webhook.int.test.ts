import { type Interpretation, replyMedia, replyMediaProblem, replyWelcome } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  TEST_VERIFY_TOKEN,
  textPayload,
  waitFor,
} from "../../testing/assistant-app.ts";

// These tests are about the pipeline, so understanding is a fixed rule: any message with a
// number is an expense of that many reais at Mercado.
const understand = (text: string): Interpretation[] => {
  const n = /(\d+)/.exec(text)?.[1];
  if (!n) return [{ intent: "greeting" }];
  return [
    {
      intent: "record",
      kind: "expense",
      amount: Number(n),
      date: "2026-11-20",
      category: "Mercado",
      description: "mercado",
      recurrence: null,
      payment: null,
    },
  ];
};

const count = async (t: AssistantTestApp, sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: number }>(sql, params))[0]?.n ?? 0);

describe.each(testEngines())("WhatsApp webhook (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("answers the verification handshake only with the right token", async () => {
    t = await createAssistantTestApp(engine, { understand, workers: false });
    const ok = await t.app.request(
      `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${TEST_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const bad = await t.app.request(
      "/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1",
    );
    expect(bad.status).toBe(403);
    const wrongMode = await t.app.request(
      `/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=${TEST_VERIFY_TOKEN}&hub.challenge=1`,
    );
    expect(wrongMode.status).toBe(403);
  });

  it("records a text message, replies through the Graph API and marks it read", async () => {
    t = await createAssistantTestApp(engine, { understand });
    const res = await t.app.request(
      "/webhooks/whatsapp",
      signedWebhook(textPayload("5511912345678", "wamid.A1", "gastei 50")),
    );
    expect(res.status).toBe(200);
    await waitFor(() => t.graph.sentTexts().length >= 1, 15_000, "the reply");
    // One message: the welcome, then the answer.
    const texts = t.graph.sentTexts();
    expect(texts.map((m) => m.to)).toEqual(["5511912345678"]);
    expect(texts[0]?.body).toMatch(/Tostão[\s\S]*R\$ 50,00/);
    await waitFor(() =>
      t.graph.requests.some((r) => r.body.status === "read" && r.body.message_id === "wamid.A1"),
    );
    const tx = await t.db.query<{ amount_centavos: number; phone: string }>(
      "SELECT t.amount_centavos, u.phone FROM transactions t JOIN users u ON u.id = t.user_id",
    );
    expect(tx).toEqual([{ amount_centavos: 5000, phone: "+5511912345678" }]);
    const user = await t.db.query<{ name: string }>("SELECT name FROM users");
    expect(user[0]?.name).toBe("Ana Souza");
    await waitFor(
      async () => (await count(t, "SELECT COUNT(*) AS n FROM messages WHERE status = 'sent'")) === 1,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(t.graph.sentTexts()).toHaveLength(1);
  });

  it("stores delivery statuses once and moves the message forward", async () => {
    t = await createAssistantTestApp(engine, { understand });
    await t.app.request("/webhooks/whatsapp", signedWebhook(textPayload("5511912345678", "wamid.S1", "oi")));
    await waitFor(
      async () => (await count(t, "SELECT COUNT(*) AS n FROM messages WHERE status = 'sent'")) === 1,
    );
    const [out] = await t.db.query<{ external_id: string }>(
      "SELECT external_id FROM messages WHERE direction = 'outbound'",
    );
    const statusPayload = (status: string, ts: number) => ({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "W",
          changes: [
            {
              field: "messages",
              value: {
                statuses: [
                  { id: out?.external_id, status, timestamp: String(ts), recipient_id: "5511912345678" },
                ],
              },
            },
          ],
        },
      ],
    });
    for (const p of [
      statusPayload("read", 1763816500),
      statusPayload("delivered", 1763816400),
      statusPayload("read", 1763816500),
    ]) {
      expect((await t.app.request("/webhooks/whatsapp", signedWebhook(p))).status).toBe(200);
    }
    expect(await count(t, "SELECT COUNT(*) AS n FROM message_statuses")).toBe(2);
    const [row] = await t.db.query<{ status: string }>(
      "SELECT status FROM messages WHERE direction = 'outbound'",
    );
    expect(row?.status).toBe("read");
  });

  it("refuses a bad or missing signature with 401 and stores nothing", async () => {
    t = await createAssistantTestApp(engine, { understand });
    const payload = textPayload("5511912345678", "wamid.B1", "gastei 10");
    const wrong = await t.app.request("/webhooks/whatsapp", signedWebhook(payload, "outro-segredo"));
    expect(wrong.status).toBe(401);
    const none = await t.app.request("/webhooks/whatsapp", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    expect(none.status).toBe(401);
    expect(await count(t, "SELECT COUNT(*) AS n FROM messages")).toBe(0);
    expect(t.logs.some((l) => l.includes("webhook signature refused"))).toBe(true);
  });

  it("answers 200 to malformed but signed payloads and logs them", async () => {
    t = await createAssistantTestApp(engine, { understand });
    for (const body of [
      "{not json",
      JSON.stringify({ object: "page" }),
      JSON.stringify({
        object: "whatsapp_business_account",
        entry: [{ changes: [{ field: "messages", value: { messages: [{ id: "x" }] } }] }],
      }),
    ]) {
      const res = await t.app.request("/webhooks/whatsapp", signedWebhook(body));
      expect(res.status).toBe(200);
    }
    expect(await count(t, "SELECT COUNT(*) AS n FROM messages")).toBe(0);
    expect(t.logs.filter((l) => l.includes("ignored")).length).toBeGreaterThanOrEqual(3);
  });

  it("stores audio, image and unknown types once and answers honestly", async () => {
    t = await createAssistantTestApp(engine, { understand });
    const payload = textPayload("5511912345678", "wamid.M1", "x");
    const value = payload.entry[0]?.changes[0]?.value;
    if (!value) throw new Error("payload shape");
    value.messages = [
      {
        from: "5511912345678",
        id: "wamid.M1",
        timestamp: "1763816400",
        type: "audio",
        audio: { id: "media1", mime_type: "audio/ogg; codecs=opus", voice: true },
      } as never,
      {
        from: "5511912345678",
        id: "wamid.M2",
        timestamp: "1763816401",
        type: "image",
        image: { id: "media2", mime_type: "image/jpeg" },
      } as never,
      {
        from: "5511912345678",
        id: "wamid.M3",
        timestamp: "1763816402",
        type: "location",
        location: { latitude: 1, longitude: 2 },
      } as never,
    ];
    for (let i = 0; i < 2; i++)
      expect((await t.app.request("/webhooks/whatsapp", signedWebhook(payload))).status).toBe(200);
    await waitFor(() => t.graph.sentTexts().length >= 3, 15_000, "3 answers");
    // The first answer carries the welcome in the same message.
    const welcome = `${replyWelcome("Ana Souza")}\n\n`;
    expect(t.graph.sentTexts()[0]?.body.startsWith(welcome)).toBe(true);
    const bodies = t.graph.sentTexts().map((m) => m.body.replace(welcome, ""));
    // Photos and voice notes are fetched from the Graph API; these ids do not exist there.
    expect(bodies.filter((b) => b === replyMediaProblem("download_failed"))).toHaveLength(2);
    expect(bodies).toContain(replyMedia("location"));
    expect(await count(t, "SELECT COUNT(*) AS n FROM messages WHERE direction = 'inbound'")).toBe(3);
    const [media] = await t.db.query<{ media: { id: string; voice: boolean } }>(
      "SELECT media FROM messages WHERE external_id = 'wamid.M1'",
    );
    expect(media?.media).toMatchObject({ id: "media1", voice: true });
  });

  it("refuses bodies over 3 MB with 413", async () => {
    t = await createAssistantTestApp(engine, { understand, workers: false });
    const big = JSON.stringify({ object: "whatsapp_business_account", pad: "x".repeat(3 * 1024 * 1024) });
    const res = await t.app.request("/webhooks/whatsapp", signedWebhook(big));
    expect(res.status).toBe(413);
    expect(await count(t, "SELECT COUNT(*) AS n FROM messages")).toBe(0);
  });

  it("ignores reactions, system notices and statuses of messages it never sent, quietly", async () => {
    t = await createAssistantTestApp(engine, { understand });
    const payload = textPayload("5511912345678", "wamid.R1", "x");
    const value = payload.entry[0]?.changes[0]?.value as unknown as Record<string, unknown>;
    value.messages = [
      {
        from: "5511912345678",
        id: "wamid.R1",
        timestamp: "1763816400",
        type: "reaction",
        reaction: { message_id: "wamid.X", emoji: "👍" },
      },
      {
        from: "5511912345678",
        id: "wamid.S1",
        timestamp: "1763816400",
        type: "system",
        system: { body: "mudou de número" },
      },
    ];
    value.statuses = [
      {
        id: "wamid.DESCONHECIDO",
        status: "delivered",
        timestamp: "1763816400",
        recipient_id: "5511912345678",
      },
    ];
    const res = await t.app.request("/webhooks/whatsapp", signedWebhook(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 0, duplicates: 0 });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await count(t, "SELECT COUNT(*) AS n FROM messages")).toBe(0);
    expect(await count(t, "SELECT COUNT(*) AS n FROM message_statuses")).toBe(0);
    expect(t.graph.sentTexts()).toHaveLength(0);
  });
});
