import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { useI18n } from "@/lib/i18n";
import { useAdminDelivery } from "../api/get-admin-delivery";
import { DeliveryForm } from "./delivery-form";

/** `/admin/delivery`: what delivering to each emirate costs, how long it takes, and when it is free (ADR 066). */
export function DeliveryAdmin() {
  const { t } = useI18n();
  const delivery = useAdminDelivery();
  return (
    <section>
      <AdminPageHeader title={t("deliveryAdmin.title")} />
      <p className="-mt-3 mb-6 max-w-3xl text-sm text-muted-foreground">{t("deliveryAdmin.intro")}</p>
      {delivery.isPending ? (
        <LoadingState message="deliveryAdmin.loading" />
      ) : delivery.isError ? (
        <LoadFailedState message="deliveryAdmin.loadFailed" onRetry={() => void delivery.refetch()} />
      ) : (
        <DeliveryForm stored={delivery.data} />
      )}
    </section>
  );
}
