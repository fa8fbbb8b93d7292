import { z } from "zod";
import { endpoint } from "../api/endpoint.ts";
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

const pageNumber = (message: string, max: number) =>
  z.coerce.number({ message }).int({ message }).min(1, { message }).max(max, { message });

export const affiliatePageQuerySchema = affiliateFilterSchema.extend({
  page: pageNumber("Página inválida.", 100_000).default(1),
  pageSize: z.coerce
    .number({ message: "Tamanho de página inválido." })
    .int({ message: "Tamanho de página inválido." })
    .min(1, { message: "Tamanho de página inválido." })
    .max(100, { message: "Use no máximo 100 por página." })
    .default(20),
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

export const affiliateApplicationPageSchema = z.object({
  items: z.array(affiliateApplicationJsonSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AffiliateApplicationPage = z.infer<typeof affiliateApplicationPageSchema>;

export const affiliateEndpoints = {
  /** The form on /afiliados. */
  apply: endpoint({
    method: "POST",
    path: "/api/affiliates/applications",
    body: affiliateApplicationSchema,
    response: z.object({ id: z.number(), status: z.literal("pending") }),
  }),
  list: endpoint({
    method: "GET",
    path: "/api/admin/affiliates/applications",
    query: affiliatePageQuerySchema,
    response: affiliateApplicationPageSchema,
  }),
  review: endpoint({
    method: "PATCH",
    path: "/api/admin/affiliates/applications/:id",
    body: affiliateReviewSchema,
    response: affiliateApplicationJsonSchema,
  }),
  /** A CSV file for Brazilian Excel, not JSON: open its URL. */
  csv: endpoint({
    method: "GET",
    path: "/api/admin/affiliates/applications.csv",
    query: affiliateFilterSchema,
    response: z.string(),
  }),
};
