import { LayoutDashboardIcon, LogOutIcon, UserIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useMe } from "../api/get-me";
import { useLogout } from "../api/logout";

/** Signs her out and takes her to the home page; a failure is said in a toast. */
export function useLogoutAndLeave(): { leave: () => void; pending: boolean } {
  const { t } = useI18n();
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const leave = () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => navigate("/"),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t("toast.error"),
          description: describeError(error, { t, fallback: "toast.error" }),
        }),
    });
  return { leave, pending: logoutMutation.isPending };
}

/**
 * The header's account corner: a sign-in link for visitors; otherwise her account (with her name on wide screens),
 * the back office for an admin, and a logout button.
 */
export function AccountMenu() {
  const { t } = useI18n();
  const { data: user } = useMe();
  const leaving = useLogoutAndLeave();

  if (!user) {
    return (
      <Button asChild variant="ghost" size="sm" className="h-10">
        <Link to="/login">
          <UserIcon aria-hidden="true" />
          <span className="hidden sm:inline">{t("account.signIn")}</span>
          <span className="sr-only sm:hidden">{t("account.signIn")}</span>
        </Link>
      </Button>
    );
  }

  return (
    <div className="flex items-center gap-1">
      {user.role === "admin" ? (
        <Button asChild variant="ghost" size="icon" title={t("account.backOffice")}>
          <Link to="/admin/dashboard" data-testid="back-office-link">
            <LayoutDashboardIcon aria-hidden="true" />
            <span className="sr-only">{t("account.backOffice")}</span>
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="ghost" size="sm" className="h-10 max-lg:w-10 max-lg:px-0" title={t("account.menu")}>
        <Link to="/account" data-testid="account-link">
          <UserIcon aria-hidden="true" />
          <span data-testid="account-name" className="hidden max-w-40 truncate lg:inline">
            {t("account.greeting", { name: user.name })}
          </span>
          <span className="sr-only">{t("account.menu")}</span>
        </Link>
      </Button>
      <Button variant="ghost" size="icon" title={t("account.logout")} disabled={leaving.pending} onClick={leaving.leave}>
        <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
        <span className="sr-only">{t("account.logout")}</span>
      </Button>
    </div>
  );
}
