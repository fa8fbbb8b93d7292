import * as core from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { sayAndCollect, useAssistantTestApp } from "../testing/assistant-app.ts";
import { hotmartPayload, hotmartRequest, TEST_CHECKOUT_ENV } from "../testing/checkout-deliveries.ts";

// What a paying person hears when they ask in chat for something their plan does not include:
// what it is, which plans have it, their own plan and the plans page. Clock: Tuesday 10/11/2026.
const NOW = new Date("2026-11-10T12:00:00-03:00");
const MONTHLY = "5511987650001";
const ANNUAL = "5511987650002";
const PLANS_URL = "https://tostao.app/planos";

const locked = (feature: core.Feature) => {
  const gate = core.featureGate(["monthly"], feature);
  if (gate.allowed) throw new Error(`monthly includes ${feature}`);
  return core.replyFeatureLocked(gate, PLANS_URL, ["monthly"]);
};

describe.each(testEngines())("chat answers about plan features (%s)", (engine) => {
  const t = useAssistantTestApp(engine, {
    now: () => NOW,
    env: {
      ACCESS_MODE: "paid",
      ...TEST_CHECKOUT_ENV,
      PUBLIC_URL: "https://tostao.app",
    },
  });
  let seq = 0;
  const say = (phone: string, text: string) => sayAndCollect(t, phone, `wamid.gate${++seq}`, text);
  const buy = async (phone: string, productId: number) => {
    const payload = hotmartPayload("PURCHASE_APPROVED", {
      at: NOW.getTime() - 3_600_000,
      phone: phone.slice(2),
      subscriber: `SUB-${phone}`,
      productId,
    });
    expect((await t.app.request("/webhooks/hotmart", hotmartRequest(payload))).status).toBe(200);
    await say(phone, "oi");
  };

  it("on the monthly plan, turns on the monthly close and explains where the weekly summary is", async () => {
    await buy(MONTHLY, 4567891);
    const answer = await say(MONTHLY, "ativar resumo");
    expect(answer).toBe(`${core.replyMonthlyCloseOn()}\n\n${locked("weekly_summaries")}`);
    expect(answer).toContain("nos planos Trimestral e Anual");
    expect(answer).toContain("Seu plano hoje: Plano Mensal");
    expect(answer).toContain(PLANS_URL);
  });

  it("on the monthly plan, explains the Excel export, insights and smart alerts instead of 'não entendi'", async () => {
    expect(await say(MONTHLY, "exportar planilha")).toBe(locked("excel_export"));
    expect(await say(MONTHLY, "me manda o excel")).toContain("disponível no plano Anual");
    const insights = await say(MONTHLY, "quero insights");
    expect(insights).toBe(locked("insights"));
    expect(insights).toContain(core.featurePitch.insights);
    expect(await say(MONTHLY, "ativar alertas")).toBe(locked("alerts"));
    expect(await say(MONTHLY, "planejamento financeiro")).toBe(locked("financial_planning"));
  });

  it("on the monthly plan, says which plans keep the business books, and writes nothing there", async () => {
    const answer = await say(MONTHLY, "empresa: paguei 300 de fornecedor");
    expect(answer).toContain("Finanças da empresa separadas das pessoais");
    expect(answer).toContain("nos planos Empresarial Mensal, Empresarial Trimestral e Empresarial Anual");
    expect(answer).toContain(PLANS_URL);
    const rows = await t.db.query("SELECT 1 FROM transactions WHERE book = 'business'");
    expect(rows).toHaveLength(0);
  });

  it("on the annual plan, turns every digest on and says where the features are", async () => {
    await buy(ANNUAL, 4567890);
    expect(await say(ANNUAL, "ativar resumo")).toBe(core.replyDigestsOn());
    expect(await say(ANNUAL, "exportar planilha")).toBe(core.replyFeatureHowTo.excel_export);
    expect(await say(ANNUAL, "quero insights")).toBe(core.replyFeatureHowTo.insights);
    expect(await say(ANNUAL, "limite de 800 no mercado")).toContain("Mercado");
  });
});
