import { z } from "zod";
import { endpoint } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";
import { type Feature, type FeatureGate, featureNames, features } from "../billing/features.ts";
import { listTitles } from "../billing/replies.ts";
import { subscriptionStatuses } from "../billing/subscription-machine.ts";
import { bookSchema } from "./fields.ts";

/** One feature of the catalogue as the dashboard shows it: on the plan, or which plans have it. */
export const planFeatureSchema = lazySchema(() =>
  z.object({
    allowed: z.boolean(),
    label: z.string(),
    /** The plans that include it ("Plano Anual"), empty when allowed. */
    planTitles: z.array(z.string()),
  }),
);
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/** The person's subscription as Conta shows it (see core billing/subscription-view.ts). */
export const subscriptionViewSchema = lazySchema(() =>
  z.object({
    plan: z.string().nullable(),
    status: z.enum(subscriptionStatuses),
    platform: z.string(),
    buyerAreaUrl: z.string().nullable(),
    refundUrl: z.string().nullable(),
    startedAt: z.string().nullable(),
    nextChargeAt: z.string().nullable(),
    accessUntil: z.string().nullable(),
    endedAt: z.string().nullable(),
    guaranteeDays: z.number().nullable(),
    guaranteeEndsAt: z.string().nullable(),
    withinGuarantee: z.boolean(),
  }),
);

/** GET /api/me/plan: what the person's plan includes and which book the dashboard shows. */
export const mePlanSchema = lazySchema(() =>
  z.object({
    /** "open" on a free instance (ACCESS_MODE=open): everything is included. */
    access: z.enum(["open", "paid"]),
    /** Titles of the plans that give access now ("Plano Trimestral"). */
    planTitles: z.array(z.string()),
    /** The book the dashboard shows (saved per person). */
    book: bookSchema,
    /** The books the person may open: the business one only with the business edition. */
    books: z.array(bookSchema),
    features: z.record(z.enum(featureNames as [Feature, ...Feature[]]), planFeatureSchema),
    /** The person's latest subscription (the one giving access first); null when they have none. */
    subscription: subscriptionViewSchema.nullable(),
  }),
);
export type MePlan = z.infer<typeof mePlanSchema>;

/** PUT /api/me/book: the book the dashboard shows from now on. */
export const bookChoiceSchema = lazySchema(() => z.object({ book: bookSchema }));

export const planEndpoints = {
  get: endpoint({ method: "GET", path: "/api/me/plan", response: mePlanSchema }),
  setBook: endpoint({
    method: "PUT",
    path: "/api/me/book",
    body: bookChoiceSchema,
    response: bookChoiceSchema,
  }),
};

/** The code of the 403 a gated API call answers with. */
export const PLAN_REQUIRED = "plan_required";

/**
 * Where a feature is sold, to follow "disponível".
 * @example availableIn(["Plano Trimestral", "Plano Anual"]) // "nos planos Trimestral e Anual"
 */
export function availableIn(planTitles: readonly string[]): string {
  if (planTitles.length === 1) return `no ${planTitles[0]}`;
  return `nos planos ${listTitles(planTitles.map((t) => t.replace(/^Plano /, "")))}`;
}

/**
 * The plain pt-BR sentence of a feature the plan lacks (dashboard and API), without the chat's
 * formatting; "Label: disponível no …" reads right whatever the label's gender and number.
 * @example lockedFeatureMessage({ label: "Exportação para Excel", planTitles: ["Plano Anual"] })
 * // "Exportação para Excel: disponível no Plano Anual. Conheça os planos em /planos."
 */
export function lockedFeatureMessage(feature: { label: string; planTitles: readonly string[] }): string {
  return `${feature.label}: disponível ${availableIn(feature.planTitles)}. Conheça os planos em /planos.`;
}

/** The dashboard's view of one gate. */
export function planFeature(gate: FeatureGate, feature: Feature): PlanFeature {
  return gate.allowed
    ? { allowed: true, label: features[feature].label, planTitles: [] }
    : { allowed: false, label: gate.label, planTitles: gate.planTitles };
}
