import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { type OrderColumn, OrderTable } from "@/components/order-table";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useI18n } from "@/lib/i18n";
import { orderStatuses, orderStatusLabel } from "@/lib/order-status";
import { useAuditOrders } from "../api/audit-queries";
import { toSearch } from "../lib/search-params";
import { LoadMore } from "./load-more";

const filterNames = ["status", "q", "from", "to"] as const;
const columns: readonly OrderColumn[] = ["number", "customer", "items", "total", "status", "date"];

/** Every order, newest first, filtered as the back office's list is; each opens its timeline. */
export function AuditOrders() {
  const { t } = useI18n();
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
