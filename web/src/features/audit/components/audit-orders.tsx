import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextField } from "@/components/ui/text-field";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { orderStatuses, orderStatusLabel } from "@/lib/order-status";
import { useAuditOrders } from "../api/audit-queries";
import { toSearch } from "../lib/search-params";
import { LoadMore } from "./load-more";

const filterNames = ["status", "q", "from", "to"] as const;

/** Every order, newest first, filtered as the back office's list is; each opens its timeline. */
export function AuditOrders() {
  const { t, format, locale } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = Object.fromEntries(filterNames.map((name) => [name, searchParams.get(name) ?? ""])) as Record<(typeof filterNames)[number], string>;
  const [draft, setDraft] = useState(current);
  const search = toSearch(current);
  // The address changed by other means (back, forward, a link): the fields show what the list shows.
  const [draftOf, setDraftOf] = useState(search);
  if (draftOf !== search) {
    setDraftOf(search);
    setDraft(current);
  }
  const orders = useAuditOrders(search);
  const rows = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const total = orders.data?.pages[0]?.total ?? 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(toSearch(draft));
  };
  const onClear = () => {
    setDraft({ status: "", q: "", from: "", to: "" });
    setSearchParams("");
  };
  const bind = (name: (typeof filterNames)[number]) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((values) => ({ ...values, [name]: event.target.value })),
  });

  return (
    <div>
      <AdminPageHeader title={t("audit.orders.title")} />
      <form onSubmit={onSubmit} aria-label={t("audit.filters")} className="mb-4 grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_2fr_1fr_1fr_auto]">
        <SelectField
          label={t("audit.orders.status")}
          placeholder={t("audit.orders.anyStatus")}
          options={orderStatuses.map((status) => ({ value: status, label: t(orderStatusLabel[status]) }))}
          {...bind("status")}
        />
        <TextField label={t("audit.orders.q")} type="search" dir="auto" {...bind("q")} />
        <TextField label={t("audit.from")} type="date" {...bind("from")} />
        <TextField label={t("audit.to")} type="date" {...bind("to")} />
        <div className="flex items-end gap-2">
          <Button type="submit">{t("audit.apply")}</Button>
          <Button type="button" variant="ghost" onClick={onClear}>
            {t("audit.clear")}
          </Button>
        </div>
      </form>
      {orders.isPending ? (
        <LoadingState message="audit.orders.loading" />
      ) : orders.isError ? (
        <LoadFailedState message="audit.orders.failed" onRetry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message="audit.orders.empty" />
      ) : (
        <>
          <Table className="md:min-w-[48rem]">
            <TableHeader>
              <TableRow>
                <TableHead>{t("orders.col.id")}</TableHead>
                <TableHead>{t("orders.col.customer")}</TableHead>
                <TableHead>{t("adminOrders.col.items")}</TableHead>
                <TableHead>{t("adminOrders.col.total")}</TableHead>
                <TableHead>{t("orders.col.status")}</TableHead>
                <TableHead>{t("orders.col.date")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((order) => {
                const number = String(order.orderNumber);
                return (
                  <TableRow key={order.id} data-testid="audit-order-row" data-order-number={number}>
                    <TableCell className="font-bold tabular-nums">
                      <Link to={`/audit/orders/${order.id}`} className="text-primary underline-offset-4 hover:underline" aria-label={t("audit.orders.open", { number })}>
                        {t("orders.number", { number })}
                      </Link>
                    </TableCell>
                    <TableCell label={t("orders.col.customer")}>
                      <div className="grid">
                        <span className="font-semibold">{order.shippingName}</span>
                        <span dir="ltr" className="text-xs text-muted-foreground rtl:text-right">
                          {order.shippingPhone}
                        </span>
                      </div>
                    </TableCell>
                    <TableCell label={t("adminOrders.col.items")}>{t("adminOrders.itemCount", { count: order.itemCount })}</TableCell>
                    <TableCell label={t("adminOrders.col.total")} className="font-semibold tabular-nums">
                      {t("orders.amountAed", { amount: formatAmount(order.totalAmount, locale) })}
                    </TableCell>
                    <TableCell label={t("orders.col.status")}>
                      <OrderStatusBadge status={order.status} />
                    </TableCell>
                    <TableCell label={t("orders.col.date")} className="whitespace-nowrap text-muted-foreground">
                      {format.dateTime(order.createdAt)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <LoadMore
            shown={rows.length}
            total={total}
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onMore={() => void orders.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
