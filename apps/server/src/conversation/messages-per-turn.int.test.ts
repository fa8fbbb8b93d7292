import { testEngines } from "@tostao/db/testing";
import { describe, expect, it, vi } from "vitest";
import { sendNotices } from "../schedules/send-notices.ts";
import {
  createAssistantTestApp,
  signedWebhook,
  textPayload,
  waitForQuiet,
} from "../testing/assistant-app.ts";
import { TEST_NOTICE_TEMPLATES } from "../testing/notice-templates.ts";

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });

// Messages sent per 100 inbound of a realistic day, before (one message per reply, one per
// notice) and after (one message per turn wherever it fits, one per person at 10:00). Ten people
// write ten messages each on a Sunday: half start with "oi", half with a record (a new person's
// first record is answered with the welcome too); each sets a limit, records purchases that cross
// 80 % and 100 % of it (the alerts), asks for two reminders due tomorrow, asks a question, records
// income, deletes the last record. On Monday at 10:00 each is owed three notices: the two
// reminders and the weekly summary. Printed, and held to: after folding, never more than one
// message per inbound message, and one notice message per person.
const NOW = new Date("2026-11-22T12:00:00-03:00");
const MONDAY_TEN_AM = new Date("2026-11-23T10:00:00-03:00");

function day(): Array<{ phone: string; text: string }> {
  const out: Array<{ phone: string; text: string }> = [];
  for (let p = 0; p < 10; p++) {
    const phone = `55119700000${String(p).padStart(2, "0")}`;
    const texts = [
      p % 2 === 0 ? "oi" : "gastei 12 na padaria",
      "limite de 100 no mercado",
      "gastei 45 no mercado",
      "gastei 40 no mercado",
      "me lembra de pagar o aluguel de 1200 amanhã",
      "quanto gastei hoje?",
      "gastei 30 no mercado",
      "recebi 3500 de salário",
      "apaga o último",
      "conta de água 80 vence amanhã",
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
    const repliesSent = t.graph.sent().length;
    // Monday at 10:00, inside the window the Sunday's messages opened.
    const notices = await sendNotices(
      { db: t.db, accessPlans: async () => "open", templates: TEST_NOTICE_TEMPLATES },
      MONDAY_TEN_AM,
    );
    await waitForQuiet(t, "the 10:00 notices", 60_000);
    return {
      inbound: row?.inbound ?? 0,
      outbound: row?.outbound ?? 0,
      replies: repliesSent,
      notices: notices.length,
      noticeMessages: t.graph.sent().length - repliesSent,
      people: new Set(notices.map((n) => n.userId)).size,
    };
  } finally {
    await t.close();
  }
}

describe.each(testEngines())("messages sent per 100 inbound of a realistic day (%s)", (engine) => {
  it("sends at most one message per inbound message once replies are folded per turn, one per person at 10:00", async () => {
    const before = await run(engine, "each");
    const after = await run(engine, "turn");
    const per100 = (sent: number, inbound: number) => Math.round((sent / inbound) * 1000) / 10;
    // Before, each notice was its own message (a template apiece outside the window).
    const beforeDay = before.replies + before.notices;
    const afterDay = after.replies + after.noticeMessages;
    console.log(
      `[messages per turn, ${engine}] 100 inbound: replies before ${per100(before.replies, before.inbound)}, ` +
        `after ${per100(after.replies, after.inbound)}; with Monday's 10:00 notices ` +
        `(${after.notices} notices to ${after.people} people) before ${per100(beforeDay, before.inbound)}, ` +
        `after ${per100(afterDay, after.inbound)} ` +
        `(${beforeDay} → ${afterDay} messages for ${after.inbound} inbound)`,
    );
    expect(before.inbound).toBe(100);
    expect(after.inbound).toBe(100);
    expect(after.replies).toBe(after.outbound);
    expect(after.replies).toBeLessThanOrEqual(100);
    expect(after.replies).toBeLessThan(before.replies);
    // Two reminders and the weekly summary for each of the ten people, in one message each.
    expect(after.notices).toBe(30);
    expect(after.people).toBe(10);
    expect(after.noticeMessages).toBe(10);
  });
});
