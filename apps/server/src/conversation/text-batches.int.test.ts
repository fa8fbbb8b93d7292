// The text path's loop, on both databases: after a batch that found work it claims again at once,
// so a person's messages, one per batch (the oldest of each conversation), are answered one after
// the other without waiting for the poll; an empty claim sleeps until woken.
import { parseMessage } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { storeInbound } from "../outbox/store-inbound.ts";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  textPayload,
} from "../testing/assistant-app.ts";
import { createTextBatches, type TextBatches } from "./text-batches.ts";

/** The conversation's messages, stored as their doors store them, in order. */
type Said = { from: string; text: string; channel?: "whatsapp" | "webchat" };

/**
 * Answers `rounds` of messages (each round stored, then answered to the end) with batches of
 * `batchSize` (a batch answers the oldest waiting message of each conversation), and returns the
 * batches' sizes and what they left: every reply, each person's conversation state and records.
 */
async function answerRounds(
  engine: Parameters<typeof createAssistantTestApp>[0],
  batchSize: number,
  rounds: Said[][],
) {
  const now = () => new Date("2026-11-20T15:00:00Z");
  const app = await createAssistantTestApp(engine, { workers: false, now });
  try {
    const texts = createTextBatches({
      db: app.db,
      logger: createLogger("error"),
      understand: parseMessage,
      dashboardUrl: "https://painel.tostao.app",
      now,
      access: { mode: "open", plansUrl: "https://tostao.app/planos", trialUrl: "https://tostao.app/teste" },
      transports: {},
      outbox: { wake() {} },
      batchSize,
    });
    let n = 0;
    for (const round of rounds) {
      for (const said of round) {
        n++;
        if (said.channel === "webchat") {
          const [user] = await app.db.query<{ id: number }>("SELECT id FROM users WHERE phone = $1", [
            `+${said.from}`,
          ]);
          await storeInbound(app.db, {
            channel: "webchat",
            externalId: `web.${n}`,
            phone: `+${said.from}`,
            waUserId: null,
            userId: user?.id ?? null,
            type: "text",
            body: said.text,
          });
        } else {
          const res = await app.app.request(
            "/webhooks/whatsapp",
            signedWebhook(textPayload(said.from, `wamid.same.${n}`, said.text, "Ana Souza", now())),
          );
          expect(res.status).toBe(200);
        }
      }
      await texts.drain();
    }
    // The messages of one batch were processed in one transaction: at one moment.
    const batches = (
      await app.db.query<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM messages WHERE direction = 'inbound'
         GROUP BY processed_at ORDER BY min(id)`,
      )
    ).map((r) => r.n);
    const replies = await app.db.query(
      `SELECT i.external_id AS answers, o.channel, o.phone, o.body, o.choices IS NOT NULL AS choices, o.status
       FROM messages o JOIN messages i ON i.id = o.reply_to_id WHERE o.direction = 'outbound' ORDER BY o.id`,
    );
    const states = await app.db.query(
      `SELECT u.phone, s.state FROM conversation_states s JOIN users u ON u.id = s.user_id ORDER BY u.phone`,
    );
    const records = await app.db.query(
      `SELECT u.phone, t.amount_centavos::int AS amount, t.description, c.name AS category
       FROM transactions t JOIN users u ON u.id = t.user_id LEFT JOIN categories c ON c.id = t.category_id
       ORDER BY t.id`,
    );
    const people = await app.db.query(
      "SELECT phone, name, welcomed_at IS NOT NULL AS welcomed FROM users ORDER BY id",
    );
    return { batches, outcome: { replies, states, records, people } };
  } finally {
    await app.close();
  }
}

describe.each(testEngines())("the text batches (%s)", (engine) => {
  it("leave what answering each message alone leaves: replies, conversations, records", async () => {
    const rounds: Said[][] = [
      // Three new people at once.
      [
        { from: "5511955550001", text: "gastei 30 no mercado" },
        { from: "5511955550002", text: "oi" },
        { from: "5511955550003", text: "gastei 12 no uber" },
      ],
      // The first on WhatsApp and on the web chat: two conversations of one person in one batch.
      [
        { from: "5511955550001", text: "era 45" },
        { from: "5511955550001", text: "quanto gastei hoje?", channel: "webchat" },
        { from: "5511955550002", text: "gastei 20 na farmácia" },
        { from: "5511955550003", text: "apaga o último" },
        { from: "5511955550002", text: "foi no débito" },
      ],
    ];
    const batched = await answerRounds(engine, 8, rounds);
    const alone = await answerRounds(engine, 1, rounds);
    // The batches did answer several messages at once, the person on two channels among them.
    expect(batched.batches).toEqual([3, 4, 1]);
    expect(alone.batches.every((n) => n === 1)).toBe(true);
    expect(batched.outcome.replies).toHaveLength(8);
    expect(batched.outcome).toEqual(alone.outcome);
  }, 120_000);
});

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
