import { useSearchParams } from "react-router";
import { CategoryProducts } from "@/features/catalog/components/category-products";
import { SearchResults } from "@/features/catalog/components/search-results";
import { ShopFront } from "@/features/catalog/components/shop-front";
import { filtersFromSearch } from "@/features/catalog/lib/product-filters";

/**
 * Spec §2, Shop: a search (`?q=`), one category (`?category=`), or the categories to choose from; the lists are
 * narrowed and ordered by the server (`sort`, `size`, `color`, `minPrice`, `maxPrice`, `inStock`) and read 24 at a
 * time. Its reads start in `shopLoader` (storefront-loaders.ts).
 */
export default function ShopRoute() {
  const [searchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { q, category } = filters;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      {q ? (
        <SearchResults key={q} filters={{ ...filters, q }} />
      ) : category ? (
        <CategoryProducts key={category} filters={{ ...filters, category }} />
      ) : (
        <ShopFront />
      )}
    </div>
  );
}
