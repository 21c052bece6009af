import { BellIcon, LayoutDashboardIcon, LogOutIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useUnreadCount } from "@/features/account/api/notifications";
import { useMe } from "@/features/auth/api/get-me";
import { useLogoutAndLeave } from "@/features/auth/components/account-menu";
import { useI18n } from "@/lib/i18n";

/**
 * A phone's account corner once she is signed in: one button (with her unread count) opening a menu of her account,
 * her notifications, the back office for staff, and logout, so the header keeps to the screen's width.
 */
export default function SignedInPhoneMenu() {
  const { t, format } = useI18n();
  const { data: user } = useMe();
  const { data } = useUnreadCount(Boolean(user));
  const leaving = useLogoutAndLeave();
  if (!user) return null;
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? `${t("account.menu")}, ${t("account.notifications.bell", { count: unread })}` : t("account.menu");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} data-testid="account-menu">
          <UserIcon aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="account-menu-count"
              className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] font-bold leading-none text-primary-foreground"
            >
              {unread > 99 ? "99+" : format.number(unread)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t("account.greeting", { name: user.name })}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserIcon aria-hidden="true" />
            {t("account.menu")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account/notifications" data-testid="account-menu-notifications">
            <BellIcon aria-hidden="true" />
            <span className="flex-1">{t("account.notifications.title")}</span>
            {unread > 0 ? <span className="rounded-full bg-primary px-2 text-xs font-bold text-primary-foreground">{format.number(unread)}</span> : null}
          </Link>
        </DropdownMenuItem>
        {user.role === "admin" ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/dashboard">
              <LayoutDashboardIcon aria-hidden="true" />
              {t("account.backOffice")}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={leaving.pending} onSelect={leaving.leave}>
          <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t("account.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
