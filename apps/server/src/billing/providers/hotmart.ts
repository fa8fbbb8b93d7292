import { type BillingEventKind, err, ok } from "@tostao/core";
import {
  arr,
  type CheckoutDelivery,
  type CheckoutProvider,
  num,
  obj,
  readCentavos,
  readDate,
  secretsMatch,
  str,
} from "./provider.ts";

const kinds: Record<string, BillingEventKind | null> = {
  PURCHASE_APPROVED: "approved",
  PURCHASE_COMPLETE: "completed",
  PURCHASE_REFUNDED: "refunded",
  PURCHASE_CHARGEBACK: "chargeback",
  PURCHASE_DELAYED: "late",
  SUBSCRIPTION_CANCELLATION: "cancelled",
  SWITCH_PLAN: "plan_switched",
  // A dispute opened, a boleto printed, a payment never approved: nothing changes yet.
  PURCHASE_PROTEST: null,
  PURCHASE_CANCELED: null,
  PURCHASE_EXPIRED: null,
  PURCHASE_BILLET_PRINTED: null,
  PURCHASE_OUT_OF_SHOPPING_CART: null,
};

/**
 * Hotmart webhooks v2.0.0: `{ id, creation_date (ms), event, version, data }`, authenticated by
 * the account's static token in `X-HOTMART-HOTTOK` (no HMAC), deduplicated on the envelope id.
 */
export const hotmart: CheckoutProvider = {
  name: "hotmart",
  verify(request, secret) {
    return secretsMatch(request.header("x-hotmart-hottok") ?? "", secret);
  },
  parse(payload) {
    const envelope = obj(payload);
    const eventId = str(envelope.id);
    const eventType = str(envelope.event);
    const occurredAt = readDate(envelope.creation_date);
    if (!eventId || !eventType || !occurredAt) {
      return err("envelope sem id, event ou creation_date");
    }
    const data = obj(envelope.data);
    const purchase = obj(data.purchase);
    const subscription = obj(data.subscription);
    const buyer = obj(data.buyer ?? data.subscriber);
    const subscriberCode =
      str(obj(subscription.subscriber).code) ??
      str(obj(data.subscriber).code) ??
      str(subscription.subscriber_code);
    const transaction = str(purchase.transaction);
    const subscriptionKey = subscriberCode ?? transaction;
    if (!subscriptionKey) return err("evento sem código de assinante nem transação");

    // SWITCH_PLAN lists the plans with the new one marked current.
    const currentPlan = obj(arr(data.plans).find((p) => obj(p).current === true));
    const productCodes = [
      str(obj(currentPlan.offer).key),
      str(obj(purchase.offer).code),
      str(obj(subscription.plan).id),
      str(obj(data.product).id),
    ].filter((c): c is string => c !== null);

    const affiliateRow = obj(arr(data.affiliates).find((a) => str(obj(a).affiliate_code) !== null));
    const affiliateCode = str(affiliateRow.affiliate_code);
    const commission = obj(arr(data.commissions).find((c) => str(obj(c).source) === "AFFILIATE"));

    const delivery: CheckoutDelivery = {
      eventId,
      eventType,
      kind: kinds[eventType] ?? null,
      occurredAt,
      subscriptionKey,
      transaction,
      productCodes,
      buyer: {
        name: str(buyer.name),
        email: str(buyer.email),
        phone: str(buyer.checkout_phone) ?? str(buyer.phone),
      },
      paidUntil: readDate(purchase.date_next_charge ?? data.date_next_charge),
      amountCentavos: readCentavos(obj(purchase.price).value),
      affiliate: affiliateCode
        ? {
            code: affiliateCode,
            name: str(affiliateRow.name),
            commissionCentavos: num(commission.value) === null ? null : readCentavos(commission.value),
          }
        : null,
    };
    return ok(delivery);
  },
};
