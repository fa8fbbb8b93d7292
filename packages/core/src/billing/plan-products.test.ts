import { describe, expect, it } from "vitest";
import { parsePlanProducts, planForPurchase } from "./plan-products.ts";

describe("parsePlanProducts", () => {
  it("reads provider:code=plan pairs, spaces and empty entries allowed", () => {
    const parsed = parsePlanProducts(
      " hotmart:4567890=annual, hotmart:4567891=monthly,,kiwify:ab12=business_quarterly ",
    );
    expect(parsed.ok && [...parsed.value]).toEqual([
      ["hotmart:4567890", "annual"],
      ["hotmart:4567891", "monthly"],
      ["kiwify:ab12", "business_quarterly"],
    ]);
  });

  it("is empty when unset", () => {
    const parsed = parsePlanProducts("");
    expect(parsed.ok && parsed.value.size).toBe(0);
  });

  it.each([
    [
      "hotmart4567890=annual",
      '"hotmart4567890=annual" não está no formato plataforma:código=plano (ex.: hotmart:4567890=annual)',
    ],
    ["stripe:1=annual", 'plataforma "stripe" desconhecida (use hotmart ou kiwify)'],
    [
      "hotmart:1=yearly",
      'plano "yearly" desconhecido (use monthly, quarterly, annual, business_monthly, business_quarterly, business_annual)',
    ],
    ["hotmart:1=annual,hotmart:1=monthly", '"hotmart:1" aparece com dois planos diferentes'],
  ])("refuses %s in pt-BR", (text, message) => {
    expect(parsePlanProducts(text)).toEqual({ ok: false, error: message });
  });
});

describe("planForPurchase", () => {
  const parsed = parsePlanProducts("hotmart:111=monthly,hotmart:off9=annual,kiwify:111=quarterly");
  const products = parsed.ok ? parsed.value : new Map();

  it("prefers the offer code to the product id", () => {
    expect(planForPurchase(products, "hotmart", ["off9", "111"])).toBe("annual");
    expect(planForPurchase(products, "hotmart", ["unknown", "111"])).toBe("monthly");
  });

  it("keeps each platform's codes apart", () => {
    expect(planForPurchase(products, "kiwify", [null, "111"])).toBe("quarterly");
    expect(planForPurchase(products, "kiwify", ["off9"])).toBeNull();
  });
});
