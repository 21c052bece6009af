import { Outlet } from "react-router";
import { RequireAdmin, SessionLoading } from "@/features/auth/components/require-admin";

export function AdminGate() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}

/** What a full load of an admin address shows until the gate can decide (see main.tsx). */
export function AdminGateFallback() {
  return <SessionLoading />;
}
