import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";

// Placeholder until the shipping form and cash-on-delivery summary land (spec §2, Checkout).
export default function CheckoutRoute() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading title={t("page.checkout.title")} />
    </div>
  );
}
