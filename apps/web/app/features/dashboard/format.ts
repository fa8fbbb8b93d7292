import { fromIso, monthNamePt, toBrazilianDate } from "@tostao/core/calendar/index";
import { centavos, formatBRL } from "@tostao/core/money";

/** R$ 1.234,56 from integer centavos. */
export const brl = (cents: number) => formatBRL(centavos(cents));

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

const palette = [
  "#0f766e",
  "#b45309",
  "#7c3aed",
  "#be123c",
  "#1d4ed8",
  "#4d7c0f",
  "#c2410c",
  "#0e7490",
  "#a21caf",
];

/** A category's colour: its own, or a stable one from the palette. */
export function categoryColor(name: string | null, color: string | null): string {
  if (color) return color;
  let hash = 0;
  for (const ch of name ?? "") hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return palette[Math.abs(hash) % palette.length] ?? "#64748b";
}
