import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadMore } from "@/components/admin/load-more";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { type OrderColumn, OrderTable } from "@/components/order-table";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useI18n } from "@/lib/i18n";
import { lifecycleStatuses, orderStatusLabel } from "@/lib/order-status";
import { useAuditOrders } from "../api/audit-queries";
import { useUrlFilters } from "../lib/use-url-filters";
import { FilterForm } from "./filter-form";

const filterNames = ["status", "q", "from", "to"] as const;
const columns: readonly OrderColumn[] = ["number", "customer", "items", "total", "status", "date"];

/** Every order, newest first, filtered as the back office's list is; each opens its timeline. */
export function AuditOrders() {
  const { t, format } = useI18n();
  const { search, onSubmit, onClear, bind } = useUrlFilters(filterNames);
  const orders = useAuditOrders(search);
  const rows = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const total = orders.data?.pages[0]?.total ?? 0;
  // A search of a long list is counted only up to a bound: the total then reads "more than".
  const exact = orders.data?.pages[0]?.exact !== false;

  return (
    <div>
      <AdminPageHeader title={t("audit.orders.title")} />
      <FilterForm onSubmit={onSubmit} onClear={onClear} className="sm:grid-cols-2 lg:grid-cols-[1fr_2fr_1fr_1fr_auto]">
        <SelectField
          label={t("audit.orders.status")}
          placeholder={t("audit.orders.anyStatus")}
          options={lifecycleStatuses.map((status) => ({ value: status, label: t(orderStatusLabel[status]) }))}
          {...bind("status")}
        />
        <TextField label={t("audit.orders.q")} type="search" dir="auto" {...bind("q")} />
        <TextField label={t("audit.from")} type="date" {...bind("from")} />
        <TextField label={t("audit.to")} type="date" {...bind("to")} />
      </FilterForm>
      {orders.isPending ? (
        <LoadingState message="audit.orders.loading" />
      ) : orders.isError ? (
        <LoadFailedState message="audit.orders.failed" onRetry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message="audit.orders.empty" />
      ) : (
        <>
          <OrderTable
            className="md:min-w-[48rem]"
            orders={rows}
            columns={columns}
            rowTestId="audit-order-row"
            itemCount={(order) => order.itemCount}
            dateStyle="dateTime"
            numberLink={(order) => ({ to: `/audit/orders/${order.id}`, label: t("audit.orders.open", { number: String(order.orderNumber) }) })}
          />
          <LoadMore
            shownText={t(exact ? "audit.shown" : "audit.shownOfMore", { shown: format.number(rows.length), total: format.number(total) })}
            moreLabel={t("audit.loadMore")}
            loadingLabel={t("audit.loadingMore")}
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onMore={() => void orders.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
