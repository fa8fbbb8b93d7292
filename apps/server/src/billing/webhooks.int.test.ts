import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  hotmartPayload,
  hotmartRequest,
  kiwifyPayload,
  kiwifyRequest,
  TEST_CHECKOUT_ENV,
} from "../testing/checkout-deliveries.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const day = 86_400_000;
const t0 = Date.parse("2026-11-10T15:00:00Z");

describe.each(testEngines())("checkout webhooks on %s", (engine) => {
  let t: TestApp;
  let now = new Date(t0);
  beforeAll(async () => {
    t = await createTestApp(engine, TEST_CHECKOUT_ENV, { now: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    now = new Date(t0);
    await t.db.exec(
      "DELETE FROM subscription_events; DELETE FROM subscriptions; DELETE FROM messages; DELETE FROM users;",
    );
  });

  const hotmart = async (event: string, o: Parameters<typeof hotmartPayload>[1], hottok?: string) => {
    const res = await t.app.request("/webhooks/hotmart", hotmartRequest(hotmartPayload(event, o), hottok));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const subscription = async () =>
    (
      await t.db.query<{
        status: string;
        plan: string;
        user_id: number | null;
        phone: string;
        period_end: Date;
      }>("SELECT status, plan, user_id, phone, period_end FROM subscriptions")
    )[0];
  const templates = () =>
    t.db.query<{ phone: string; body: string; template: { name: string; params: string[] } }>(
      "SELECT phone, body, template FROM messages WHERE type = 'template' ORDER BY id",
    );
  const count = async (table: string) =>
    Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

  it("activates an approved Hotmart purchase, creates the buyer's account by phone and queues the welcome template", async () => {
    const res = await hotmart("PURCHASE_APPROVED", { at: t0, productId: 4567890, phone: "11987654321" });
    expect(res).toMatchObject({
      status: 200,
      body: { outcome: "applied", status: "active", welcomed: true },
    });
    const sub = await subscription();
    expect(sub).toMatchObject({ status: "active", plan: "annual", phone: "+5511987654321" });
    expect(sub?.period_end.toISOString()).toBe("2027-11-10T15:00:00.000Z");
    const users = await t.db.query<{ id: number; phone: string; name: string }>(
      "SELECT id, phone, name FROM users",
    );
    expect(users).toEqual([{ id: sub?.user_id, phone: "+5511987654321", name: "Ana Souza" }]);
    const sent = await templates();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.template).toEqual({
      name: "tostao_boas_vindas",
      language: "pt_BR",
      params: ["Ana", "Plano Anual"],
    });
    expect(sent[0]?.body).toContain("Sua assinatura do Plano Anual do Tostão está ativa");
  });

  it("reads the buyer's phone with or without 55 as the same person", async () => {
    await hotmart("PURCHASE_APPROVED", { at: t0, phone: "5511987654321", subscriber: "A" });
    await hotmart("PURCHASE_APPROVED", { at: t0, phone: "11987654321", subscriber: "B", transaction: "HP2" });
    expect(await count("users")).toBe(1);
    expect(await count("subscriptions")).toBe(2);
  });

  it("stores the same delivery once, also five at the same time, and welcomes once", async () => {
    const payload = hotmartPayload("PURCHASE_APPROVED", { at: t0 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.app.request("/webhooks/hotmart", hotmartRequest(payload))),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(
      results.map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(4);
    expect(await count("subscription_events")).toBe(1);
    expect(await templates()).toHaveLength(1);
    const again = await t.app.request("/webhooks/hotmart", hotmartRequest(payload));
    expect(await again.json()).toEqual({ outcome: "duplicate" });
  });

  it("refuses a wrong or missing token with 401 and stores nothing", async () => {
    const wrong = await hotmart("PURCHASE_APPROVED", { at: t0 }, "outro-token");
    expect(wrong).toEqual({
      status: 401,
      body: { error: { code: "unauthorized", message: "Token ou assinatura da Hotmart inválidos." } },
    });
    const res = await t.app.request("/webhooks/hotmart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(hotmartPayload("PURCHASE_APPROVED", { at: t0 })),
    });
    expect(res.status).toBe(401);
    expect(await count("subscription_events")).toBe(0);
    expect(await count("users")).toBe(0);
  });

  it("answers 400 in pt-BR to a signed body that is not a Hotmart event, storing nothing", async () => {
    const notJson = await t.app.request("/webhooks/hotmart", { ...hotmartRequest({}), body: "{oops" });
    expect(notJson.status).toBe(400);
    const res = await t.app.request("/webhooks/hotmart", hotmartRequest({ event: "PURCHASE_APPROVED" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "validation",
        message: "Evento da Hotmart ilegível: envelope sem id, event ou creation_date.",
      },
    });
    expect(await count("subscription_events")).toBe(0);
  });

  it("ends access at once on a refund within the 7-day guarantee and tells the person", async () => {
    await hotmart("PURCHASE_APPROVED", { at: t0 });
    now = new Date(t0 + 3 * day);
    const res = await hotmart("PURCHASE_REFUNDED", { at: t0 + 3 * day });
    expect(res.body).toMatchObject({ outcome: "applied", status: "refunded", toldAccessEnded: true });
    expect((await subscription())?.status).toBe("refunded");
    const sent = await templates();
    expect(sent.map((m) => m.template.name)).toEqual(["tostao_boas_vindas", "tostao_acesso_encerrado"]);
    expect(sent[1]?.body).toContain("Seu reembolso foi confirmado e o acesso ao Tostão foi encerrado.");
  });

  it("does not reactivate on a late approval delivered after the refund", async () => {
    const approved = hotmartPayload("PURCHASE_APPROVED", { at: t0 });
    await hotmart("PURCHASE_REFUNDED", { at: t0 + day });
    const late = await t.app.request("/webhooks/hotmart", hotmartRequest(approved));
    expect(await late.json()).toMatchObject({ outcome: "applied", status: "refunded", welcomed: false });
    expect((await subscription())?.status).toBe("refunded");
    expect(await templates()).toHaveLength(0);
  });

  it("ends access on a chargeback", async () => {
    await hotmart("PURCHASE_APPROVED", { at: t0 });
    now = new Date(t0 + 20 * day);
    const res = await hotmart("PURCHASE_CHARGEBACK", { at: t0 + 20 * day });
    expect(res.body).toMatchObject({ status: "chargeback", toldAccessEnded: true });
    expect((await templates())[1]?.body).toContain("contestado no cartão");
  });

  it("keeps access until the period ends after a cancellation", async () => {
    await hotmart("PURCHASE_APPROVED", { at: t0 });
    const res = await hotmart("SUBSCRIPTION_CANCELLATION", { at: t0 + 5 * day });
    expect(res.body).toMatchObject({ status: "cancelled", toldAccessEnded: false });
    expect((await subscription())?.period_end.toISOString()).toBe("2026-12-10T15:00:00.000Z");
  });

  it("switches plan without restarting the period, and welcomes only once", async () => {
    await hotmart("PURCHASE_APPROVED", { at: t0 });
    const res = await hotmart("SWITCH_PLAN", { at: t0 + 2 * day, newOfferKey: "4567890" });
    expect(res.body).toMatchObject({ outcome: "applied", status: "active", welcomed: false });
    expect(await subscription()).toMatchObject({ plan: "annual", status: "active" });
    expect(await templates()).toHaveLength(1);
  });

  it("stores purchases of products not in PLAN_PRODUCTS without giving access", async () => {
    const res = await hotmart("PURCHASE_APPROVED", { at: t0, productId: 999, offerCode: "zzz" });
    expect(res.body).toEqual({
      outcome: "ignored",
      note: "produto não mapeado em PLAN_PRODUCTS (zzz, 1, 999)",
    });
    expect(await count("subscription_events")).toBe(1);
    expect(await count("subscriptions")).toBe(0);
    expect(await count("users")).toBe(0);
  });

  it("applies Kiwify orders signed with HMAC-SHA1 and refuses a bad signature", async () => {
    const approved = kiwifyRequest(
      kiwifyPayload("compra_aprovada", { at: "2026-11-10 12:00", orderId: "o-1" }),
    );
    const res = await t.app.request(approved.path, approved.init);
    expect(await res.json()).toMatchObject({ outcome: "applied", status: "active", welcomed: true });
    expect(await subscription()).toMatchObject({ plan: "quarterly", phone: "+5521998765432" });
    expect((await subscription())?.period_end.toISOString()).toBe("2027-02-10T15:00:00.000Z");

    const renewed = kiwifyRequest(
      kiwifyPayload("subscription_renewed", { at: "2027-02-09 12:00", orderId: "o-2" }),
    );
    expect(await (await t.app.request(renewed.path, renewed.init)).json()).toMatchObject({
      status: "active",
    });
    expect((await subscription())?.period_end.toISOString()).toBe("2027-05-10T15:00:00.000Z");

    const forged = kiwifyRequest(
      kiwifyPayload("compra_reembolsada", { at: "2026-11-11 12:00", orderId: "o-1" }),
      "outro",
    );
    const refused = await t.app.request(forged.path, forged.init);
    expect(refused.status).toBe(401);
    const unsigned = await t.app.request("/webhooks/kiwify", forged.init);
    expect(unsigned.status).toBe(401);
    expect(await count("subscription_events")).toBe(2);
    expect((await subscription())?.status).toBe("active");
  });

  it("says which variable enables a platform that is not configured", async () => {
    const off = await createTestApp(engine);
    try {
      const res = await off.app.request("/webhooks/kiwify", { method: "POST", body: "{}" });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: {
          code: "unavailable",
          message: "Webhook da Kiwify desativado: defina KIWIFY_TOKEN e reinicie o servidor.",
        },
      });
    } finally {
      await off.close();
    }
  });
});
