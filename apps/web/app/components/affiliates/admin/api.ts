import type { AffiliateApplicationRecord, AffiliateStatus } from "@tostao/core";
import { apiFetch } from "~/lib/api";

/** An application as the admin API answers it (dates as ISO strings). */
export type ApplicationJson = Omit<AffiliateApplicationRecord, "createdAt" | "reviewedAt"> & {
  createdAt: string;
  reviewedAt: string | null;
};

export interface ApplicationPageJson {
  items: ApplicationJson[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ApplicationQuery {
  q: string;
  status: AffiliateStatus | "";
  page: number;
}

export const PAGE_SIZE = 20;

export const applicationsKey = (query: ApplicationQuery) => ["affiliate-applications", query] as const;

export function queryString(query: Partial<ApplicationQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (query.q?.trim()) params.set("q", query.q.trim());
  if (query.status) params.set("status", query.status);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function fetchApplications(query: ApplicationQuery): Promise<ApplicationPageJson> {
  return apiFetch(`/api/admin/affiliates/applications${queryString(query, { pageSize: String(PAGE_SIZE) })}`);
}

export function reviewApplication(id: number, status: "approved" | "rejected"): Promise<ApplicationJson> {
  return apiFetch(`/api/admin/affiliates/applications/${id}`, {
    method: "PATCH",
    body: JSON.stringify({ status }),
  });
}

export function csvUrl(query: Partial<ApplicationQuery>): string {
  return `/api/admin/affiliates/applications.csv${queryString({ q: query.q ?? "", status: query.status ?? "" })}`;
}
