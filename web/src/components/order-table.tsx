import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { PhoneNumber } from "@/components/phone-number";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { type MessageKey, useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { customerName } from "@/lib/erased-customer";

/** What any list of orders shows of one order; each list's own order type has at least this. */
export interface OrderTableRow {
  id: string;
  orderNumber: number;
  status: string;
  /** AED, a decimal string. */
  totalAmount: string;
  createdAt: string;
  shippingName?: string;
  shippingPhone?: string;
}

export type OrderColumn = "number" | "customer" | "items" | "total" | "status" | "date" | "actions";

const columnHeading: Record<OrderColumn, MessageKey> = {
  number: "orders.col.id",
  customer: "orders.col.customer",
  items: "adminOrders.col.items",
  total: "adminOrders.col.total",
  status: "orders.col.status",
  date: "orders.col.date",
  actions: "adminOrders.col.actions",
};

interface OrderTableProps<Row extends OrderTableRow> {
  orders: readonly Row[];
  /** The columns, in the order they stand. */
  columns: readonly OrderColumn[];
  /** The order's pieces (the sum of its quantities, see lib/order-pieces), never its number of lines. */
  itemCount: (order: Row) => number;
  /** The rows' `data-testid`. */
  rowTestId: string;
  className?: string;
  /** `dateTime` where the hour matters (the audit area). */
  dateStyle?: "date" | "dateTime";
  /** Makes the order's number a link (to the page it opens) with an accessible name. */
  numberLink?: (order: Row) => { to: string; label: string };
  /** The status cell; a badge unless the list lets the status be changed. */
  status?: (order: Row) => ReactNode;
  actions?: (order: Row) => ReactNode;
  /**
   * A first column of row checkboxes (a list that acts on many orders at once): its heading for screen readers, and
   * each row's control. On a phone card the control stands at the card's top.
   */
  selection?: { heading: string; cell: (order: Row) => ReactNode };
}

/**
 * One table for every list of orders in the staff areas, so a column reads and lays out the same everywhere (on a
 * phone each row becomes a card). Each list chooses its columns and what its number, status and actions do.
 */
export function OrderTable<Row extends OrderTableRow>(props: OrderTableProps<Row>) {
  const { orders, columns, rowTestId, className } = props;
  const { t } = useI18n();
  return (
    <Table className={className}>
      <TableHeader>
        <TableRow>
          {props.selection ? (
            <TableHead className="w-12">
              <span className="sr-only">{props.selection.heading}</span>
            </TableHead>
          ) : null}
          {columns.map((column) => (
            <TableHead key={column} className={column === "actions" ? "text-end" : undefined}>
              {t(columnHeading[column])}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id} data-testid={rowTestId} data-order-number={String(order.orderNumber)}>
            {props.selection ? <TableCell className="w-12 px-1 py-1 max-md:-m-2">{props.selection.cell(order)}</TableCell> : null}
            {columns.map((column) => (
              <OrderCell key={column} column={column} order={order} table={props} />
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function OrderCell<Row extends OrderTableRow>({ column, order, table }: { column: OrderColumn; order: Row; table: OrderTableProps<Row> }) {
  const { t, format } = useI18n();
  const number = String(order.orderNumber);
  // The number is the row's title on a phone card, so it has no label beside it.
  const label = column === "number" ? undefined : t(columnHeading[column]);
  switch (column) {
    case "number": {
      const link = table.numberLink?.(order);
      const text = t("orders.number", { number });
      return (
        <TableCell className="font-bold tabular-nums">
          {link ? (
            <Link to={link.to} className="text-primary underline-offset-4 hover:underline" aria-label={link.label}>
              {text}
            </Link>
          ) : (
            text
          )}
        </TableCell>
      );
    }
    case "customer":
      return (
        <TableCell label={label}>
          <div className="grid">
            <span className="font-semibold">{order.shippingName === undefined ? null : customerName(order.shippingName, t)}</span>
            <PhoneNumber phone={order.shippingPhone} className="text-xs text-muted-foreground rtl:text-right" />
          </div>
        </TableCell>
      );
    case "items":
      return <TableCell label={label}>{t("adminOrders.itemCount", { count: table.itemCount(order) })}</TableCell>;
    case "total":
      return (
        <TableCell label={label} className="font-semibold tabular-nums">
          {t("orders.amountAed", { amount: formatAmount(order.totalAmount) })}
        </TableCell>
      );
    case "status":
      return <TableCell label={label}>{table.status ? table.status(order) : <OrderStatusBadge status={order.status} />}</TableCell>;
    case "date":
      return (
        <TableCell label={label} className="whitespace-nowrap text-muted-foreground">
          {table.dateStyle === "dateTime" ? format.dateTime(order.createdAt) : format.date(order.createdAt)}
        </TableCell>
      );
    case "actions":
      return (
        <TableCell label={label}>
          <div className="flex gap-1 md:justify-end">{table.actions?.(order)}</div>
        </TableCell>
      );
  }
}
