import { useSearchParams } from "react-router";
import { CategoryProducts } from "@/features/catalog/components/category-products";
import { SearchResults } from "@/features/catalog/components/search-results";
import { ShopFront } from "@/features/catalog/components/shop-front";

/**
 * Spec §2, Shop: a search (`?q=`), one category (`?category=`), or the categories to choose from. Its lists are read
 * by `shopLoader` (storefront-loaders.ts).
 */
export default function ShopRoute() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q")?.trim();
  const categoryId = searchParams.get("category")?.trim();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      {query ? (
        <SearchResults query={query} />
      ) : categoryId ? (
        <CategoryProducts key={categoryId} categoryId={categoryId} />
      ) : (
        <ShopFront />
      )}
    </div>
  );
}
