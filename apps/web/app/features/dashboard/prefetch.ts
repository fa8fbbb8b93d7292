import { personSessionQuery } from "~/features/auth/use-person-session";
import { planQuery } from "~/features/plan/queries";
import { createQueryClient } from "~/lib/query-client";
import { accountQuery } from "./queries";

/**
 * The dashboard's query cache, one per tab. The routes' clientLoaders use it to start the first
 * screen's requests (session, account, plan and the page's own data) all at once while the page's
 * code is still loading, instead of one after another as components mount.
 */
export const dashboardQueryClient = createQueryClient();

/** What every dashboard page needs before its header can be drawn (see the layout's gate). */
export function prefetchShell(): null {
  void dashboardQueryClient.prefetchQuery(personSessionQuery);
  void dashboardQueryClient.prefetchQuery(accountQuery);
  void dashboardQueryClient.prefetchQuery(planQuery);
  return null;
}
