import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centavos } from "../money.ts";
import { splitInstallments } from "./installments.ts";

describe("splitInstallments", () => {
  it("splits R$ 2.400,00 in 12x into 12 parts of R$ 200,00", () => {
    expect(splitInstallments(centavos(240000), 12)).toEqual(Array(12).fill(20000));
  });

  it("gives the leftover cents to the first parts", () => {
    expect(splitInstallments(centavos(10000), 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstallments(centavos(5), 3)).toEqual([2, 2, 1]);
  });

  it("keeps a single part whole", () => {
    expect(splitInstallments(centavos(1999), 1)).toEqual([1999]);
  });

  it("refuses zero parts", () => {
    expect(() => splitInstallments(centavos(100), 0)).toThrow(RangeError);
  });

  it("always adds up to the total with parts at most one cent apart", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 72 }),
        (total, n) => {
          const parts = splitInstallments(centavos(total), n);
          expect(parts).toHaveLength(n);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
