import { z } from "zod";
import { lazySchema } from "../api/lazy-schema.ts";
import { books } from "../books/book.ts";
import { nonexistentDateMessage } from "../calendar/index.ts";

/** Which of the person's books (business edition); personal when omitted, so totals never mix. */
export const bookSchema = lazySchema(() =>
  z.enum(books, { message: "Livro inválido: use personal ou business." }),
);

/** The kinds of record the books hold. */
export const recordKinds = ["income", "expense", "investment"] as const;
export const recordKindSchema = lazySchema(() =>
  z.enum(recordKinds, {
    message: "Tipo inválido: use receita (income), despesa (expense) ou investimento (investment).",
  }),
);

/** How a record was paid. */
export const paymentMethods = ["credit", "debit", "pix", "cash", "boleto", "voucher"] as const;
export const paymentMethodSchema = lazySchema(() =>
  z.enum(paymentMethods, {
    message: "Forma de pagamento inválida: use credit, debit, pix, cash, boleto ou voucher.",
  }),
);
export type PaymentMethod = (typeof paymentMethods)[number];

/** Labels people read for kinds and payment methods. */
export const recordKindLabels = {
  income: "Receita",
  expense: "Despesa",
  investment: "Investimento",
} as const;
export const paymentMethodLabels = {
  credit: "Crédito",
  debit: "Débito",
  pix: "Pix",
  cash: "Dinheiro",
  boleto: "Boleto",
  voucher: "Vale-refeição/alimentação",
} as const;

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FORMAT_MESSAGE = "Data inválida: use o formato AAAA-MM-DD (ex.: 2026-03-15).";

/**
 * A civil date `YYYY-MM-DD` that exists in the calendar. A well-written day that is not in its
 * month ("2026-02-30") is told so, not sent back to the format.
 */
export const civilDateSchema = lazySchema(() =>
  z.string({ message: "Informe a data." }).superRefine((value, ctx) => {
    const match = CIVIL_DATE.exec(value);
    const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
    if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1 || d > 31) {
      ctx.addIssue({ code: "custom", message: FORMAT_MESSAGE });
      return;
    }
    const missing = nonexistentDateMessage(y, m, d);
    if (missing) ctx.addIssue({ code: "custom", message: missing });
  }),
);

/** A month `YYYY-MM`. */
export const monthSchema = lazySchema(() =>
  z.string({ message: "Informe o mês." }).regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, {
    message: "Mês inválido: use o formato AAAA-MM (ex.: 2026-03).",
  }),
);

/** The largest amount a record may hold: R$ 1 bilhão. */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

/** A positive amount in integer centavos. */
export const amountCentsSchema = lazySchema(() =>
  z
    .number({ message: "Informe o valor em centavos (número inteiro)." })
    .int({ message: "O valor deve ser um número inteiro de centavos." })
    .positive({ message: "O valor deve ser maior que zero." })
    .max(MAX_AMOUNT_CENTS, { message: "O valor é alto demais (máximo R$ 1 bilhão)." }),
);

/** Text a person must type: trimmed, not empty, at most `max` characters. */
export function requiredTextSchema(missing: string, max: number, tooLong: string) {
  return z.string({ message: missing }).trim().min(1, { message: missing }).max(max, { message: tooLong });
}

/** A record's description, as every form and API takes it. */
export const descriptionSchema = lazySchema(() =>
  requiredTextSchema("Informe a descrição.", 200, "A descrição pode ter no máximo 200 caracteres."),
);

/** The name of something the person sets up, `what` as in "do cartão": "Informe o nome do cartão." */
export const nameSchema = (what: string, max: number) =>
  requiredTextSchema(`Informe o nome ${what}.`, max, `O nome ${what} pode ter até ${max} caracteres.`);

/** A day of the month, 1 to 31; `missing` is the message when it is not a number. */
export const monthDaySchema = (missing: string) =>
  z
    .number({ message: missing })
    .int({ message: "Dia inválido." })
    .min(1, { message: "O dia deve estar entre 1 e 31." })
    .max(31, { message: "O dia deve estar entre 1 e 31." });

/** An update by id: an object of optional fields, of which at least one must be given. */
export function updateSchema<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .refine((u) => Object.keys(u).length > 0, { message: "Informe ao menos um campo para alterar." });
}

/** A positive database id. */
export const idSchema = lazySchema(() =>
  z.coerce
    .number({ message: "Identificador inválido." })
    .int({ message: "Identificador inválido." })
    .positive({ message: "Identificador inválido." })
    .max(Number.MAX_SAFE_INTEGER, { message: "Identificador inválido." }),
);

/** A query parameter that may repeat: one value or many become an array. */
export function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item),
  );
}

/** Route parameter `:id`. */
export const idParamSchema = lazySchema(() => z.object({ id: idSchema }));
