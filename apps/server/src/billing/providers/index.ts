import type { BillingProvider } from "@tostao/core";
import { hotmart } from "./hotmart.ts";
import { kiwify } from "./kiwify.ts";
import type { CheckoutProvider } from "./provider.ts";

/** Every checkout platform the server accepts webhooks from, by name (`/webhooks/<name>`). */
export const checkoutProviders: Record<BillingProvider, CheckoutProvider> = { hotmart, kiwify };
