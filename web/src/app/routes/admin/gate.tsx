import { Outlet } from "react-router";
import { RequireAdmin } from "@/features/auth/components/require-admin";

export function AdminGate() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
