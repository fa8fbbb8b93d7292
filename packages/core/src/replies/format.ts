/** Formatting shared by every pt-BR reply: money, dates and periods. */
import { type Centavos, formatBRL } from "../money.ts";
import type { RecordKind } from "../parser/types.ts";

/** Centavos as "R$ 1.234,56". */
export const brl = (centavos: number) => formatBRL(centavos as Centavos);

/** Reais as a person types them in an example to send: 50.9 → "50,9". */
export const typedReais = (reais: number) => String(reais).replace(".", ",");

/** "2026-11-21" → "21/11". */
export function dayMonth(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

/** "2026-11-21" → "21/11/2026". */
export function dayMonthYear(iso: string): string {
  return `${dayMonth(iso)}/${iso.slice(0, 4)}`;
}

/**
 * The period of a query in words.
 * @example periodLabel("2026-11-01", "2026-11-22") // "de 01/11 a 22/11"
 */
export function periodLabel(from: string, to: string): string {
  return from === to ? `em ${dayMonth(from)}` : `de ${dayMonth(from)} a ${dayMonth(to)}`;
}

export const KIND_LABEL: Record<RecordKind, string> = {
  expense: "Despesa",
  income: "Receita",
  investment: "Investimento",
};
