import { Navigate, Outlet } from "react-router";
import { SessionLoading } from "@/features/auth/components/require-admin";
import { useMe } from "@/features/auth/api/get-me";
import { StaffOnly } from "@/features/auth/components/staff-only";

/**
 * Admins and auditors only; a visitor is sent to sign in, a signed-in shopper is told the area is for staff (the server
 * refuses them every audit read as well).
 */
export function AuditGate() {
  const { data: user, isPending, isError } = useMe();
  if (isPending) return <SessionLoading />;
  if (user?.role === "customer") return <StaffOnly />;
  if (isError || !user || (user.role !== "admin" && user.role !== "auditor")) return <Navigate to="/login" replace />;
  return <Outlet />;
}

export function AuditGateFallback() {
  return <SessionLoading />;
}
