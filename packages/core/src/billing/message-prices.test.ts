import { describe, expect, it } from "vitest";
import { BRAZIL_PRICES_USD, estimateMessageCost, parseMessagePrices } from "./message-prices.ts";

describe("message prices", () => {
  it("keeps Brazil's rates for the categories not named", () => {
    expect(parseMessagePrices("")).toEqual({ ok: true, value: BRAZIL_PRICES_USD });
    expect(parseMessagePrices("utility=0.01, service=0")).toEqual({
      ok: true,
      value: { ...BRAZIL_PRICES_USD, utility: 0.01, service: 0 },
    });
  });

  it("refuses an unknown category or a price that is not a number", () => {
    expect(parseMessagePrices("promo=0.1")).toMatchObject({ ok: false });
    expect(parseMessagePrices("utility=abc")).toMatchObject({ ok: false });
    expect(parseMessagePrices("utility=")).toMatchObject({ ok: false });
  });

  it("prices billable messages per category", () => {
    expect(estimateMessageCost({ utility: 10, authentication: 2, marketing: 1 }, BRAZIL_PRICES_USD)).toBe(
      0.1441,
    );
    expect(estimateMessageCost({ other: 5 }, BRAZIL_PRICES_USD)).toBe(0);
  });
});
