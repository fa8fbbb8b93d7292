import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { deliver, useAssistantTestApp, waitFor, waitForQuiet } from "../testing/assistant-app.ts";
import { jsonRequest } from "../testing/test-app.ts";

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
    expect(body.totals).toEqual({ sent: 2, billable: 1, estimatedUsd: 0.01 });
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
