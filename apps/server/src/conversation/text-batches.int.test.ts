// The text path's loop, on both databases: after a batch that found work it claims again at once,
// so a person's messages, one per batch (the oldest of each conversation), are answered one after
// the other without waiting for the poll; an empty claim sleeps until woken.
import { parseMessage } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  textPayload,
} from "../testing/assistant-app.ts";
import { createTextBatches, type TextBatches } from "./text-batches.ts";

describe.each(testEngines())("the text batches' loop (%s)", (engine) => {
  let t: AssistantTestApp | undefined;
  let texts: TextBatches | undefined;
  afterEach(async () => {
    await texts?.stop();
    await t?.close();
    t = undefined;
    texts = undefined;
  });

  it("answers a person's messages in order, one batch after another, without waiting for the poll", async () => {
    const app = await createAssistantTestApp(engine, { workers: false });
    t = app;
    const loop = createTextBatches({
      db: app.db,
      logger: createLogger("error"),
      understand: parseMessage,
      dashboardUrl: "https://painel.tostao.app",
      now: () => new Date(),
      access: { mode: "open", plansUrl: "https://tostao.app/planos", trialUrl: "https://tostao.app/teste" },
      transports: {},
      outbox: { wake() {} },
      batchSize: 8,
      // Far longer than the test: only claiming again at once can answer all of them.
      pollMs: 120_000,
    });
    texts = loop;
    const said = [
      "gastei 10 no mercado",
      "gastei 20 na farmácia",
      "gastei 30 no uber",
      "gastei 40 no bar",
      "gastei 50 na padaria",
    ];
    for (const [i, text] of said.entries()) {
      const res = await app.app.request(
        "/webhooks/whatsapp",
        signedWebhook(textPayload("5511955551234", `wamid.loop.${i}`, text)),
      );
      expect(res.status).toBe(200);
    }
    const inbound = () =>
      app.db.query<{ id: number; status: string }>(
        "SELECT id, status FROM messages WHERE direction = 'inbound' ORDER BY processed_at, id",
      );
    loop.start();
    loop.wake();
    const deadline = Date.now() + 30_000;
    while ((await inbound()).some((m) => m.status !== "processed") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const rows = await inbound();
    expect(rows.map((m) => m.status)).toEqual(said.map(() => "processed"));
    // Answered in the order written: processed one after the other, oldest first.
    expect(rows.map((m) => Number(m.id))).toEqual(rows.map((m) => Number(m.id)).sort((a, b) => a - b));
    const [booked] = await app.db.query<{ n: number; total: number }>(
      "SELECT COUNT(*)::int AS n, SUM(amount_centavos)::int AS total FROM transactions",
    );
    expect(booked).toEqual({ n: 5, total: 15_000 });
  }, 120_000);
});
