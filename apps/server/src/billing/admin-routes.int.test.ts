import { billingAdminEndpoints } from "@tostao/core";
import { fillPath } from "@tostao/core/api/endpoint";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AssistantTestApp, createAssistantTestApp } from "../testing/assistant-app.ts";
import {
  type HotmartOptions,
  hotmartPayload,
  hotmartRequest,
  TEST_CHECKOUT_ENV,
} from "../testing/checkout-deliveries.ts";
import { jsonRequest } from "../testing/test-app.ts";

// Tuesday 10/11/2026 12:00 in São Paulo.
const NOW = new Date("2026-11-10T12:00:00-03:00");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testEngines())("the operator's billing API on %s", (engine) => {
  let t: AssistantTestApp;
  let cookie = "";
  beforeAll(async () => {
    t = await createAssistantTestApp(engine, {
      now: () => NOW,
      workers: false,
      env: {
        ADMIN_PASSWORD: "senha-do-operador",
        ...TEST_CHECKOUT_ENV,
        AFFILIATE_VETERAN_SALES: "2",
        AFFILIATE_ELITE_SALES: "5",
      },
    });
    const login = await t.app.request("/api/admin/login", jsonRequest({ password: "senha-do-operador" }));
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const send = (event: string, o: HotmartOptions) =>
      t.app.request("/webhooks/hotmart", hotmartRequest(hotmartPayload(event, o)));
    const carla = { code: "AFF-CARLA", name: "Carla Afiliada", commission: 95.52 };
    const buyer = (key: string, name: string, productId: number, price: number, phone: string) =>
      ({ subscriber: `S-${key}`, transaction: `T-${key}`, productId, phone, name, price }) as const;
    const ana = { ...buyer("ANA", "Ana Souza", 4567890, 238.8, "11911110001"), affiliate: carla };
    const bruno = { ...buyer("BRUNO", "Bruno Lima", 4567891, 39.9, "11911110002"), affiliate: carla };
    const cida = buyer("CIDA", "Cida Reis", 4567892, 89.7, "11911110003");
    // Ana: annual through Carla, this month. Bruno: monthly through Carla, then refunded.
    // Cida: quarterly last month, cancelled this month. Davi: a product nobody mapped.
    await send("PURCHASE_APPROVED", { ...ana, at: NOW.getTime() - 2 * DAY });
    await send("PURCHASE_APPROVED", { ...bruno, at: NOW.getTime() - 3 * DAY });
    await send("PURCHASE_REFUNDED", { ...bruno, at: NOW.getTime() - DAY });
    await send("PURCHASE_APPROVED", { ...cida, at: NOW.getTime() - 30 * DAY });
    await send("SUBSCRIPTION_CANCELLATION", { at: NOW.getTime() - HOUR, subscriber: "S-CIDA" });
    await send("PURCHASE_APPROVED", {
      at: NOW.getTime() - HOUR,
      subscriber: "S-DAVI",
      productId: 1,
      offerCode: "nada",
    });
    await t.db.query(
      `INSERT INTO messages (channel, direction, user_id, phone, type, body, status, error, attempts, created_at)
       SELECT 'whatsapp', d, u.id, u.phone, 'text', b, s, e, a, $1 FROM users u,
         (VALUES ('outbound', 'Lembrete: luz', 'failed', '131047 fora da janela', 10),
                 ('inbound', 'oi', 'processed', NULL, 0)) AS v(d, b, s, e, a)
       WHERE u.phone = '+5511911110001'`,
      [new Date(NOW.getTime() - HOUR)],
    );
  });
  afterAll(() => t?.close());

  const get = async (path: string) => {
    const res = await t.app.request(path, { headers: { cookie } });
    expect(res.status).toBe(200);
    return res.json() as Promise<Record<string, unknown> & { items: Record<string, unknown>[] }>;
  };

  it("refuses every billing admin route without an operator session", async () => {
    for (const endpoint of Object.values(billingAdminEndpoints)) {
      const path = fillPath(endpoint.path, { id: 1 });
      const attempts: Record<string, string>[] = [{}, { cookie: "tostao_admin=forjado" }];
      for (const headers of attempts) {
        const res = await t.app.request(path, { method: endpoint.method, headers });
        expect(res.status, `${endpoint.method} ${path}`).toBe(401);
        expect(await res.json()).toEqual({
          error: { code: "unauthorized", message: "Entre na área do operador para continuar." },
        });
      }
    }
  });

  it("gives the morning figures: active, new, cancelled, refunded this month, MRR, messages, failures", async () => {
    const overview = await get("/api/admin/billing/overview");
    expect(overview).toMatchObject({
      month: "2026-11",
      activeSubscribers: 1,
      newThisMonth: 2,
      cancelledThisMonth: 1,
      refundedThisMonth: 1,
      chargebacksThisMonth: 0,
      mrrCents: 1990,
      messagesToday: 1,
      failedDeliveries: 1,
    });
    const daily = overview.daily as Array<{ date: string; newSubscriptions: number; cancellations: number }>;
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toMatchObject({ date: "2026-11-10", cancellations: 1, messages: 1 });
    expect(daily.find((d) => d.date === "2026-11-08")?.newSubscriptions).toBe(1);
  });

  it("lists customers with plan, status and books size, searched by phone or name", async () => {
    const all = await get("/api/admin/billing/customers");
    expect(all.total).toBe(3);
    const byPhone = await get("/api/admin/billing/customers?q=(11) 91111-0002");
    expect(byPhone.items.map((c) => [c.name, c.plan, c.status, c.records])).toEqual([
      ["Bruno Lima", "monthly", "refunded", 0],
    ]);
    expect((await get("/api/admin/billing/customers?q=cida")).items[0]).toMatchObject({
      status: "cancelled",
    });
    const bad = await t.app.request("/api/admin/billing/customers?status=talvez", { headers: { cookie } });
    expect(bad.status).toBe(400);
  });

  it("shows a subscription with its event history in the order things happened", async () => {
    const list = await get("/api/admin/billing/subscriptions?q=bruno");
    const id = list.items[0]?.id;
    const detail = (await get(`/api/admin/billing/subscriptions/${id}`)) as unknown as {
      subscription: { status: string };
      events: Array<{ eventType: string; outcome: string }>;
    };
    expect(detail.subscription.status).toBe("refunded");
    expect(detail.events.map((e) => e.eventType)).toEqual(["PURCHASE_APPROVED", "PURCHASE_REFUNDED"]);
    const missing = await t.app.request("/api/admin/billing/subscriptions/999999", { headers: { cookie } });
    expect(missing.status).toBe(404);
    const ignored = await get("/api/admin/billing/events?outcome=ignored");
    expect(ignored.items.map((e) => e.note)).toEqual(["produto não mapeado em PLAN_PRODUCTS (nada, 1, 1)"]);
  });

  it("counts affiliate sales without refunded ones and places them in a tier", async () => {
    const { items, thresholds } = (await get("/api/admin/billing/affiliates")) as unknown as {
      items: Array<Record<string, unknown>>;
      thresholds: unknown;
    };
    expect(thresholds).toEqual({ veteranSales: 2, eliteSales: 5 });
    expect(items).toEqual([
      {
        code: "AFF-CARLA",
        name: "Carla Afiliada",
        sales: 1,
        refunds: 1,
        revenueCents: 23880,
        reportedCommissionCents: 9552,
        tier: "standard",
        percent: 40,
        tierCommissionCents: 9552,
        salesToNextTier: 1,
      },
    ]);
  });

  it("lists failed messages and puts one back in the queue once", async () => {
    const failed = await get("/api/admin/billing/failed-messages");
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({ error: "131047 fora da janela", name: "Ana Souza" });
    const path = `/api/admin/billing/failed-messages/${failed.items[0]?.id}/retry`;
    const retry = await t.app.request(path, { method: "POST", headers: { cookie } });
    expect(await retry.json()).toEqual({ id: failed.items[0]?.id, status: "queued" });
    const again = await t.app.request(path, { method: "POST", headers: { cookie } });
    expect(again.status).toBe(404);
    expect((await get("/api/admin/billing/failed-messages")).items).toHaveLength(0);
  });
});
