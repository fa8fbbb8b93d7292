import { z } from "zod";
import { del, get, patch, post } from "../api/endpoint.ts";
import {
  amountCentsSchema,
  civilDateSchema,
  idSchema,
  paymentMethodSchema,
  recordKindSchema,
} from "./fields.ts";

/** A fixed monthly item (rent, salary, subscriptions): it enters the books on its day each month. */
export const recurringRuleSchema = z.object({
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
});
export type RecurringRule = z.infer<typeof recurringRuleSchema>;

const description = z
  .string({ message: "Informe a descrição." })
  .trim()
  .min(1, { message: "Informe a descrição." })
  .max(200, { message: "A descrição pode ter no máximo 200 caracteres." });
const dayOfMonth = z
  .number({ message: "Informe o dia do mês." })
  .int({ message: "Dia inválido." })
  .min(1, { message: "O dia deve estar entre 1 e 31." })
  .max(31, { message: "O dia deve estar entre 1 e 31." });

/** POST /api/me/recurring */
export const recurringCreateSchema = z.object({
  kind: recordKindSchema,
  amountCents: amountCentsSchema,
  categoryId: idSchema.nullable().optional(),
  description,
  dayOfMonth,
  payment: paymentMethodSchema.nullable().optional(),
  startsOn: civilDateSchema,
});
export type RecurringCreate = z.infer<typeof recurringCreateSchema>;

/** PATCH /api/me/recurring/:id */
export const recurringUpdateSchema = z
  .object({
    amountCents: amountCentsSchema.optional(),
    categoryId: idSchema.nullable().optional(),
    description: description.optional(),
    dayOfMonth: dayOfMonth.optional(),
    payment: paymentMethodSchema.nullable().optional(),
    active: z.boolean().optional(),
  })
  .refine((u) => Object.keys(u).length > 0, { message: "Informe ao menos um campo para alterar." });
export type RecurringUpdate = z.infer<typeof recurringUpdateSchema>;

export const recurringListSchema = z.object({ items: z.array(recurringRuleSchema) });
export const recurringSavedSchema = z.object({ item: recurringRuleSchema });
export const recurringDeletedSchema = z.object({ deleted: recurringRuleSchema });

export const recurringEndpoints = {
  list: get("/api/me/recurring", recurringListSchema),
  create: post("/api/me/recurring", recurringSavedSchema, { body: recurringCreateSchema }),
  update: patch("/api/me/recurring/:id", recurringSavedSchema, { body: recurringUpdateSchema }),
  remove: del("/api/me/recurring/:id", recurringDeletedSchema),
};
