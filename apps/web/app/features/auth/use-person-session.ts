import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { authEndpoints } from "@tostao/core/auth/endpoints";
import { ApiError, callApi } from "~/lib/api-client";
import { rememberSignedIn } from "~/lib/signed-in-hint";

const personSessionKey = ["person-session"] as const;

/** The signed-in person, `null` when signed out (a 401 is an answer, not an error). */
export const personSessionQuery = queryOptions({
  queryKey: personSessionKey,
  queryFn: async () => {
    try {
      const { user } = await callApi(authEndpoints.session);
      rememberSignedIn(true);
      return user;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      rememberSignedIn(false);
      return null;
    }
  },
  staleTime: 60_000,
});

export const usePersonSession = () => useQuery(personSessionQuery);

/** After signing in or out: everything cached belonged to the previous session. */
export function useResetPersonSession() {
  const client = useQueryClient();
  return async () => {
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== personSessionKey[0] });
    await client.invalidateQueries({ queryKey: personSessionKey });
  };
}
