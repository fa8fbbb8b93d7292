/**
 * A paid instance (ACCESS_MODE=paid) tried at every door by someone without a plan: WhatsApp text
 * and files, the web chat's uploads, every write of the dashboard API, and the scheduled sends
 * (10:00 reminders, fixed monthly items, monthly digest). Nothing is created, read or sent for
 * them; the same doors work for a paying customer beside them, so the test can fail.
 */
import { replyNoAccess } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../auth/create-session.ts";
import { subscriptionAccessPlans } from "../billing/access-plans.ts";
import { hasPlanAt } from "../billing/require-access.ts";
import { bookFixedItems } from "../books/book-fixed-items.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { createLogger } from "../logger.ts";
import { mediaPayload } from "../media/testing/whatsapp-conversation.ts";
import { sendDigests } from "../schedules/send-digests.ts";
import { sendDueReminders } from "../schedules/send-due-reminders.ts";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  textPayload,
  waitFor,
} from "../testing/assistant-app.ts";
import { hotmartPayload, hotmartRequest, TEST_CHECKOUT_ENV } from "../testing/checkout-deliveries.ts";
import { TEST_NOTICE_TEMPLATES } from "../testing/notice-templates.ts";

const NOW = new Date("2026-12-01T12:00:00-03:00");
const TEN_AM = new Date("2026-12-01T10:00:00-03:00");
const ANA = "5511912345678"; // no plan
const BIA = "5511922222222"; // pays
const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0,
  16,
  ...Buffer.from("JFIF"),
  0,
  1,
  1,
  0,
  0,
  1,
  0,
  1,
  0,
  0,
]);

describe.each(testEngines())("a paid instance at every door (%s)", (engine) => {
  let t: AssistantTestApp;
  const cookies = { ana: "", bia: "" };
  const ids = { ana: 0, bia: 0 };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: number }>(sql, params))[0]?.n);

  beforeAll(async () => {
    t = await createAssistantTestApp(engine, {
      now: () => NOW,
      env: {
        ACCESS_MODE: "paid",
        ...TEST_CHECKOUT_ENV,
        PUBLIC_URL: "https://tostao.app",
        TRIAL_URL: "https://tostao.app/teste-gratis",
      },
    });
    const bought = await t.app.request(
      "/webhooks/hotmart",
      hotmartRequest(
        hotmartPayload("PURCHASE_APPROVED", {
          at: NOW.getTime() - 86_400_000,
          phone: "11922222222",
          subscriber: "SUB-BIA",
        }),
      ),
    );
    expect(bought.status).toBe(200);
    for (const [who, phone] of [
      ["ana", ANA],
      ["bia", BIA],
    ] as const) {
      const user = await ensureUser(t.db, `+${phone}`, who === "ana" ? "Ana" : "Bia");
      ids[who] = user.id;
      const session = await createSession(t.db, {
        kind: "person",
        userId: user.id,
        userAgent: null,
        now: NOW,
      });
      cookies[who] = `tostao_session=${session.token}`;
    }
  }, 120_000);
  afterAll(() => t?.close());

  it("answers WhatsApp text and files with the plans, downloading and keeping nothing", async () => {
    const text = await t.app.request(
      "/webhooks/whatsapp",
      signedWebhook(textPayload(ANA, "wamid.A1", "gastei 50 no mercado")),
    );
    expect(text.status).toBe(200);
    const photo = t.graph.addMedia(JPEG, "image/jpeg");
    await t.app.request("/webhooks/whatsapp", signedWebhook(mediaPayload(ANA, "wamid.A2", "image", photo)));
    await waitFor(() => t.graph.sentTexts().filter((m) => m.to === ANA).length >= 2, 30_000, "Ana's answers");
    const answers = t.graph
      .sentTexts()
      .filter((m) => m.to === ANA)
      .map((m) => m.body);
    const paywall = replyNoAccess({
      name: "Ana",
      plansUrl: "https://tostao.app/planos",
      trialUrl: "https://tostao.app/teste-gratis",
    });
    expect(answers.every((a) => a === paywall)).toBe(true);
    expect(t.graph.mediaDownloads(photo)).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM media_readings WHERE outcome <> 'error'")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM transactions")).toBe(0);
  });

  it("refuses every dashboard write and every chat upload of someone without a plan, and takes them from a customer", async () => {
    const allowed = [/^PATCH \/api\/me$/, /^DELETE \/api\/me$/, /^PUT \/api\/me\/book$/, /\/sessions/];
    const writes = [
      ...new Set(
        t.app.routes
          .filter((r) => r.method !== "ALL" && r.method !== "GET" && r.path.startsWith("/api/me"))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ].filter((route) => !allowed.some((a) => a.test(route)));
    expect(writes.length).toBeGreaterThan(25);
    for (const route of writes) {
      const [method, path] = route.split(" ") as [string, string];
      const res = await t.app.request(path.replace(/:[^/]+/g, "1"), {
        method,
        headers: { cookie: cookies.ana, "content-type": "application/json" },
        body: JSON.stringify({ description: "teste", amount: 10, kind: "expense", date: "2026-12-01" }),
      });
      expect({ route, status: res.status }).toEqual({ route, status: 403 });
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("plan_required");
    }
    const form = new FormData();
    form.set("file", new File([JPEG], "foto.jpg", { type: "image/jpeg" }));
    form.set("clientId", "paid-door-upload-1");
    const upload = await t.app.request("/api/chat/files", {
      method: "POST",
      body: form,
      headers: { cookie: cookies.ana },
    });
    expect(upload.status).toBe(403);
    expect(await count("SELECT count(*)::int AS n FROM media_uploads")).toBe(0);
    // Reading their own data stays open (and so do their LGPD copy and erasure).
    expect((await t.app.request("/api/me/transactions", { headers: { cookie: cookies.ana } })).status).toBe(
      200,
    );

    const created = await t.app.request("/api/me/reminders", {
      method: "POST",
      headers: { cookie: cookies.bia, "content-type": "application/json" },
      body: JSON.stringify({ description: "Aluguel", amount: 1500, dueDate: "2026-12-01" }),
    });
    expect(created.status).toBeLessThan(300);
    expect(await count("SELECT count(*)::int AS n FROM reminders WHERE user_id = $1", [ids.ana])).toBe(0);
  });

  it("sends no 10:00 reminder, books no fixed item and sends no digest to someone without a plan", async () => {
    // As if made while Ana still paid: a reminder due today and a fixed item falling today, for both.
    for (const userId of [ids.ana, ids.bia]) {
      await t.db.query(
        `INSERT INTO reminders (user_id, description, amount_centavos, due_date, status, book)
         VALUES ($1, 'Internet', 9990, '2026-12-01', 'pending', 'personal')`,
        [userId],
      );
      await t.db.query(
        `INSERT INTO recurring_rules (user_id, kind, amount_centavos, description, day_of_month, active, starts_on, book)
         VALUES ($1, 'expense', 150000, 'Aluguel', 1, true, '2026-11-01', 'personal')`,
        [userId],
      );
      await t.db.query("UPDATE users SET last_inbound_at = $2 WHERE id = $1", [userId, NOW]);
    }
    const accessPlans = subscriptionAccessPlans("paid");
    const reminders = await sendDueReminders(
      { db: t.db, logger: createLogger("silent"), templates: TEST_NOTICE_TEMPLATES, accessPlans },
      TEN_AM,
    );
    const fixed = await bookFixedItems(t.db, TEN_AM, hasPlanAt(accessPlans, t.db, TEN_AM));
    await sendDigests({ db: t.db, accessPlans, templates: TEST_NOTICE_TEMPLATES }, "monthly", TEN_AM);
    const outbound = (userId: number) =>
      count("SELECT count(*)::int AS n FROM messages WHERE direction = 'outbound' AND user_id = $1", [
        userId,
      ]);
    expect(reminders.length).toBeGreaterThan(0);
    const sentTo = await t.db.query<{ user_id: number }>(
      "SELECT DISTINCT user_id FROM reminders WHERE last_sent_on IS NOT NULL",
    );
    expect(sentTo.map((r) => Number(r.user_id))).toEqual([ids.bia]);
    expect(fixed).toHaveLength(1);
    expect(await count("SELECT count(*)::int AS n FROM transactions WHERE user_id = $1", [ids.ana])).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM transactions WHERE user_id = $1", [ids.bia])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM digest_sends WHERE user_id = $1", [ids.ana])).toBe(0);
    expect(await outbound(ids.bia)).toBeGreaterThan(0);
    // Ana's only outbound messages are the answers with the plans.
    const anaOut = await t.db.query<{ body: string }>(
      "SELECT body FROM messages WHERE direction = 'outbound' AND phone = $1",
      [`+${ANA}`],
    );
    expect(anaOut.every((m) => m.body.includes("/planos"))).toBe(true);
  });
});
