import type { AffiliateStatus } from "@tostao/core/affiliates/application-schema";
import { affiliateEndpoints } from "@tostao/core/affiliates/endpoints";
import { callApi, endpointUrl } from "~/lib/api-client";

export interface ApplicationQuery {
  q: string;
  status: AffiliateStatus | "";
  page: number;
}

const PAGE_SIZE = 20;

export const applicationsKey = (query: ApplicationQuery) => ["affiliate-applications", query] as const;

const filter = (query: Partial<ApplicationQuery>) => ({
  q: query.q?.trim() || undefined,
  status: query.status || undefined,
});

export function fetchApplications(query: ApplicationQuery) {
  return callApi(affiliateEndpoints.list, {
    query: { ...filter(query), page: query.page > 1 ? query.page : undefined, pageSize: PAGE_SIZE },
  });
}

export function reviewApplication(id: number, status: "approved" | "rejected") {
  return callApi(affiliateEndpoints.review, { params: { id }, body: { status } });
}

export function csvUrl(query: Partial<ApplicationQuery>): string {
  return endpointUrl(affiliateEndpoints.csv, { query: filter(query) });
}
