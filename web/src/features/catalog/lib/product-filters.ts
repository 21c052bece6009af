/**
 * The shop's list of products as the server filters and pages it (`GET /api/products`): the filters a page's
 * address carries, the read's address built from them in one fixed order (so a preload and the page's own read
 * are the same request), and how many pages of 24 the shopper had loaded (`page`), which is where Back returns.
 */

/** `relevance` is a search's own order (the best matches first), and its default; it has no meaning without one. */
export const productSorts = ["relevance", "newest", "price-asc", "price-desc"] as const;
export type ProductSort = (typeof productSorts)[number];

/** The order a list has unless she picks another: a search's best matches first, otherwise the newest. */
export function defaultSort(filters: { q?: string }): ProductSort {
  return filters.q ? "relevance" : "newest";
}

export interface ProductFilters {
  category?: string;
  q?: string;
  sort: ProductSort;
  /** Any of these sizes / colours (a managed colour by its key, another by its text): the chips chosen. */
  size?: string[];
  color?: string[];
  minPrice?: string;
  maxPrice?: string;
  inStock?: boolean;
}

/** Products a shop page loads at a time. */
export const PRODUCTS_PAGE_SIZE = 24;

/** The most pages an address may ask to show again at once (Back after many "Load more"s). */
export const MAX_RESTORED_PAGES = 20;

const amount = /^\d{1,8}(?:\.\d{1,2})?$/;

function text(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, 200) : undefined;
}

/** A repeated parameter (`color=black&color=navy`): its values, or undefined when none. */
function list(params: URLSearchParams, name: string): string[] | undefined {
  const values = [...new Set(params.getAll(name).map((value) => value.trim().slice(0, 50)).filter(Boolean))].slice(0, 20);
  return values.length > 0 ? values : undefined;
}

/** The filters in a shop address; what cannot be one (an unknown sort, a price that is no amount) is left out. */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  const sort = params.get("sort");
  let minPrice = text(params, "minPrice");
  let maxPrice = text(params, "maxPrice");
  if (minPrice && !amount.test(minPrice)) minPrice = undefined;
  if (maxPrice && !amount.test(maxPrice)) maxPrice = undefined;
  // A range typed the wrong way round is still that range (the server refuses it as given).
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  const q = text(params, "q");
  const named = productSorts.includes(sort as ProductSort) && (sort !== "relevance" || q) ? (sort as ProductSort) : undefined;
  return {
    category: text(params, "category"),
    q,
    sort: named ?? defaultSort({ q }),
    size: list(params, "size"),
    color: list(params, "color"),
    minPrice,
    maxPrice,
    inStock: params.get("inStock") === "1" ? true : undefined,
  };
}

/** How many pages the address says were loaded: 1 unless a whole number from 2 up to the most restored. */
export function pagesFromSearch(params: URLSearchParams): number {
  const value = params.get("page");
  if (!value || !/^\d{1,3}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_RESTORED_PAGES);
}

/** The filters as query parameters, in the one order every read uses; the default sort is named too. */
function filterParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.q) params.set("q", filters.q);
  params.set("sort", filters.sort);
  for (const size of filters.size ?? []) params.append("size", size);
  for (const color of filters.color ?? []) params.append("color", color);
  if (filters.minPrice) params.set("minPrice", filters.minPrice);
  if (filters.maxPrice) params.set("maxPrice", filters.maxPrice);
  if (filters.inStock) params.set("inStock", "1");
  return params;
}

/** The first page's read: `/api/products?…&limit=N`. Later pages follow the answer's `Link: rel="next"`. */
export function productListUrl(filters: ProductFilters, limit: number): string {
  const params = filterParams(filters);
  params.set("limit", String(limit));
  return `/api/products?${params}`;
}

/**
 * The shop address for these filters with `page` pages loaded. Filters the shopper did not set stay out of it,
 * so a category's address stays `/shop?category=…`.
 */
export function shopSearch(filters: ProductFilters, pages = 1): URLSearchParams {
  const params = filterParams(filters);
  if (filters.sort === defaultSort(filters)) params.delete("sort");
  if (pages > 1) params.set("page", String(pages));
  return params;
}

/** The filters the shopper narrowed the list with (beyond the category or search that chose it). */
export function narrowed(filters: ProductFilters): boolean {
  return Boolean(filters.size?.length || filters.color?.length || filters.minPrice || filters.maxPrice || filters.inStock);
}
