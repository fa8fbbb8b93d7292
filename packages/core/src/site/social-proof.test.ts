import { describe, expect, it } from "vitest";
import { formatCount, formatPercent, formatReaisCount, formatSocialProof } from "./social-proof";

describe("social-proof figures in pt-BR", () => {
  it("formats the landing's default figures the way a Brazilian reads them", () => {
    expect(
      formatSocialProof({
        records: 85_200,
        managedReais: 4_200_000,
        reminders: 10_300,
        accuracyPercent: 99.9,
        excellentPercent: 92,
      }),
    ).toEqual({
      records: "+85,2 mil",
      managed: "+R$\u00a04,2 milhões",
      reminders: "+10,3 mil",
      accuracy: "99,9\u00a0%",
      excellent: "92\u00a0%",
    });
  });

  it("uses the singular, whole numbers and billions where they apply", () => {
    expect(formatCount(950)).toBe("+950");
    expect(formatCount(1_000_000)).toBe("+1 milhão");
    expect(formatReaisCount(2_500_000_000)).toBe("+R$\u00a02,5 bilhões");
    expect(formatPercent(100)).toBe("100\u00a0%");
  });
});
