import { describe, expect, it } from "vitest";
import { type Feature, featureGate, featureNames, planIncludes } from "./features.ts";
import { type PlanCode, planCodes } from "./plans.ts";

// The plans page (§9), written out by hand: M monthly, Q quarterly, A annual, then the three
// business plans. Each row is what the page promises; the table is the test's own statement,
// not derived from the code.
const X = true;
const _ = false;
//                                   M  Q  A  bM bQ bA
const expected: Record<Feature, boolean[]> = {
  records: /*                   */ [X, X, X, X, X, X],
  reminders: /*                 */ [X, X, X, X, X, X],
  recurring: /*                 */ [X, X, X, X, X, X],
  basic_reports: /*             */ [X, X, X, X, X, X],
  media: /*                     */ [X, X, X, X, X, X],
  cards: /*                     */ [X, X, X, X, X, X],
  installments: /*              */ [X, X, X, X, X, X],
  dashboard: /*                 */ [X, X, X, X, X, X],
  limits: /*                    */ [_, X, X, _, _, _],
  alerts: /*                    */ [_, X, X, _, _, _],
  detailed_reports: /*          */ [_, X, X, _, _, _],
  weekly_summaries: /*          */ [_, X, X, _, _, _],
  insights: /*                  */ [_, X, X, _, _, _],
  smart_alerts: /*              */ [_, _, X, _, _, _],
  financial_planning: /*        */ [_, _, X, _, _, _],
  excel_export: /*              */ [_, _, X, _, _, _],
  business_books: /*            */ [_, _, _, X, X, X],
};

describe("planIncludes", () => {
  it("covers every feature in the table", () => {
    expect(Object.keys(expected).sort()).toEqual([...featureNames].sort());
  });

  const pairs = featureNames.flatMap((feature) =>
    planCodes.map((plan, i) => ({ plan, feature, included: expected[feature][i] })),
  );
  it.each(pairs)("$plan includes $feature: $included", ({ plan, feature, included }) => {
    expect(planIncludes(plan, feature)).toBe(included);
  });
});

describe("featureGate", () => {
  it("lets an open instance use everything", () => {
    for (const feature of featureNames) expect(featureGate("open", feature)).toEqual({ allowed: true });
  });

  it("names the personal plans that have limits when the person is on monthly", () => {
    expect(featureGate(["monthly"], "limits")).toEqual({
      allowed: false,
      feature: "limits",
      label: "Limites de gastos por categoria",
      plansWithIt: ["quarterly", "annual"],
      planTitles: ["Plano Trimestral", "Plano Anual"],
    });
  });

  it("offers only the annual plan for Excel export", () => {
    const gate = featureGate(["quarterly", "business_annual"], "excel_export");
    expect(gate.allowed === false && gate.plansWithIt).toEqual(["annual"]);
  });

  it("adds the business books through a business plan held beside a personal one", () => {
    const both: PlanCode[] = ["monthly", "business_monthly"];
    expect(featureGate(both, "business_books").allowed).toBe(true);
    expect(featureGate(["annual"], "business_books")).toMatchObject({
      allowed: false,
      plansWithIt: ["business_monthly", "business_quarterly", "business_annual"],
    });
  });

  it("allows nothing without a plan", () => {
    expect(featureGate([], "records").allowed).toBe(false);
  });
});

describe("intentFeature", () => {
  it("asks for the limits feature to set or read a spending limit, nothing for a record", async () => {
    const { intentFeature } = await import("./intent-feature.ts");
    expect(
      intentFeature({ intent: "limit", category: "Mercado", amount: 800, period: "month" } as never),
    ).toBe("limits");
    expect(intentFeature({ intent: "query", metric: "limit", category: null } as never)).toBe("limits");
    expect(intentFeature({ intent: "greeting" })).toBeNull();
  });
});
