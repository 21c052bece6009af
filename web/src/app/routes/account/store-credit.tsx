import { PageHeading } from "@/components/page-heading";
import { StoreCreditView } from "@/features/account/components/store-credit-view";
import { useI18n } from "@/lib/i18n";

export default function AccountStoreCreditRoute() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <PageHeading title={t("storeCredit.title")} />
      <StoreCreditView />
    </div>
  );
}
