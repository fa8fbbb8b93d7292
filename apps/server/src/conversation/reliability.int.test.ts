import type { Interpretation } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  textPayload,
  waitFor,
} from "../testing/assistant-app.ts";

const understand = (text: string): Interpretation[] => [
  {
    intent: "record",
    kind: "expense",
    amount: Number(/(\d+)/.exec(text)?.[1] ?? 1),
    date: "2026-11-20",
    category: "Mercado",
    description: "mercado",
    recurrence: null,
    payment: null,
  },
];

const PHONE = "5511912345678";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function n(t: AssistantTestApp, sql: string): Promise<number> {
  return Number((await t.db.query<{ n: number }>(sql))[0]?.n ?? 0);
}

const sentCount = (t: AssistantTestApp) =>
  n(t, "SELECT COUNT(*)::int AS n FROM messages WHERE status = 'sent'");

describe.each(testEngines())("pipeline reliability (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("records and answers once when the same webhook arrives 5 times, one after another", async () => {
    t = await createAssistantTestApp(engine, { understand });
    const request = () =>
      t.app.request("/webhooks/whatsapp", signedWebhook(textPayload(PHONE, "wamid.DUP1", "gastei 42")));
    for (let i = 0; i < 5; i++) expect((await request()).status).toBe(200);
    // One message: the welcome rides with the answer.
    await waitFor(async () => (await sentCount(t)) === 1, 15_000, "the answer");
    await sleep(1500);
    expect(await n(t, "SELECT COUNT(*)::int AS n FROM transactions")).toBe(1);
    expect(await n(t, "SELECT COUNT(*)::int AS n FROM messages WHERE direction = 'inbound'")).toBe(1);
    expect(t.graph.sentTexts()).toHaveLength(1);
  });

  it("records and answers once when the same webhook arrives 5 times at once", async () => {
    t = await createAssistantTestApp(engine, { understand });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.request("/webhooks/whatsapp", signedWebhook(textPayload(PHONE, "wamid.DUP2", "gastei 42"))),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // One message: the welcome rides with the answer.
    await waitFor(async () => (await sentCount(t)) === 1, 15_000, "the answer");
    await sleep(1500);
    expect(await n(t, "SELECT COUNT(*)::int AS n FROM transactions")).toBe(1);
    expect(t.graph.sentTexts()).toHaveLength(1);
  });

  it("processes an acknowledged message once after a crash before processing", async () => {
    t = await createAssistantTestApp(engine, { understand, workers: false });
    const res = await t.app.request(
      "/webhooks/whatsapp",
      signedWebhook(textPayload(PHONE, "wamid.CRASH", "gastei 77")),
    );
    expect(res.status).toBe(200);
    expect(await n(t, "SELECT COUNT(*)::int AS n FROM messages WHERE status = 'received'")).toBe(1);
    expect(await n(t, "SELECT COUNT(*)::int AS n FROM transactions")).toBe(0);
    // A new process (new queue client and workers) on the same database.
    await t.restart({ workers: true });
    await waitFor(async () => (await sentCount(t)) === 1, 20_000, "processing after restart");
    // Meta redelivers it too, after the restart: still once.
    await t.app.request("/webhooks/whatsapp", signedWebhook(textPayload(PHONE, "wamid.CRASH", "gastei 77")));
    await sleep(1500);
    const rows = await t.db.query<{ amount_centavos: number }>("SELECT amount_centavos FROM transactions");
    expect(rows).toEqual([{ amount_centavos: 7700 }]);
    expect(t.graph.sentTexts()).toHaveLength(1);
  });

  it("retries a reply while the Graph API fails and sends it once when it recovers", async () => {
    t = await createAssistantTestApp(engine, { understand, sendRetryDelaySeconds: 1 });
    t.graph.setFailing(true, 503);
    await t.app.request("/webhooks/whatsapp", signedWebhook(textPayload(PHONE, "wamid.FAIL", "gastei 10")));
    await waitFor(
      // the answer carries its record's buttons: an interactive message
      () => t.graph.requests.filter((r) => r.status === 503 && r.body.type === "interactive").length >= 2,
      20_000,
      "two failed attempts",
    );
    expect(t.graph.sentTexts()).toHaveLength(0);
    const [queued] = await t.db.query<{ error: string | null }>(
      "SELECT error FROM messages WHERE direction = 'outbound' ORDER BY id LIMIT 1",
    );
    expect(queued?.error).toContain("503");
    t.graph.setFailing(false);
    await waitFor(async () => (await sentCount(t)) === 1, 30_000, "sent after recovery");
    await sleep(2500);
    expect(t.graph.sentTexts()).toHaveLength(1);
    expect(t.graph.sentTexts()[0]?.body).toContain("Tostão");
    expect(t.logs.some((l) => l.includes("sending a reply failed; will retry"))).toBe(true);
  });
});
