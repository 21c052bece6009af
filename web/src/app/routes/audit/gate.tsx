import { Navigate, Outlet } from "react-router";
import { SessionLoading } from "@/features/auth/components/require-admin";
import { useMe } from "@/features/auth/api/get-me";

/** Admins and auditors only; anyone else is sent to sign in (the server refuses them every audit read as well). */
export function AuditGate() {
  const { data: user, isPending, isError } = useMe();
  if (isPending) return <SessionLoading />;
  if (isError || !user || (user.role !== "admin" && user.role !== "auditor")) return <Navigate to="/login" replace />;
  return <Outlet />;
}

export function AuditGateFallback() {
  return <SessionLoading />;
}
