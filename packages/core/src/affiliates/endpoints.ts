import { z } from "zod";
import { get, patch, post } from "../api/endpoint.ts";
import { pageOf, pageParam, pageSizeParam } from "../api/paging.ts";
import {
  affiliateApplicationSchema,
  affiliateReviewSchema,
  affiliateStatuses,
} from "./application-schema.ts";

/** The operator's search over applications (the list, the CSV export and the filter bar). */
export const affiliateFilterSchema = z.object({
  q: z.string().trim().max(200, { message: "Use no máximo 200 caracteres na busca." }).optional(),
  // The filter bar's "Todas" is an empty choice.
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(affiliateStatuses, { message: "Situação inválida." }).optional(),
  ),
});
export type AffiliateFilterInput = z.input<typeof affiliateFilterSchema>;

export const affiliatePageQuerySchema = affiliateFilterSchema.extend({
  page: pageParam,
  pageSize: pageSizeParam,
});

/** An application as the operator API answers it (dates as ISO strings). */
export const affiliateApplicationJsonSchema = z.object({
  id: z.number(),
  name: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  currentWork: z.string(),
  experienceDetails: z.string(),
  audienceChannels: z.string(),
  status: z.enum(affiliateStatuses),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AffiliateApplicationJson = z.infer<typeof affiliateApplicationJsonSchema>;

export const affiliateApplicationPageSchema = pageOf(affiliateApplicationJsonSchema);
export type AffiliateApplicationPage = z.infer<typeof affiliateApplicationPageSchema>;

export const affiliateEndpoints = {
  /** The form on /afiliados. */
  apply: post("/api/affiliates/applications", z.object({ id: z.number(), status: z.literal("pending") }), {
    body: affiliateApplicationSchema,
  }),
  list: get("/api/admin/affiliates/applications", affiliateApplicationPageSchema, {
    query: affiliatePageQuerySchema,
  }),
  review: patch("/api/admin/affiliates/applications/:id", affiliateApplicationJsonSchema, {
    body: affiliateReviewSchema,
  }),
  /** A CSV file for Brazilian Excel, not JSON: open its URL. */
  csv: get("/api/admin/affiliates/applications.csv", z.string(), { query: affiliateFilterSchema }),
};
