import { BRAZIL_PRICES_USD } from "@tostao/core";
import { testEngines, useTestDb } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { ensureUser } from "../books/ensure-user.ts";
import { recordStatuses } from "../outbox/record-statuses.ts";
import { deliver, useAssistantTestApp, waitFor, waitForQuiet } from "../testing/assistant-app.ts";
import { jsonRequest } from "../testing/test-app.ts";
import { listMessageCosts } from "./admin/message-costs.ts";

// What a customer costs: each sent message's pricing comes back on its status webhooks (as the
// fake Graph API prices it: a reply inside the window free, an authentication template billed),
// and the operator reads per person and month the messages and the estimated cost.
const NOW = new Date("2026-11-18T12:00:00-03:00");
const HOUR = 3_600_000;

describe.each(testEngines())("WhatsApp cost per person and month (%s)", (engine) => {
  let now = NOW;
  const t = useAssistantTestApp(engine, {
    now: () => now,
    statusWebhooks: true,
    env: { ADMIN_PASSWORD: "senha-do-operador", WHATSAPP_PRICES_USD: "authentication=0.01" },
  });

  it("records the pricing Meta reports and shows the estimate on /admin", async () => {
    t.graph.approveTemplate("tostao_codigo_acesso", "authentication");
    const ana = t.graph.person({ phone: "5511912345678", name: "Ana" });
    await deliver(t, t.graph.says(ana, "gastei 50 no mercado", { at: NOW }));
    await waitForQuiet(t);
    // A sign-in code two days later goes as the authentication template: billed.
    now = new Date(NOW.getTime() + 48 * HOUR);
    const start = await t.app.request("/api/auth/login/start", jsonRequest({ phone: "11912345678" }));
    expect(start.status).toBe(200);
    await waitFor(
      async () =>
        (
          await t.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM messages WHERE direction = 'outbound' AND pricing_category IS NOT NULL",
          )
        )[0]?.n === 2,
      // The statuses come back as webhooks of their own: slower on a loaded machine.
      30_000,
      "every message priced by its statuses",
    );
    const priced = await t.db.query<{ type: string; pricing_category: string; pricing_billable: boolean }>(
      "SELECT type, pricing_category, pricing_billable FROM messages WHERE direction = 'outbound' ORDER BY id",
    );
    // Her first message is answered with the welcome and the record in one free service reply.
    expect(priced).toEqual([
      { type: "text", pricing_category: "service", pricing_billable: false },
      { type: "template", pricing_category: "authentication", pricing_billable: true },
    ]);

    const login = await t.app.request("/api/admin/login", jsonRequest({ password: "senha-do-operador" }));
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const res = await t.app.request("/api/admin/billing/message-costs?month=2026-11", {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      totals: { sent: number; billable: number; estimatedUsd: number };
      items: Array<Record<string, unknown>>;
    };
    expect(body.totals).toMatchObject({ sent: 2, billable: 1, estimatedUsd: 0.01 });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      phone: "+5511912345678",
      received: 1,
      sent: 2,
      billable: { marketing: 0, utility: 0, authentication: 1, service: 0 },
      unpriced: 0,
      estimatedUsd: 0.01,
      estimatedCents: 5,
    });
    // A bad month is a clear error, and the page is the operator's only.
    const bad = await t.app.request("/api/admin/billing/message-costs?month=2026-13", {
      headers: { cookie },
    });
    expect(bad.status).toBe(400);
    expect((await t.app.request("/api/admin/billing/message-costs")).status).toBe(401);
  });
});

// Meta's status webhook can reach the app before the process that sent the message has stored its
// id. The fake Graph API reproduces it: it delivers the statuses, and waits for the app to take
// them, before it answers the send. The pricing they carry is kept and attached to the send.
describe.each(testEngines())("a status that comes before its send is stored (%s)", (engine) => {
  const t = useAssistantTestApp(engine, { now: () => NOW });
  const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]?.n;

  it("keeps its pricing and attaches it once the send is recorded, once", async () => {
    const payloads: unknown[] = [];
    const waiting: Array<number | undefined> = [];
    t.graph.deliverStatusesTo(
      async (payload) => {
        payloads.push(payload);
        await deliver(t, payload);
        // the race, as the database sees it: the status is in, its send not recorded yet
        waiting.push(await count("SELECT count(*)::int AS n FROM early_message_statuses"));
      },
      { beforeAnswer: true },
    );
    const ana = t.graph.person({ phone: "5511912340000", name: "Ana" });
    await deliver(t, t.graph.says(ana, "gastei 50 no mercado", { at: NOW }));
    await waitForQuiet(t);
    expect(waiting).toEqual([1, 2]);
    // the send recorded, its early statuses are attached right after
    const sent = await waitFor(
      async () => {
        const [row] = await t.db.query<{
          external_id: string;
          status: string;
          pricing_category: string | null;
          pricing_billable: boolean | null;
        }>(
          "SELECT external_id, status, pricing_category, pricing_billable FROM messages WHERE direction = 'outbound'",
        );
        return row?.status === "delivered" ? row : undefined;
      },
      15_000,
      "the early statuses attached",
    );
    expect(sent).toMatchObject({ pricing_category: "service", pricing_billable: false });
    const stored = () =>
      t.db.query<{ status: string }>(
        "SELECT status FROM message_statuses WHERE external_id = $1 ORDER BY id",
        [sent?.external_id],
      );
    expect(await stored()).toEqual([{ status: "sent" }, { status: "delivered" }]);
    expect(await count("SELECT count(*)::int AS n FROM early_message_statuses")).toBe(0);

    // Meta delivering the same statuses again changes nothing and keeps nothing early.
    for (const payload of payloads) await deliver(t, payload);
    expect(await stored()).toHaveLength(2);
    expect(await count("SELECT count(*)::int AS n FROM early_message_statuses")).toBe(0);
  });

  it("attaches a status that crossed its send's record at the next status, and forgets others' after a day", async () => {
    const [sent] = await t.db.query<{ id: number; external_id: string }>(
      "SELECT id, external_id FROM messages WHERE direction = 'outbound' ORDER BY id LIMIT 1",
    );
    if (!sent) throw new Error("no message sent");
    // As if the status was kept early just after its send was recorded (the two crossed).
    await t.db.query("UPDATE messages SET status = 'sent', pricing_category = NULL WHERE id = $1", [sent.id]);
    await t.db.query("DELETE FROM message_statuses WHERE external_id = $1 AND status = 'read'", [
      sent.external_id,
    ]);
    await t.db.query(
      `INSERT INTO early_message_statuses (external_id, status, occurred_at, recipient, pricing)
       VALUES ($1, 'read', now(), '5511912340000', $2::jsonb)`,
      [
        sent.external_id,
        JSON.stringify({ category: "service", type: "free_customer_service", model: "PMP", billable: false }),
      ],
    );
    // Another app's message on the same number, kept a day ago, and a status of it now.
    await t.db.query(
      `INSERT INTO early_message_statuses (external_id, status, occurred_at, received_at)
       VALUES ('wamid.someone-else', 'sent', now(), now() - interval '25 hours')`,
    );
    expect(
      await recordStatuses(t.db, [
        {
          externalId: "wamid.someone-else.2",
          status: "sent",
          occurredAt: NOW,
          recipient: "5511900000000",
          errors: null,
        },
      ]),
    ).toBe(1);
    const [after] = await t.db.query<{ status: string; pricing_category: string | null }>(
      "SELECT status, pricing_category FROM messages WHERE id = $1",
      [sent.id],
    );
    expect(after).toEqual({ status: "read", pricing_category: "service" });
    // the day-old one is gone; the new unknown one waits for its send
    expect(await t.db.query("SELECT external_id FROM early_message_statuses")).toEqual([
      { external_id: "wamid.someone-else.2" },
    ]);
  });
});

// The month as Meta bills it in 2026: charged is what a status's `pricing.type` says ("regular";
// `billable` is deprecated and may be missing), only once delivered; marketing_lite counts as
// marketing and authentication_international as authentication; per day (São Paulo), per category
// and per country of the people written to (their phone's calling code, else their BSUID's).
describe.each(testEngines())("a month of WhatsApp costs as Meta bills it (%s)", (engine) => {
  const db = useTestDb(engine);

  it("counts what Meta charges per day, category and country", async () => {
    const ana = await ensureUser(db, "+5511912345678", "Ana");
    const rui = await ensureUser(db, "+351912345678", "Rui");
    const [bia] = await db.query<{ id: number }>(
      "INSERT INTO users (wa_user_id, wa_username, name) VALUES ('BR.1502576394655843', 'bia', 'Bia') RETURNING id",
    );
    let n = 0;
    const sent = async (
      who: { id: number | null; phone?: string | null },
      at: string,
      status: string,
      pricing: { category: string; type: string; billable?: boolean | null } | null,
    ) => {
      n += 1;
      await db.query(
        `INSERT INTO messages (channel, external_id, direction, user_id, phone, wa_user_id, type, body, status,
           created_at, pricing_category, pricing_type, pricing_billable)
         VALUES ('whatsapp', $1, 'outbound', $2, $3, $4, 'text', 'oi', $5, $6, $7, $8, $9)`,
        [
          `wamid.cost${n}`,
          who.id,
          who.phone ?? null,
          who.phone ? null : "BR.1502576394655843",
          status,
          new Date(at),
          pricing?.category ?? null,
          pricing?.type ?? null,
          pricing?.billable ?? null,
        ],
      );
    };
    const a = { id: ana.id, phone: "+5511912345678" };
    await sent(a, "2026-10-31T23:00:00-03:00", "delivered", { category: "utility", type: "regular" });
    await sent(a, "2026-11-02T10:00:00-03:00", "delivered", {
      category: "service",
      type: "free_customer_service",
      billable: false,
    });
    // 23:30 in São Paulo is the next day in UTC: still 02/11 on the bill.
    await sent(a, "2026-11-02T23:30:00-03:00", "delivered", { category: "utility", type: "regular" });
    await sent(a, "2026-11-03T09:00:00-03:00", "read", {
      category: "authentication_international",
      type: "regular",
    });
    await sent(a, "2026-11-03T09:05:00-03:00", "sent", { category: "utility", type: "regular" });
    await sent({ id: rui.id, phone: "+351912345678" }, "2026-11-03T12:00:00-03:00", "read", {
      category: "marketing_lite",
      type: "regular",
    });
    await sent({ id: Number(bia?.id) }, "2026-11-04T12:00:00-03:00", "delivered", {
      category: "service",
      type: "regular",
    });

    // A sign-in code to a number with no account yet: paid for as well.
    await sent({ id: null, phone: "+5511900000001" }, "2026-11-04T15:00:00-03:00", "delivered", {
      category: "authentication",
      type: "regular",
    });

    const costs = await listMessageCosts(db, {
      month: "2026-11",
      page: 1,
      pageSize: 20,
      now: new Date("2026-11-20T12:00:00-03:00"),
      prices: BRAZIL_PRICES_USD,
      usdToBrl: 5,
    });
    const one = (category: string) => ({
      marketing: 0,
      utility: 0,
      authentication: 0,
      service: 0,
      [category]: 1,
    });
    expect(costs.totals).toEqual({
      sent: 7,
      billable: 5,
      estimatedUsd: 0.0897,
      byCategory: { marketing: 1, utility: 1, authentication: 2, service: 1 },
      costByCategory: { marketing: 0.0625, utility: 0.0068, authentication: 0.0136, service: 0.0068 },
      serviceDelivered: 2,
    });
    expect(costs.days).toEqual([
      { date: "2026-11-02", sent: 2, billable: one("utility"), estimatedUsd: 0.0068 },
      {
        date: "2026-11-03",
        sent: 3,
        billable: { marketing: 1, utility: 0, authentication: 1, service: 0 },
        estimatedUsd: 0.0693,
      },
      {
        date: "2026-11-04",
        sent: 2,
        billable: { marketing: 0, utility: 0, authentication: 1, service: 1 },
        estimatedUsd: 0.0136,
      },
    ]);
    expect(costs.noAccount).toEqual({ sent: 1, billable: one("authentication"), estimatedUsd: 0.0068 });
    expect(costs.countries).toEqual([
      { country: "PT", people: 1, sent: 1, billable: one("marketing"), estimatedUsd: 0.0625 },
      {
        country: "BR",
        people: 2,
        sent: 6,
        billable: { marketing: 0, utility: 1, authentication: 2, service: 1 },
        estimatedUsd: 0.0272,
      },
    ]);
    expect(costs.items.map((i) => [i.name, i.country, i.sent, i.undelivered, i.estimatedUsd])).toEqual([
      ["Rui", "PT", 1, 0, 0.0625],
      ["Ana", "BR", 4, 1, 0.0136],
      ["Bia", "BR", 1, 0, 0.0068],
    ]);
    expect(costs.items[1]?.billable).toEqual({ marketing: 0, utility: 1, authentication: 1, service: 0 });
  });
});
