import { ChevronLeftIcon, PackageIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useAccountOrders } from "../api/get-orders";
import type { AccountOrderSummary } from "../types";
import { SectionError } from "./section-error";
import { StatusBadge } from "./status-badge";

function OrderRow({ order }: { order: AccountOrderSummary }) {
  const { t, format } = useI18n();
  return (
    <li>
      <Link
        to={`/account/orders/${order.id}`}
        data-testid="account-order"
        className="flex items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent/50"
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-bold">{t("account.orders.number", { number: String(order.orderNumber) })}</span>
            <StatusBadge status={order.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
            {" · "}
            {t("account.orders.itemCount", { count: order.itemCount })}
          </p>
        </div>
        <span className="font-semibold tabular-nums">{format.price(order.totalAmount)}</span>
        <ChevronLeftIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground ltr:rotate-180" />
      </Link>
    </li>
  );
}

/** Her orders, newest first; more are loaded on request. */
export function OrdersList() {
  const { t } = useI18n();
  const orders = useAccountOrders();

  if (orders.isPending) return <p role="status" className="text-muted-foreground">{t("common.loading")}</p>;
  if (orders.isError) return <SectionError onRetry={() => void orders.refetch()} />;

  const rows = orders.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <PackageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-muted-foreground">{t("account.orders.empty")}</p>
        <Button asChild>
          <Link to="/shop">{t("account.orders.startShopping")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {rows.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      {orders.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage ? t("common.loading") : t("account.orders.more")}
        </Button>
      ) : null}
    </div>
  );
}
