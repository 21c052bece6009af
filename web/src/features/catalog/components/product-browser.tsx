import { LoaderCircleIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useProductPages } from "../api/get-products";
import { useViewMode } from "../hooks/use-view-mode";
import { filtersFromSearch, narrowed, pagesFromSearch, type ProductFilters, shopSearch } from "../lib/product-filters";
import { LoadError } from "./load-error";
import type { FilterChangeOptions } from "./filter-sheet";
import { ProductFilterBar } from "./product-filter-bar";
import { ProductList } from "./product-list";
import { CardsSkeleton } from "./skeletons";
import { ViewModeToggle } from "./view-mode-toggle";

interface ProductBrowserProps {
  filters: ProductFilters;
  /** Shown instead of the list when nothing matches the category or search itself. */
  empty: ReactNode;
}

/**
 * A category's products or a search's results, 24 at a time from the server, counted in full, in a grid or list.
 * "Load more" writes how many pages are shown into the address (`page`), replacing the entry: Back from a product
 * returns to the same address, whose pages are still in memory (or read again), and the browser puts the scroll
 * where it was.
 */
export function ProductBrowser({ filters, empty }: ProductBrowserProps) {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useViewMode();
  const wanted = pagesFromSearch(searchParams);
  const query = useProductPages(filters);
  const pages = query.data?.pages ?? [];
  const products = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const listRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);

  // The address asks for more pages than are loaded (a reload after "Load more", or the button itself): read them.
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const missing = query.isSuccess && pages.length < wanted && hasNextPage;
  useEffect(() => {
    if (missing && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [missing, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // After "Load more", a keyboard user goes on from the first new product rather than from the button.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || products.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll("li")[from]?.querySelector("a")?.focus({ preventScroll: false });
  }, [products.length]);

  const loadMore = () => {
    focusFrom.current = products.length;
    setSearchParams(shopSearch(filters, pages.length + 1), { replace: true, preventScrollReset: true });
  };
  const change = (next: ProductFilters, options?: FilterChangeOptions) =>
    setSearchParams(shopSearch(next), { preventScrollReset: true, replace: options?.replace });
  // While a new choice loads (the shop's loader reads its first page), the controls already show it.
  const navigation = useNavigation();
  const choosing = navigation.location?.pathname === "/shop" ? filtersFromSearch(new URLSearchParams(navigation.location.search)) : null;

  return (
    <div className="grid gap-5">
      <ProductFilterBar filters={choosing ?? filters} total={!choosing && query.isSuccess ? total : null} onChange={change} />
      <div className="flex items-center justify-between gap-3 border-b pb-3">
        {/* The list's heading: the page's h1 names the category or the search, the cards' names are h3 under it. */}
        <h2 data-testid="product-count" aria-live="polite" className="text-sm font-semibold text-muted-foreground">
          {query.isSuccess ? t("storefront.shop.productCount", { count: total }) : null}
        </h2>
        {products.length > 0 ? <ViewModeToggle mode={mode} onChange={setMode} /> : null}
      </div>
      {query.isPending ? (
        <CardsSkeleton count={4} />
      ) : query.isError && pages.length === 0 ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : products.length === 0 ? (
        narrowed(filters) ? (
          <div className="rounded-xl border border-dashed px-6 py-14 text-center text-lg font-semibold">{t("shopPaging.emptyFiltered")}</div>
        ) : (
          empty
        )
      ) : (
        <div ref={listRef} className="grid gap-6">
          <ProductList products={products} layout={mode} />
          <div className="grid justify-items-center gap-3">
            <p className="text-sm text-muted-foreground" data-testid="products-shown">
              {t("shopPaging.shown", { shown: products.length, total })}
            </p>
            {isFetchNextPageError ? (
              <LoadError onRetry={() => void fetchNextPage()} className="w-full" />
            ) : hasNextPage || isFetchingNextPage ? (
              <Button variant="outline" size="lg" onClick={loadMore} disabled={isFetchingNextPage || missing}>
                {isFetchingNextPage ? (
                  <>
                    <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
                    {t("shopPaging.loadingMore")}
                  </>
                ) : (
                  t("shopPaging.loadMore")
                )}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
