/** Integer amount of centavos (1/100 of a real). The only money type the domain uses. */
export type Centavos = number & { readonly __brand: "Centavos" };

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const plain = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Brands an integer as centavos; throws on fractions so a float never sneaks into the books. */
export function centavos(value: number): Centavos {
  if (!Number.isSafeInteger(value)) throw new RangeError(`centavos must be a safe integer, got ${value}`);
  return value as Centavos;
}

/**
 * Converts reais (at most two decimals) to centavos, rounding half away from zero.
 * @example reaisToCentavos(19.9) // 1990
 */
export function reaisToCentavos(reais: number): Centavos {
  const sign = reais < 0 ? -1 : 1;
  return centavos(sign * Math.round(Math.abs(reais) * 100 + Number.EPSILON * 100));
}

/** Converts centavos to reais as a JSON-friendly number with at most two decimals. */
export function centavosToReais(value: Centavos): number {
  return value / 100;
}

/**
 * Formats centavos as Brazilian currency with a plain space after the symbol.
 * @example formatBRL(centavos(123456)) // "R$ 1.234,56"
 */
export function formatBRL(value: Centavos): string {
  return brl.format(value / 100).replace(/\u00a0/g, " ");
}

/**
 * Formats an amount of another currency (in its cents) as Brazilians read it.
 * @example formatForeign(centavos(4000), "EUR") // "€ 40,00"
 */
export function formatForeign(value: Centavos, currency: "EUR" | "USD"): string {
  return new Intl.NumberFormat("pt-BR", { style: "currency", currency })
    .format(value / 100)
    .replace(/\u00a0/g, " ");
}

/** Formats centavos as a bare decimal-comma number, as Brazilian spreadsheets expect ("1234,56"). */
export function formatDecimalComma(value: Centavos): string {
  return plain.format(value / 100).replace(/\./g, "");
}
