/**
 * The shop's list of products as the server filters and pages it (`GET /api/products`): the filters a page's
 * address carries, the read's address built from them in one fixed order (so a preload and the page's own read
 * are the same request), and how many pages of 24 the shopper had loaded (`page`), which is where Back returns.
 */

export const productSorts = ["newest", "price-asc", "price-desc"] as const;
export type ProductSort = (typeof productSorts)[number];

export interface ProductFilters {
  category?: string;
  q?: string;
  sort: ProductSort;
  size?: string;
  color?: string;
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

/** The filters in a shop address; what cannot be one (an unknown sort, a price that is no amount) is left out. */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  const sort = params.get("sort");
  let minPrice = text(params, "minPrice");
  let maxPrice = text(params, "maxPrice");
  if (minPrice && !amount.test(minPrice)) minPrice = undefined;
  if (maxPrice && !amount.test(maxPrice)) maxPrice = undefined;
  // A range typed the wrong way round is still that range (the server refuses it as given).
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    category: text(params, "category"),
    q: text(params, "q"),
    sort: productSorts.includes(sort as ProductSort) ? (sort as ProductSort) : "newest",
    size: text(params, "size"),
    color: text(params, "color"),
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
  if (filters.size) params.set("size", filters.size);
  if (filters.color) params.set("color", filters.color);
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
  if (filters.sort === "newest") params.delete("sort");
  if (pages > 1) params.set("page", String(pages));
  return params;
}

/** The filters the shopper narrowed the list with (beyond the category or search that chose it). */
export function narrowed(filters: ProductFilters): boolean {
  return Boolean(filters.size || filters.color || filters.minPrice || filters.maxPrice || filters.inStock);
}
