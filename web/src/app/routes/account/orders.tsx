import { PageHeading } from "@/components/page-heading";
import { OrdersList } from "@/features/account/components/orders-list";
import { useI18n } from "@/lib/i18n";

export default function AccountOrdersRoute() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <PageHeading title={t("account.orders.title")} />
      <OrdersList />
    </div>
  );
}
