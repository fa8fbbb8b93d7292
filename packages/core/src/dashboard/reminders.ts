import { z } from "zod";
import { del, get, patch, post } from "../api/endpoint.ts";
import { amountCentsSchema, civilDateSchema } from "./fields.ts";

export const reminderSchema = z.object({
  id: z.number(),
  description: z.string(),
  amountCents: z.number().nullable(),
  dueDate: z.string(),
  /** Day of the month it repeats on, or null for a one-off. */
  recurrenceDay: z.number().nullable(),
  status: z.enum(["pending", "sent", "done", "cancelled"]),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

const description = z
  .string({ message: "Informe a descrição." })
  .trim()
  .min(1, { message: "Informe a descrição." })
  .max(200, { message: "A descrição pode ter no máximo 200 caracteres." });
const recurrenceDay = z
  .number({ message: "Dia inválido." })
  .int({ message: "Dia inválido." })
  .min(1, { message: "O dia deve estar entre 1 e 31." })
  .max(31, { message: "O dia deve estar entre 1 e 31." });

/** POST /api/me/reminders */
export const reminderCreateSchema = z.object({
  description,
  amountCents: amountCentsSchema.nullable().optional(),
  dueDate: civilDateSchema,
  recurrenceDay: recurrenceDay.nullable().optional(),
});
export type ReminderCreate = z.infer<typeof reminderCreateSchema>;

/** PATCH /api/me/reminders/:id */
export const reminderUpdateSchema = z
  .object({
    description: description.optional(),
    amountCents: amountCentsSchema.nullable().optional(),
    dueDate: civilDateSchema.optional(),
    recurrenceDay: recurrenceDay.nullable().optional(),
    status: z.enum(["pending", "done", "cancelled"], { message: "Situação inválida." }).optional(),
  })
  .refine((u) => Object.keys(u).length > 0, { message: "Informe ao menos um campo para alterar." });
export type ReminderUpdate = z.infer<typeof reminderUpdateSchema>;

/** GET /api/me/reminders?status=open|all */
export const reminderListQuerySchema = z.object({
  status: z.enum(["open", "all"], { message: "Use open ou all." }).default("open"),
});

export const reminderListSchema = z.object({ items: z.array(reminderSchema) });
export const reminderSavedSchema = z.object({ item: reminderSchema });
export const reminderDeletedSchema = z.object({ deleted: reminderSchema });

export const reminderEndpoints = {
  list: get("/api/me/reminders", reminderListSchema, { query: reminderListQuerySchema }),
  create: post("/api/me/reminders", reminderSavedSchema, { body: reminderCreateSchema }),
  update: patch("/api/me/reminders/:id", reminderSavedSchema, { body: reminderUpdateSchema }),
  /** Marks it paid: a one-off is done, a monthly one moves to next month. */
  paid: post("/api/me/reminders/:id/paid", reminderSavedSchema),
  remove: del("/api/me/reminders/:id", reminderDeletedSchema),
};
