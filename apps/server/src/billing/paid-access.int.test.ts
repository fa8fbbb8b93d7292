import type { Interpretation } from "@tostao/core";
import { featurePitch, parseMessage, replyFirstSteps, replyNoAccess } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { sayAndCollect, useAssistantTestApp, waitFor } from "../testing/assistant-app.ts";
import { hotmartPayload, hotmartRequest, TEST_CHECKOUT_ENV } from "../testing/checkout-deliveries.ts";

// From checkout to a paying customer on a paid instance, through the real webhook, pipeline
// and a local Graph API: the clock is fixed at Tuesday 10/11/2026 12:00 São Paulo.
const NOW = new Date("2026-11-10T12:00:00-03:00");
const PHONE = "5511987654321";
const HOUR = 3_600_000;

// The parser does not read spending limits yet; the gate is what is under test here.
const understand = (text: string, now: Date): Interpretation[] =>
  text.startsWith("limite ")
    ? [{ intent: "limit", category: "Mercado", amount: 800 }]
    : parseMessage(text, now);

describe.each(testEngines())("paid access on %s", (engine) => {
  let seq = 0;
  const t = useAssistantTestApp(engine, {
    now: () => NOW,
    understand,
    env: {
      ACCESS_MODE: "paid",
      ...TEST_CHECKOUT_ENV,
      PUBLIC_URL: "https://tostao.app",
      TRIAL_URL: "https://tostao.app/teste-gratis",
    },
  });

  const _sentTo = () => t.graph.sentTexts().filter((m) => m.to === PHONE);
  // Billing's notices go out as WhatsApp templates (the buyer may not have written in 24 hours).
  const templatesTo = () => t.graph.sentTemplates().filter((m) => m.to === PHONE);

  async function say(text: string): Promise<string> {
    seq++;
    return sayAndCollect(t, PHONE, `wamid.paid${seq}`, text);
  }
  const hotmart = async (event: string, at: number, extra: Record<string, unknown> = {}) => {
    const res = await t.app.request(
      "/webhooks/hotmart",
      hotmartRequest(hotmartPayload(event, { at, phone: "11987654321", subscriber: "SUB-PAID", ...extra })),
    );
    expect(res.status).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const count = async (sql: string) => Number((await t.db.query<{ n: number }>(sql))[0]?.n);

  it("answers someone without a plan with the plans and the trial, keeping nothing of theirs", async () => {
    const answer = await say("gastei 50 no mercado");
    expect(answer).toBe(
      replyNoAccess({
        name: "Ana Souza",
        plansUrl: "https://tostao.app/planos",
        trialUrl: "https://tostao.app/teste-gratis",
      }),
    );
    expect(await count("SELECT count(*)::int AS n FROM transactions")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM users")).toBe(0);
    expect(
      await count("SELECT count(*)::int AS n FROM messages WHERE direction = 'inbound' AND body IS NOT NULL"),
    ).toBe(0);
  });

  it("welcomes a buyer once on approval, then serves them with the first steps", async () => {
    const approved = hotmartPayload("PURCHASE_APPROVED", {
      at: NOW.getTime() - HOUR,
      phone: "11987654321",
      subscriber: "SUB-PAID",
    });
    for (let i = 0; i < 3; i++) await t.app.request("/webhooks/hotmart", hotmartRequest(approved));
    await waitFor(() => templatesTo().length >= 1, 15_000, "welcome");
    await new Promise((r) => setTimeout(r, 300));
    expect(templatesTo().map((m) => [m.name, m.params])).toEqual([
      ["tostao_boas_vindas", ["Ana", "Plano Mensal"]],
    ]);
    const [stored] = await t.db.query<{ body: string }>(
      "SELECT body FROM messages WHERE type = 'template' AND status = 'sent'",
    );
    expect(stored?.body).toContain("Sua assinatura do Plano Mensal do Tostão está ativa");

    expect(await say("oi")).toBe(
      replyFirstSteps({ name: "Ana Souza", dashboardUrl: "https://painel.tostao.app" }),
    );
    expect(await say("gastei 50 no mercado")).toContain("R$ 50,00");
    expect(await count("SELECT count(*)::int AS n FROM transactions")).toBe(1);
  });

  it("explains which plans have a feature the monthly plan lacks", async () => {
    const answer = await say("limite de 800 para mercado");
    expect(answer).toBe(
      [
        "🔒 *Limites de gastos por categoria* está disponível nos planos Trimestral e Anual. Seu plano hoje: Plano Mensal, que não inclui esse recurso.",
        featurePitch.limits,
        "Para mudar de plano: https://tostao.app/planos",
      ].join("\n"),
    );
  });

  it("offers the business plans when a personal-only buyer asks for the business books", async () => {
    const answer = await say("modo empresa");
    expect(answer.split("\n")[0]).toBe(
      "🔒 *Finanças da empresa separadas das pessoais* está disponível nos planos Empresarial Mensal, Empresarial Trimestral e Empresarial Anual. Seu plano hoje: Plano Mensal, que não inclui esse recurso.",
    );
    expect(answer).toContain("Para mudar de plano: https://tostao.app/planos");
    expect(await say("empresa: paguei 300 de fornecedor")).toBe(answer);
    expect(await count("SELECT count(*)::int AS n FROM transactions WHERE book = 'business'")).toBe(0);
  });

  it("ends access on a refund within the guarantee, tells the person, and stops serving them", async () => {
    const result = await hotmart("PURCHASE_REFUNDED", NOW.getTime() - HOUR / 2);
    expect(result).toMatchObject({ status: "refunded", toldAccessEnded: true });
    await waitFor(
      () => templatesTo().some((m) => m.name === "tostao_acesso_encerrado"),
      15_000,
      "refund notice",
    );
    const answer = await say("gastei 20 na padaria");
    expect(answer).toContain("você precisa de um plano ativo");
    expect(await count("SELECT count(*)::int AS n FROM transactions")).toBe(1);
  });
});
