import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createWebchatTransport } from "../channels/webchat/webchat-transport.ts";
import { type FakeGraphApi, startFakeGraphApi } from "../channels/whatsapp/fake-graph-api.ts";
import { createGraphClient } from "../channels/whatsapp/graph-client.ts";
import { createLogger } from "../logger.ts";
import { waitFor } from "../testing/assistant-app.ts";
import { claimOutbound } from "./claim-outbound.ts";
import { createOutboxDispatcher } from "./dispatcher.ts";
import { enqueueOutbound } from "./enqueue-outbound.ts";
import {
  markOutboundFailed,
  markOutboundSent,
  REDACTED_BODY,
  retryOutboundLater,
} from "./settle-outbound.ts";

const ANA = "+5511911111111";
const BIA = "+5511922222222";
const logs: string[] = [];
const logger = createLogger("debug", {}, (l) => logs.push(l));

describe.each(testEngines())("the outbox (%s)", (engine) => {
  let db: Db;
  let graph: FakeGraphApi;
  beforeAll(async () => {
    db = await openTestDb(engine);
    graph = await startFakeGraphApi({ accessToken: "t", phoneNumberId: "1" });
  });
  afterAll(async () => {
    await graph.close();
    await db.close();
  });
  afterEach(async () => {
    await db.query("DELETE FROM messages");
    graph.setDelay(0);
  });

  const dispatcherFor = (transports: Parameters<typeof createOutboxDispatcher>[0]["transports"]) =>
    createOutboxDispatcher({
      db,
      transports,
      logger,
      retry: { limit: 3, delaySeconds: 1, maxDelaySeconds: 2 },
    });
  const graphDispatcher = () =>
    dispatcherFor({
      whatsapp: createGraphClient({ apiBase: graph.apiBase, phoneNumberId: "1", accessToken: "t" }),
    });
  const text = (to: string, body: string) =>
    enqueueOutbound(db, { userId: null, channel: "whatsapp", to: { phone: to, waUserId: null }, body });
  const status = async (id: number) =>
    (
      await db.query<{ status: string; body: string; error: string | null }>(
        "SELECT status, body, error FROM messages WHERE id = $1",
        [id],
      )
    )[0];

  it("queues only when the caller's transaction commits", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueOutbound(tx, {
          userId: null,
          channel: "whatsapp",
          to: { phone: ANA, waUserId: null },
          body: "nunca",
        });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await claimOutbound(db, { limit: 10, leaseSeconds: 30 })).toEqual([]);
  });

  it("claims one message per conversation, oldest first, so replies never overtake", async () => {
    const a1 = await text(ANA, "a1");
    const a2 = await text(ANA, "a2");
    const b1 = await text(BIA, "b1");
    const first = await claimOutbound(db, { limit: 10, leaseSeconds: 30 });
    expect(first.map((m) => m.id)).toEqual([a1.id, b1.id]);
    expect(await claimOutbound(db, { limit: 10, leaseSeconds: 30 })).toEqual([]);
    // A retry waiting for its backoff still holds the conversation.
    await retryOutboundLater(db, a1.id, { delaySeconds: 60, error: "503" });
    expect(await claimOutbound(db, { limit: 10, leaseSeconds: 30 })).toEqual([]);
    // Given up on, it lets the next one go.
    await markOutboundFailed(db, a1.id, "refused");
    const next = await claimOutbound(db, { limit: 10, leaseSeconds: 30 });
    expect(next.map((m) => [m.id, m.body])).toEqual([[a2.id, "a2"]]);
  });

  it("takes over a claim whose lease ran out (its process died) and counts the attempt", async () => {
    const a = await text(ANA, "olá");
    const [claimed] = await claimOutbound(db, { limit: 1, leaseSeconds: 30 });
    expect(claimed?.attempts).toBe(1);
    expect(await claimOutbound(db, { limit: 1, leaseSeconds: 30 })).toEqual([]);
    await db.query("UPDATE messages SET claimed_at = now() - interval '31 seconds' WHERE id = $1", [a.id]);
    const [again] = await claimOutbound(db, { limit: 1, leaseSeconds: 30 });
    expect(again).toMatchObject({ id: a.id, attempts: 2 });
    await markOutboundSent(db, a.id, "wamid.X");
    expect((await status(a.id))?.status).toBe("sent");
  });

  it("sends templates through the Graph API and forgets sign-in codes once sent", async () => {
    const dispatcher = graphDispatcher();
    const template = await enqueueOutbound(db, {
      userId: null,
      channel: "whatsapp",
      to: { phone: ANA, waUserId: null },
      template: { name: "tostao_boas_vindas", language: "pt_BR", params: ["Ana", "Plano Anual"] },
    });
    const code = await enqueueOutbound(db, {
      userId: null,
      channel: "whatsapp",
      to: { phone: BIA, waUserId: null },
      body: "Seu código é 123456",
      redactAfterSend: true,
    });
    dispatcher.start();
    try {
      await waitFor(
        async () =>
          (await status(code.id))?.status === "sent" && (await status(template.id))?.status === "sent",
      );
    } finally {
      await dispatcher.stop();
    }
    expect(graph.sentTemplates().find((m) => m.to === ANA.slice(1))).toMatchObject({
      name: "tostao_boas_vindas",
      language: "pt_BR",
      params: ["Ana", "Plano Anual"],
    });
    expect((await status(template.id))?.body).toBe("tostao_boas_vindas: Ana · Plano Anual");
    expect(graph.sentTexts().find((m) => m.to === BIA.slice(1))?.body).toBe("Seu código é 123456");
    expect((await status(code.id))?.body).toBe(REDACTED_BODY);
  });

  it("puts a send interrupted by shutdown back in the queue instead of losing it", async () => {
    const dispatcher = graphDispatcher();
    graph.setDelay(5000);
    const slow = await text(ANA, "devagar");
    dispatcher.start();
    await waitFor(async () => (await status(slow.id))?.status === "sending");
    await dispatcher.stop({ graceMs: 200 });
    expect(await status(slow.id)).toMatchObject({ status: "queued", error: "interrupted by shutdown" });
    // The next process sends it at once, not after a lease.
    expect((await claimOutbound(db, { limit: 1, leaseSeconds: 30 })).map((m) => m.id)).toEqual([slow.id]);
  });

  it("as the database's only user, sends at start what a crash left claimed, without waiting for the lease", async () => {
    const left = await text(ANA, "deixada no meio");
    await claimOutbound(db, { limit: 1, leaseSeconds: 30 });
    expect((await status(left.id))?.status).toBe("sending");
    const dispatcher = createOutboxDispatcher({
      db,
      transports: {
        whatsapp: createGraphClient({ apiBase: graph.apiBase, phoneNumberId: "1", accessToken: "t" }),
      },
      logger,
      retry: { limit: 3, delaySeconds: 1, maxDelaySeconds: 2 },
      exclusive: true,
    });
    dispatcher.start();
    try {
      await waitFor(async () => (await status(left.id))?.status === "sent", 5000);
    } finally {
      await dispatcher.stop();
    }
    expect(graph.sentTexts().filter((m) => m.body === "deixada no meio")).toHaveLength(1);
    expect(logs.some((l) => l.includes("sends interrupted by a crash queued again"))).toBe(true);
  });

  it("shows templates and texts alike in the web chat", async () => {
    const dispatcher = dispatcherFor({ webchat: createWebchatTransport() });
    const m = await enqueueOutbound(db, {
      userId: null,
      channel: "webchat",
      to: { phone: ANA, waUserId: null },
      template: { name: "aviso", language: "pt_BR", params: [] },
      body: "Seu acesso foi encerrado.",
    });
    dispatcher.start();
    try {
      await waitFor(async () => (await status(m.id))?.status === "sent");
    } finally {
      await dispatcher.stop();
    }
    expect((await status(m.id))?.body).toBe("Seu acesso foi encerrado.");
  });
});
