import type { ReactNode } from "react";
import { Outlet, useNavigate } from "react-router";
import { LanguageToggle } from "@/components/language-toggle";
import { type AreaLink, AreaSidebar, type StaffArea } from "@/components/shell/area-sidebar";
import { Separator } from "@/components/ui/separator";
import { SidebarInset, SidebarProvider, SidebarTrigger } from "@/components/ui/sidebar";
import { toast } from "@/components/ui/use-toast";
import { useLogout } from "@/features/auth/api/logout";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";

interface StaffLayoutProps {
  area: StaffArea;
  footerLinks?: readonly AreaLink[];
  /** Shown after the area's name in the header (the audit area's read-only mark). */
  headerNote?: ReactNode;
}

/** The shell every staff area shares: its sidebar, a header with the area's name and the language, and the page. */
export function StaffLayout({ area, footerLinks, headerNote }: StaffLayoutProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const logoutMutation = useLogout();

  const onLogout = () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => navigate("/login", { replace: true }),
      onError: (error) => toast({ variant: "destructive", title: t("toast.error"), description: describeWriteFailure(error, t) }),
    });

  return (
    <SidebarProvider>
      <AreaSidebar area={area} footerLinks={footerLinks} onLogout={onLogout} logoutPending={logoutMutation.isPending} />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
          <SidebarTrigger aria-label={t("admin.toggleSidebar")} />
          <Separator orientation="vertical" className="h-5! mx-1" />
          <p className="font-bold">{t(area.title)}</p>
          {headerNote}
          <LanguageToggle className="ms-auto" />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
