import { HouseIcon, LogOutIcon } from "lucide-react";
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
import { useI18n } from "@/lib/i18n";
import { adminNavItems } from "./admin-nav-items";

interface AdminSidebarProps {
  onLogout: () => void;
  logoutPending: boolean;
}

export function AdminSidebar({ onLogout, logoutPending }: AdminSidebarProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const groupLabelId = useId();
  // On a phone the sidebar is a drawer over the page; it should get out of the way once a section is chosen.
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar mobileTitle={t("admin.menu")} mobileDescription={t("admin.menuDescription")} closeLabel={t("common.close")}>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild>
              <Link to="/admin/dashboard" onClick={closeDrawer}>
                {/* Wrapped so the menu button's 16 px icon sizing leaves the 32 px mark alone; collapsed, it fills the rail. */}
                <span className="flex size-8 shrink-0 items-center justify-center">
                  <BrandMark />
                </span>
                <span className="grid flex-1 leading-tight group-data-[collapsible=icon]:hidden">
                  <span className="truncate font-bold text-primary">{t("brand.name")}</span>
                  <span className="truncate text-xs text-muted-foreground">{t("admin.title")}</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarSeparator />
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel id={groupLabelId}>{t("admin.group.management")}</SidebarGroupLabel>
          <nav aria-labelledby={groupLabelId}>
            <SidebarMenu>
              {adminNavItems.map(({ to, label, Icon }) => (
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
