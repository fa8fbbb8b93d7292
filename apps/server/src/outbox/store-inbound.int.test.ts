// Texts that arrive alone at the same time (concurrent webhooks) are stored together, on both
// databases: one statement for many deliveries, each text once, in the order they came; a text the
// database refuses fails its own delivery alone, and one whose conversation's PDF waits for its
// password is left to the caller, as when it comes alone.
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements, type StatementCounter } from "../testing/count-statements.ts";
import type { InboundItem } from "./channel.ts";
import { storeTextAlone } from "./store-inbound.ts";

const text = (phone: string, externalId: string, body: string): InboundItem => ({
  channel: "whatsapp",
  externalId,
  phone,
  waUserId: null,
  type: "text",
  body,
  senderName: "Ana",
  providerTimestamp: new Date("2026-11-28T12:00:00Z"),
});

describe.each(testEngines())("texts stored together (%s)", (engine) => {
  let db: Db;
  let counter: StatementCounter;
  beforeAll(async () => {
    counter = countStatements(await openTestDb(engine));
    db = counter.db;
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });
  const stored = (ids: readonly unknown[]) =>
    db.query<{ id: number; external_id: string; phone: string; body: string; provider_timestamp: Date }>(
      "SELECT id, external_id, phone, body, provider_timestamp FROM messages WHERE id = ANY ($1::bigint[]) ORDER BY id",
      [ids.filter((id) => typeof id === "number")],
    );

  it("stores texts that arrive at once in fewer statements, each once and in the order they came", async () => {
    const before = counter.count();
    const items = Array.from({ length: 20 }, (_, n) =>
      text(`+55119555700${String(n).padStart(2, "0")}`, `wamid.t.${n}`, `gastei ${n + 1}`),
    );
    const ids = await Promise.all(items.map((item) => storeTextAlone(db, item)));
    const statements = counter.count() - before;
    // The first goes at once, the other nineteen wait for it and go together.
    expect(statements).toBeLessThan(items.length);
    expect(statements).toBeGreaterThanOrEqual(1);
    expect(ids.every((id) => typeof id === "number")).toBe(true);
    expect([...ids].sort((a, b) => Number(a) - Number(b))).toEqual(ids);
    const rows = await stored(ids);
    expect(rows.map((r) => [r.external_id, r.body])).toEqual(items.map((i) => [i.externalId, i.body]));
    expect(new Date(rows[0]?.provider_timestamp as Date).toISOString()).toBe("2026-11-28T12:00:00.000Z");

    // A redelivery of any of them stores nothing.
    expect(await Promise.all(items.slice(0, 3).map((item) => storeTextAlone(db, item)))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("fails only the text the database refuses, stores a text sent twice once, and leaves a password's answer", async () => {
    // A PDF of +5511955571111's conversation waits for its password.
    const [pdf] = await db.query<{ id: number }>(
      `INSERT INTO messages (channel, external_id, direction, phone, type, status)
       VALUES ('whatsapp', 'wamid.pdf.1', 'inbound', '+5511955571111', 'document', 'processed') RETURNING id`,
    );
    await db.query(
      "INSERT INTO pdf_password_waits (message_id, channel, contact, created_at) VALUES ($1, 'whatsapp', '+5511955571111', now())",
      [pdf?.id],
    );
    const first = storeTextAlone(db, text("+5511955571000", "wamid.u.0", "oi"));
    const rest = [
      storeTextAlone(db, text("+5511955571001", "wamid.u.1", "mercado 30")),
      storeTextAlone(db, text("+5511955571002", "wamid.u.2", "uber \u0000 12")),
      storeTextAlone(db, text("+5511955571003", "wamid.u.3", "farmácia 20")),
      storeTextAlone(db, text("+5511955571003", "wamid.u.3", "farmácia 20")),
      storeTextAlone(db, text("+5511955571111", "wamid.u.4", "1234")),
    ];
    const results = await Promise.allSettled([first, ...rest]);
    const [oi, mercado, bad, farmacia, again, password] = results;
    expect(bad?.status).toBe("rejected");
    for (const ok of [oi, mercado, farmacia])
      expect(ok).toMatchObject({ status: "fulfilled", value: expect.any(Number) });
    expect(again).toEqual({ status: "fulfilled", value: null });
    expect(password).toEqual({ status: "fulfilled", value: "password wait" });
    const ids = [oi, mercado, farmacia].map((r) => (r?.status === "fulfilled" ? r.value : null));
    expect((await stored(ids)).map((r) => r.body)).toEqual(["oi", "mercado 30", "farmácia 20"]);
    const left = await db.query("SELECT 1 FROM messages WHERE external_id IN ('wamid.u.2', 'wamid.u.4')");
    expect(left).toEqual([]);
  });
});
