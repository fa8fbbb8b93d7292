import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { accountEndpoints } from "@tostao/core/dashboard/account";
import { categoryEndpoints } from "@tostao/core/dashboard/categories";
import { recurringEndpoints } from "@tostao/core/dashboard/recurring";
import { reminderEndpoints } from "@tostao/core/dashboard/reminders";
import { summaryEndpoints } from "@tostao/core/dashboard/summary";
import {
  type TransactionFilter,
  type TransactionSort,
  transactionEndpoints,
} from "@tostao/core/dashboard/transactions";
import { useEffect, useRef } from "react";
import { callApi } from "~/lib/api-client";
import { latestTransactionsList } from "./early-requests";

/** Every dashboard query key starts here, so one invalidation refreshes the whole dashboard. */
export const meKey = ["me"] as const;

export const keys = {
  account: [...meKey, "account"] as const,
  summary: (month: string) => [...meKey, "summary", month] as const,
  transactions: (filter: TransactionFilter, sort: TransactionSort) =>
    [...meKey, "transactions", filter, sort] as const,
  allTransactions: [...meKey, "transactions"] as const,
  categories: [...meKey, "categories"] as const,
  reminders: (status: "open" | "all") => [...meKey, "reminders", status] as const,
  recurring: [...meKey, "recurring"] as const,
  sessions: [...meKey, "sessions"] as const,
};

// What the first screen asks for, as options the hooks and the routes' clientLoaders share
// (see prefetch.ts).
export const accountQuery = queryOptions({
  queryKey: keys.account,
  queryFn: () => callApi(accountEndpoints.get),
});

/** A month's figures; without a month, the person's month running today (it may start on payday). */
export const summaryQuery = (month: string | null) =>
  queryOptions({
    queryKey: keys.summary(month ?? "current"),
    queryFn: () => callApi(summaryEndpoints.get, { query: month ? { month } : {} }),
  });

export const remindersQuery = (status: "open" | "all") =>
  queryOptions({
    queryKey: keys.reminders(status),
    queryFn: () => callApi(reminderEndpoints.list, { query: { status } }),
  });

/** The five newest records of Visão geral. */
export const latestTransactionsQuery = queryOptions({
  queryKey: [...keys.allTransactions, "latest"],
  queryFn: () => callApi(transactionEndpoints.list, { query: latestTransactionsList }),
});

export const useAccount = () => useQuery(accountQuery);

export const useLatestTransactions = () => useQuery(latestTransactionsQuery);

export const useSummary = (month: string | null) =>
  useQuery({ ...summaryQuery(month), placeholderData: keepPreviousData });

const categoriesQuery = queryOptions({
  queryKey: keys.categories,
  queryFn: () => callApi(categoryEndpoints.list),
  staleTime: 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);

export const useReminders = (status: "open" | "all") => useQuery(remindersQuery(status));

export const useRecurring = () =>
  useQuery({ queryKey: keys.recurring, queryFn: () => callApi(recurringEndpoints.list) });

/** The filtered records, 100 at a time as the list scrolls. */
export function useTransactions(filter: TransactionFilter, sort: TransactionSort) {
  return useInfiniteQuery({
    queryKey: keys.transactions(filter, sort),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        transactionEndpoints.list,
        { query: { ...filter, sort, limit: 100, cursor: pageParam } },
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * The days of the person's month a filter names (null when it names none): the server counts it,
 * from payday to payday when their month starts on payday. One record is asked for with them.
 */
export function useFilteredPeriod(filter: TransactionFilter) {
  const query = useQuery({
    queryKey: [...keys.transactions(filter, "-date"), "period"],
    queryFn: ({ signal }) =>
      callApi(transactionEndpoints.list, { query: { ...filter, sort: "-date", limit: 1 } }, { signal }),
    enabled: filter.month !== undefined,
  });
  return query.data?.period ?? null;
}

/**
 * Keeps an open dashboard current: polls the books' version every second while the tab is
 * visible, and refreshes every dashboard query when chat (or another device) changed anything.
 */
export function useLiveBooks() {
  const client = useQueryClient();
  const seen = useRef<number | null>(null);
  const version = useQuery({
    queryKey: ["books-version"],
    queryFn: () => callApi(accountEndpoints.version),
    refetchInterval: 1000,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  useEffect(() => {
    const current = version.data?.version;
    if (current === undefined) return;
    if (seen.current !== null && seen.current !== current) void client.invalidateQueries({ queryKey: meKey });
    seen.current = current;
  }, [version.data?.version, client]);
}
