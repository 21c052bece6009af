import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";

// Placeholder until cart lines and the order summary land (spec §2, Cart).
export default function CartRoute() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading title={t("page.cart.title")} />
    </div>
  );
}
