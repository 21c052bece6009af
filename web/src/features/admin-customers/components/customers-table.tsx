import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { customerName, personalField } from "@/lib/erased-customer";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import type { Customer } from "../types";
import { codStatusLabel, codStatusVariant } from "./cod-status-label";
import { roleLabel } from "./role-label";

/**
 * The accounts: who, their role, what they ordered and since when, and their cash-on-delivery standing (refused
 * deliveries, delivered orders, COD status); the name opens the customer's page.
 */
export function CustomersTable({ customers }: { customers: readonly Customer[] }) {
  const { t, format } = useI18n();
  return (
    <Table className="md:min-w-[72rem]">
      <TableHeader>
        <TableRow>
          <TableHead>{t("admin.customers.col.name")}</TableHead>
          <TableHead>{t("admin.customers.col.email")}</TableHead>
          <TableHead>{t("admin.customers.col.role")}</TableHead>
          <TableHead>{t("admin.customers.col.orders")}</TableHead>
          <TableHead>{t("admin.customers.col.spent")}</TableHead>
          <TableHead>{t("admin.customers.col.refusals")}</TableHead>
          <TableHead>{t("admin.customers.col.delivered")}</TableHead>
          <TableHead>{t("admin.customers.col.cod")}</TableHead>
          <TableHead>{t("admin.customers.col.lastOrder")}</TableHead>
          <TableHead>{t("admin.customers.col.joined")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers.map((customer) => (
          <TableRow key={customer.id} data-testid="customer-row">
            <TableCell className="font-semibold">
              <Link
                to={`/admin/customers/${customer.id}`}
                className="underline-offset-4 hover:underline"
                aria-label={t("admin.customers.open", { name: customerName(customer.name, t) })}
                data-erased={customer.erased || undefined}
              >
                {customerName(customer.name, t)}
              </Link>
            </TableCell>
            <TableCell label={t("admin.customers.col.email")}>
              <span dir="ltr" className="break-all">
                {personalField(customer.email)}
              </span>
            </TableCell>
            <TableCell label={t("admin.customers.col.role")}>
              <Badge variant={customer.role === "customer" ? "outline" : "secondary"} data-role={customer.role}>
                {t(roleLabel[customer.role])}
              </Badge>
            </TableCell>
            <TableCell label={t("admin.customers.col.orders")} className="tabular-nums">
              {format.number(customer.ordersCount)}
            </TableCell>
            <TableCell label={t("admin.customers.col.spent")} className="whitespace-nowrap tabular-nums">
              {t("orders.amountAed", { amount: formatAmount(customer.totalSpent) })}
            </TableCell>
            <TableCell label={t("admin.customers.col.refusals")} className="tabular-nums" data-testid="customer-refusals">
              {format.number(customer.refusals)}
            </TableCell>
            <TableCell label={t("admin.customers.col.delivered")} className="tabular-nums">
              {format.number(customer.deliveredOrders)}
            </TableCell>
            <TableCell label={t("admin.customers.col.cod")}>
              <Badge variant={codStatusVariant[customer.codStatus]} data-cod-status={customer.codStatus}>
                {t(codStatusLabel[customer.codStatus])}
              </Badge>
            </TableCell>
            <TableCell label={t("admin.customers.col.lastOrder")} className="whitespace-nowrap text-muted-foreground">
              {customer.lastOrderAt ? format.date(customer.lastOrderAt) : t("admin.customers.never")}
            </TableCell>
            <TableCell label={t("admin.customers.col.joined")} className="whitespace-nowrap text-muted-foreground">
              {format.date(customer.createdAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
