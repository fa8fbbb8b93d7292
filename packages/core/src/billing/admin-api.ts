import { z } from "zod";
import { commissionTiers } from "../affiliates/commission.ts";
import { get, post } from "../api/endpoint.ts";
import { pageOf, pageParam, pageSizeParam } from "../api/paging.ts";
import { planCodes } from "./plans.ts";
import { subscriptionStatuses } from "./subscription-machine.ts";

const page = pageParam;
const pageSize = pageSizeParam;
const search = z.string().trim().max(100, { message: "Use no máximo 100 caracteres na busca." }).optional();
const statusSchema = z.enum(subscriptionStatuses, { message: "Situação inválida." });
const planSchema = z.enum(planCodes, { message: "Plano inválido." });
const when = z.string().nullable();

/** The owner's morning figures: subscribers, this month's movements, MRR and messages. */
export const billingOverviewSchema = z.object({
  asOf: z.string(),
  month: z.string(),
  activeSubscribers: z.number(),
  trials: z.number(),
  newThisMonth: z.number(),
  cancelledThisMonth: z.number(),
  refundedThisMonth: z.number(),
  chargebacksThisMonth: z.number(),
  mrrCents: z.number(),
  messagesToday: z.number(),
  failedDeliveries: z.number(),
  byPlan: z.array(
    z.object({ plan: planSchema, title: z.string(), active: z.number(), mrrCents: z.number() }),
  ),
  /** The last 30 São Paulo days, oldest first. */
  daily: z.array(
    z.object({
      date: z.string(),
      newSubscriptions: z.number(),
      cancellations: z.number(),
      messages: z.number(),
    }),
  ),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const customerQuerySchema = z.object({
  q: search,
  status: z.union([statusSchema, z.literal("none")], { message: "Situação inválida." }).optional(),
  page,
  pageSize,
});
export const customerSchema = z.object({
  userId: z.number(),
  /** Null for someone known only by their WhatsApp business-scoped user id. */
  phone: z.string().nullable(),
  whatsappId: z.string().nullable(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  plan: planSchema.nullable(),
  status: statusSchema.nullable(),
  periodEnd: when,
  lastMessageAt: when,
  records: z.number(),
  businessRecords: z.number(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const subscriptionQuerySchema = z.object({
  q: search,
  status: statusSchema.optional(),
  page,
  pageSize,
});
export const subscriptionSchema = z.object({
  id: z.number(),
  provider: z.string(),
  externalId: z.string(),
  userId: z.number().nullable(),
  phone: z.string().nullable(),
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  plan: planSchema.nullable(),
  status: statusSchema,
  startedAt: when,
  periodEnd: when,
  cancelledAt: when,
  endedAt: when,
  affiliateCode: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminSubscription = z.infer<typeof subscriptionSchema>;

export const subscriptionEventSchema = z.object({
  id: z.number(),
  provider: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  kind: z.string().nullable(),
  occurredAt: z.string(),
  receivedAt: z.string(),
  transaction: z.string().nullable(),
  plan: planSchema.nullable(),
  amountCents: z.number().nullable(),
  affiliateCode: z.string().nullable(),
  outcome: z.enum(["applied", "ignored"]),
  note: z.string().nullable(),
  subscriptionId: z.number().nullable(),
});
export type SubscriptionEventRow = z.infer<typeof subscriptionEventSchema>;

export const eventQuerySchema = z.object({
  outcome: z.enum(["applied", "ignored"], { message: "Resultado inválido." }).optional(),
  page,
  pageSize,
});

export const failedMessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  /** The phone it went to, or null when it went to a WhatsApp BSUID (whatsappId). */
  phone: z.string().nullable(),
  whatsappId: z.string().nullable(),
  userId: z.number().nullable(),
  name: z.string().nullable(),
  type: z.string(),
  body: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  updatedAt: z.string(),
});
export type FailedMessage = z.infer<typeof failedMessageSchema>;

/** A São Paulo month, "2026-11". */
const monthParam = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "Use o mês no formato AAAA-MM." })
  .optional();
export const messageCostQuerySchema = z.object({ month: monthParam, page, pageSize });

/** A count (or US$) per WhatsApp pricing category. */
const byCategorySchema = z.object({
  marketing: z.number(),
  utility: z.number(),
  authentication: z.number(),
  service: z.number(),
});

/** What one person's WhatsApp messages of a month cost, against what their plan brings in. */
export const messageCostSchema = z.object({
  userId: z.number(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  whatsappId: z.string().nullable(),
  username: z.string().nullable(),
  plan: planSchema.nullable(),
  /** Where Meta prices their messages (core contactCountry: "BR", "PT", "+234"), when known. */
  country: z.string().nullable(),
  /** What the plan brings in per month, in centavos (upfront prices spread by month). */
  planMonthlyCents: z.number().nullable(),
  /** Messages they sent us, and the ones we sent them that WhatsApp took. */
  received: z.number(),
  sent: z.number(),
  /** Delivered messages Meta charges for, per pricing category. */
  billable: byCategorySchema,
  /** Sent messages with no status pricing yet (the statuses have not arrived). */
  unpriced: z.number(),
  /** Charged messages taken but not delivered yet: Meta bills on delivery, so they are not counted. */
  undelivered: z.number(),
  estimatedUsd: z.number(),
  /** The estimate in centavos of real, at the configured rate. */
  estimatedCents: z.number(),
});
export type MessageCost = z.infer<typeof messageCostSchema>;

/** Messages and their estimated cost over a slice of the month (a day, a country). */
const costSliceSchema = z.object({
  sent: z.number(),
  billable: byCategorySchema,
  estimatedUsd: z.number(),
});

export const messageCostsSchema = pageOf(messageCostSchema).extend({
  month: z.string(),
  /** US$ per charged message (Brazil's rate card unless configured): every country is estimated at them. */
  prices: byCategorySchema,
  usdToBrl: z.number(),
  totals: z.object({
    sent: z.number(),
    billable: z.number(),
    estimatedUsd: z.number(),
    /** Charged messages and their cost per category, over everyone. */
    byCategory: byCategorySchema,
    costByCategory: byCategorySchema,
    /** Free-form replies delivered this month (Meta's monthly service allowance counts them per number). */
    serviceDelivered: z.number(),
  }),
  /** Messages to numbers without an account (sign-in codes before the first sign-in), in the totals too. */
  noAccount: costSliceSchema,
  /** Every day of the month with messages sent (São Paulo dates), in order. */
  days: z.array(costSliceSchema.extend({ date: z.string() })),
  /** Per country of the people written to, the costliest first; null is unknown. */
  countries: z.array(costSliceSchema.extend({ country: z.string().nullable(), people: z.number() })),
});
export type MessageCosts = z.infer<typeof messageCostsSchema>;

export const affiliateSalesSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  sales: z.number(),
  refunds: z.number(),
  revenueCents: z.number(),
  reportedCommissionCents: z.number(),
  tier: z.enum(commissionTiers.map((t) => t.id) as ["standard", "veteran", "elite"]),
  percent: z.number(),
  /** What the tier pays on this affiliate's revenue. */
  tierCommissionCents: z.number(),
  salesToNextTier: z.number().nullable(),
});
export type AffiliateSales = z.infer<typeof affiliateSalesSchema>;

/** The operator console's billing API; every route needs an operator session. */
export const billingAdminEndpoints = {
  overview: get("/api/admin/billing/overview", billingOverviewSchema),
  customers: get("/api/admin/billing/customers", pageOf(customerSchema), { query: customerQuerySchema }),
  subscriptions: get("/api/admin/billing/subscriptions", pageOf(subscriptionSchema), {
    query: subscriptionQuerySchema,
  }),
  subscription: get(
    "/api/admin/billing/subscriptions/:id",
    z.object({ subscription: subscriptionSchema, events: z.array(subscriptionEventSchema) }),
  ),
  events: get("/api/admin/billing/events", pageOf(subscriptionEventSchema), { query: eventQuerySchema }),
  failedMessages: get("/api/admin/billing/failed-messages", pageOf(failedMessageSchema), {
    query: z.object({ page, pageSize }),
  }),
  retryMessage: post(
    "/api/admin/billing/failed-messages/:id/retry",
    z.object({ id: z.number(), status: z.literal("queued") }),
  ),
  messageCosts: get("/api/admin/billing/message-costs", messageCostsSchema, {
    query: messageCostQuerySchema,
  }),
  affiliates: get(
    "/api/admin/billing/affiliates",
    z.object({
      thresholds: z.object({ veteranSales: z.number(), eliteSales: z.number() }),
      items: z.array(affiliateSalesSchema),
    }),
  ),
} as const;
