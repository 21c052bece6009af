import { SearchIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadMore } from "@/components/admin/load-more";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Input } from "@/components/ui/input";
import { useI18n } from "@/lib/i18n";
import { useCustomers } from "../api/get-customers";
import { CustomersTable } from "./customers-table";

/** How long typing pauses before the search is sent. */
const searchDelayMs = 300;

/** The Customers screen: a search by name or email (kept in the address, `?q=`), the total, and page after page. */
export function CustomersAdmin() {
  const { t, format } = useI18n();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [typed, setTyped] = useState(q);
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const customers = useCustomers(q);
  const rows = customers.data?.pages.flatMap((page) => page.items) ?? [];
  const total = customers.data?.pages[0]?.total ?? 0;

  return (
    <section>
      <AdminPageHeader title={t("admin.customers.title")} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <label htmlFor={searchId} className="sr-only">
          {t("admin.customers.search")}
        </label>
        <div className="relative w-full max-w-sm">
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t("admin.customers.searchPlaceholder")}
            className="ps-9"
            maxLength={200}
          />
        </div>
        {customers.data ? (
          <p className="text-sm text-muted-foreground" data-testid="customers-total" aria-live="polite">
            {t("admin.customers.total", { count: format.number(total) })}
          </p>
        ) : null}
      </div>
      {customers.isPending ? (
        <LoadingState message="admin.customers.loading" />
      ) : customers.isError ? (
        <LoadFailedState message="admin.customers.loadFailed" onRetry={() => void customers.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message={q ? "admin.customers.noMatch" : "admin.customers.empty"} />
      ) : (
        <>
          <CustomersTable customers={rows} />
          <LoadMore
            shownText={t("admin.customers.shown", { shown: format.number(rows.length), total: format.number(total) })}
            moreLabel={t("admin.customers.loadMore")}
            hasMore={customers.hasNextPage}
            loading={customers.isFetchingNextPage}
            onMore={() => void customers.fetchNextPage()}
            testId="customers-shown"
          />
        </>
      )}
    </section>
  );
}
