import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { subscriptionAccessPlans } from "../billing/access-plans.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { createLogger } from "../logger.ts";
import { type AssistantTestApp, createAssistantTestApp, waitFor } from "../testing/assistant-app.ts";
import { TEST_NOTICE_TEMPLATES } from "../testing/notice-templates.ts";
import { sendDueReminders } from "../testing/notices-of-kind.ts";

const PHONE = "+5511912345678";
const silent = createLogger("silent");
// 10:00 in São Paulo (UTC-3) on 10/12/2026.
const TEN_AM = new Date("2026-12-10T13:00:00Z");

interface ReminderRow {
  status: string;
  due_date: string;
  last_sent_on: string | null;
}

async function addReminder(
  t: AssistantTestApp,
  userId: number,
  r: { description: string; amount?: number | null; dueDate: string; day?: number | null },
): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    `INSERT INTO reminders (user_id, description, amount_centavos, due_date, recurrence_day)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [userId, r.description, r.amount ?? null, r.dueDate, r.day ?? null],
  );
  return rows[0]?.id ?? 0;
}

async function reminder(t: AssistantTestApp, id: number): Promise<ReminderRow | undefined> {
  const rows = await t.db.query<ReminderRow>(
    "SELECT status, due_date::text AS due_date, last_sent_on::text AS last_sent_on FROM reminders WHERE id = $1",
    [id],
  );
  return rows[0];
}

const outbound = (t: AssistantTestApp) =>
  t.db.query<{ id: number; channel: string; phone: string; body: string; status: string }>(
    "SELECT id, channel, phone, body, status FROM messages WHERE direction = 'outbound' ORDER BY id",
  );

/** Messages waiting in the outbox (the workers are off, so nothing is sent). */
async function sendJobs(t: AssistantTestApp): Promise<number> {
  const rows = await t.db.query<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM messages WHERE direction = 'outbound' AND status = 'queued'",
  );
  return rows[0]?.n ?? 0;
}

async function lastInboundOn(t: AssistantTestApp, userId: number, channel: string, at: Date) {
  await t.db.query(
    `INSERT INTO messages (channel, external_id, direction, user_id, phone, type, body, status)
     VALUES ($1, $2, 'inbound', $3, $4, 'text', 'oi', 'processed')`,
    [channel, `in-${channel}-${at.getTime()}`, userId, PHONE],
  );
  await t.db.query(
    `UPDATE users SET last_inbound_at = $2,
       wa_last_inbound_at = CASE WHEN $3 = 'whatsapp' THEN $2 ELSE wa_last_inbound_at END
     WHERE id = $1`,
    [userId, at, channel],
  );
}

describe.each(testEngines())("due reminders (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("queues today's reminders once, leaves tomorrow's and moves a monthly one to next month", async () => {
    t = await createAssistantTestApp(engine, { workers: false });
    const user = await ensureUser(t.db, PHONE, "Ana Souza");
    await lastInboundOn(t, user.id, "whatsapp", new Date("2026-12-09T20:00:00Z"));
    const today = await addReminder(t, user.id, {
      description: "pagar a conta de luz",
      amount: 18000,
      dueDate: "2026-12-10",
    });
    const tomorrow = await addReminder(t, user.id, { description: "pagar o IPVA", dueDate: "2026-12-11" });
    const monthly = await addReminder(t, user.id, {
      description: "pagar o aluguel",
      amount: 150000,
      dueDate: "2026-12-10",
      day: 10,
    });

    const first = await sendDueReminders(
      {
        db: t.db,
        logger: silent,
        templates: TEST_NOTICE_TEMPLATES,
        accessPlans: subscriptionAccessPlans("open"),
      },
      TEN_AM,
    );
    const second = await sendDueReminders(
      {
        db: t.db,
        logger: silent,
        templates: TEST_NOTICE_TEMPLATES,
        accessPlans: subscriptionAccessPlans("open"),
      },
      TEN_AM,
    );

    expect(first.map((q) => q.reminderId)).toEqual([today, monthly]);
    expect(second).toEqual([]);
    // Two reminders due the same day: one message carries both.
    const messages = await outbound(t);
    expect(messages.map((m) => [m.channel, m.phone, m.body, m.status])).toEqual([
      [
        "whatsapp",
        PHONE,
        "⏰ Lembrete: pagar a conta de luz (R$ 180,00) vence hoje.\n\n⏰ Lembrete: pagar o aluguel (R$ 1.500,00) vence hoje.",
        "queued",
      ],
    ]);
    expect(first.map((q) => q.messageId)).toEqual([messages[0]?.id, messages[0]?.id]);
    expect(await sendJobs(t)).toBe(1);
    expect(await reminder(t, today)).toEqual({
      status: "sent",
      due_date: "2026-12-10",
      last_sent_on: "2026-12-10",
    });
    expect(await reminder(t, monthly)).toEqual({
      status: "pending",
      due_date: "2027-01-10",
      last_sent_on: "2026-12-10",
    });
    expect(await reminder(t, tomorrow)).toEqual({
      status: "pending",
      due_date: "2026-12-11",
      last_sent_on: null,
    });
  });

  it("queues one notification when runs overlap", async () => {
    t = await createAssistantTestApp(engine, { workers: false });
    const user = await ensureUser(t.db, PHONE, null);
    await addReminder(t, user.id, { description: "pagar a luz", dueDate: "2026-12-10" });
    const deps = {
      db: t.db,
      logger: silent,
      templates: TEST_NOTICE_TEMPLATES,
      accessPlans: subscriptionAccessPlans("open"),
    };
    const runs = await Promise.all([1, 2, 3].map(() => sendDueReminders(deps, TEN_AM)));
    expect(runs.flat()).toHaveLength(1);
    expect(await outbound(t)).toHaveLength(1);
    expect(await sendJobs(t)).toBe(1);
  });

  it("uses the São Paulo date and clamps a day-31 reminder into February", async () => {
    t = await createAssistantTestApp(engine, { workers: false });
    const user = await ensureUser(t.db, PHONE, null);
    const id = await addReminder(t, user.id, { description: "fatura", dueDate: "2027-01-31", day: 31 });
    const deps = {
      db: t.db,
      logger: silent,
      templates: TEST_NOTICE_TEMPLATES,
      accessPlans: subscriptionAccessPlans("open"),
    };
    // 01:00 UTC on 1 February is still 31 January in São Paulo.
    expect(await sendDueReminders(deps, new Date("2027-02-01T01:00:00Z"))).toHaveLength(1);
    expect((await reminder(t, id))?.due_date).toBe("2027-02-28");
    expect(await sendDueReminders(deps, new Date("2027-02-28T13:00:00Z"))).toHaveLength(1);
    expect((await reminder(t, id))?.due_date).toBe("2027-03-31");
  });

  it("sends through the send job: the web chat gets it, a refused WhatsApp send is recorded failed", async () => {
    t = await createAssistantTestApp(engine, { workers: true });
    const web = await ensureUser(t.db, "+5511988887777", null);
    await lastInboundOn(t, web.id, "webchat", new Date("2026-11-01T12:00:00Z"));
    const wa = await ensureUser(t.db, PHONE, null);
    // Last message two days earlier: outside WhatsApp's 24-hour window.
    await lastInboundOn(t, wa.id, "whatsapp", new Date("2026-12-08T12:00:00Z"));
    await addReminder(t, web.id, { description: "pagar a internet", dueDate: "2026-12-10" });
    await addReminder(t, wa.id, { description: "pagar a luz", dueDate: "2026-12-10" });
    t.graph.setFailing(true, 400);

    const lines: string[] = [];
    const logger = createLogger("debug", {}, (line) => lines.push(line));
    const queued = await sendDueReminders(
      { db: t.db, logger, templates: TEST_NOTICE_TEMPLATES, accessPlans: subscriptionAccessPlans("open") },
      TEN_AM,
    );
    expect(queued.map((q) => q.channel)).toEqual(["webchat", "whatsapp"]);

    const done = await waitFor(
      async () => {
        const rows = await outbound(t);
        return rows.every((m) => m.status === "sent" || m.status === "failed") ? rows : null;
      },
      15_000,
      "both notifications settled",
    );
    expect(done.map((m) => [m.channel, m.status])).toEqual([
      ["webchat", "sent"],
      ["whatsapp", "failed"],
    ]);
    expect(lines.some((l) => l.includes("outside the WhatsApp 24-hour window"))).toBe(true);
    // Outside the window the reminder goes as the approved template, never as refused free text.
    const kinds = await t.db.query<{
      channel: string;
      type: string;
      template: { name: string; params: string[] } | null;
    }>("SELECT channel, type, template FROM messages WHERE direction = 'outbound' ORDER BY id");
    expect(
      kinds.map((m) => [m.channel, m.type, m.template?.name ?? null, m.template?.params ?? null]),
    ).toEqual([
      ["webchat", "text", null, null],
      ["whatsapp", "template", "tostao_lembrete_conta", ["pagar a luz", "valor não informado", "10/12/2026"]],
    ]);
    expect(t.logs.some((l) => l.includes("sending a message was refused; recorded as failed"))).toBe(true);
  });
});
