import { describe, expect, it } from "vitest";
import { affiliateTier } from "./affiliate-tier.ts";

describe("affiliateTier", () => {
  const thresholds = { veteranSales: 10, eliteSales: 50 };
  it.each([
    [0, "standard"],
    [9, "standard"],
    [10, "veteran"],
    [49, "veteran"],
    [50, "elite"],
    [500, "elite"],
  ] as const)("puts %i sales at %s", (sales, tier) => {
    expect(affiliateTier(sales, thresholds)).toBe(tier);
  });
});
