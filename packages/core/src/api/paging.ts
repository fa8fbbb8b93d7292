import { z } from "zod";
import { lazySchema } from "./lazy-schema.ts";

/**
 * A whole number from a query string or the environment (text coerced to a number) between `min`
 * and `max`. Every miss says `message`, unless a more precise text is given for it.
 */
export function wholeNumber(
  min: number,
  max: number,
  message: string,
  precise: { notNumber?: string; notWhole?: string; tooBig?: string } = {},
) {
  return z.coerce
    .number({ message: precise.notNumber ?? message })
    .int({ message: precise.notWhole ?? message })
    .min(min, { message })
    .max(max, { message: precise.tooBig ?? message });
}

/** `?page=`: 1 when absent. */
export const pageParam = lazySchema(() => wholeNumber(1, 100_000, "Página inválida.").default(1));

/** `?pageSize=`: 20 when absent, at most 100. */
export const pageSizeParam = lazySchema(() =>
  wholeNumber(1, 100, "Tamanho de página inválido.", {
    tooBig: "Use no máximo 100 por página.",
  }).default(20),
);

/** One page of a list as the operator APIs answer it. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
