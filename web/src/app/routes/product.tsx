import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";

// Placeholder until the gallery, size selector and add-to-cart land (spec §2, Product detail).
export default function ProductRoute() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading title={t("page.product.title")} />
    </div>
  );
}
