import { PageHeading } from "@/components/page-heading";
import { MyReturns } from "@/features/returns/components/my-returns";
import { useI18n } from "@/lib/i18n";

export default function AccountReturnsRoute() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <PageHeading title={t("returns.title")} />
      <MyReturns />
    </div>
  );
}
