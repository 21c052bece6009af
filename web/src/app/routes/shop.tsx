import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunction, useSearchParams } from "react-router";
import { categoriesQueryOptions } from "@/features/catalog/api/get-categories";
import { productsQueryOptions } from "@/features/catalog/api/get-products";
import { CategoryProducts } from "@/features/catalog/components/category-products";
import { SearchResults } from "@/features/catalog/components/search-results";
import { ShopFront } from "@/features/catalog/components/shop-front";

export function clientLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    // Every view of the shop reads both lists (cards show product counts); failures are shown by the view itself.
    await Promise.allSettled([
      queryClient.ensureQueryData(categoriesQueryOptions()),
      queryClient.ensureQueryData(productsQueryOptions()),
    ]);
    return null;
  };
}

/** Spec §2, Shop: a search (`?q=`), one category (`?category=`), or the categories to choose from. */
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
