import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";
import { useCategories } from "../api/get-categories";
import { useProducts } from "../api/get-products";
import { nameOf } from "../lib/localized";
import { productsInCategory } from "../lib/products";
import { BackLink } from "./back-link";
import { LoadError } from "./load-error";
import { EmptyResults, ProductResults } from "./product-results";
import { CardsSkeleton } from "./skeletons";

/** Spec §2, Shop with `?category=`: that category's products, counted, with a way back to all categories. */
export function CategoryProducts({ categoryId }: { categoryId: string }) {
  const { t, locale } = useI18n();
  const categories = useCategories();
  const products = useProducts();
  const back = <BackLink to="/shop" label={t("storefront.shop.backToCategories")} className="w-fit" />;

  if (categories.isPending || products.isPending) return <CardsSkeleton count={4} />;
  if (categories.isError || products.isError) {
    return (
      <LoadError
        onRetry={() => {
          if (categories.isError) void categories.refetch();
          if (products.isError) void products.refetch();
        }}
      />
    );
  }

  const category = categories.data.find((candidate) => candidate.id === categoryId);
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
      <ProductResults
        products={productsInCategory(products.data, category.id)}
        empty={<EmptyResults title={t("storefront.shop.emptyCategory")} />}
      />
    </div>
  );
}
