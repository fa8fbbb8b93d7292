import { z } from "zod";
import { lazySchema } from "../api/lazy-schema.ts";
import { reaisToCentavos } from "../money.ts";
import { MAX_INSTALMENTS } from "../planning/installments.ts";
import {
  civilDateSchema,
  descriptionSchema,
  MAX_AMOUNT_CENTS,
  monthDaySchema,
  paymentMethodSchema,
  recordKindSchema,
} from "./fields.ts";

/**
 * Reais as a person types them ("1.234,56", "45,9", "45.90") to centavos.
 * @example parseReaisText("1.234,56") // 123456
 */
export function parseReaisText(text: string): number | null {
  const clean = text.replace(/[R$\s]/g, "");
  const grouped = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(clean);
  if (!grouped && !/^\d+([.,]\d{1,2})?$/.test(clean)) return null;
  // Dots grouping thousands ("5.000", "1.234,56") go; a lone dot with 1-2 digits is the decimal point.
  const normal = grouped || clean.includes(",") ? clean.replace(/\./g, "").replace(",", ".") : clean;
  const reais = Number(normal);
  if (!(reais > 0 && reais * 100 <= MAX_AMOUNT_CENTS)) return null;
  const cents = reaisToCentavos(reais);
  return cents > 0 ? cents : null;
}

/** A money field typed in reais, read as centavos. */
export const reaisTextSchema = lazySchema(() =>
  z
    .string({ message: "Informe o valor." })
    .trim()
    .min(1, { message: "Informe o valor." })
    .transform((text, ctx) => {
      const cents = parseReaisText(text);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: "Valor inválido: use reais, como 45,90." });
        return z.NEVER;
      }
      return cents;
    }),
);

/** A form field left empty ("") is null; anything else must pass `schema`. */
export function emptyAsNull<T extends z.ZodType>(schema: T) {
  return z.union([z.literal("").transform(() => null), schema]);
}

const optionalId = lazySchema(() =>
  z
    .string()
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(z.number().int().positive().nullable()),
);

/** The dashboard's record form (add and edit): reais typed as text, selects as strings. */
export const transactionFormSchema = lazySchema(() =>
  z.object({
    date: civilDateSchema,
    kind: recordKindSchema,
    amount: reaisTextSchema,
    categoryId: optionalId,
    description: z.string().trim().max(200, { message: "A descrição pode ter no máximo 200 caracteres." }),
    payment: emptyAsNull(paymentMethodSchema),
    /** A purchase's number of parts: the whole amount in that many (edited: the purchase booked again). */
    installments: z.coerce
      .number({ message: "Informe o número de parcelas." })
      .int({ message: "Informe o número de parcelas." })
      .min(1, { message: `O número de parcelas vai de 1 a ${MAX_INSTALMENTS}.` })
      .max(MAX_INSTALMENTS, { message: `O número de parcelas vai de 1 a ${MAX_INSTALMENTS}.` }),
    scope: z.enum(["one", "all"]),
  }),
);
export type TransactionFormInput = z.input<typeof transactionFormSchema>;
export type TransactionFormOutput = z.output<typeof transactionFormSchema>;

/** The dashboard's reminder form. */
export const reminderFormSchema = lazySchema(() =>
  z.object({
    description: descriptionSchema,
    amount: emptyAsNull(reaisTextSchema),
    dueDate: civilDateSchema,
    monthly: z.boolean(),
  }),
);
export type ReminderFormInput = z.input<typeof reminderFormSchema>;

/** The dashboard's fixed item form. */
export const recurringFormSchema = lazySchema(() =>
  z.object({
    kind: recordKindSchema,
    amount: reaisTextSchema,
    description: descriptionSchema,
    // The field gives the day as text.
    dayOfMonth: z.coerce
      .number({ message: "Informe o dia do mês." })
      .pipe(monthDaySchema("Informe o dia do mês.")),
    categoryId: optionalId,
  }),
);
export type RecurringFormInput = z.input<typeof recurringFormSchema>;
