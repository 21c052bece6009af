import { TriangleAlertIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { useI18n } from "@/lib/i18n";
import { useLowStock } from "../api/get-low-stock";
import { useNotifications } from "../api/get-notifications";
import type { AdminNotification, LowStockVariant } from "../types";

/**
 * The variants below 5 units now (0: out), whatever took them there, each linking to its product's stock; and the
 * latest alerts, said in the admin's language from their kind and names.
 */
export function LowStockPanel() {
  const { t, format } = useI18n();
  const lowStock = useLowStock();
  const headingId = useId();

  let body;
  if (lowStock.isPending) body = <p className="text-sm text-muted-foreground">{t("common.loading")}</p>;
  else if (lowStock.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {t("lowStock.failed")}
      </p>
    );
  } else if (lowStock.data.items.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t("lowStock.empty")}</p>;
  } else {
    const more = lowStock.data.total - lowStock.data.items.length;
    body = (
      <>
        <ul className="grid gap-2" data-testid="low-stock-list">
          {lowStock.data.items.map((variant) => (
            <LowStockRow key={variant.variantId} variant={variant} />
          ))}
        </ul>
        {more > 0 ? <p className="text-sm text-muted-foreground">{t("lowStock.more", { count: more })}</p> : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid h-fit gap-4 rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        {t("lowStock.title")}
        {lowStock.data && lowStock.data.total > 0 ? <Badge variant="secondary">{format.number(lowStock.data.total)}</Badge> : null}
      </h2>
      {body}
      <Link to="/admin/products?stock=low" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
        {t("lowStock.viewAll")}
      </Link>
      <RecentAlerts />
    </section>
  );
}

function LowStockRow({ variant }: { variant: LowStockVariant }) {
  const { t, locale } = useI18n();
  const name = locale === "ar" ? variant.productNameAr : variant.productNameEn;
  const details = [variant.size, variant.color].filter(Boolean).join(", ");
  return (
    <li>
      <Link
        to={`/admin/products?stock-of=${encodeURIComponent(variant.productId)}`}
        className="flex items-center gap-3 rounded-lg border border-yellow-200 bg-yellow-50/70 p-3 hover:bg-yellow-100/70"
      >
        <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0 text-yellow-700" />
        <span className="grid min-w-0 flex-1">
          <span className="truncate text-sm font-semibold" dir="auto">
            {name}
          </span>
          {details ? (
            <span className="text-xs text-muted-foreground" dir="auto">
              {details}
            </span>
          ) : null}
        </span>
        <Badge variant={variant.stock === 0 ? "destructive" : "warning"} className="shrink-0">
          {variant.stock === 0 ? t("lowStock.out") : t("lowStock.left", { count: variant.stock })}
        </Badge>
      </Link>
    </li>
  );
}

/** A notice in the admin's language; one without a kind (an older server) shows its English sentence. */
function noticeText(notice: AdminNotification, t: ReturnType<typeof useI18n>["t"], locale: string): string {
  if (!notice.kind || !notice.params) return notice.message;
  const product = (locale === "ar" ? notice.params.productNameAr : notice.params.productNameEn) || t("lowStock.unknownProduct");
  const name = notice.params.variant ? `${product} (${notice.params.variant})` : product;
  return t(`lowStock.notice.${notice.kind}`, { name, stock: notice.stock ?? 0 });
}

function RecentAlerts() {
  const { t, format, locale } = useI18n();
  const notifications = useNotifications();
  const recent = (notifications.data ?? []).slice(0, 5);
  if (recent.length === 0) return null;
  return (
    <div className="grid gap-2 border-t pt-3">
      <h3 className="text-sm font-bold">{t("lowStock.noticesTitle")}</h3>
      <ul className="grid gap-2" data-testid="low-stock-notices">
        {recent.map((notice) => (
          <li key={notice.id} className="grid gap-0.5">
            <p className="text-sm" dir="auto">
              {noticeText(notice, t, locale)}
              {!notice.isRead ? (
                <Badge variant="warning" className="ms-2">
                  {t("dashboard.lowStock.new")}
                </Badge>
              ) : null}
            </p>
            <time dateTime={notice.createdAt} className="text-xs text-muted-foreground">
              {format.dateTime(notice.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
