import { createHmac, randomUUID } from "node:crypto";

/**
 * Checkout deliveries shaped like the platforms' documented payloads (Hotmart webhook v2.0.0,
 * Kiwify order webhooks), signed the platform's way, for tests and the webhook benchmark.
 */

export const TEST_HOTTOK = "hottok-de-teste-0123456789";
const TEST_KIWIFY_TOKEN = "kiwify-token-de-teste";
export const TEST_PLAN_PRODUCTS =
  "hotmart:4567890=annual,hotmart:4567891=monthly,hotmart:4567892=quarterly,hotmart:7000001=business_monthly,kiwify:ab12=quarterly,kiwify:cd34=monthly";

/** The settings under which a server accepts the deliveries built here. */
export const TEST_CHECKOUT_ENV = {
  HOTMART_HOTTOK: TEST_HOTTOK,
  KIWIFY_TOKEN: TEST_KIWIFY_TOKEN,
  PLAN_PRODUCTS: TEST_PLAN_PRODUCTS,
};

export interface HotmartOptions {
  id?: string;
  /** ms since the epoch */
  at: number;
  subscriber?: string;
  transaction?: string;
  productId?: number;
  offerCode?: string;
  phone?: string;
  name?: string;
  email?: string;
  price?: number;
  affiliate?: { code: string; name: string; commission: number };
  /** SWITCH_PLAN: the offer key of the new plan */
  newOfferKey?: string;
}

/** A Hotmart v2.0.0 envelope for `event`. */
export function hotmartPayload(event: string, o: HotmartOptions): Record<string, unknown> {
  const envelope = (data: Record<string, unknown>) => ({
    id: o.id ?? randomUUID(),
    creation_date: o.at,
    event,
    version: "2.0.0",
    data,
  });
  const subscriber = o.subscriber ?? "I9OT62C3";
  if (event === "SWITCH_PLAN") {
    return envelope({
      switch_plan_date: o.at,
      subscription: {
        subscriber_code: subscriber,
        status: "ACTIVE",
        user: { email: o.email ?? "ana@example.com" },
      },
      plans: [
        { id: 1, name: "Plano Mensal", offer: { key: "4567891" }, current: false },
        { id: 2, name: "Plano Anual", offer: { key: o.newOfferKey ?? "4567890" }, current: true },
      ],
    });
  }
  if (event === "SUBSCRIPTION_CANCELLATION") {
    return envelope({
      date_next_charge: o.at + 20 * 86_400_000,
      product: { name: "Tostão", id: o.productId ?? 4567891 },
      actual_recurrence_value: o.price ?? 39.9,
      subscriber: { code: subscriber, name: o.name ?? "Ana Souza", email: o.email ?? "ana@example.com" },
      subscription: { id: 4148584, plan: { id: 1, name: "Plano Mensal" } },
      cancellation_date: o.at,
    });
  }
  return envelope({
    product: { id: o.productId ?? 4567891, ucode: "fb056612-bcc6-4217-9e6d-2a5d1110ac2f", name: "Tostão" },
    affiliates: o.affiliate ? [{ affiliate_code: o.affiliate.code, name: o.affiliate.name }] : [],
    buyer: {
      email: o.email ?? "ana@example.com",
      name: o.name ?? "Ana Souza",
      first_name: (o.name ?? "Ana Souza").split(" ")[0],
      checkout_phone: o.phone ?? "11987654321",
      document: "69526128664",
      document_type: "CPF",
    },
    producer: { name: "Tostão Tecnologia" },
    commissions: [
      { value: 1.5, source: "MARKETPLACE", currency_value: "BRL" },
      ...(o.affiliate ? [{ value: o.affiliate.commission, source: "AFFILIATE", currency_value: "BRL" }] : []),
    ],
    purchase: {
      approved_date: o.at,
      full_price: { value: o.price ?? 39.9, currency_value: "BRL" },
      price: { value: o.price ?? 39.9, currency_value: "BRL" },
      offer: { code: o.offerCode ?? "x7k2pq" },
      order_date: o.at,
      status: event.replace("PURCHASE_", ""),
      transaction: o.transaction ?? "HP16015479281022",
      payment: { installments_number: 1, type: "CREDIT_CARD" },
    },
    subscription: {
      status: "ACTIVE",
      plan: { id: 1, name: "Plano Mensal" },
      subscriber: { code: subscriber },
    },
  });
}

/** The request Hotmart makes: the token in X-HOTMART-HOTTOK (a string payload is sent as it is). */
export function hotmartRequest(payload: unknown, hottok = TEST_HOTTOK): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", "x-hotmart-hottok": hottok },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  };
}

export interface KiwifyOptions {
  orderId?: string;
  /** "YYYY-MM-DD HH:MM" São Paulo time, as Kiwify writes dates */
  at: string;
  subscriptionId?: string | null;
  productId?: string;
  phone?: string;
  name?: string;
  chargeCentavos?: number;
  affiliate?: { id: string; name: string; commissionCentavos: number };
}

/** A Kiwify order webhook body for `eventType` (compra_aprovada, compra_reembolsada…). */
export function kiwifyPayload(eventType: string, o: KiwifyOptions): Record<string, unknown> {
  const status =
    eventType === "compra_reembolsada" ? "refunded" : eventType === "chargeback" ? "chargedback" : "paid";
  return {
    order_id: o.orderId ?? randomUUID(),
    order_ref: "Dx8aZ3p",
    order_status: status,
    product_type: "membership",
    payment_method: "credit_card",
    store_id: "5fx9kQ",
    installments: 1,
    card_type: "mastercard",
    card_last4digits: "4242",
    sale_type: "producer",
    created_at: o.at,
    updated_at: o.at,
    approved_date: o.at,
    refunded_at: eventType === "compra_reembolsada" ? o.at : null,
    webhook_event_type: eventType,
    Product: { product_id: o.productId ?? "ab12", product_name: "Tostão Trimestral" },
    Customer: {
      full_name: o.name ?? "Bruno Lima",
      first_name: (o.name ?? "Bruno Lima").split(" ")[0],
      email: "bruno@example.com",
      mobile: o.phone ?? "+5521998765432",
      CPF: "12345678909",
    },
    Commissions: {
      charge_amount: o.chargeCentavos ?? 8970,
      product_base_price: o.chargeCentavos ?? 8970,
      currency: "BRL",
      my_commission: 7000,
      commissioned_stores: o.affiliate
        ? [
            {
              id: o.affiliate.id,
              type: "affiliate",
              custom_name: o.affiliate.name,
              email: "af@example.com",
              value: o.affiliate.commissionCentavos,
            },
          ]
        : [],
    },
    TrackingParameters: { src: null, utm_source: null },
    ...(o.subscriptionId === null
      ? {}
      : {
          subscription_id: o.subscriptionId ?? "sub-0001",
          Subscription: {
            id: o.subscriptionId ?? "sub-0001",
            start_date: o.at,
            next_payment: null,
            status: "active",
            plan: { id: "plan-tri", name: "Trimestral", frequency: "quarterly" },
          },
        }),
  };
}

/**
 * Kiwify's request: the raw body (a string payload as it is) and `?signature=` HMAC-SHA1(token,
 * body) in lowercase hex.
 */
export function kiwifyRequest(
  payload: unknown,
  token = TEST_KIWIFY_TOKEN,
): { path: string; init: RequestInit } {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  const signature = createHmac("sha1", token).update(body).digest("hex");
  return {
    path: `/webhooks/kiwify?signature=${signature}`,
    init: { method: "POST", headers: { "content-type": "application/json" }, body },
  };
}
