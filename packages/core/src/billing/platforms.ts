/** What a buyer needs to know about the checkout platform their plan was bought on. */
export interface CheckoutPlatform {
  /** The platform's name as buyers know it. */
  name: string;
  /** Where a buyer manages their purchases and cancels a subscription; null when it has none to link. */
  buyerAreaUrl: string | null;
  /** Where a buyer asks for a refund within the guarantee; null when the refund goes through the seller. */
  refundUrl: string | null;
}

const platforms: Record<string, CheckoutPlatform> = {
  hotmart: {
    name: "Hotmart",
    buyerAreaUrl: "https://consumer.hotmart.com/",
    refundUrl: "https://refund.hotmart.com/",
  },
  // Kiwify sends each buyer their purchase's own refund link by e-mail and routes requests through
  // the seller: the dashboard points to our support alongside it.
  kiwify: { name: "Kiwify", buyerAreaUrl: null, refundUrl: null },
};

/**
 * The platform behind a subscription's `provider` (a webhook's platform name).
 * @example checkoutPlatform("hotmart").name // "Hotmart"
 */
export function checkoutPlatform(provider: string): CheckoutPlatform {
  return platforms[provider] ?? { name: provider, buyerAreaUrl: null, refundUrl: null };
}
