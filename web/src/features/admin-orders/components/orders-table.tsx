import { EyeIcon, PrinterIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import type { Order } from "../types";
import { OrderStatusSelect } from "./order-status-select";

interface OrdersTableProps {
  orders: readonly Order[];
  onView: (order: Order) => void;
  onDelete: (order: Order) => void;
}

export function OrdersTable({ orders, onView, onDelete }: OrdersTableProps) {
  const { t, format, locale } = useI18n();
  return (
    <Table className="md:min-w-[56rem]">
      <TableHeader>
        <TableRow>
          <TableHead>{t("orders.col.id")}</TableHead>
          <TableHead>{t("orders.col.customer")}</TableHead>
          <TableHead>{t("adminOrders.col.items")}</TableHead>
          <TableHead>{t("adminOrders.col.total")}</TableHead>
          <TableHead>{t("orders.col.status")}</TableHead>
          <TableHead>{t("orders.col.date")}</TableHead>
          <TableHead className="text-end">{t("adminOrders.col.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => {
          const number = String(order.orderNumber);
          return (
            <TableRow key={order.id} data-testid="order-row" data-order-number={number}>
              <TableCell className="font-bold tabular-nums">{t("orders.number", { number })}</TableCell>
              <TableCell label={t("orders.col.customer")}>
                <div className="grid">
                  <span className="font-semibold">{order.shippingName}</span>
                  <span dir="ltr" className="text-xs text-muted-foreground rtl:text-right">
                    {order.shippingPhone}
                  </span>
                </div>
              </TableCell>
              <TableCell label={t("adminOrders.col.items")}>{t("adminOrders.itemCount", { count: order.items.length })}</TableCell>
              <TableCell label={t("adminOrders.col.total")} className="font-semibold tabular-nums">
                {t("orders.amountAed", { amount: formatAmount(order.totalAmount, locale) })}
              </TableCell>
              <TableCell label={t("orders.col.status")}>
                <OrderStatusSelect order={order} />
              </TableCell>
              <TableCell label={t("orders.col.date")} className="whitespace-nowrap text-muted-foreground">{format.date(order.createdAt)}</TableCell>
              <TableCell label={t("adminOrders.col.actions")}>
                <div className="flex gap-1 md:justify-end">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    title={t("adminOrders.view", { number })}
                    onClick={() => onView(order)}
                  >
                    <EyeIcon aria-hidden="true" />
                    <span className="sr-only">{t("adminOrders.view", { number })}</span>
                  </Button>
                  <Button asChild variant="ghost" size="icon" className="size-9" title={t("slip.printOrder", { number })}>
                    <Link to={`/admin/orders/${order.id}/slip`}>
                      <PrinterIcon aria-hidden="true" />
                      <span className="sr-only">{t("slip.printOrder", { number })}</span>
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 text-destructive hover:bg-destructive/10 hover:text-destructive"
                    title={t("adminOrders.delete", { number })}
                    onClick={() => onDelete(order)}
                  >
                    <Trash2Icon aria-hidden="true" />
                    <span className="sr-only">{t("adminOrders.delete", { number })}</span>
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
