import { describe, expect, it } from "vitest";
import { featurePitch, readFeatureRequest, replyFeatureHowTo } from "./feature-requests.ts";
import { featureNames } from "./features.ts";

describe("readFeatureRequest", () => {
  it.each([
    ["exportar planilha", "excel_export"],
    ["Me manda o Excel!", "excel_export"],
    ["como baixo a planilha?", "excel_export"],
    ["quero insights", "insights"],
    ["tem insight?", "insights"],
    ["ativar alertas", "alerts"],
    ["quero alertas automáticos", "alerts"],
    ["alertas inteligentes", "smart_alerts"],
    ["planejamento financeiro", "financial_planning"],
  ] as const)("reads %j as a request for %s", (text, feature) => {
    expect(readFeatureRequest(text)).toBe(feature);
    expect(replyFeatureHowTo[feature]).toBeTruthy();
  });

  it.each([
    "gastei 50 no mercado",
    "planilha de 30 reais",
    "oi",
    "quanto gastei este mês?",
    "limite de 800 no mercado",
  ])("leaves %j to the parser", (text) => {
    expect(readFeatureRequest(text)).toBeNull();
  });

  it("says what every feature does", () => {
    for (const feature of featureNames) expect(featurePitch[feature].length).toBeGreaterThan(20);
  });
});
