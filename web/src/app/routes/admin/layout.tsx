// The back office's texts arrive with this chunk and are registered before any admin screen renders.
import "@/lib/i18n/admin";
import { adminArea } from "@/features/admin-shell/components/admin-area";
import { StaffLayout } from "@/app/layouts/staff-layout";

export default function AdminLayoutRoute() {
  return <StaffLayout area={adminArea} />;
}
