import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";
import { useCategories } from "../api/get-categories";
import { nameOf } from "../lib/localized";
import type { ProductFilters } from "../lib/product-filters";
import { BackLink } from "./back-link";
import { LoadError } from "./load-error";
import { ProductBrowser } from "./product-browser";
import { EmptyResults } from "./product-results";
import { CardsSkeleton } from "./skeletons";

/** Spec §2, Shop with `?category=`: that category's products, counted, with a way back to all categories. */
export function CategoryProducts({ filters }: { filters: ProductFilters & { category: string } }) {
  const { t, locale } = useI18n();
  const categories = useCategories();
  const back = <BackLink to="/shop" label={t("storefront.shop.backToCategories")} className="w-fit" />;

  if (categories.isPending) return <CardsSkeleton count={4} />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;

  const category = categories.data.find((candidate) => candidate.id === filters.category);
  if (!category) {
    return (
      <div className="grid gap-6">
        {back}
        <PageHeading title={t("storefront.shop.categoryNotFound")}>
          <p className="text-muted-foreground">{t("storefront.shop.categoryNotFoundBody")}</p>
        </PageHeading>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      {back}
      <PageHeading title={nameOf(locale, category)} />
      <ProductBrowser filters={filters} empty={<EmptyResults title={t("storefront.shop.emptyCategory")} />} />
    </div>
  );
}
