import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useMe } from "../api/get-me";
import { useNextPath } from "../hooks/use-next-path";
import { homeFor } from "../lib/next-path";

/**
 * The sign-in and sign-up pages are for visitors: someone already signed in is sent on, to the page she was sent
 * from or her usual start. While the session is still being read the form shows, as it would for a visitor.
 */
export function SignedInRedirect({ children }: { children: ReactNode }) {
  const { data: user } = useMe();
  const next = useNextPath();
  if (user) return <Navigate to={next ?? homeFor(user.role)} replace />;
  return <>{children}</>;
}
