import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centavos, formatBRL } from "../money.ts";
import { commissionFor, commissionTiers, exampleSaleCentavos } from "./commission.ts";

describe("commissionFor", () => {
  it.each([
    ["standard", "R$ 95,20"],
    ["veteran", "R$ 119,00"],
    ["elite", "R$ 142,80"],
  ] as const)("pays %s affiliates %s on a R$ 238,00 sale", (tier, expected) => {
    expect(formatBRL(commissionFor(exampleSaleCentavos, tier))).toBe(expected);
  });

  it("rounds half a centavo up", () => {
    expect(commissionFor(centavos(1), "veteran")).toBe(1);
    expect(commissionFor(centavos(1), "standard")).toBe(0);
    expect(commissionFor(centavos(3990), "standard")).toBe(1596);
  });

  it("pays nothing on nothing and refuses negative sales", () => {
    expect(commissionFor(centavos(0), "elite")).toBe(0);
    expect(() => commissionFor(centavos(-1), "elite")).toThrow(RangeError);
  });

  it("never pays more at a lower tier and never more than the sale", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (sale) => {
        const [a, b, c] = commissionTiers.map((t) => commissionFor(centavos(sale), t.id));
        expect(a).toBeLessThanOrEqual(b!);
        expect(b).toBeLessThanOrEqual(c!);
        expect(c).toBeLessThanOrEqual(sale);
      }),
    );
  });

  it("lists the tiers as 40, 50 and 60 %", () => {
    expect(commissionTiers.map((t) => t.percent)).toEqual([40, 50, 60]);
  });
});
