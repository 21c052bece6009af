import { BellIcon, CheckCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useMarkAllRead, useMarkRead, useNotifications } from "../api/notifications";
import { describeNotification } from "../lib/describe-notification";
import type { AccountNotification } from "../types";
import { SectionError } from "./section-error";

function NotificationRow({ notification }: { notification: AccountNotification }) {
  const { t, format } = useI18n();
  const markRead = useMarkRead();
  const { text, to } = describeNotification(notification, t, format);
  const onOpen = () => {
    if (!notification.isRead) markRead.mutate(notification.id);
  };
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", notification.isRead ? "bg-transparent" : "bg-primary")}
      />
      <span className="grid gap-1">
        <span className={cn("text-sm", !notification.isRead && "font-semibold")}>{text}</span>
        <span className="text-xs text-muted-foreground">
          <time dateTime={notification.createdAt}>{format.dateTime(notification.createdAt)}</time>
          {notification.isRead ? null : <span className="sr-only"> · {t("account.notifications.unread")}</span>}
        </span>
      </span>
    </>
  );
  const rowClass = "flex w-full items-start gap-3 rounded-xl border bg-card p-4 text-start transition-colors hover:bg-accent/50";
  return (
    <li data-testid="notification" data-read={notification.isRead}>
      {to ? (
        <Link to={to} onClick={onOpen} className={rowClass}>
          {body}
        </Link>
      ) : (
        <button type="button" onClick={onOpen} className={rowClass} disabled={notification.isRead}>
          {body}
        </button>
      )}
    </li>
  );
}

/** Her notifications, newest first, unread ones marked; opening one marks it read. */
export function NotificationsList() {
  const { t } = useI18n();
  const notifications = useNotifications();
  const markAll = useMarkAllRead();

  if (notifications.isPending) return <p role="status" className="text-muted-foreground">{t("common.loading")}</p>;
  if (notifications.isError) return <SectionError onRetry={() => void notifications.refetch()} />;

  const rows = notifications.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <BellIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-muted-foreground">{t("account.notifications.empty")}</p>
      </div>
    );
  }

  const anyUnread = rows.some((row) => !row.isRead);
  return (
    <div className="grid gap-4">
      {anyUnread ? (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: (error) =>
                toast({ variant: "destructive", title: t("toast.error"), description: describeError(error, { t, fallback: "toast.error" }) }),
            })
          }
        >
          <CheckCheckIcon aria-hidden="true" />
          {t("account.notifications.markAllRead")}
        </Button>
      ) : null}
      <ul className="grid gap-2">
        {rows.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} />
        ))}
      </ul>
      {notifications.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={notifications.isFetchingNextPage}
          onClick={() => void notifications.fetchNextPage()}
        >
          {notifications.isFetchingNextPage ? t("common.loading") : t("account.notifications.more")}
        </Button>
      ) : null}
    </div>
  );
}
