import { RotateCwIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { ListFooter } from "@/components/admin/list-footer";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { rowsOf, totalIsExact, totalOf } from "@/lib/paged-list";
import { useUrlFilters } from "@/lib/use-url-filters";
import { useOrders } from "../api/get-orders";
import { isFiltered, noOrderFilters, orderFilterNames } from "../lib/order-filters";
import type { Order } from "../types";
import { BulkActionsBar, SelectAllCheckbox } from "./bulk-actions";
import { DeleteOrderDialog } from "./delete-order-dialog";
import { OrderDetailsDialog } from "./order-details-dialog";
import { OrderFilters } from "./order-filters";
import { OrdersTable } from "./orders-table";

/** `status` is a slot for what the page composes beside the title (the live-updates indicator). */
export function OrdersManagement({ status }: { status?: ReactNode }) {
  const { t } = useI18n();
  const [filters, setFilters] = useUrlFilters(orderFilterNames);
  const orders = useOrders(filters);
  const loaded = rowsOf(orders.data);
  const total = totalOf(orders.data);
  // A search of many orders is counted only up to a bound: the total then reads "more than".
  const exact = totalIsExact(orders.data);
  // By id, so the open dialog follows live changes to its order and closes if the order disappears.
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Order | null>(null);
  // The orders ticked for the bulk actions, by id; those the list no longer shows (another filter) do not count.
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const selected = loaded.filter((order) => selectedIds.has(order.id));
  const select = (order: Order, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(order.id);
      else next.delete(order.id);
      return next;
    });
  const selectAll = (all: boolean) => setSelectedIds(all ? new Set(loaded.map((order) => order.id)) : new Set());
  // `?order=1042` (the link in the new-order mail) opens that order's details; the list is searched for it.
  const [linked, setLinked] = useUrlFilters(["order"] as const);
  const linkedNumber = Number(linked.order);
  const viewed = loaded.find((order) => (viewedId ? order.id === viewedId : order.orderNumber === linkedNumber)) ?? null;
  const closeDetails = () => {
    setViewedId(null);
    if (linked.order) setLinked({ order: "" });
  };
  // A linked order that is not among the loaded rows is looked for by its number.
  const searchLinked = Boolean(linked.order && !viewedId && !viewed && orders.isSuccess && !filters.q);
  useEffect(() => {
    if (searchLinked && linked.order) setFilters({ ...noOrderFilters, q: linked.order });
  }, [searchLinked, linked.order, setFilters]);

  let body: ReactNode;
  if (orders.isPending) {
    body = (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {t("adminOrders.loading")}
      </p>
    );
  } else if (orders.isError) {
    body = (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="font-semibold text-destructive">{t("adminOrders.loadFailed")}</p>
        <Button variant="outline" onClick={() => void orders.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          {t("orders.retry")}
        </Button>
      </div>
    );
  } else if (loaded.length === 0) {
    const filtered = isFiltered(filters);
    body = (
      <p className="rounded-xl border bg-card py-10 text-center text-muted-foreground">
        {t(filtered ? "adminLists.noMatch" : "orders.empty")}
      </p>
    );
  } else {
    body = (
      <div className="grid gap-2">
        <SelectAllCheckbox shown={loaded.length} selected={selected.length} onChange={selectAll} />
        <OrdersTable
          orders={loaded}
          onView={(order) => setViewedId(order.id)}
          onDelete={setToDelete}
          selected={selectedIds}
          onSelect={select}
        />
        <ListFooter
          shown={loaded.length}
          total={total}
          exact={exact}
          hasMore={orders.hasNextPage}
          loading={orders.isFetchingNextPage}
          failed={orders.isFetchNextPageError}
          onLoadMore={() => void orders.fetchNextPage()}
        />
        {selected.length > 0 ? <BulkActionsBar orders={selected} onClear={() => setSelectedIds(new Set())} /> : null}
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <PageHeading title={t("admin.orders.title")} />
          {orders.isSuccess && (
            <p className="text-sm text-muted-foreground" data-testid="orders-total">
              {t(exact ? "adminLists.orders.total" : "adminLists.orders.totalMore", { count: total })}
            </p>
          )}
        </div>
        {status}
      </div>
      <OrderFilters filters={filters} onChange={setFilters} />
      {body}
      <OrderDetailsDialog order={viewed} onClose={closeDetails} />
      <DeleteOrderDialog order={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
