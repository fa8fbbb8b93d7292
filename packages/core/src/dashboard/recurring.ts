import { z } from "zod";
import { del, get, patch, post } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";
import {
  amountCentsSchema,
  civilDateSchema,
  descriptionSchema,
  idSchema,
  monthDaySchema,
  paymentMethodSchema,
  recordKindSchema,
  updateSchema,
} from "./fields.ts";
import { operationIdSchema } from "./operations.ts";

/** A fixed monthly item (rent, salary, subscriptions): it enters the books on its day each month. */
export const recurringRuleSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: recordKindSchema,
    amountCents: z.number(),
    categoryId: z.number().nullable(),
    category: z.string().nullable(),
    description: z.string(),
    dayOfMonth: z.number(),
    payment: paymentMethodSchema.nullable(),
    card: z.string().nullable(),
    active: z.boolean(),
    startsOn: z.string(),
  }),
);
export type RecurringRule = z.infer<typeof recurringRuleSchema>;

const dayOfMonth = lazySchema(() => monthDaySchema("Informe o dia do mês."));

/** POST /api/me/recurring */
export const recurringCreateSchema = lazySchema(() =>
  z.object({
    kind: recordKindSchema,
    amountCents: amountCentsSchema,
    categoryId: idSchema.nullable().optional(),
    description: descriptionSchema,
    dayOfMonth,
    payment: paymentMethodSchema.nullable().optional(),
    startsOn: civilDateSchema,
  }),
);
export type RecurringCreate = z.infer<typeof recurringCreateSchema>;

/** PATCH /api/me/recurring/:id */
export const recurringUpdateSchema = lazySchema(() =>
  updateSchema({
    amountCents: amountCentsSchema.optional(),
    categoryId: idSchema.nullable().optional(),
    description: descriptionSchema.optional(),
    dayOfMonth: dayOfMonth.optional(),
    payment: paymentMethodSchema.nullable().optional(),
    active: z.boolean().optional(),
  }),
);
export type RecurringUpdate = z.infer<typeof recurringUpdateSchema>;

export const recurringListSchema = lazySchema(() => z.object({ items: z.array(recurringRuleSchema) }));
export const recurringSavedSchema = lazySchema(() =>
  z.object({ item: recurringRuleSchema, operationId: operationIdSchema }),
);
export const recurringDeletedSchema = lazySchema(() =>
  z.object({
    deleted: recurringRuleSchema,
    operationId: operationIdSchema,
  }),
);

export const recurringEndpoints = {
  list: get("/api/me/recurring", recurringListSchema),
  create: post("/api/me/recurring", recurringSavedSchema, { body: recurringCreateSchema }),
  update: patch("/api/me/recurring/:id", recurringSavedSchema, { body: recurringUpdateSchema }),
  remove: del("/api/me/recurring/:id", recurringDeletedSchema),
};
