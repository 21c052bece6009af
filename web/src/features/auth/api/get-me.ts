import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export type UserRole = "customer" | "auditor" | "admin";

export interface User {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  createdAt: string;
}

export const meQueryKey = ["/api/auth/me"] as const;

/** The signed-in user, or null: a 401 here is the normal "not signed in" answer, not an error. */
export const getMe = getQueryFn<User>({ on401: "returnNull" });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // Spec §7/§9: the session is cached five minutes; login, register and logout refresh it explicitly.
    staleTime: 5 * 60 * 1000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
