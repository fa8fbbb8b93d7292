// Replies stored already claimed (the text workers' way), on both databases: only a conversation's
// oldest unsent message is claimed, so replies still never overtake each other, and what a claim
// would take is taken once.
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimOutbound } from "./claim-outbound.ts";
import { enqueueOutbounds, enqueueOutboundsClaimed, type OutboundInput } from "./enqueue-outbound.ts";
import { markOutboundSent } from "./settle-outbound.ts";

const reply = (phone: string, body: string): OutboundInput => ({
  userId: null,
  channel: "whatsapp",
  to: { phone, waUserId: null },
  body,
});

describe.each(testEngines())("replies stored claimed (%s)", (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(engine);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });
  const statuses = (ids: number[]) =>
    db
      .query<{ body: string; status: string; attempts: number }>(
        "SELECT body, status, attempts FROM messages WHERE id = ANY ($1::bigint[]) ORDER BY id",
        [ids],
      )
      .then((rows) => rows.map((r) => `${r.body}:${r.status}:${r.attempts}`));

  it("claims each conversation's oldest unsent reply, and leaves the rest queued in order", async () => {
    // Ana has a reply queued from before; Bia and Caio have none.
    const [earlier] = await enqueueOutbounds(db, [reply("+5511955580001", "ana 0")]);
    const { ids, claimed } = await db.transaction((tx) =>
      enqueueOutboundsClaimed(tx, [
        reply("+5511955580001", "ana 1"),
        reply("+5511955580002", "bia 1"),
        reply("+5511955580002", "bia 2"),
        reply("+5511955580003", "caio 1"),
      ]),
    );
    expect(await statuses(ids)).toEqual([
      "ana 1:queued:0",
      "bia 1:sending:1",
      "bia 2:queued:0",
      "caio 1:sending:1",
    ]);
    expect(claimed.map((m) => [m.body, m.to.phone, m.attempts])).toEqual([
      ["bia 1", "+5511955580002", 1],
      ["caio 1", "+5511955580003", 1],
    ]);
    // A claim takes Ana's first reply only; Bia's second waits for her first to be sent.
    const first = await claimOutbound(db, { limit: 16, leaseSeconds: 30 });
    expect(first.map((m) => m.body)).toEqual(["ana 0"]);
    for (const m of [...first, ...claimed]) await markOutboundSent(db, m.id, `wamid.out.${m.id}`);
    const next = await claimOutbound(db, { limit: 16, leaseSeconds: 30 });
    expect(next.map((m) => m.body)).toEqual(["ana 1", "bia 2"]);
    expect(earlier).toBeLessThan(ids[0] as number);
  });

  it("claims nothing when asked to queue", async () => {
    const ids = await enqueueOutbounds(db, [reply("+5511955580009", "davi 1")]);
    expect(await statuses(ids)).toEqual(["davi 1:queued:0"]);
  });
});
