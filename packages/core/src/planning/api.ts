/**
 * The planning API (`/api/me/cards`, `/limits`, `/goals`, `/planned-purchases`): one zod schema per
 * request and response, used by the Hono routes and by the dashboard's forms.
 */
import { z } from "zod";
import { del, get, patch, post, put } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";
import {
  amountCentsSchema,
  civilDateSchema,
  monthSchema,
  nameSchema,
  updateSchema,
} from "../dashboard/fields.ts";
import { operationIdSchema } from "../dashboard/operations.ts";
import { transactionSchema } from "../dashboard/transactions.ts";

const daySchema = (what: string) =>
  z
    .number({ message: `Informe o dia de ${what} (1 a 31).` })
    .int({ message: `O dia de ${what} deve ser um número inteiro de 1 a 31.` })
    .min(1, { message: `O dia de ${what} deve ser de 1 a 31.` })
    .max(31, { message: `O dia de ${what} deve ser de 1 a 31.` });

/** Setting up or updating a card: fields left out (or null) keep what the card has. */
export const cardInputSchema = lazySchema(() =>
  z.object({
    name: nameSchema("do cartão", 60),
    kind: z.enum(["credit", "debit"], { message: "Tipo de cartão inválido: crédito ou débito." }).optional(),
    limitCents: amountCentsSchema.nullable().optional(),
    closingDay: daySchema("fechamento").nullable().optional(),
    dueDay: daySchema("vencimento").nullable().optional(),
    billReminders: z.boolean({ message: "Lembretes da fatura: sim ou não." }).optional(),
  }),
);
export type CardInput = z.input<typeof cardInputSchema>;

/** Editing a card on the dashboard by id: the fields given change (a null limit removes it). */
export const cardUpdateSchema = lazySchema(() =>
  updateSchema({
    name: nameSchema("do cartão", 60).optional(),
    kind: z.enum(["credit", "debit"], { message: "Tipo de cartão inválido: crédito ou débito." }).optional(),
    limitCents: amountCentsSchema.nullable().optional(),
    closingDay: daySchema("fechamento").optional(),
    dueDay: daySchema("vencimento").optional(),
    billReminders: z.boolean({ message: "Lembretes da fatura: sim ou não." }).optional(),
    /** Archived: kept with its history, out of the pickers, no new purchases or bill notices. */
    archived: z.boolean({ message: "Arquivar: sim ou não." }).optional(),
  }),
);
export type CardUpdate = z.input<typeof cardUpdateSchema>;

export const billSchema = lazySchema(() =>
  z.object({
    month: z.string(),
    opensOn: z.string(),
    closesOn: z.string(),
    dueOn: z.string(),
    totalCents: z.number(),
    parts: z.number(),
    paid: z.object({ amountCents: z.number(), paidOn: z.string() }).nullable(),
    closed: z.boolean(),
  }),
);
export type BillDto = z.infer<typeof billSchema>;

export const cardSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    kind: z.enum(["credit", "debit"]),
    limitCents: z.number().nullable(),
    closingDay: z.number().nullable(),
    dueDay: z.number().nullable(),
    billReminders: z.boolean(),
    archived: z.boolean(),
    /** Null for a debit card or a credit card whose days are not known yet. */
    overview: z
      .object({
        open: billSchema,
        closedUnpaid: z.array(billSchema),
        next: billSchema,
        limitUsedCents: z.number(),
        limitLeftCents: z.number().nullable(),
      })
      .nullable(),
    /** The last 12 bills and the next 12, oldest first. */
    bills: z.array(billSchema),
  }),
);
export type CardDto = z.infer<typeof cardSchema>;

/** Moving a purchase (or one instalment part) to another bill of its card, by hand: the bill's month. */
export const moveToBillInputSchema = lazySchema(() => z.object({ month: monthSchema }));

/** A card bill due soon, unpaid and not empty: listed with the reminders (read-only). */
export const billDueSchema = lazySchema(() =>
  z.object({
    cardId: z.number(),
    card: z.string(),
    month: z.string(),
    dueOn: z.string(),
    /** What is on the bill so far; final once `closed`. */
    totalCents: z.number(),
    closed: z.boolean(),
  }),
);
export type BillDueDto = z.infer<typeof billDueSchema>;

export const limitInputSchema = lazySchema(() =>
  z.object({
    category: nameSchema("da categoria", 60),
    amountCents: amountCentsSchema,
  }),
);

export const limitSchema = lazySchema(() =>
  z.object({
    categoryId: z.number(),
    category: z.string(),
    limitCents: z.number(),
    spentCents: z.number(),
    leftCents: z.number(),
    percent: z.number(),
    daysLeft: z.number(),
  }),
);
export type LimitDto = z.infer<typeof limitSchema>;

export const goalInputSchema = lazySchema(() =>
  z.object({
    kind: z.enum(["savings", "investment", "debt"], {
      message: "Tipo de meta inválido: juntar, investir ou quitar dívida.",
    }),
    name: nameSchema("da meta", 80),
    targetCents: amountCentsSchema,
    deadline: civilDateSchema.nullable().optional(),
  }),
);
export type GoalInput = z.input<typeof goalInputSchema>;

/** Editing a goal by id: the fields given change (a null deadline removes it). */
export const goalUpdateSchema = lazySchema(() =>
  updateSchema({
    kind: goalInputSchema.shape.kind.optional(),
    name: nameSchema("da meta", 80).optional(),
    targetCents: amountCentsSchema.optional(),
    deadline: civilDateSchema.nullable().optional(),
  }),
);
export type GoalUpdate = z.input<typeof goalUpdateSchema>;

/** Money put towards a goal from the dashboard: set aside (savings, investment) or paid (debt). */
export const goalDepositInputSchema = lazySchema(() =>
  z.object({
    amountCents: amountCentsSchema,
    date: civilDateSchema,
  }),
);

export const goalSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(["savings", "investment", "debt"]),
    name: z.string(),
    targetCents: z.number(),
    savedCents: z.number(),
    remainingCents: z.number(),
    percent: z.number(),
    deadline: z.string().nullable(),
    monthsLeft: z.number().nullable(),
    monthlyNeedCents: z.number().nullable(),
    reached: z.boolean(),
    overdue: z.boolean(),
  }),
);
export type GoalDto = z.infer<typeof goalSchema>;

export const plannedInputSchema = lazySchema(() =>
  z.object({
    description: nameSchema("da compra", 120),
    amountCents: amountCentsSchema.nullable().optional(),
    /** The month it is planned for. */
    month: monthSchema.nullable().optional(),
  }),
);
export type PlannedInput = z.input<typeof plannedInputSchema>;

export const plannedSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    description: z.string(),
    amountCents: z.number().nullable(),
    plannedFor: z.string().nullable(),
    status: z.enum(["planned", "bought", "cancelled"]),
  }),
);
export type PlannedDto = z.infer<typeof plannedSchema>;

/** Editing a planned purchase: the fields given change (null removes the amount or the month). */
export const plannedUpdateSchema = lazySchema(() =>
  updateSchema({
    description: nameSchema("da compra", 120).optional(),
    amountCents: amountCentsSchema.nullable().optional(),
    month: monthSchema.nullable().optional(),
  }),
);
export type PlannedUpdate = z.input<typeof plannedUpdateSchema>;

/** Turning a planned purchase into a record: the day it was bought and, if it differs, what it cost. */
export const buyPlannedInputSchema = lazySchema(() =>
  z.object({
    date: civilDateSchema,
    amountCents: amountCentsSchema.optional(),
  }),
);

export const okSchema = lazySchema(() => z.object({ ok: z.literal(true) }));

/**
 * A change to the books answers the operation it made (null when nothing changed), for
 * "Desfazer" (`POST /api/me/operations/:id/undo`).
 */
const changed = <T extends z.ZodRawShape>(shape: () => T) =>
  lazySchema(() => z.object({ ...shape(), operationId: operationIdSchema }));
const undoableOk = changed(() => ({ ok: z.literal(true) }));

export const planningEndpoints = {
  listCards: get(
    "/api/me/cards",
    lazySchema(() => z.object({ items: z.array(cardSchema) })),
  ),
  saveCard: post(
    "/api/me/cards",
    changed(() => ({ item: cardSchema, created: z.boolean() })),
    {
      body: cardInputSchema,
    },
  ),
  deleteCard: del("/api/me/cards/:id", undoableOk),
  payBill: post(
    "/api/me/cards/:id/bills/:month/pay",
    changed(() => ({ item: cardSchema, paidCents: z.number() })),
  ),
  updateCard: patch(
    "/api/me/cards/:id",
    changed(() => ({ item: cardSchema })),
    { body: cardUpdateSchema },
  ),
  /** The purchases and instalment parts on one bill, oldest first. */
  billItems: get(
    "/api/me/cards/:id/bills/:month",
    lazySchema(() => z.object({ items: z.array(transactionSchema) })),
  ),
  /** The next bills due (today to 45 days ahead) of the cards whose bill reminders are on. */
  billDues: get(
    "/api/me/bill-dues",
    lazySchema(() => z.object({ items: z.array(billDueSchema) })),
  ),
  moveToBill: put("/api/me/transactions/:id/bill", undoableOk, { body: moveToBillInputSchema }),
  listLimits: get(
    "/api/me/limits",
    lazySchema(() => z.object({ items: z.array(limitSchema) })),
  ),
  saveLimit: put(
    "/api/me/limits",
    changed(() => ({ item: limitSchema })),
    { body: limitInputSchema },
  ),
  deleteLimit: del("/api/me/limits/:id", undoableOk),
  listGoals: get(
    "/api/me/goals",
    lazySchema(() => z.object({ items: z.array(goalSchema) })),
  ),
  saveGoal: post(
    "/api/me/goals",
    changed(() => ({ item: goalSchema, created: z.boolean() })),
    {
      body: goalInputSchema,
    },
  ),
  updateGoal: patch(
    "/api/me/goals/:id",
    changed(() => ({ item: goalSchema })),
    { body: goalUpdateSchema },
  ),
  /** The records tied to a goal, and the money taken back out of it, each newest first. */
  goalDeposits: get(
    "/api/me/goals/:id/deposits",
    lazySchema(() =>
      z.object({
        items: z.array(transactionSchema),
        withdrawals: z.array(z.object({ id: z.number(), date: z.string(), amountCents: z.number() })),
      }),
    ),
  ),
  /** Money taken back out of a savings or investment goal (never spending nor income): 409 past what it holds. */
  addGoalWithdrawal: post(
    "/api/me/goals/:id/withdrawals",
    changed(() => ({ item: goalSchema })),
    { body: goalDepositInputSchema },
  ),
  addGoalDeposit: post(
    "/api/me/goals/:id/deposits",
    changed(() => ({ item: goalSchema, transaction: transactionSchema })),
    { body: goalDepositInputSchema },
  ),
  deleteGoal: del("/api/me/goals/:id", undoableOk),
  listPlanned: get(
    "/api/me/planned-purchases",
    lazySchema(() => z.object({ items: z.array(plannedSchema) })),
  ),
  addPlanned: post(
    "/api/me/planned-purchases",
    changed(() => ({ item: plannedSchema })),
    {
      body: plannedInputSchema,
    },
  ),
  updatePlanned: patch(
    "/api/me/planned-purchases/:id",
    changed(() => ({ item: plannedSchema })),
    {
      body: plannedUpdateSchema,
    },
  ),
  deletePlanned: del("/api/me/planned-purchases/:id", undoableOk),
  buyPlanned: post(
    "/api/me/planned-purchases/:id/buy",
    changed(() => ({ item: plannedSchema, transactionId: z.number() })),
    { body: buyPlannedInputSchema },
  ),
} as const;
