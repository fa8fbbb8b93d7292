import { z } from "zod";
import { post } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";

/**
 * What the person did, as an undo names it: every change to the books (records, categories,
 * fixed items, reminders, bills, cards, goals, limits, planned purchases, accounts and their
 * balances) is one operation, undone on the server.
 */
export const operationKinds = [
  "record",
  "edit",
  "delete",
  "move_bill",
  "pay_bill",
  "fixed_items",
  "fixed_item",
  "reminder",
  "category",
  "planned_bought",
  "planned",
  "card",
  "goal",
  "goal_deposit",
  "limit",
  "account",
  "import",
  "split",
] as const;

/** Sent back by every change to the books: the operation "Desfazer" undoes (null: nothing changed). */
export const operationIdSchema = lazySchema(() => z.number().int().positive().nullable());

/**
 * The limit alerts a change to the records owes (80 % or 100 % of a category's limit crossed), in
 * the words the chat says them; empty when it owes none.
 */
export const limitAlertsSchema = lazySchema(() => z.array(z.string()));

/** POST /api/me/operations/:id/undo: the operation undone (409 with the reason in pt-BR when it cannot be). */
export const operationUndoneSchema = lazySchema(() =>
  z.object({
    undone: z.object({ id: z.number(), kind: z.enum(operationKinds) }),
    operationId: operationIdSchema,
  }),
);
export type OperationUndone = z.infer<typeof operationUndoneSchema>;

export const operationEndpoints = {
  undo: post("/api/me/operations/:id/undo", operationUndoneSchema),
};
