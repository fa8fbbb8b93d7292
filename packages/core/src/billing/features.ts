import { type PlanCode, planCodes, planTitle } from "./plans.ts";

/**
 * What a plan can include, as the plans page lists it (§9). Each feature names the cheapest
 * personal tier that has it; business plans give the business books on top of the basics.
 */
export const features = {
  records: { label: "Registro de receitas, despesas e investimentos", tier: "monthly" },
  reminders: { label: "Lembretes automáticos de contas", tier: "monthly" },
  recurring: { label: "Receitas e despesas fixas", tier: "monthly" },
  basic_reports: { label: "Relatórios básicos", tier: "monthly" },
  media: { label: "Registro por áudio, imagens e documentos", tier: "monthly" },
  cards: { label: "Controle de cartões de crédito e débito", tier: "monthly" },
  installments: { label: "Compras parceladas", tier: "monthly" },
  dashboard: { label: "Painel web integrado", tier: "monthly" },
  limits: { label: "Limites de gastos por categoria", tier: "quarterly" },
  alerts: { label: "Alertas automáticos", tier: "quarterly" },
  detailed_reports: { label: "Relatórios detalhados", tier: "quarterly" },
  weekly_summaries: { label: "Resumos semanais", tier: "quarterly" },
  insights: { label: "Insights automáticos", tier: "quarterly" },
  smart_alerts: { label: "Alertas inteligentes", tier: "annual" },
  financial_planning: { label: "Planejamento financeiro personalizado", tier: "annual" },
  excel_export: { label: "Exportação para Excel", tier: "annual" },
  business_books: { label: "Finanças da empresa separadas das pessoais", tier: "business" },
} as const satisfies Record<string, { label: string; tier: "monthly" | "quarterly" | "annual" | "business" }>;

export type Feature = keyof typeof features;
export const featureNames = Object.keys(features) as Feature[];

const personalRank: Partial<Record<PlanCode, number>> = { monthly: 1, quarterly: 2, annual: 3 };
const tierRank = { monthly: 1, quarterly: 2, annual: 3 } as const;

/**
 * The one decision of what a plan includes: personal plans include every feature of their
 * tier and the tiers below; business plans include the basics and the business books.
 * @example planIncludes("monthly", "excel_export") // false
 */
export function planIncludes(plan: PlanCode, feature: Feature): boolean {
  const tier = features[feature].tier;
  const rank = personalRank[plan];
  if (rank === undefined) return tier === "monthly" || tier === "business";
  return tier !== "business" && tierRank[tier] <= rank;
}

export type FeatureGate =
  | { allowed: true }
  | { allowed: false; feature: Feature; label: string; plansWithIt: PlanCode[]; planTitles: string[] };

/**
 * Whether someone holding `plans` (every plan with access right now) may use `feature`, and
 * when not, which plans have it. `open` (ACCESS_MODE=open) allows everything.
 */
export function featureGate(plans: readonly PlanCode[] | "open", feature: Feature): FeatureGate {
  if (plans === "open" || plans.some((plan) => planIncludes(plan, feature))) return { allowed: true };
  // Personal features are sold on personal plans; the business books only on business ones.
  const plansWithIt = planCodes.filter(
    (plan) => planIncludes(plan, feature) && (feature === "business_books" || !plan.startsWith("business_")),
  );
  return {
    allowed: false,
    feature,
    label: features[feature].label,
    plansWithIt,
    planTitles: plansWithIt.map(planTitle),
  };
}
