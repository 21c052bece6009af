import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "@/lib/i18n";
import { useProductSample } from "../api/get-products";
import { NEW_ARRIVALS_COUNT, newArrivalsFilters } from "../lib/products";
import { LoadError } from "./load-error";
import { ProductList } from "./product-list";
import { SectionHeading } from "./section-heading";
import { CardsSkeleton } from "./skeletons";

export function NewArrivals() {
  const { t } = useI18n();
  // The three newest, read as such: the home page never downloads the catalog.
  const products = useProductSample(newArrivalsFilters, NEW_ARRIVALS_COUNT);
  const latest = products.data?.items ?? [];

  return (
    <section aria-labelledby="new-arrivals" className="bg-secondary/40 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="new-arrivals"
          title={t("storefront.newArrivals.title")}
          subtitle={t("storefront.newArrivals.subtitle")}
          action={
            <Link
              to="/shop"
              className="flex items-center gap-1 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t("storefront.newArrivals.viewAll")}
              <ArrowRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          }
        />
        {products.isPending ? (
          <CardsSkeleton count={3} />
        ) : products.isError ? (
          <LoadError onRetry={() => void products.refetch()} />
        ) : latest.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
            {t("storefront.newArrivals.empty")}
          </p>
        ) : (
          // Three cards do not fit a phone's two columns; they scroll sideways there instead of leaving one alone.
          // Below the hero and the categories: nothing here is in the first screenful.
          <ProductList
            products={latest}
            eagerCount={0}
            className="max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:scroll-px-4 max-sm:px-4 max-sm:pb-2 max-sm:*:w-[70%] max-sm:*:shrink-0 max-sm:*:snap-start sm:grid-cols-3 lg:grid-cols-3"
          />
        )}
      </div>
    </section>
  );
}
