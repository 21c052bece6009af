import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { bannersQueryOptions } from "@/features/catalog/api/get-banners";
import { categoriesQueryOptions } from "@/features/catalog/api/get-categories";
import { productsQueryOptions } from "@/features/catalog/api/get-products";
import { BrowseCategories } from "@/features/catalog/components/browse-categories";
import { HeroCarousel } from "@/features/catalog/components/hero-carousel";
import { NewArrivals } from "@/features/catalog/components/new-arrivals";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";

export function clientLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    // Settled, not all-or-nothing: a list that fails leaves its own section showing a retry, not an error page.
    await Promise.allSettled([
      queryClient.ensureQueryData(bannersQueryOptions()),
      queryClient.ensureQueryData(categoriesQueryOptions()),
      queryClient.ensureQueryData(productsQueryOptions()),
    ]);
    return null;
  };
}

export default function HomeRoute() {
  const { t } = useI18n();
  useDocumentTitle(t("page.home.title"));
  return (
    <>
      <h1 className="sr-only">{t("storefront.home.title")}</h1>
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6">
        <HeroCarousel />
      </div>
      <BrowseCategories />
      <NewArrivals />
    </>
  );
}
