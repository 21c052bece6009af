import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { UserAnswer } from "@/lib/contracts";
import { readCookie } from "@/lib/cookies";

export type UserRole = UserAnswer["role"];

/** The signed-in account: the server's contract. */
export type User = UserAnswer;

export const meQueryKey = ["/api/auth/me"] as const;

/** The signed-in user, or null: a 401 here is the normal "not signed in" answer, not an error. */
export const getMe = getQueryFn<User>({ on401: "returnNull" });

/**
 * The server sets this readable cookie beside the session (and on a page asked for with a session): without it
 * nobody is signed in, and asking would only answer 401, which the browser reports as a failed request.
 */
export const signedInHintCookie = "signed_in";

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: (context: Parameters<typeof getMe>[0]) => (readCookie(signedInHintCookie) ? getMe(context) : Promise.resolve(null)),
    // Spec §7/§9: the session is cached five minutes; login, register and logout refresh it explicitly.
    staleTime: 5 * 60 * 1000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
