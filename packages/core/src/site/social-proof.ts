/** The landing page's social-proof figures, as the operator configures them (plain numbers). */
export interface SocialProofFigures {
  records: number;
  /** Money managed through Tostão, in whole reais. */
  managedReais: number;
  reminders: number;
  /** 0 to 100. */
  accuracyPercent: number;
  excellentPercent: number;
}

const compact = new Intl.NumberFormat("pt-BR", {
  notation: "compact",
  compactDisplay: "long",
  maximumFractionDigits: 1,
});
const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** "+85,2 mil", "+4,2 milhões" (Intl's compact pt-BR, long form: the short "mi" reads as a typo). */
export const formatCount = (value: number) => `+${compact.format(value)}`;
/** "+R$ 4,2 milhões" (Intl's compact currency would say "R$ 4,2 mi"). */
export const formatReaisCount = (value: number) => `+R$\u00a0${compact.format(value)}`;
/** "99,9 %": the number, a no-break space, then the sign, so the two never wrap apart. */
export const formatPercent = (value: number) => `${decimal.format(value)}\u00a0%`;

export function formatSocialProof(figures: SocialProofFigures) {
  return {
    records: formatCount(figures.records),
    managed: formatReaisCount(figures.managedReais),
    reminders: formatCount(figures.reminders),
    accuracy: formatPercent(figures.accuracyPercent),
    excellent: formatPercent(figures.excellentPercent),
  };
}
