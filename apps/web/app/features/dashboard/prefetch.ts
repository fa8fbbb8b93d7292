import { personSessionQuery } from "~/features/auth/use-person-session";
import { planQuery } from "~/features/plan/queries";
import { nextTask } from "~/lib/next-task";
import { createQueryClient } from "~/lib/query-client";
import { prepareClassMerge } from "~/lib/utils";
import { accountQuery } from "./queries";

/**
 * The dashboard's query cache, one per tab. The routes' clientLoaders use it to start the first
 * screen's requests (session, account, plan and the page's own data) all at once while the page's
 * code is still loading, instead of one after another as components mount.
 */
export const dashboardQueryClient = createQueryClient();

/**
 * Asks for what every dashboard page needs before its header can be drawn (see the layout's gate),
 * then lets the first render wait two tasks: the page's modules were evaluated in this one, the
 * class merger gets the next, and the render starts in a third, so no task of the first load grows
 * long (on a first load the answers are often here already, started by the page's shell).
 */
export async function prefetchShell(): Promise<null> {
  void dashboardQueryClient.prefetchQuery(personSessionQuery);
  void dashboardQueryClient.prefetchQuery(accountQuery);
  void dashboardQueryClient.prefetchQuery(planQuery);
  await nextTask();
  prepareClassMerge();
  await nextTask();
  return null;
}
