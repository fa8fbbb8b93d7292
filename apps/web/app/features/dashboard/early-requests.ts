import { authEndpoints } from "@tostao/core/auth/endpoints";
import { accountEndpoints } from "@tostao/core/dashboard/account";
import { planEndpoints } from "@tostao/core/dashboard/plan";
import { reminderEndpoints } from "@tostao/core/dashboard/reminders";
import { summaryEndpoints } from "@tostao/core/dashboard/summary";
import { transactionEndpoints } from "@tostao/core/dashboard/transactions";
import type { EarlyRequest } from "../../lib/early-responses";

// What the dashboard's shells start before the app's code arrives (render/render-site.ts): the
// same requests, to the same URLs, as the routes' clientLoaders make (early-requests.test.ts).

/** The five newest records Visão geral lists (queries.ts). */
export const latestTransactionsList = { limit: 5, sort: "-date" } as const;

/** The layout's (prefetch.ts): session, account and plan, on every dashboard page. */
const layoutRequests: EarlyRequest[] = [
  { path: authEndpoints.session.path },
  { path: accountEndpoints.get.path },
  { path: planEndpoints.get.path },
];

/** Visão geral's (its clientLoader): the month the address asks for, the latest records, open reminders. */
const overviewRequests: EarlyRequest[] = [
  { path: summaryEndpoints.get.path, fromAddress: { month: "mes" } },
  { path: transactionEndpoints.list.path, query: latestTransactionsList },
  { path: reminderEndpoints.list.path, query: { status: "open" } },
];

/** The requests the shell of a client route's path starts (none outside the dashboard). */
export function dashboardEarlyRequests(path: string): EarlyRequest[] {
  if (path === "/painel") return [...layoutRequests, ...overviewRequests];
  return path.startsWith("/painel/") ? layoutRequests : [];
}
