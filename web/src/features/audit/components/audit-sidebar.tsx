import { HouseIcon, LayoutDashboardIcon, ListTreeIcon, LogOutIcon, type LucideIcon, ShieldCheckIcon, ShoppingCartIcon } from "lucide-react";
import { useId } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BrandMark } from "@/components/brand-mark";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
  useSidebar,
} from "@/components/ui/sidebar";
import { type MessageKey, useI18n } from "@/lib/i18n";

const auditNavItems: ReadonlyArray<{ to: string; label: MessageKey; Icon: LucideIcon }> = [
  { to: "/audit/orders", label: "audit.nav.orders", Icon: ShoppingCartIcon },
  { to: "/audit/log", label: "audit.nav.log", Icon: ListTreeIcon },
  { to: "/audit/seal", label: "audit.nav.seal", Icon: ShieldCheckIcon },
];

interface AuditSidebarProps {
  /** Admins also see a way back to the back office; auditors have none. */
  isAdmin: boolean;
  onLogout: () => void;
  logoutPending: boolean;
}

export function AuditSidebar({ isAdmin, onLogout, logoutPending }: AuditSidebarProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const groupLabelId = useId();
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar mobileTitle={t("audit.menu")} mobileDescription={t("audit.menuDescription")} closeLabel={t("common.close")}>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild>
              <Link to="/audit/orders" onClick={closeDrawer}>
                <span className="flex size-8 shrink-0 items-center justify-center">
                  <BrandMark />
                </span>
                <span className="grid flex-1 leading-tight group-data-[collapsible=icon]:hidden">
                  <span className="truncate font-bold text-primary">{t("brand.name")}</span>
                  <span className="truncate text-xs text-muted-foreground">{t("audit.title")}</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarSeparator />
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel id={groupLabelId}>{t("audit.group")}</SidebarGroupLabel>
          <nav aria-labelledby={groupLabelId}>
            <SidebarMenu>
              {auditNavItems.map(({ to, label, Icon }) => (
                <SidebarMenuItem key={to}>
                  <SidebarMenuButton asChild isActive={pathname.startsWith(to)} tooltip={t(label)}>
                    <NavLink to={to} onClick={closeDrawer}>
                      <Icon aria-hidden="true" />
                      <span>{t(label)}</span>
                    </NavLink>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </nav>
        </SidebarGroup>
      </SidebarContent>
      <SidebarSeparator />
      <SidebarFooter>
        <SidebarMenu>
          {isAdmin ? (
            <SidebarMenuItem>
              <SidebarMenuButton asChild tooltip={t("audit.nav.backOffice")}>
                <Link to="/admin/dashboard">
                  <LayoutDashboardIcon aria-hidden="true" />
                  <span>{t("audit.nav.backOffice")}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          ) : null}
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip={t("admin.goHome")}>
              <Link to="/">
                <HouseIcon aria-hidden="true" />
                <span>{t("admin.goHome")}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SidebarMenuButton tooltip={t("admin.logout")} onClick={onLogout} disabled={logoutPending}>
              <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
              <span>{t("admin.logout")}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
