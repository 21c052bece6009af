import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ListFooter } from "@/components/admin/list-footer";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { rowsOf, totalOf } from "@/lib/paged-list";
import { useCoupons } from "../api/get-coupons";
import type { Coupon } from "../types";
import { CouponFormDialog } from "./coupon-form-dialog";
import { CouponsTable } from "./coupons-table";

/** `/admin/coupons`: the store's coupons, newest first, with the forms to create, change and switch them off (ADR 066). */
export function CouponsAdmin() {
  const { t } = useI18n();
  const coupons = useCoupons();
  const rows = rowsOf(coupons.data);
  // undefined: closed; null: creating one.
  const [editing, setEditing] = useState<Coupon | null | undefined>(undefined);

  let body;
  if (coupons.isPending) body = <LoadingState message="couponsAdmin.loading" />;
  else if (coupons.isError) body = <LoadFailedState message="couponsAdmin.loadFailed" onRetry={() => void coupons.refetch()} />;
  else if (rows.length === 0) body = <EmptyState message="couponsAdmin.empty" />;
  else {
    body = (
      <div data-testid="coupons">
        <CouponsTable coupons={rows} onEdit={setEditing} />
        <ListFooter
          shown={rows.length}
          total={totalOf(coupons.data)}
          hasMore={coupons.hasNextPage}
          loading={coupons.isFetchingNextPage}
          failed={coupons.isFetchNextPageError}
          onLoadMore={() => void coupons.fetchNextPage()}
        />
      </div>
    );
  }

  return (
    <section>
      <AdminPageHeader
        title={t("couponsAdmin.title")}
        action={
          <Button className="min-h-11" onClick={() => setEditing(null)}>
            <PlusIcon aria-hidden="true" />
            {t("couponsAdmin.add")}
          </Button>
        }
      />
      <p className="-mt-3 mb-6 max-w-3xl text-sm text-muted-foreground">{t("couponsAdmin.intro")}</p>
      {body}
      <CouponFormDialog open={editing !== undefined} coupon={editing ?? null} onClose={() => setEditing(undefined)} />
    </section>
  );
}
