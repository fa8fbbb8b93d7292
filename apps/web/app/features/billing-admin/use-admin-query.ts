import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError } from "~/lib/api";

/**
 * A query of the operator console: when the session expired (401) the layout is asked to
 * check it again, so the login form comes back instead of an error.
 */
export function useAdminQuery<T>(key: readonly unknown[], fetcher: () => Promise<T>) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: fetcher });
  const expired = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (expired) void client.invalidateQueries({ queryKey: ["admin-session"] });
  }, [expired, client]);
  return query;
}
