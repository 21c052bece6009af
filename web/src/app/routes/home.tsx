import { BrowseCategories } from "@/features/catalog/components/browse-categories";
import { ThankYouPanel } from "@/features/checkout/components/thank-you-panel";
import { HeroCarousel } from "@/features/catalog/components/hero-carousel";
import { NewArrivals } from "@/features/catalog/components/new-arrivals";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";

/** Spec §2, Home. Its data is read by `homeLoader` (storefront-loaders.ts), alongside this module's download. */
export default function HomeRoute() {
  const { t } = useI18n();
  useDocumentTitle(t("page.home.title"));
  return (
    <>
      <h1 className="sr-only">{t("storefront.home.title")}</h1>
      <ThankYouPanel />
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6">
        <HeroCarousel />
      </div>
      <BrowseCategories />
      <NewArrivals />
    </>
  );
}
