import { describe, expect, it } from "vitest";
import { featureGate, featureNames, planCodes, planIncludes } from "../billing/index.ts";
import { availableIn, lockedFeatureMessage, mePlanSchema, planFeature } from "./plan.ts";

describe("the dashboard's plan features", () => {
  it("names one plan or lists several", () => {
    expect(availableIn(["Plano Anual"])).toBe("no Plano Anual");
    expect(availableIn(["Plano Trimestral", "Plano Anual"])).toBe("nos planos Trimestral e Anual");
  });

  it("says in pt-BR what a locked feature is and where it is sold", () => {
    const gate = featureGate(["monthly"], "excel_export");
    if (gate.allowed) throw new Error("monthly must not include Excel");
    expect(lockedFeatureMessage(gate)).toBe(
      "Exportação para Excel: disponível no Plano Anual. Conheça os planos em /planos.",
    );
    const limits = featureGate(["monthly"], "limits");
    if (limits.allowed) throw new Error("monthly must not include limits");
    expect(lockedFeatureMessage(limits)).toBe(
      "Limites de gastos por categoria: disponível nos planos Trimestral e Anual. Conheça os planos em /planos.",
    );
  });

  it("agrees with planIncludes for every plan and feature, naming the plans when locked", () => {
    for (const plan of planCodes) {
      for (const feature of featureNames) {
        const view = planFeature(featureGate([plan], feature), feature);
        expect(view.allowed, `${plan} × ${feature}`).toBe(planIncludes(plan, feature));
        expect(view.planTitles.length > 0, `${plan} × ${feature}`).toBe(!view.allowed);
      }
    }
  });

  it("needs every feature in the answer", () => {
    const features = Object.fromEntries(
      featureNames.slice(1).map((f) => [f, { allowed: true, label: f, planTitles: [] }]),
    );
    const parsed = mePlanSchema.safeParse({
      access: "open",
      planTitles: [],
      book: "personal",
      books: ["personal"],
      features,
    });
    expect(parsed.success).toBe(false);
  });
});
