import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useI18n } from "@/lib/i18n";
import { useMe } from "../api/get-me";
import { signInPathFor } from "../lib/next-path";

/**
 * Pages of a signed-in shopper (her account): a visitor is sent to sign in and comes back here afterwards. The
 * server answers 401 to every account call without a session; this only keeps the screens honest.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const { data: user, isPending, isError } = useMe();

  if (isPending) {
    // The same one line as a section's own loading state, so nothing moves when the session is known.
    return (
      <p role="status" className="text-muted-foreground">
        {t("common.loading")}
      </p>
    );
  }
  if (isError || !user) return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
  return <>{children}</>;
}
