import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { ListFooter } from "@/components/admin/list-footer";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { rowsOf, totalOf } from "@/lib/paged-list";
import { useCouriers } from "../api/get-couriers";
import type { Courier } from "../types";
import { CourierCard } from "./courier-card";
import { CourierFormDialog } from "./courier-form-dialog";

/** `/admin/couriers`: the shop's couriers, the cash each holds, and the forms to add, change and settle them. */
export function CouriersAdmin() {
  const { t } = useI18n();
  const couriers = useCouriers();
  const rows = rowsOf(couriers.data);
  // undefined: closed; null: adding one.
  const [editing, setEditing] = useState<Courier | null | undefined>(undefined);

  let body;
  if (couriers.isPending) body = <LoadingState message="adminCod.couriers.loading" />;
  else if (couriers.isError) body = <LoadFailedState message="adminCod.couriers.loadFailed" onRetry={() => void couriers.refetch()} />;
  else if (rows.length === 0) body = <EmptyState message="adminCod.couriers.empty" />;
  else {
    body = (
      <div>
        <ul className="grid gap-3 md:grid-cols-2" data-testid="couriers">
          {rows.map((courier) => (
            <CourierCard key={courier.id} courier={courier} onEdit={setEditing} />
          ))}
        </ul>
        <ListFooter
          shown={rows.length}
          total={totalOf(couriers.data)}
          hasMore={couriers.hasNextPage}
          loading={couriers.isFetchingNextPage}
          failed={couriers.isFetchNextPageError}
          onLoadMore={() => void couriers.fetchNextPage()}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading title={t("adminCod.couriers.title")} />
        <Button className="min-h-11" onClick={() => setEditing(null)}>
          <PlusIcon aria-hidden="true" />
          {t("adminCod.couriers.add")}
        </Button>
      </div>
      {body}
      <CourierFormDialog open={editing !== undefined} courier={editing ?? null} onClose={() => setEditing(undefined)} />
    </div>
  );
}
