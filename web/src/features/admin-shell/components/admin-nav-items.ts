import {
  FileTextIcon,
  FolderTreeIcon,
  ImagesIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  PackageIcon,
  SettingsIcon,
  ShieldCheckIcon,
  ShoppingCartIcon,
  UsersIcon,
} from "lucide-react";
import type { MessageKey } from "@/lib/i18n";

export interface AdminNavItem {
  to: string;
  label: MessageKey;
  Icon: LucideIcon;
}

/** Spec §2, Admin shell: the six back-office sections, in this order, with the customers after the orders, and the footer's text pages last. */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: "/admin/dashboard", label: "admin.nav.dashboard", Icon: LayoutDashboardIcon },
  { to: "/admin/products", label: "admin.nav.products", Icon: PackageIcon },
  { to: "/admin/orders", label: "admin.nav.orders", Icon: ShoppingCartIcon },
  { to: "/admin/customers", label: "admin.nav.customers", Icon: UsersIcon },
  { to: "/admin/categories", label: "admin.nav.categories", Icon: FolderTreeIcon },
  { to: "/admin/banners", label: "admin.nav.banners", Icon: ImagesIcon },
  { to: "/admin/settings", label: "admin.nav.settings", Icon: SettingsIcon },
  { to: "/admin/pages", label: "admin.nav.pages", Icon: FileTextIcon },
  // The read-only audit area (its own shell): the orders' timelines, the event log and the seal.
  { to: "/audit", label: "admin.nav.audit", Icon: ShieldCheckIcon },
];
