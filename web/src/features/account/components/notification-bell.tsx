import { BellIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useUnreadCount } from "../api/notifications";

/** The header's bell for a signed-in shopper: her unread count, leading to her notifications. */
export function NotificationBell() {
  const { t, format } = useI18n();
  const { data } = useUnreadCount(true);
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t("account.notifications.bell", { count: unread }) : t("account.notifications.title");
  return (
    <Button asChild variant="ghost" size="icon" className="relative" title={label}>
      <Link to="/account/notifications" data-testid="notification-bell" aria-label={label}>
        <BellIcon aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] font-bold leading-none text-primary-foreground"
          >
            {unread > 99 ? "99+" : format.number(unread)}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
