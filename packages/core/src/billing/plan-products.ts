import { err, ok, type Result } from "../result.ts";
import { isPlanCode, type PlanCode, planCodes } from "./plans.ts";

/** Checkout platforms whose webhooks the server understands. */
export const billingProviders = ["hotmart", "kiwify"] as const;
export type BillingProvider = (typeof billingProviders)[number];

/** `provider:code` → plan, from PLAN_PRODUCTS. */
export type PlanProducts = ReadonlyMap<string, PlanCode>;

const entryPattern = /^([a-z]+):([^=\s]+)=([a-z_]+)$/;

/**
 * Reads PLAN_PRODUCTS: comma-separated `provider:code=plan`, the code being the platform's
 * product id or offer code.
 * @example parsePlanProducts("hotmart:4567890=annual,kiwify:ab12=quarterly")
 */
export function parsePlanProducts(text: string): Result<PlanProducts, string> {
  const map = new Map<string, PlanCode>();
  for (const raw of text.split(",")) {
    const entry = raw.trim();
    if (entry === "") continue;
    const match = entryPattern.exec(entry);
    if (!match) {
      return err(`"${entry}" não está no formato plataforma:código=plano (ex.: hotmart:4567890=annual)`);
    }
    const [, provider = "", code = "", plan = ""] = match;
    if (!(billingProviders as readonly string[]).includes(provider)) {
      return err(`plataforma "${provider}" desconhecida (use ${billingProviders.join(" ou ")})`);
    }
    if (!isPlanCode(plan)) return err(`plano "${plan}" desconhecido (use ${planCodes.join(", ")})`);
    const key = `${provider}:${code}`;
    if (map.has(key) && map.get(key) !== plan) return err(`"${key}" aparece com dois planos diferentes`);
    map.set(key, plan);
  }
  return ok(map);
}

/** The plan a purchase is for: the offer code first (more specific), then the product id. */
export function planForPurchase(
  products: PlanProducts,
  provider: BillingProvider,
  codes: ReadonlyArray<string | null | undefined>,
): PlanCode | null {
  for (const code of codes) {
    if (!code) continue;
    const plan = products.get(`${provider}:${code}`);
    if (plan) return plan;
  }
  return null;
}
