import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useI18n } from "@/lib/i18n";
import { useMe } from "../api/get-me";
import { adminOnlyState } from "../lib/session";
import { StaffOnly } from "./staff-only";

/**
 * Spec §6: "Loading..." while the session loads; a visitor is sent to /login and sees nothing of the back office, a
 * signed-in shopper is told it is for staff (with a way back to the shop). The server enforces the same rule on every
 * admin call; this only keeps the screens honest.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useMe();

  if (isPending) return <SessionLoading />;
  // An auditor reads in the audit area and has nothing to do in the back office.
  if (user?.role === "auditor") return <Navigate to="/audit" replace />;
  if (user?.role === "customer") return <StaffOnly />;
  if (isError || !user || user.role !== "admin") return <Navigate to="/login" replace state={adminOnlyState} />;
  return <>{children}</>;
}

/** Also the back office's first screen while its code and the session check load (the admin route's fallback). */
export function SessionLoading() {
  const { t } = useI18n();
  return (
    <div role="status" className="flex min-h-svh items-center justify-center text-muted-foreground">
      {t("common.loading")}
    </div>
  );
}
