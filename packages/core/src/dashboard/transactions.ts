import { z } from "zod";
import { del, get, patch, post } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";
import { wholeNumber } from "../api/paging.ts";
import { periodCounts } from "../calendar/periods.ts";
import { MAX_INSTALMENTS } from "../planning/installments.ts";
import {
  amountCentsSchema,
  bookSchema,
  civilDateSchema,
  idSchema,
  monthSchema,
  paymentMethodSchema,
  recordKindSchema,
  repeated,
} from "./fields.ts";
import { limitAlertsSchema, operationIdSchema } from "./operations.ts";

/** One record of the books as the API shows it. */
export const transactionSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    date: z.string(),
    kind: recordKindSchema,
    amountCents: z.number(),
    /** Category name, or null when the record has none. */
    category: z.string().nullable(),
    categoryId: z.number().nullable(),
    categoryColor: z.string().nullable(),
    description: z.string(),
    payment: paymentMethodSchema.nullable(),
    card: z.string().nullable(),
    /** The part of an instalment purchase: "3/10" is `{ number: 3, count: 10 }`. */
    installment: z.object({ groupId: z.string(), number: z.number(), count: z.number() }).nullable(),
    recurringRuleId: z.number().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionSorts = ["-date", "date", "-amount", "amount"] as const;
export type TransactionSort = (typeof transactionSorts)[number];

const optionalCents = lazySchema(() =>
  z.coerce
    .number({ message: "Valor inválido: use centavos (número inteiro)." })
    .int({ message: "Valor inválido: use centavos (número inteiro)." })
    .min(0, { message: "O valor não pode ser negativo." })
    .optional(),
);

/**
 * A month as the person counts it (docs/accounts.md, "A month that starts on payday"): "YYYY-MM",
 * or the one running today ("current") or the one before ("previous"). The server turns it into
 * its days by core's countingPeriod, so a month that starts on payday runs from payday to payday
 * here as in chat, limits and Visão geral.
 */
export const personMonthSchema = lazySchema(() =>
  z.union([z.enum(["current", "previous"]), monthSchema], {
    message: "Mês inválido: use AAAA-MM, current ou previous.",
  }),
);
export type PersonMonth = z.infer<typeof personMonthSchema>;

/** The filter of the records list and of the exports (every field optional). */
export const transactionFilterSchema = lazySchema(() =>
  z
    .object({
      from: civilDateSchema.optional(),
      to: civilDateSchema.optional(),
      /** The person's month; when given, it sets the period and `from`/`to` are not read. */
      month: personMonthSchema.optional(),
      /**
       * How `from`/`to` count (docs/books.md, "Months"): by `days` (each record on its counting day:
       * a week, the last 30 days, a range typed) unless `months` is said ("este ano"), which must
       * start on a month's first day. A `month` always counts by months.
       */
      by: z.enum(periodCounts, { message: "Contagem inválida: use days ou months." }).optional(),
      kind: repeated(recordKindSchema).optional(),
      /** Category ids or names; "none" matches records without a category. */
      category: repeated(z.string().trim().min(1).max(60, { message: "Categoria inválida." })).optional(),
      payment: repeated(paymentMethodSchema).optional(),
      q: z.string().trim().max(100, { message: "A busca pode ter no máximo 100 caracteres." }).optional(),
      minCents: optionalCents,
      maxCents: optionalCents,
      book: bookSchema.optional(),
    })
    .refine((f) => !f.from || !f.to || f.from <= f.to, {
      message: "A data inicial deve ser anterior ou igual à final.",
      path: ["to"],
    })
    .refine((f) => f.by !== "months" || f.month !== undefined || (f.from?.endsWith("-01") && f.to), {
      message: "Um período contado por meses vai do dia 1º de um mês até uma data final.",
      path: ["by"],
    })
    .refine((f) => f.minCents === undefined || f.maxCents === undefined || f.minCents <= f.maxCents, {
      message: "O valor mínimo deve ser menor ou igual ao máximo.",
      path: ["maxCents"],
    }),
);
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;

/** GET /api/me/transactions: the filter, the order and one page. */
export const transactionListQuerySchema = lazySchema(() =>
  z.intersection(
    transactionFilterSchema,
    z.object({
      sort: z
        .enum(transactionSorts, { message: "Ordenação inválida: use date, -date, amount ou -amount." })
        .default("-date"),
      limit: wholeNumber(1, 200, "O limite deve ser um número entre 1 e 200.").default(50),
      cursor: z.string().max(200, { message: "Cursor inválido." }).optional(),
    }),
  ),
);
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** Sums of a filtered set of records. */
export const transactionTotalsSchema = lazySchema(() =>
  z.object({
    count: z.number(),
    expenseCents: z.number(),
    incomeCents: z.number(),
    investmentCents: z.number(),
  }),
);
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

/** The days a `month` filter stands for, and the month's name. */
export const filteredPeriodSchema = lazySchema(() =>
  z.object({
    month: z.string(),
    from: z.string(),
    to: z.string(),
    /** Whether the person's month runs from payday to payday. */
    startsOnPayday: z.boolean(),
  }),
);
export type FilteredPeriod = z.infer<typeof filteredPeriodSchema>;

export const transactionListSchema = lazySchema(() =>
  z.object({
    items: z.array(transactionSchema),
    /** The month filtered by, as days (null when the filter named no month). */
    period: filteredPeriodSchema.nullable(),
    totals: transactionTotalsSchema,
    nextCursor: z.string().nullable(),
  }),
);
export type TransactionList = z.infer<typeof transactionListSchema>;

const description = lazySchema(() =>
  z
    .string({ message: "Informe a descrição." })
    .trim()
    .max(200, { message: "A descrição pode ter no máximo 200 caracteres." }),
);
const card = lazySchema(() =>
  z.string().trim().max(40, { message: "O nome do cartão pode ter no máximo 40 caracteres." }),
);

const installmentsSchema = lazySchema(() =>
  z
    .number({ message: "Informe o número de parcelas." })
    .int({ message: "Informe o número de parcelas." })
    .min(1, { message: `O número de parcelas vai de 1 a ${MAX_INSTALMENTS}.` })
    .max(MAX_INSTALMENTS, { message: `O número de parcelas vai de 1 a ${MAX_INSTALMENTS}.` }),
);

/** POST /api/me/transactions: a new record typed in the dashboard. */
export const transactionCreateSchema = lazySchema(() =>
  z.object({
    date: civilDateSchema,
    kind: recordKindSchema,
    amountCents: amountCentsSchema,
    categoryId: idSchema.nullable().optional(),
    description: description.default(""),
    payment: paymentMethodSchema.nullable().optional(),
    card: card.nullable().optional(),
    /** An instalment purchase: `amountCents` is the whole, split in this many parts (docs/books.md). */
    installments: installmentsSchema.optional(),
  }),
);
export type TransactionCreate = z.infer<typeof transactionCreateSchema>;

/** PATCH /api/me/transactions/:id: the fields to change; `scope` "all" changes every instalment part. */
export const transactionUpdateSchema = lazySchema(() =>
  z
    .object({
      date: civilDateSchema.optional(),
      kind: recordKindSchema.optional(),
      amountCents: amountCentsSchema.optional(),
      categoryId: idSchema.nullable().optional(),
      description: description.optional(),
      payment: paymentMethodSchema.nullable().optional(),
      card: card.nullable().optional(),
      /**
       * The purchase booked again in this many parts from its whole total, card and goal (every
       * part, whatever the scope), as "ops, foram 12x" in the chat.
       */
      installments: installmentsSchema.optional(),
      scope: z
        .enum(["one", "all"], { message: "Escolha entre esta parcela (one) ou todas (all)." })
        .default("one"),
    })
    .refine((u) => Object.keys(u).some((key) => key !== "scope"), {
      message: "Informe ao menos um campo para alterar.",
    }),
);
export type TransactionUpdate = z.infer<typeof transactionUpdateSchema>;

/**
 * POST /api/me/transactions/:id/split: parts of the record that go to other categories; the
 * record keeps the rest (or becomes the first part when they take it all). One operation.
 */
export const transactionSplitSchema = lazySchema(() =>
  z.object({
    parts: z
      .array(
        z.object({
          amountCents: amountCentsSchema,
          categoryId: idSchema.nullable(),
          description: description.optional(),
        }),
        { message: "Informe as partes." },
      )
      .min(1, { message: "Informe ao menos uma parte." })
      .max(20, { message: "Divida em no máximo 20 partes." }),
  }),
);
export type TransactionSplit = z.infer<typeof transactionSplitSchema>;

/** DELETE /api/me/transactions/:id?scope=one|all */
export const transactionDeleteQuerySchema = lazySchema(() =>
  z.object({
    scope: z
      .enum(["one", "all"], { message: "Escolha entre esta parcela (one) ou todas (all)." })
      .default("one"),
  }),
);

// Every change answers with its operation: "Desfazer" sends only its id (/api/me/operations/:id/undo).
export const transactionDeletedSchema = lazySchema(() =>
  z.object({
    deleted: z.array(transactionSchema),
    operationId: operationIdSchema,
  }),
);
export const transactionSavedSchema = lazySchema(() =>
  z.object({
    item: transactionSchema,
    operationId: operationIdSchema,
    alerts: limitAlertsSchema,
    /** The open reminder the new expense paid, now marked paid (the chat says the same). */
    reminderPaid: z
      .object({ description: z.string(), dueDate: z.string(), nextDue: z.string().nullable() })
      .nullable()
      .optional(),
  }),
);
export const transactionsSavedSchema = lazySchema(() =>
  z.object({
    items: z.array(transactionSchema),
    operationId: operationIdSchema,
    alerts: limitAlertsSchema,
  }),
);
/** GET /api/me/transactions/:id */
export const transactionFoundSchema = lazySchema(() => z.object({ item: transactionSchema }));

export const transactionEndpoints = {
  list: get("/api/me/transactions", transactionListSchema, { query: transactionListQuerySchema }),
  get: get("/api/me/transactions/:id", transactionFoundSchema),
  create: post("/api/me/transactions", transactionSavedSchema, { body: transactionCreateSchema }),
  update: patch("/api/me/transactions/:id", transactionsSavedSchema, { body: transactionUpdateSchema }),
  split: post("/api/me/transactions/:id/split", transactionsSavedSchema, { body: transactionSplitSchema }),
  remove: del("/api/me/transactions/:id", transactionDeletedSchema, { query: transactionDeleteQuerySchema }),
};
