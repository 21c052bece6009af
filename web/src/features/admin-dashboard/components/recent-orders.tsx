import { useId } from "react";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import type { RecentOrder } from "../types";
import { customerName } from "@/lib/erased-customer";

export function RecentOrders({ orders }: { orders: readonly RecentOrder[] }) {
  const { t, format } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-bold">
        {t("dashboard.recentOrders")}
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-xl border bg-card py-8 text-center text-muted-foreground">{t("orders.empty")}</p>
      ) : (
        <Table className="md:min-w-[36rem]" data-testid="recent-orders">
          <TableHeader>
            <TableRow>
              <TableHead>{t("orders.col.id")}</TableHead>
              <TableHead>{t("orders.col.customer")}</TableHead>
              <TableHead>{t("orders.col.status")}</TableHead>
              <TableHead>{t("dashboard.col.amount")}</TableHead>
              <TableHead>{t("orders.col.date")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id} data-testid="recent-order">
                <TableCell className="font-bold tabular-nums">
                  {t("orders.number", { number: String(order.orderNumber) })}
                </TableCell>
                <TableCell label={t("orders.col.customer")}>{customerName(order.shippingName, t)}</TableCell>
                <TableCell label={t("orders.col.status")}>
                  <OrderStatusBadge status={order.status} />
                </TableCell>
                <TableCell label={t("dashboard.col.amount")} className="whitespace-nowrap font-semibold tabular-nums">
                  {t("orders.amountAed", { amount: formatAmount(order.totalAmount) })}
                </TableCell>
                <TableCell label={t("orders.col.date")} className="whitespace-nowrap text-muted-foreground">{format.date(order.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
