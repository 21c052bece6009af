import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { ProfileAnswer } from "@/lib/contracts";

export type Profile = ProfileAnswer;

export const profileQueryKey = ["/api/account/profile"] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: getQueryFn<Profile>({ on401: "throw" }),
    // Her consent is set on this page alone; read it afresh whenever the page opens.
    staleTime: 0,
  });

/** Her account with her marketing consent. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
