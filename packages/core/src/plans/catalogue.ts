import { type Centavos, centavos, formatBRL } from "../money.ts";

/** How often a plan is billed; the names are the ones the product spec uses. */
export type PlanType = "mensal" | "trimestral" | "anual";

/** Keys of `publicConfig.checkout`: one external checkout link per plan. */
export type CheckoutKey =
  | "monthly"
  | "quarterly"
  | "annual"
  | "businessMonthly"
  | "businessQuarterly"
  | "businessAnnual";

export interface Plan {
  id: string;
  type: PlanType;
  title: string;
  /** Months covered by one payment. */
  months: number;
  /** What the buyer pays up front, in centavos. */
  price: Centavos;
  /** Savings badge ("Economize 25%"), when the plan has one. */
  badge: string | null;
  /** Ribbon over the card ("POPULAR"), when the plan has one. */
  ribbon: string | null;
  highlight: boolean;
  /** Name of the plan whose features this one includes, shown as "Tudo do plano X, mais:". */
  includes: string | null;
  /** Features this plan adds (all of them when `includes` is null). */
  features: readonly string[];
  buttonText: string;
  impactPhrase: string;
  checkoutKey: CheckoutKey;
}

const monthlyFeatures = [
  "Registro de receitas, despesas e investimentos",
  "Lembretes automáticos de contas",
  "Receitas e despesas fixas",
  "Relatórios básicos",
  "Registro por áudio, imagens e documentos",
  "Controle de cartões de crédito e débito",
  "Compras parceladas",
  "Suporte 24h",
  "Painel web integrado",
] as const;

const quarterlyFeatures = [
  "Limites de gastos por categoria",
  "Suporte prioritário",
  "Relatórios detalhados",
  "Alertas e relatórios automáticos",
  "Resumos semanais",
  "Insights automáticos",
] as const;

const annualFeatures = [
  "Suporte VIP 24h",
  "Acesso antecipado a novidades",
  "Garantia estendida de 30 dias",
  "Planejamento financeiro personalizado",
  "Alertas inteligentes",
  "Integração com Excel",
] as const;

/** The three personal plans, in the order the plans page shows them (annual first). */
export const personalPlans: readonly Plan[] = [
  {
    id: "anual",
    type: "anual",
    title: "Plano Anual",
    months: 12,
    price: centavos(23880),
    badge: "Economize 50%",
    ribbon: "PLANO INTELIGENTE",
    highlight: true,
    includes: "Trimestral",
    features: annualFeatures,
    buttonText: "QUERO O PLANO ANUAL",
    impactPhrase: "Metade do preço do mensal e um ano inteiro de contas em dia.",
    checkoutKey: "annual",
  },
  {
    id: "trimestral",
    type: "trimestral",
    title: "Plano Trimestral",
    months: 3,
    price: centavos(8970),
    badge: "Economize 25%",
    ribbon: "POPULAR",
    highlight: false,
    includes: "Mensal",
    features: quarterlyFeatures,
    buttonText: "QUERO O PLANO TRIMESTRAL",
    impactPhrase: "Três meses para criar o hábito de anotar tudo.",
    checkoutKey: "quarterly",
  },
  {
    id: "mensal",
    type: "mensal",
    title: "Plano Mensal",
    months: 1,
    price: centavos(3990),
    badge: null,
    ribbon: null,
    highlight: false,
    includes: null,
    features: monthlyFeatures,
    buttonText: "QUERO O PLANO MENSAL",
    impactPhrase: "Comece hoje, sem compromisso longo.",
    checkoutKey: "monthly",
  },
];

const businessBase = [
  "Finanças da empresa separadas das pessoais",
  "Receitas e despesas da empresa pelo WhatsApp",
  "Relatórios da empresa no painel web",
] as const;

/** The business edition offered after a personal purchase, annual first. */
export const businessPlans: readonly Plan[] = [
  {
    id: "empresarial-anual",
    type: "anual",
    title: "Empresarial Anual",
    months: 12,
    price: centavos(11880),
    badge: null,
    ribbon: "MELHOR OFERTA",
    highlight: true,
    includes: null,
    features: [
      ...businessBase,
      "Suporte VIP 24h",
      "Acesso antecipado a novidades",
      "Garantia estendida de 30 dias",
    ],
    buttonText: "ADICIONAR PLANO EMPRESARIAL ANUAL",
    impactPhrase: "O menor preço por mês para organizar a empresa.",
    checkoutKey: "businessAnnual",
  },
  {
    id: "empresarial-trimestral",
    type: "trimestral",
    title: "Empresarial Trimestral",
    months: 3,
    price: centavos(5970),
    badge: null,
    ribbon: null,
    highlight: false,
    includes: null,
    features: [...businessBase, "Suporte prioritário"],
    buttonText: "ADICIONAR PLANO EMPRESARIAL TRIMESTRAL",
    impactPhrase: "Três meses para separar de vez o caixa da empresa.",
    checkoutKey: "businessQuarterly",
  },
  {
    id: "empresarial-mensal",
    type: "mensal",
    title: "Empresarial Mensal",
    months: 1,
    price: centavos(2990),
    badge: null,
    ribbon: null,
    highlight: false,
    includes: null,
    features: [...businessBase, "Pagamento somente no cartão"],
    buttonText: "ADICIONAR PLANO EMPRESARIAL MENSAL",
    impactPhrase: "Experimente mês a mês.",
    checkoutKey: "businessMonthly",
  },
];

/** Days of the personal plan's full-refund guarantee (CDC art. 49 withdrawal period). */
export const GUARANTEE_DAYS = 7;
/** Days of the annual plan's extended guarantee. */
export const EXTENDED_GUARANTEE_DAYS = 30;

/**
 * What one month costs on this plan, rounded down to the centavo.
 * @example monthlyEquivalent(quarterly) // 2990
 */
export function monthlyEquivalent(plan: Plan): Centavos {
  return centavos(Math.floor(plan.price / plan.months));
}

/**
 * Percent saved against paying the monthly price of the same line for the same months, rounded.
 * @example savingsPercent(annual, monthly) // 50
 */
export function savingsPercent(plan: Plan, monthly: Plan): number {
  const full = monthly.price * plan.months;
  return Math.round(((full - plan.price) / full) * 100);
}

/** "/mês", "à vista (3 meses)" etc.: the period words shown next to a price. */
export function planPeriod(plan: Plan): string {
  return plan.months === 1 ? "por mês" : `à vista por ${plan.months} meses`;
}

/** Display strings for a plan card, formatted with Intl (R$ 1.234,56). */
export function planPriceLabels(plan: Plan): { perMonth: string; upfront: string; period: string } {
  return {
    perMonth: formatBRL(monthlyEquivalent(plan)),
    upfront: formatBRL(plan.price),
    period: planPeriod(plan),
  };
}

/** The price as schema.org wants it: "238.80". */
export function planSchemaPrice(plan: Plan): string {
  return (plan.price / 100).toFixed(2);
}
