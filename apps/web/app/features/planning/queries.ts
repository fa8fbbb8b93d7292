import { queryOptions, useQuery } from "@tanstack/react-query";
import { planningEndpoints } from "@tostao/core/planning/api";
import { meKey } from "~/features/dashboard/queries";
import { callApi } from "~/lib/api-client";

const e = planningEndpoints;

/** Planning keys sit under the dashboard's, so one invalidation refreshes them with the rest. */
const planningKeys = {
  cards: [...meKey, "cards"] as const,
  billDues: [...meKey, "bill-dues"] as const,
  bill: (cardId: number, month: string) => [...meKey, "cards", cardId, "bill", month] as const,
  limits: [...meKey, "limits"] as const,
  goals: [...meKey, "goals"] as const,
  deposits: (goalId: number) => [...meKey, "goals", goalId, "deposits"] as const,
  planned: [...meKey, "planned"] as const,
};

export const useCards = () => useQuery({ queryKey: planningKeys.cards, queryFn: () => callApi(e.listCards) });

const billDuesQuery = queryOptions({
  queryKey: planningKeys.billDues,
  queryFn: () => callApi(e.billDues),
});

export const useBillDues = () => useQuery(billDuesQuery);

export const useBillItems = (cardId: number, month: string) =>
  useQuery({
    queryKey: planningKeys.bill(cardId, month),
    queryFn: () => callApi(e.billItems, { params: { id: cardId, month } }),
  });

export const useLimits = () =>
  useQuery({ queryKey: planningKeys.limits, queryFn: () => callApi(e.listLimits), retry: false });

const goalsQuery = queryOptions({ queryKey: planningKeys.goals, queryFn: () => callApi(e.listGoals) });

export const useGoals = () => useQuery(goalsQuery);

export const useGoalDeposits = (goalId: number) =>
  useQuery({
    queryKey: planningKeys.deposits(goalId),
    queryFn: () => callApi(e.goalDeposits, { params: { id: goalId } }),
  });

export const usePlanned = () =>
  useQuery({ queryKey: planningKeys.planned, queryFn: () => callApi(e.listPlanned) });
