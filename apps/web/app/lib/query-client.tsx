// Configures zod before any schema is built: every signed-in area keeps its answers here (the
// public pages' islands, which call the API client too, configure it in their own entry).
import "./zod-without-eval";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ApiError } from "./api";

/** Server state defaults for every signed-in area: no retry on answers the server gave on purpose. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * TanStack Query for one area (dashboard, admin, chat). It wraps a layout route, not the root,
 * so the public pages never load it.
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
