import { HouseIcon, LogOutIcon, type LucideIcon } from "lucide-react";
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

export interface AreaLink {
  to: string;
  label: MessageKey;
  Icon: LucideIcon;
}

/** What tells one staff area (the back office, the audit area) from another in the shared shell. */
export interface StaffArea {
  /** Where the brand in the sidebar's head leads. */
  homeTo: string;
  /** The area's name, under the brand and in the page header. */
  title: MessageKey;
  /** The phone drawer's title and its description for screen readers. */
  menu: MessageKey;
  menuDescription: MessageKey;
  /** The name of the group of sections, which also names the navigation landmark. */
  group: MessageKey;
  sections: readonly AreaLink[];
}

interface AreaSidebarProps {
  area: StaffArea;
  /** Links in the footer above the way back to the store (the audit area's way back to the back office, for admins). */
  footerLinks?: readonly AreaLink[];
  onLogout: () => void;
  logoutPending: boolean;
}

/** A staff area's sidebar: the brand, the area's sections, and the ways out (other areas, the store, signing out). */
export function AreaSidebar({ area, footerLinks = [], onLogout, logoutPending }: AreaSidebarProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const groupLabelId = useId();
  // On a phone the sidebar is a drawer over the page; it should get out of the way once a section is chosen.
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false);
  };
  const exits: readonly AreaLink[] = [...footerLinks, { to: "/", label: "admin.goHome", Icon: HouseIcon }];

  return (
    <Sidebar mobileTitle={t(area.menu)} mobileDescription={t(area.menuDescription)} closeLabel={t("common.close")}>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild>
              <Link to={area.homeTo} onClick={closeDrawer}>
                {/* Wrapped so the menu button's 16 px icon sizing leaves the 32 px mark alone; collapsed, it fills the rail. */}
                <span className="flex size-8 shrink-0 items-center justify-center">
                  <BrandMark />
                </span>
                <span className="grid flex-1 leading-tight group-data-[collapsible=icon]:hidden">
                  <span className="truncate font-bold text-primary">{t("brand.name")}</span>
                  <span className="truncate text-xs text-muted-foreground">{t(area.title)}</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarSeparator />
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel id={groupLabelId}>{t(area.group)}</SidebarGroupLabel>
          <nav aria-labelledby={groupLabelId}>
            <SidebarMenu>
              {area.sections.map(({ to, label, Icon }) => (
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
          {exits.map(({ to, label, Icon }) => (
            <SidebarMenuItem key={to}>
              <SidebarMenuButton asChild tooltip={t(label)}>
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  <span>{t(label)}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          ))}
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
