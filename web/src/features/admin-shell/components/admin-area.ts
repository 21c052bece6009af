import {
  ActivityIcon,
  BanknoteXIcon,
  FileTextIcon,
  FolderTreeIcon,
  ImagesIcon,
  LayoutDashboardIcon,
  MapPinnedIcon,
  PackageIcon,
  PaletteIcon,
  SettingsIcon,
  ShieldCheckIcon,
  ShoppingCartIcon,
  TicketPercentIcon,
  TruckIcon,
  Undo2Icon,
  UsersIcon,
} from "lucide-react";
import type { AreaLink, StaffArea } from "@/components/shell/area-sidebar";

/** Spec §2, Admin shell: the back-office sections, in this order, with the customers after the orders, and the footer's text pages last. */
const adminSections: readonly AreaLink[] = [
  { to: "/admin/dashboard", label: "admin.nav.dashboard", Icon: LayoutDashboardIcon },
  { to: "/admin/products", label: "admin.nav.products", Icon: PackageIcon },
  { to: "/admin/orders", label: "admin.nav.orders", Icon: ShoppingCartIcon },
  // What shoppers send back after delivery: approve, receive, refund or exchange (ADR 067).
  { to: "/admin/returns", label: "admin.nav.returns", Icon: Undo2Icon },
  { to: "/admin/customers", label: "admin.nav.customers", Icon: UsersIcon },
  // The couriers and the cash they hold for the shop, after the orders they carry (ADR 057).
  { to: "/admin/couriers", label: "admin.nav.couriers", Icon: TruckIcon },
  // Which orders may be paid on delivery at all (ADR 059), beside the couriers who carry them.
  { to: "/admin/cod-rules", label: "admin.nav.codRules", Icon: BanknoteXIcon },
  // What delivery costs by emirate and when it is free, and the coupons checkout takes (ADR 066).
  { to: "/admin/delivery", label: "admin.nav.delivery", Icon: MapPinnedIcon },
  { to: "/admin/coupons", label: "admin.nav.coupons", Icon: TicketPercentIcon },
  { to: "/admin/categories", label: "admin.nav.categories", Icon: FolderTreeIcon },
  // The colours variants are named by, in both languages, with their swatches.
  { to: "/admin/colours", label: "admin.nav.colours", Icon: PaletteIcon },
  { to: "/admin/banners", label: "admin.nav.banners", Icon: ImagesIcon },
  { to: "/admin/settings", label: "admin.nav.settings", Icon: SettingsIcon },
  { to: "/admin/pages", label: "admin.nav.pages", Icon: FileTextIcon },
  // The read models behind every page, and any stopped at an event it cannot apply (ADR 061).
  { to: "/admin/health", label: "admin.nav.health", Icon: ActivityIcon },
  // The read-only audit area (its own shell): the orders' timelines, the event log and the seal.
  { to: "/audit", label: "admin.nav.audit", Icon: ShieldCheckIcon },
];

export const adminArea: StaffArea = {
  homeTo: "/admin/dashboard",
  title: "admin.title",
  menu: "admin.menu",
  menuDescription: "admin.menuDescription",
  group: "admin.group.management",
  sections: adminSections,
};
