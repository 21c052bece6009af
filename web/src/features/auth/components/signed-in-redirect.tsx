import { useIsMutating } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useMe } from "../api/get-me";
import { signInMutationKey } from "../lib/session";
import { useNextPath } from "../hooks/use-next-path";
import { homeFor } from "../lib/next-path";

/**
 * The sign-in and sign-up pages are for visitors: someone already signed in is sent on, to the page she was sent
 * from or her usual start. While the session is still being read the form shows, as it would for a visitor.
 * Two exceptions: while the page's own form is signing someone in (the form then says so and moves on itself), and
 * for someone the back office sent here because it is for admins only (spec §6), who may sign in as an admin.
 */
export function SignedInRedirect({ children }: { children: ReactNode }) {
  const { data: user } = useMe();
  const next = useNextPath();
  const signingIn = useIsMutating({ mutationKey: signInMutationKey }) > 0;
  const adminOnly = (useLocation().state as { adminOnly?: boolean } | null)?.adminOnly === true;
  if (user && !signingIn && !(adminOnly && user.role !== "admin")) return <Navigate to={next ?? homeFor(user.role)} replace />;
  return <>{children}</>;
}
