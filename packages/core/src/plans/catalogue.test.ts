import { describe, expect, it } from "vitest";
import { parseEnv, toPublicConfig } from "../config/schema.ts";
import {
  businessPlans,
  monthlyEquivalent,
  personalPlans,
  planPriceLabels,
  planSchemaPrice,
  savingsPercent,
} from "./catalogue.ts";

const byType = (type: string) => {
  const plan = personalPlans.find((p) => p.type === type);
  if (!plan) throw new Error(`no ${type} plan`);
  return plan;
};

describe("personal plans", () => {
  it("lists annual, quarterly, monthly with only the annual highlighted", () => {
    expect(personalPlans.map((p) => p.type)).toEqual(["anual", "trimestral", "mensal"]);
    expect(personalPlans.map((p) => p.highlight)).toEqual([true, false, false]);
  });

  it.each([
    ["mensal", "R$ 39,90", "R$ 39,90", null, null],
    ["trimestral", "R$ 89,70", "R$ 29,90", "Economize 25%", "POPULAR"],
    ["anual", "R$ 238,80", "R$ 19,90", "Economize 50%", "PLANO INTELIGENTE"],
  ])("prices the %s plan at %s up front, %s a month", (type, upfront, perMonth, badge, ribbon) => {
    const plan = byType(type);
    expect(planPriceLabels(plan).upfront).toBe(upfront);
    expect(planPriceLabels(plan).perMonth).toBe(perMonth);
    expect(plan.badge).toBe(badge);
    expect(plan.ribbon).toBe(ribbon);
  });

  it("states savings badges that match the arithmetic", () => {
    const monthly = byType("mensal");
    for (const plan of personalPlans.filter((p) => p.badge)) {
      expect(plan.badge).toBe(`Economize ${savingsPercent(plan, monthly)}%`);
    }
  });

  it("gives the schema.org price with a dot", () => {
    expect(planSchemaPrice(byType("anual"))).toBe("238.80");
  });
});

describe("business plans", () => {
  it.each([
    ["anual", 11880, 990],
    ["trimestral", 5970, 1990],
    ["mensal", 2990, 2990],
  ])("prices the business %s plan at %i centavos, %i a month", (type, price, perMonth) => {
    const plan = businessPlans.find((p) => p.type === type);
    expect(plan?.price).toBe(price);
    expect(plan && monthlyEquivalent(plan)).toBe(perMonth);
  });
});

it("every plan has a checkout link in the public config", () => {
  const env = parseEnv({});
  if (!env.ok) throw new Error(env.problems.join("\n"));
  const config = toPublicConfig(env.env);
  for (const plan of [...personalPlans, ...businessPlans]) {
    expect(Object.keys(config.checkout)).toContain(plan.checkoutKey);
  }
});
