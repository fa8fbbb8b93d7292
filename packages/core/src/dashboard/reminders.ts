import { z } from "zod";
import { del, get, patch, post } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";
import {
  amountCentsSchema,
  civilDateSchema,
  descriptionSchema,
  monthDaySchema,
  updateSchema,
} from "./fields.ts";
import { operationIdSchema } from "./operations.ts";

export const reminderSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    description: z.string(),
    amountCents: z.number().nullable(),
    dueDate: z.string(),
    /** Day of the month it repeats on, or null for a one-off. */
    recurrenceDay: z.number().nullable(),
    status: z.enum(["pending", "sent", "done", "cancelled"]),
    createdAt: z.string(),
  }),
);
export type Reminder = z.infer<typeof reminderSchema>;

const recurrenceDay = lazySchema(() => monthDaySchema("Dia inválido."));

/** POST /api/me/reminders */
export const reminderCreateSchema = lazySchema(() =>
  z.object({
    description: descriptionSchema,
    amountCents: amountCentsSchema.nullable().optional(),
    dueDate: civilDateSchema,
    recurrenceDay: recurrenceDay.nullable().optional(),
  }),
);
export type ReminderCreate = z.infer<typeof reminderCreateSchema>;

/** PATCH /api/me/reminders/:id */
export const reminderUpdateSchema = lazySchema(() =>
  updateSchema({
    description: descriptionSchema.optional(),
    amountCents: amountCentsSchema.nullable().optional(),
    dueDate: civilDateSchema.optional(),
    recurrenceDay: recurrenceDay.nullable().optional(),
    status: z.enum(["pending", "done", "cancelled"], { message: "Situação inválida." }).optional(),
  }),
);
export type ReminderUpdate = z.infer<typeof reminderUpdateSchema>;

/** GET /api/me/reminders?status=open|all */
export const reminderListQuerySchema = lazySchema(() =>
  z.object({
    status: z.enum(["open", "all"], { message: "Use open ou all." }).default("open"),
  }),
);

export const reminderListSchema = lazySchema(() => z.object({ items: z.array(reminderSchema) }));
export const reminderSavedSchema = lazySchema(() =>
  z.object({ item: reminderSchema, operationId: operationIdSchema }),
);
export const reminderDeletedSchema = lazySchema(() =>
  z.object({ deleted: reminderSchema, operationId: operationIdSchema }),
);

export const reminderEndpoints = {
  list: get("/api/me/reminders", reminderListSchema, { query: reminderListQuerySchema }),
  create: post("/api/me/reminders", reminderSavedSchema, { body: reminderCreateSchema }),
  update: patch("/api/me/reminders/:id", reminderSavedSchema, { body: reminderUpdateSchema }),
  /** Marks it paid: a one-off is done, a monthly one moves to next month. */
  paid: post("/api/me/reminders/:id/paid", reminderSavedSchema),
  remove: del("/api/me/reminders/:id", reminderDeletedSchema),
};
