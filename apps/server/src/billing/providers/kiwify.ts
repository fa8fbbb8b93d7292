import { createHmac } from "node:crypto";
import { type BillingEventKind, err, ok } from "@tostao/core";
import { arr, type CheckoutProvider, num, obj, readDate, secretsMatch, str } from "./provider.ts";

const kinds: Record<string, BillingEventKind | null> = {
  compra_aprovada: "approved",
  order_approved: "approved",
  subscription_renewed: "renewed",
  compra_reembolsada: "refunded",
  order_refunded: "refunded",
  chargeback: "chargeback",
  order_chargedback: "chargeback",
  subscription_late: "late",
  subscription_canceled: "cancelled",
  compra_recusada: null,
  order_rejected: null,
  boleto_gerado: null,
  pix_gerado: null,
  carrinho_abandonado: null,
};

/**
 * Kiwify webhooks: the order as the body, authenticated by `?signature=` = HMAC-SHA1 of the raw
 * body keyed with the webhook token (the token itself never travels). Deduplicated on
 * order id + event type; every renewal is a new order. Amounts are in centavos.
 */
export const kiwify: CheckoutProvider = {
  name: "kiwify",
  verify(request, secret) {
    const expected = createHmac("sha1", secret).update(request.raw).digest("hex");
    return secretsMatch((request.query("signature") ?? "").toLowerCase(), expected);
  },
  parse(payload) {
    const order = obj(payload);
    const orderId = str(order.order_id);
    const eventType = str(order.webhook_event_type);
    if (!orderId || !eventType) return err("pedido sem order_id ou webhook_event_type");
    const kind = kinds[eventType] ?? null;
    const when =
      kind === "approved" || kind === "renewed"
        ? (order.approved_date ?? order.updated_at)
        : kind === "refunded"
          ? (order.refunded_at ?? order.updated_at)
          : order.updated_at;
    const occurredAt = readDate(when) ?? readDate(order.created_at);
    if (!occurredAt) return err("pedido sem data (approved_date, updated_at ou created_at)");
    const product = obj(order.Product);
    const subscription = obj(order.Subscription);
    const customer = obj(order.Customer);
    const commissions = obj(order.Commissions);
    const affiliateRow = obj(
      arr(commissions.commissioned_stores).find((s) => str(obj(s).type) === "affiliate"),
    );
    const affiliateCode = str(affiliateRow.affiliate_id) ?? str(affiliateRow.id) ?? str(affiliateRow.email);
    return ok({
      eventId: `${orderId}:${eventType}`,
      eventType,
      kind,
      occurredAt,
      subscriptionKey: str(order.subscription_id) ?? str(subscription.id) ?? orderId,
      transaction: orderId,
      productCodes: [
        str(product.product_offer_id),
        str(obj(subscription.plan).id),
        str(product.product_id),
      ].filter((c): c is string => c !== null),
      buyer: {
        name: str(customer.full_name) ?? str(customer.first_name),
        email: str(customer.email),
        phone: str(customer.mobile),
      },
      paidUntil: readDate(subscription.next_payment),
      amountCentavos: num(commissions.charge_amount),
      affiliate: affiliateCode
        ? {
            code: affiliateCode,
            name: str(affiliateRow.custom_name),
            commissionCentavos: num(affiliateRow.value),
          }
        : null,
    });
  },
};
