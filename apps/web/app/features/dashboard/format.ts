import { fromIso, monthNamePt, toBrazilianDate } from "@tostao/core/calendar/index";
import { centavos, formatBRL } from "@tostao/core/money";

/**
 * R$ 1.234,56 from integer centavos, "R$" and the figure held together by a no-break space so a
 * narrow screen never breaks a total as "R$" / "4.500,00".
 */
export const brl = (cents: number) => formatBRL(centavos(cents)).replace(" ", "\u00a0");

/** "- R$ 12,50" / "+ R$ 12,50": a record's amount with its sign, kept on one line. */
export const signedBrl = (kind: "income" | "expense" | "investment", cents: number) =>
  `${kind === "expense" ? "-" : "+"}\u00a0${brl(cents)}`;

/** dd/mm/aaaa from YYYY-MM-DD. */
export const brDate = (iso: string) => toBrazilianDate(fromIso(iso));

const monthNames = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
/** "mar/26" from YYYY-MM. */
export const shortMonth = (month: string) =>
  `${monthNames[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;
/** "março de 2026" from YYYY-MM. */
export const longMonth = (month: string) =>
  `${monthNamePt(Number(month.slice(5, 7)))} de ${month.slice(0, 4)}`;

/** "1234,56" for an input from centavos. */
export const reaisInput = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
