import { LayoutDashboardIcon, ListTreeIcon, ShieldCheckIcon, ShoppingCartIcon } from "lucide-react";
import type { AreaLink, StaffArea } from "@/components/shell/area-sidebar";

/** The read-only audit area: the orders' timelines, the event log and the seal. */
export const auditArea: StaffArea = {
  homeTo: "/audit/orders",
  title: "audit.title",
  menu: "audit.menu",
  menuDescription: "audit.menuDescription",
  group: "audit.group",
  sections: [
    { to: "/audit/orders", label: "audit.nav.orders", Icon: ShoppingCartIcon },
    { to: "/audit/log", label: "audit.nav.log", Icon: ListTreeIcon },
    { to: "/audit/seal", label: "audit.nav.seal", Icon: ShieldCheckIcon },
  ],
};

/** Admins also see a way back to the back office; auditors have none. */
export const auditExitsForAdmins: readonly AreaLink[] = [
  { to: "/admin/dashboard", label: "audit.nav.backOffice", Icon: LayoutDashboardIcon },
];
