import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { bannersQueryOptions } from "@/features/catalog/api/get-banners";
import { categoriesQueryOptions } from "@/features/catalog/api/get-categories";
import { categoryCardsQueryOptions } from "@/features/catalog/api/get-category-showcases";
import { productQueryOptions } from "@/features/catalog/api/get-product";
import { productPagesQueryOptions, productSampleQueryOptions } from "@/features/catalog/api/get-products";
import { coverImage } from "@/features/catalog/lib/images";
import { filtersFromSearch, pagesFromSearch } from "@/features/catalog/lib/product-filters";
import { NEW_ARRIVALS_COUNT, newArrivalsFilters } from "@/features/catalog/lib/products";
import { preloadImage } from "@/lib/preload-image";
import { imageSizes } from "@/lib/responsive-image";

/*
 * The loaders of the pages shoppers land on (home, shop, product). They are part of the router itself rather than
 * of each page's lazy module, so React Router starts their reads together with the download of the page's code
 * instead of after it: one round trip less before the first page (and its largest picture) can show. They only
 * need the tiny query definitions, not the pages. No page reads the whole catalog: each list is a bounded page.
 */

/** The categories and their cards (each one's count and cover), read side by side: what the category grid draws. */
async function categoryCards(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled([queryClient.ensureQueryData(categoriesQueryOptions()), queryClient.ensureQueryData(categoryCardsQueryOptions())]);
}

export function homeLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    // Settled, not all-or-nothing: a list that fails leaves its own section showing a retry, not an error page.
    await Promise.allSettled([
      // The first banner is the page's largest picture: it starts downloading while the page's code still loads.
      queryClient.ensureQueryData(bannersQueryOptions()).then((banners) => preloadImage(banners[0]?.imageUrl, imageSizes.hero)),
      categoryCards(queryClient),
      queryClient.ensureQueryData(productSampleQueryOptions(newArrivalsFilters, NEW_ARRIVALS_COUNT)),
    ]);
    return null;
  };
}

export function shopLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const search = new URL(request.url).searchParams;
    const filters = filtersFromSearch(search);
    // A category or a search: its heading's category and the pages the address says were loaded (Back returns to
    // them); without either, the category cards. Failures are shown by the view itself.
    const lists =
      filters.q || filters.category
        ? [
            queryClient.ensureQueryData(categoriesQueryOptions()),
            queryClient.prefetchInfiniteQuery({ ...productPagesQueryOptions(filters), pages: pagesFromSearch(search) }),
          ]
        : [categoryCards(queryClient)];
    await Promise.allSettled(lists);
    return null;
  };
}

export function productLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    // A failure is left for the page to show with a retry; "not found" is an answer (null), not a failure.
    if (!params.slug) return null;
    const product = await queryClient.ensureQueryData(productQueryOptions(params.slug)).catch(() => null);
    // The gallery's large picture, as for the home page's first banner.
    if (product) preloadImage(coverImage(product.images)?.url, imageSizes.cover);
    return null;
  };
}
