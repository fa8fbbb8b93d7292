/**
 * What Meta charges per delivered WhatsApp message, by pricing category (per-message pricing
 * since July 2025; developers.facebook.com …/whatsapp/pricing). Marketing and authentication
 * templates are always charged, utility templates outside the 24-hour window; from 2026-10-01
 * utility templates inside the window are charged too, and free-form (service) replies beyond the
 * number's monthly allowance, at the market's utility rate (Meta's announcement of 2026-07-01 as
 * the BSPs relay it: YCloud, ChakraHQ, hello-charles). Each status webhook says what Meta charges:
 * `pricing.type` "regular" is charged, "free_customer_service" and "free_entry_point" are not
 * (`billable` is deprecated and may be missing). `marketing_lite` counts as marketing and
 * `authentication_international` as authentication.
 */
export const pricingCategories = ["marketing", "utility", "authentication", "service"] as const;
export type PricingCategory = (typeof pricingCategories)[number];
export type MessagePrices = Record<PricingCategory, number>;

/**
 * Free-form replies a business number may deliver each month before they are charged (from
 * 2026-10-01; the figure as WhaTools' cost estimator and the BSPs' notes give it: Meta's statuses
 * say which replies it charged, this only tells the operator how near the allowance the month is).
 */
export const SERVICE_MONTHLY_ALLOWANCE = 1000;

/**
 * Brazil's rates in US$ per message (Meta's rate card effective 2026-01-01, as the BSPs publish
 * it: marketing 0.0625, utility and authentication 0.0068; service beyond the allowance at the
 * utility rate). Override with WHATSAPP_PRICES_USD when Meta changes them.
 */
export const BRAZIL_PRICES_USD: MessagePrices = {
  marketing: 0.0625,
  utility: 0.0068,
  authentication: 0.0068,
  service: 0.0068,
};

/**
 * Reads "marketing=0.0625,utility=0.0068,…": every category named sets its price (US$ per
 * message), the others keep Brazil's.
 * @example parseMessagePrices("utility=0.01") // { ok: true, value: { ...BRAZIL_PRICES_USD, utility: 0.01 } }
 */
export function parseMessagePrices(
  text: string,
): { ok: true; value: MessagePrices } | { ok: false; error: string } {
  const value = { ...BRAZIL_PRICES_USD };
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, price] = part.split("=").map((s) => s.trim());
    if (!pricingCategories.includes(name as PricingCategory))
      return { ok: false, error: `categoria desconhecida: ${name} (use ${pricingCategories.join(", ")})` };
    const n = Number(price);
    if (!price || !Number.isFinite(n) || n < 0 || n > 10)
      return {
        ok: false,
        error: `preço inválido para ${name}: ${price ?? ""} (US$ por mensagem, ex.: 0.0068)`,
      };
    value[name as PricingCategory] = n;
  }
  return { ok: true, value };
}

/** The estimated cost in US$ of billable messages counted per category (unknown categories cost nothing). */
export function estimateMessageCost(
  billable: Partial<Record<string, number>>,
  prices: MessagePrices,
): number {
  let total = 0;
  for (const category of pricingCategories) total += (billable[category] ?? 0) * prices[category];
  return Math.round(total * 10_000) / 10_000;
}
