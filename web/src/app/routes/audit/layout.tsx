// The audit area's texts travel with the back office's and are registered before any audit screen renders.
import "@/lib/i18n/admin";
import { EyeIcon } from "lucide-react";
import { Outlet, useNavigate } from "react-router";
import { LanguageToggle } from "@/components/language-toggle";
import { Separator } from "@/components/ui/separator";
import { SidebarInset, SidebarProvider, SidebarTrigger } from "@/components/ui/sidebar";
import { toast } from "@/components/ui/use-toast";
import { useMe } from "@/features/auth/api/get-me";
import { useLogout } from "@/features/auth/api/logout";
import { AuditSidebar } from "@/features/audit/components/audit-sidebar";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";

export default function AuditLayoutRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { data: user } = useMe();
  const logoutMutation = useLogout();

  const onLogout = () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => navigate("/login", { replace: true }),
      onError: (error) => toast({ variant: "destructive", title: t("toast.error"), description: describeWriteFailure(error, t) }),
    });

  return (
    <SidebarProvider>
      <AuditSidebar isAdmin={user?.role === "admin"} onLogout={onLogout} logoutPending={logoutMutation.isPending} />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
          <SidebarTrigger aria-label={t("admin.toggleSidebar")} />
          <Separator orientation="vertical" className="h-5! mx-1" />
          <p className="font-bold">{t("audit.title")}</p>
          <span className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs text-muted-foreground" title={t("audit.readOnly")}>
            <EyeIcon aria-hidden="true" className="size-3.5" />
            {t("audit.subtitle")}
          </span>
          <LanguageToggle className="ms-auto" />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
