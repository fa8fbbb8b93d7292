/**
 * What Meta charges per delivered WhatsApp message, by pricing category (per-message pricing
 * since July 2025). Only a message its status reports as `billable` is charged: free-form
 * replies and utility templates inside the 24-hour window are free, and service replies are
 * billed only beyond the number's monthly allowance (from 2026-10-01).
 */
export const pricingCategories = ["marketing", "utility", "authentication", "service"] as const;
export type PricingCategory = (typeof pricingCategories)[number];
export type MessagePrices = Record<PricingCategory, number>;

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
