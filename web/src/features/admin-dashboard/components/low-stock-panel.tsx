import { TriangleAlertIcon } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { useI18n } from "@/lib/i18n";
import { useNotifications } from "../api/get-notifications";

/** Low-stock notices, newest first; new ones arrive through the live feed without a reload. */
export function LowStockPanel() {
  const { t, format } = useI18n();
  const notifications = useNotifications();
  const headingId = useId();

  let body;
  if (notifications.isPending) body = <p className="text-sm text-muted-foreground">{t("common.loading")}</p>;
  else if (notifications.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {t("dashboard.lowStock.failed")}
      </p>
    );
  } else if (notifications.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t("dashboard.lowStock.empty")}</p>;
  } else {
    body = (
      <ul className="grid max-h-80 gap-2 overflow-y-auto pe-1" data-testid="low-stock-list">
        {notifications.data.map((notice) => (
          <li key={notice.id} className="flex gap-3 rounded-lg border border-yellow-200 bg-yellow-50/70 p-3">
            <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-yellow-700" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              {/* The server writes these notices; they carry product names as the admin typed them. */}
              <p className="text-sm font-semibold" dir="auto">
                {notice.message}
              </p>
              <time dateTime={notice.createdAt} className="text-xs text-muted-foreground">
                {format.dateTime(notice.createdAt)}
              </time>
            </div>
            {!notice.isRead ? (
              <Badge variant="warning" className="h-fit">
                {t("dashboard.lowStock.new")}
              </Badge>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid h-fit gap-4 rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        {t("dashboard.lowStock.title")}
        {notifications.data && notifications.data.length > 0 ? (
          <Badge variant="secondary">{format.number(notifications.data.length)}</Badge>
        ) : null}
      </h2>
      {body}
    </section>
  );
}
