import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";
import type { ProductFilters } from "../lib/product-filters";
import { BackLink } from "./back-link";
import { ProductBrowser } from "./product-browser";
import { EmptyResults } from "./product-results";

/**
 * The header's search lands here (`/shop?q=`): the server matches every word in either language's name or
 * description, Arabic letters folded as shoppers type them.
 */
export function SearchResults({ filters }: { filters: ProductFilters & { q: string } }) {
  const { t } = useI18n();
  const query = filters.q;
  return (
    <div className="grid gap-6">
      <BackLink to="/shop" label={t("storefront.shop.backToCategories")} className="w-fit" />
      <PageHeading title={t("page.shop.searchResults", { query })} />
      <ProductBrowser
        filters={filters}
        empty={<EmptyResults title={t("storefront.shop.searchEmpty", { query })} hint={t("storefront.shop.searchHint")} />}
      />
    </div>
  );
}
