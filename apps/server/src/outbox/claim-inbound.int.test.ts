// The text path's claim, on both databases: only the oldest waiting message of each conversation,
// however long the queue and however its conversations are mixed in it.
import { testEngines, useTestDb } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { claimInboundBatch } from "./claim-inbound.ts";

const FILE_TYPES = ["image", "document", "audio"];

describe.each(testEngines())("claiming waiting text messages (%s)", (engine) => {
  const db = useTestDb(engine);

  it("gives each conversation's oldest message alone, in order, past the window it looks in", async () => {
    await db.query("DELETE FROM messages");
    // 300 messages of 12 conversations: one writes 40 in a row at the front of the queue (more than
    // the window), the rest are mixed by a fixed shuffle; one conversation's oldest message waits
    // for a retry, another's is a photo (read in the media queue, not claimed here).
    const contacts = Array.from({ length: 12 }, (_, i) => `+55119555500${String(i).padStart(2, "0")}`);
    const queue: { contact: string; type: string }[] = [];
    for (let i = 0; i < 40; i++) queue.push({ contact: contacts[0] as string, type: "text" });
    let seed = 7;
    for (let i = 0; i < 260; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      queue.push({ contact: contacts[1 + (seed % 11)] as string, type: "text" });
    }
    const photoAt = queue.findIndex((m) => m.contact === contacts[5]);
    (queue[photoAt] as { type: string }).type = "image";
    const ids: number[] = [];
    for (const [n, m] of queue.entries()) {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO messages (channel, external_id, direction, phone, type, body, status)
         VALUES ('whatsapp', $1, 'inbound', $2, $3, 'gastei 5', 'received') RETURNING id`,
        [`wamid.claim.${n}`, m.contact, m.type],
      );
      ids.push(Number(row?.id));
    }
    const retryAt = queue.findIndex((m) => m.contact === contacts[3]);
    await db.query("UPDATE messages SET next_attempt_at = now() + interval '1 hour' WHERE id = $1", [
      ids[retryAt],
    ]);

    const claimedOrder: number[] = [];
    for (let round = 0; round < 400; round++) {
      const rows = await db.transaction((tx) =>
        claimInboundBatch(tx, { limit: 8, window: 16, fileTypes: FILE_TYPES }),
      );
      if (rows.length === 0) break;
      const byContact = new Set<string>();
      for (const row of rows) {
        const id = Number(row.id);
        // Never a message with an earlier text of its conversation still waiting.
        const [earlier] = await db.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM messages WHERE status = 'received' AND type = 'text'
             AND phone = $1 AND id < $2`,
          [row.phone, id],
        );
        expect(earlier?.n).toBe(0);
        expect(byContact.has(row.phone as string)).toBe(false);
        byContact.add(row.phone as string);
        claimedOrder.push(id);
      }
    }
    const left = await db.query<{ id: number }>(
      "SELECT id FROM messages WHERE status = 'received' ORDER BY id",
    );
    // Everything was claimed but the photo, the message waiting for its retry and what the same
    // conversation wrote after it.
    const blocked = ids.filter((_id, i) => queue[i]?.contact === contacts[3] && i >= retryAt);
    // More than the window: the others behind them were found in the whole queue.
    expect(blocked.length).toBeGreaterThan(16);
    expect(left.map((r) => Number(r.id))).toEqual([ids[photoAt] as number, ...blocked].sort((a, b) => a - b));
    expect(claimedOrder).toHaveLength(300 - 1 - blocked.length);
    // Each conversation's messages were claimed in the order they came.
    for (const contact of contacts) {
      const mine = claimedOrder.filter((id) => queue[ids.indexOf(id)]?.contact === contact);
      expect(mine).toEqual([...mine].sort((a, b) => a - b));
    }
    // While the long conversation fills the window, a claim gives one of its messages; once fewer
    // than the window's 16 wait (after 25 claims), the others' are claimed beside it.
    const firstOther = claimedOrder.findIndex((id) => queue[ids.indexOf(id)]?.contact !== contacts[0]);
    expect(firstOther).toBe(26);
  }, 120_000);
});
