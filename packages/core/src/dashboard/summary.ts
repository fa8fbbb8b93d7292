import { z } from "zod";
import { get } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";
import { instalmentViews } from "../books/counting-month.ts";
import { bookSchema, monthSchema, recordKindSchema } from "./fields.ts";

/** GET /api/me/summary?month=YYYY-MM (default: the person's month running today in São Paulo). */
export const summaryQuerySchema = lazySchema(() =>
  z.object({ month: monthSchema.optional(), book: bookSchema.optional() }),
);

/** The three kinds' totals, in every row of the summary. */
const kindTotals = () => ({
  incomeCents: z.number(),
  expenseCents: z.number(),
  investmentCents: z.number(),
});

export const summarySchema = lazySchema(() =>
  z.object({
    month: z.string(),
    /** The month's days: the calendar month, or from payday to payday (docs/accounts.md). */
    period: z.object({ from: z.string(), to: z.string() }),
    /** The person's month running today (the month before the calendar's until the salary comes). */
    currentMonth: z.string(),
    /** Which month a credit part counts in for this person (core books/counting-month.ts). */
    instalmentView: z.enum(instalmentViews),
    totals: z.object({
      ...kindTotals(),
      balanceCents: z.number(),
      count: z.number(),
      /** Of the expenses, the parts of instalment purchases counted in the month. */
      instalmentCents: z.number(),
    }),
    byCategory: z.array(
      z.object({
        kind: recordKindSchema,
        categoryId: z.number().nullable(),
        category: z.string().nullable(),
        color: z.string().nullable(),
        totalCents: z.number(),
        count: z.number(),
      }),
    ),
    byDay: z.array(z.object({ date: z.string(), ...kindTotals() })),
    /** The month asked for and the 12 before it, oldest first; months without records are zeros. */
    months: z.array(z.object({ month: z.string(), ...kindTotals() })),
  }),
);
export type Summary = z.infer<typeof summarySchema>;

export const summaryEndpoints = {
  get: get("/api/me/summary", summarySchema, { query: summaryQuerySchema }),
};
