import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Book, Feature } from "@tostao/core";
import { type PlanFeature, planEndpoints } from "@tostao/core/dashboard/plan";
import { meKey } from "~/features/dashboard/queries";
import { callApi } from "~/lib/api-client";

const planKey = [...meKey, "plan"] as const;

/** What the person's plan includes and which book the dashboard shows. */
export const planQuery = queryOptions({
  queryKey: planKey,
  queryFn: () => callApi(planEndpoints.get),
  staleTime: 30_000,
});

export const usePlan = () => useQuery(planQuery);

/** One feature of the plan: allowed, or the plans that have it (undefined while loading). */
export function usePlanFeature(feature: Feature): PlanFeature | undefined {
  return usePlan().data?.features[feature];
}

/**
 * Switches the dashboard to the other book: saved on the server (every /api/me call follows
 * it), then every dashboard query starts over so nothing of the other book stays on screen.
 */
export function useSwitchBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (book: Book) => callApi(planEndpoints.setBook, { body: { book } }),
    onSuccess: async () => {
      await client.resetQueries({ queryKey: meKey });
    },
  });
}
