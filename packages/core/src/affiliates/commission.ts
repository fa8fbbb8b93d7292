import { type Centavos, centavos } from "../money.ts";

/** Commission tiers of the affiliate programme, lowest first. */
export const commissionTiers = [
  { id: "standard", name: "Padrão", percent: 40, when: "A partir da primeira venda" },
  { id: "veteran", name: "Veterano", percent: 50, when: "Com mais vendas realizadas" },
  { id: "elite", name: "Elite", percent: 60, when: "Quando suas vendas crescem muito" },
] as const;

export type CommissionTier = (typeof commissionTiers)[number]["id"];

/** The sale used to show what each tier pays: the annual plan rounded to R$ 238,00. */
export const exampleSaleCentavos = centavos(23_800);

/** Percentage of the sale paid at a tier. */
export function commissionPercent(tier: CommissionTier): number {
  const found = commissionTiers.find((t) => t.id === tier);
  if (!found) throw new RangeError(`unknown commission tier: ${tier}`);
  return found.percent;
}

/**
 * The affiliate's commission on a sale, in centavos, rounded half up to the centavo.
 * @example commissionFor(centavos(23800), "standard") // 9520 (R$ 95,20)
 */
export function commissionFor(saleCentavos: Centavos, tier: CommissionTier): Centavos {
  if (saleCentavos < 0) throw new RangeError("a sale cannot be negative");
  // Integer arithmetic: percent × centavos / 100, rounded half up without floating error.
  return centavos(Math.floor((saleCentavos * commissionPercent(tier) + 50) / 100));
}
