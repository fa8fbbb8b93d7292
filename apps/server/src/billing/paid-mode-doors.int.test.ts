/**
 * A paid instance (ACCESS_MODE=paid) tried at every door by someone without a plan: WhatsApp text
 * and files, the web chat's uploads, every write of the dashboard API, and the scheduled sends
 * (10:00 reminders, bill notices, fixed monthly items, monthly digest). Nothing is created, read or sent for
 * them; the same doors work for a paying customer beside them, so the test can fail.
 */
import { centavos, type RecordIntent, replyNoAccess } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../auth/create-session.ts";
import { subscriptionAccessPlans } from "../billing/access-plans.ts";
import { hasPlanAt } from "../billing/require-access.ts";
import { bookFixedItems } from "../books/book-fixed-items.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { createLogger } from "../logger.ts";
import { mediaPayload } from "../media/testing/whatsapp-conversation.ts";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  textPayload,
  waitFor,
} from "../testing/assistant-app.ts";
import { setUpCard } from "../testing/books-setup.ts";
import { hotmartPayload, hotmartRequest, TEST_CHECKOUT_ENV } from "../testing/checkout-deliveries.ts";
import { TEST_NOTICE_TEMPLATES } from "../testing/notice-templates.ts";
import { sendBillNotices, sendDigests, sendDueReminders } from "../testing/notices-of-kind.ts";
import { recordSaid } from "../testing/record-said.ts";

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

  it("refuses every write a person can make through the API without a plan, and takes them from a customer", async () => {
    // Every non-GET route under /api is a door. Those a person without a plan may use, and why;
    // any other (a new one included) must answer 403 plan_required.
    const open: Array<[RegExp, string]> = [
      [/^PATCH \/api\/me$/, "their profile"],
      [/^DELETE \/api\/me$/, "erasing the account (LGPD)"],
      [/^PUT \/api\/me\/book$/, "which book they look at"],
      [/^(POST|DELETE) \/api\/me\/sessions\b/, "signing their devices out"],
      [/^POST \/api\/(auth|chat)\/(login|logout)\b/, "signing in and out"],
      [/^POST \/api\/chat\/messages$/, "answered by the assistant with the plans (below)"],
      [/^\w+ \/api\/admin\//, "the operator's, not a person's"],
      [/^POST \/api\/video-metrics\/events$/, "anonymous video events"],
      [/^POST \/api\/affiliates\/applications$/, "the public affiliate form"],
    ];
    const doors = [
      ...new Set(
        t.app.routes
          .filter((r) => r.method !== "ALL" && r.method !== "GET" && r.path.startsWith("/api/"))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    const gated = doors.filter((door) => !open.some(([pattern]) => pattern.test(door)));
    expect(gated.length).toBeGreaterThan(25);
    expect(gated).toContain("POST /api/chat/files");
    for (const door of gated) {
      const [method, path] = door.split(" ") as [string, string];
      const res = await t.app.request(path.replace(/:[^/]+/g, "1"), {
        method,
        headers: { cookie: cookies.ana, "content-type": "application/json" },
        body: JSON.stringify({ description: "teste", amount: 10, kind: "expense", date: "2026-12-01" }),
      });
      expect({ door, status: res.status }).toEqual({ door, status: 403 });
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("plan_required");
    }
    // Her chat message is taken and answered with the plans; nothing enters the books.
    const said = await t.app.request("/api/chat/messages", {
      method: "POST",
      headers: { cookie: cookies.ana, "content-type": "application/json" },
      body: JSON.stringify({
        text: "gastei 30 na farmácia",
        clientId: "7d1f4c0e-3b8a-4f7e-9a51-2c6e8b0d9f13",
      }),
    });
    expect(said.status).toBe(202);
    await waitFor(
      async () =>
        (await count(
          "SELECT count(*)::int AS n FROM messages WHERE direction = 'outbound' AND channel = 'webchat' AND user_id = $1",
          [ids.ana],
        )) > 0,
      30_000,
      "Ana's web chat answer",
    );
    const webAnswers = await t.db.query<{ body: string }>(
      "SELECT body FROM messages WHERE direction = 'outbound' AND channel = 'webchat' AND user_id = $1",
      [ids.ana],
    );
    expect(webAnswers.every((m) => m.body.includes("/planos"))).toBe(true);
    expect(await count("SELECT count(*)::int AS n FROM transactions WHERE user_id = $1", [ids.ana])).toBe(0);
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

  it("sends no 10:00 reminder or bill notice, books no fixed item and sends no digest to someone without a plan", async () => {
    // As if made while Ana still paid: a reminder due today, a fixed item falling today and a card
    // whose bill is due today, for both.
    for (const userId of [ids.ana, ids.bia]) {
      await setUpCard(t.db, { userId, name: "Nubank", closingDay: 24, dueDay: 1 });
      const purchase: RecordIntent = {
        intent: "record",
        kind: "expense",
        amount: centavos(120),
        date: "2026-11-20",
        category: "Mercado",
        description: "mercado",
        recurrence: null,
        payment: { method: "credit", card: "Nubank", installments: 1 },
      };
      await recordSaid(t.db, userId, purchase);
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
      await t.db.query("UPDATE users SET last_inbound_at = $2, wa_last_inbound_at = $2 WHERE id = $1", [
        userId,
        NOW,
      ]);
    }
    const accessPlans = subscriptionAccessPlans("paid");
    const reminders = await sendDueReminders(
      { db: t.db, logger: createLogger("silent"), templates: TEST_NOTICE_TEMPLATES, accessPlans },
      TEN_AM,
    );
    const notices = await sendBillNotices(
      { db: t.db, templates: TEST_NOTICE_TEMPLATES, accessPlans },
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
    expect(notices.map((n) => n.notice)).toEqual(["due"]);
    const noticed = await t.db.query<{ user_id: number }>(
      "SELECT DISTINCT c.user_id FROM card_bill_notices n JOIN cards c ON c.id = n.card_id",
    );
    expect(noticed.map((r) => Number(r.user_id))).toEqual([ids.bia]);
    expect(fixed).toHaveLength(1);
    // Only the card purchases made before the test: no fixed item for Ana, the rent for Bia.
    expect(await count("SELECT count(*)::int AS n FROM transactions WHERE user_id = $1", [ids.ana])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM transactions WHERE user_id = $1", [ids.bia])).toBe(2);
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
