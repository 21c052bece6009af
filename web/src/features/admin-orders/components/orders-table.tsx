import { EyeIcon, Trash2Icon } from "lucide-react";
import { type OrderColumn, OrderTable } from "@/components/order-table";
import { PrintSlipLink } from "@/components/print-slip-link";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { piecesIn } from "@/lib/order-pieces";
import type { Order } from "../types";
import { RowCheckbox } from "./bulk-actions";
import { CallSummary } from "./call-summary";
import { OrderStatusSelect } from "./order-status-select";

interface OrdersTableProps {
  orders: readonly Order[];
  onView: (order: Order) => void;
  onDelete: (order: Order) => void;
  /** The row checkboxes for the bulk actions: whether an order is selected, and the change of one. */
  selected: ReadonlySet<string>;
  onSelect: (order: Order, selected: boolean) => void;
}

const columns: readonly OrderColumn[] = ["number", "customer", "items", "total", "status", "date", "actions"];

export function OrdersTable({ orders, onView, onDelete, selected, onSelect }: OrdersTableProps) {
  const { t } = useI18n();
  return (
    <OrderTable
      className="md:min-w-[56rem]"
      orders={orders}
      columns={columns}
      rowTestId="order-row"
      selection={{
        heading: t("adminOrders.bulk.actions"),
        cell: (order) => <RowCheckbox order={order} checked={selected.has(order.id)} onChange={(checked) => onSelect(order, checked)} />,
      }}
      itemCount={(order) => piecesIn(order.items)}
      numberLink={(order) => ({ to: `/admin/orders/${order.id}`, label: t("adminCod.page.open", { number: String(order.orderNumber) }) })}
      status={(order) => (
        <div>
          <OrderStatusSelect order={order} />
          <CallSummary order={order} />
        </div>
      )}
      actions={(order) => {
        const number = String(order.orderNumber);
        return (
          <>
            <Button variant="ghost" size="icon" className="size-9" title={t("adminOrders.view", { number })} onClick={() => onView(order)}>
              <EyeIcon aria-hidden="true" />
              <span className="sr-only">{t("adminOrders.view", { number })}</span>
            </Button>
            <PrintSlipLink orderId={order.id} orderNumber={order.orderNumber} />
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
          </>
        );
      }}
    />
  );
}
