import { describe, expect, it } from "vitest";
import { featureGate } from "./features.ts";
import { replyFeatureLocked, replyNoAccess, welcomeTemplateText } from "./replies.ts";

describe("billing replies", () => {
  it("tells someone without a plan where the plans and the trial are, and that nothing was kept", () => {
    const text = replyNoAccess({
      name: "Ana Souza",
      plansUrl: "https://t.app/planos",
      trialUrl: "https://t.app/teste",
    });
    expect(text).toContain("Olá, Ana!");
    expect(text).toContain("https://t.app/planos");
    expect(text).toContain("teste grátis: https://t.app/teste");
    expect(text).toContain("não guardei nada");
  });

  it("names the plans that have a locked feature", () => {
    const gate = featureGate(["monthly"], "weekly_summaries");
    if (gate.allowed) throw new Error("monthly has no weekly summaries");
    expect(replyFeatureLocked(gate, "https://t.app/planos", ["monthly"])).toBe(
      [
        "🔒 *Resumos semanais* está disponível nos planos Trimestral e Anual. Seu plano hoje: Plano Mensal, que não inclui esse recurso.",
        "Toda segunda, às 10h, um resumo da semana: gastos por categoria, limites, metas e faturas que vencem.",
        "Para mudar de plano: https://t.app/planos",
      ].join("\n"),
    );
    const excel = featureGate(["quarterly"], "excel_export");
    if (excel.allowed) throw new Error("quarterly has no Excel export");
    expect(replyFeatureLocked(excel, "u")).toContain("disponível no plano Anual.");
  });

  it("words the welcome with the plan's title", () => {
    expect(welcomeTemplateText({ name: null, planTitle: "Plano Anual" })).toMatch(
      /^Olá! Sua assinatura do Plano Anual/,
    );
  });
});
