import { businessPlans, type CheckoutKey, type Plan, personalPlans } from "../plans/catalogue.ts";

/**
 * A plan a subscription can be on: the six cards of the catalogue, named the way operators
 * write them in PLAN_PRODUCTS (`hotmart:4567890=annual,kiwify:ab12=business_monthly`).
 */
export const planCodes = [
  "monthly",
  "quarterly",
  "annual",
  "business_monthly",
  "business_quarterly",
  "business_annual",
] as const;

export type PlanCode = (typeof planCodes)[number];

const checkoutKeyOf: Record<PlanCode, CheckoutKey> = {
  monthly: "monthly",
  quarterly: "quarterly",
  annual: "annual",
  business_monthly: "businessMonthly",
  business_quarterly: "businessQuarterly",
  business_annual: "businessAnnual",
};

export function isPlanCode(value: string): value is PlanCode {
  return (planCodes as readonly string[]).includes(value);
}

/** True for the business edition's plans (the second set of books). */
export function isBusinessPlan(code: PlanCode): boolean {
  return code.startsWith("business_");
}

/** The catalogue card of a plan code (price, months, title). */
export function catalogueEntry(code: PlanCode): Plan {
  const key = checkoutKeyOf[code];
  const plan = [...personalPlans, ...businessPlans].find((p) => p.checkoutKey === key);
  if (!plan) throw new Error(`plan ${code} missing from the catalogue`);
  return plan;
}

/** Months one payment of the plan covers. */
export function planMonths(code: PlanCode): number {
  return catalogueEntry(code).months;
}

/** The plan's public title ("Plano Anual", "Empresarial Mensal"). */
export function planTitle(code: PlanCode): string {
  return catalogueEntry(code).title;
}

/**
 * Days of the full-refund guarantee: 30 on the annual plans (personal and business), 7 on the
 * rest (CDC art. 49).
 */
export function guaranteeDays(code: PlanCode): number {
  return code === "annual" || code === "business_annual" ? 30 : 7;
}

/** What the plan adds to monthly recurring revenue, in centavos (upfront price spread by month). */
export function monthlyRevenue(code: PlanCode): number {
  const plan = catalogueEntry(code);
  return Math.round(plan.price / plan.months);
}
