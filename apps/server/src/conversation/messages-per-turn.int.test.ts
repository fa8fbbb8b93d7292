import { testEngines } from "@tostao/db/testing";
import { describe, expect, it, vi } from "vitest";
import {
  createAssistantTestApp,
  signedWebhook,
  textPayload,
  waitForQuiet,
} from "../testing/assistant-app.ts";

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });

// Messages sent per 100 inbound of a realistic day, before (one message per reply) and after
// (one message per turn wherever it fits). Ten people write ten messages each: half start with
// "oi", half with a record (a new person's first record is answered with the welcome too); each
// sets a limit, records purchases that cross 80 % and 100 % of it (the alerts), asks a question,
// records income, deletes the last record and says thanks. Printed, and held to: after folding,
// never more than one message per inbound message.
const NOW = new Date("2026-11-18T12:00:00-03:00");

function day(): Array<{ phone: string; text: string }> {
  const out: Array<{ phone: string; text: string }> = [];
  for (let p = 0; p < 10; p++) {
    const phone = `55119700000${String(p).padStart(2, "0")}`;
    const texts = [
      p % 2 === 0 ? "oi" : "gastei 12 na padaria",
      "limite de 100 no mercado",
      "gastei 45 no mercado",
      "gastei 40 no mercado",
      "uber 23,90",
      "quanto gastei hoje?",
      "gastei 30 no mercado",
      "recebi 3500 de salário",
      "apaga o último",
      "obrigado",
    ];
    for (const text of texts) out.push({ phone, text });
  }
  return out;
}

async function run(engine: Parameters<typeof createAssistantTestApp>[0], replies: "turn" | "each") {
  const t = await createAssistantTestApp(engine, { now: () => NOW, replies });
  try {
    const messages = day();
    // Each person's messages in order; people interleaved, as a day's traffic is.
    for (const [n, m] of messages.entries()) {
      const res = await t.app.request(
        "/webhooks/whatsapp",
        signedWebhook(textPayload(m.phone, `wamid.day${n}`, m.text, "Pessoa", NOW)),
      );
      expect(res.status).toBe(200);
    }
    // A hundred messages at once: a loaded machine takes a while.
    await waitForQuiet(t, "the day's replies", 180_000);
    const [row] = await t.db.query<{ inbound: number; outbound: number }>(
      `SELECT count(*) FILTER (WHERE direction = 'inbound')::int AS inbound,
              count(*) FILTER (WHERE direction = 'outbound')::int AS outbound FROM messages`,
    );
    return { inbound: row?.inbound ?? 0, outbound: row?.outbound ?? 0, sent: t.graph.sent().length };
  } finally {
    await t.close();
  }
}

describe.each(testEngines())("messages sent per 100 inbound of a realistic day (%s)", (engine) => {
  it("sends at most one message per inbound message once replies are folded per turn", async () => {
    const before = await run(engine, "each");
    const after = await run(engine, "turn");
    const per100 = (r: { inbound: number; sent: number }) => Math.round((r.sent / r.inbound) * 1000) / 10;
    console.log(
      `[messages per turn, ${engine}] 100 inbound: before ${per100(before)} sent, after ${per100(after)} sent ` +
        `(${before.sent} → ${after.sent} messages for ${after.inbound} inbound)`,
    );
    expect(before.inbound).toBe(100);
    expect(after.inbound).toBe(100);
    expect(after.sent).toBe(after.outbound);
    expect(after.sent).toBeLessThanOrEqual(100);
    expect(after.sent).toBeLessThan(before.sent);
  });
});
