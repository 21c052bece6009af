import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";
import { useProducts } from "../api/get-products";
import { searchProducts } from "../lib/search";
import { BackLink } from "./back-link";
import { LoadError } from "./load-error";
import { EmptyResults, ProductResults } from "./product-results";
import { CardsSkeleton } from "./skeletons";

/** The header's search lands here (`/shop?q=`): matching is done on the list the shop already holds. */
export function SearchResults({ query }: { query: string }) {
  const { t } = useI18n();
  const products = useProducts();
  return (
    <div className="grid gap-6">
      <BackLink to="/shop" label={t("storefront.shop.backToCategories")} className="w-fit" />
      <PageHeading title={t("page.shop.searchResults", { query })} />
      {products.isPending ? (
        <CardsSkeleton count={4} />
      ) : products.isError ? (
        <LoadError onRetry={() => void products.refetch()} />
      ) : (
        <ProductResults
          products={searchProducts(products.data, query)}
          empty={<EmptyResults title={t("storefront.shop.searchEmpty", { query })} hint={t("storefront.shop.searchHint")} />}
        />
      )}
    </div>
  );
}
