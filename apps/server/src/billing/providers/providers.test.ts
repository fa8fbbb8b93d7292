import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hotmartPayload, kiwifyPayload } from "../../testing/checkout-deliveries.ts";
import { hotmart } from "./hotmart.ts";
import { kiwify } from "./kiwify.ts";
import { readDate, type SignedRequest, secretsMatch } from "./provider.ts";

const request = (
  raw: string,
  headers: Record<string, string> = {},
  query: Record<string, string> = {},
): SignedRequest => ({
  raw: new TextEncoder().encode(raw),
  header: (name) => headers[name.toLowerCase()],
  query: (name) => query[name],
});

describe("secretsMatch", () => {
  it("accepts only the exact secret, whatever the lengths", () => {
    expect(secretsMatch("abc", "abc")).toBe(true);
    expect(secretsMatch("abd", "abc")).toBe(false);
    expect(secretsMatch("ab", "abc")).toBe(false);
    expect(secretsMatch("", "abc")).toBe(false);
  });
});

describe("hotmart", () => {
  it("checks X-HOTMART-HOTTOK", () => {
    expect(hotmart.verify(request("{}", { "x-hotmart-hottok": "tok" }), "tok")).toBe(true);
    expect(hotmart.verify(request("{}", { "x-hotmart-hottok": "tok2" }), "tok")).toBe(false);
    expect(hotmart.verify(request("{}"), "tok")).toBe(false);
  });

  it("reads an approved purchase: subscriber, offer before product, buyer, affiliate, price in centavos", () => {
    const at = Date.parse("2026-11-10T15:00:00Z");
    const parsed = hotmart.parse(
      hotmartPayload("PURCHASE_APPROVED", {
        id: "evt-1",
        at,
        subscriber: "SUB9",
        offerCode: "off1",
        productId: 42,
        price: 238.8,
        affiliate: { code: "Q58388177J", name: "Carla", commission: 95.52 },
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        eventId: "evt-1",
        eventType: "PURCHASE_APPROVED",
        kind: "approved",
        occurredAt: new Date(at),
        subscriptionKey: "SUB9",
        transaction: "HP16015479281022",
        productCodes: ["off1", "1", "42"],
        buyer: { name: "Ana Souza", email: "ana@example.com", phone: "11987654321" },
        paidUntil: null,
        amountCentavos: 23880,
        affiliate: { code: "Q58388177J", name: "Carla", commissionCentavos: 9552 },
      },
    });
  });

  it("reads the subscriber code from data.subscriber too, and the new plan of a switch", () => {
    const at = Date.parse("2026-11-10T12:00:00-03:00");
    const cancel = hotmart.parse(hotmartPayload("SUBSCRIPTION_CANCELLATION", { at, subscriber: "S2" }));
    expect(cancel.ok && [cancel.value.kind, cancel.value.subscriptionKey]).toEqual(["cancelled", "S2"]);
    const sw = hotmart.parse(hotmartPayload("SWITCH_PLAN", { at, subscriber: "S3", newOfferKey: "k9" }));
    expect(sw.ok && [sw.value.kind, sw.value.subscriptionKey, sw.value.productCodes[0]]).toEqual([
      "plan_switched",
      "S3",
      "k9",
    ]);
  });

  it("maps events that change nothing to no kind, and refuses an envelope without id", () => {
    const printed = hotmart.parse(
      hotmartPayload("PURCHASE_BILLET_PRINTED", { at: Date.parse("2026-11-10T12:00:00-03:00") }),
    );
    expect(printed.ok && printed.value.kind).toBeNull();
    expect(hotmart.parse({ event: "PURCHASE_APPROVED", data: {} })).toEqual({
      ok: false,
      error: "envelope sem id, event ou creation_date",
    });
  });
});

describe("kiwify", () => {
  it("checks the HMAC-SHA1 signature of the raw body", () => {
    const body = '{"order_id":"1"}';
    const signature = createHmac("sha1", "tok").update(body).digest("hex");
    expect(kiwify.verify(request(body, {}, { signature }), "tok")).toBe(true);
    expect(kiwify.verify(request(body, {}, { signature: signature.toUpperCase() }), "tok")).toBe(true);
    expect(kiwify.verify(request(`${body} `, {}, { signature }), "tok")).toBe(false);
    expect(kiwify.verify(request(body), "tok")).toBe(false);
  });

  it("dedupes on order id + event type and reads São Paulo dates", () => {
    const parsed = kiwify.parse(
      kiwifyPayload("compra_reembolsada", { at: "2026-11-12 09:30", orderId: "o-7" }),
    );
    expect(parsed.ok && parsed.value).toMatchObject({
      eventId: "o-7:compra_reembolsada",
      kind: "refunded",
      occurredAt: new Date("2026-11-12T12:30:00Z"),
      subscriptionKey: "sub-0001",
      transaction: "o-7",
      amountCentavos: 8970,
    });
  });

  it("uses the order as the subscription of a one-off purchase", () => {
    const parsed = kiwify.parse(
      kiwifyPayload("compra_aprovada", { at: "2026-11-12 09:30", orderId: "o-8", subscriptionId: null }),
    );
    expect(parsed.ok && parsed.value.subscriptionKey).toBe("o-8");
  });
});

describe("readDate", () => {
  it.each([
    [1762786800000, "2025-11-10T15:00:00.000Z"],
    ["2026-11-10 12:00", "2026-11-10T15:00:00.000Z"],
    ["2026-11-10", "2026-11-10T03:00:00.000Z"],
    ["2026-11-10T12:00:00Z", "2026-11-10T12:00:00.000Z"],
  ])("reads %s", (input, iso) => {
    expect(readDate(input)?.toISOString()).toBe(iso);
  });
  it("reads nonsense as absent", () => {
    expect(readDate("amanhã")).toBeNull();
    expect(readDate(null)).toBeNull();
  });
});
