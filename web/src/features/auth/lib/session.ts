import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { meQueryKey, type User } from "../api/get-me";

/** Meta of a sign-in call: its 401 means a wrong password, not a session that ended. */
export const signInCall = { signIn: true } as const;

/** The sign-in and sign-up calls, so a page can tell that its own form is signing someone in. */
export const signInMutationKey = ["sign-in"] as const;

/** Navigation state of the back office's guard sending someone who is not an admin to sign in. */
export const adminOnlyState = { adminOnly: true } as const;

/** Forgets the signed-in user and whatever they could read (admin lists, their orders) before anyone else signs in. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => !sameKey(query.queryKey, meQueryKey) });
}

const sameKey = (key: QueryKey, other: QueryKey) => key[0] === other[0];

/**
 * Watches every read and write for a 401 while the app believes someone is signed in: the session ended on the
 * server (a logout in another tab, or the store ended the user's sessions). The app then forgets it, once, as a
 * logout would, and `onEnded` tells the user; guarded pages send them to sign in. Returns the unsubscribe.
 */
export function watchForEndedSession(queryClient: QueryClient, onEnded: () => void): () => void {
  const check = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (!(error instanceof ApiError) || error.status !== 401 || meta?.signIn) return;
    if (!queryClient.getQueryData<User | null>(meQueryKey)) return;
    forgetSession(queryClient);
    onEnded();
  };
  // The user as last read: a read of who is signed in that now answers nobody (not a logout, which sets it by hand)
  // means the session ended on the server, however the other reads of the moment fare.
  let known = queryClient.getQueryData<User | null>(meQueryKey) ?? null;
  const stopReads = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated") return;
    if (event.action.type === "error") check(event.action.error, event.query.meta);
    if (event.action.type !== "success" || !sameKey(event.query.queryKey, meQueryKey)) return;
    const now = (event.action.data as User | null | undefined) ?? null;
    const ended = known !== null && now === null && !event.action.manual;
    known = now;
    if (ended) {
      forgetSession(queryClient);
      onEnded();
    }
  });
  const stopWrites = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") check(event.action.error, event.mutation.meta);
  });
  return () => {
    stopReads();
    stopWrites();
  };
}
