import type { Message } from "../types";

/** The shop's paged lists (a category, a search): English texts, merged into the main catalogue by `en.ts`. */
export const shopPagingEn = {
  "shopPaging.loadMore": "Load more",
  "shopPaging.loadingMore": "Loading more…",
  "shopPaging.shown": "Showing {shown} of {total}",
  "shopPaging.loadFailed": "More products could not be loaded.",
  "shopPaging.filters": "Filter",
  "shopPaging.filtersOn": { one: "{count} filter on", other: "{count} filters on" },
  "shopPaging.showResults": { one: "Show {count} result", other: "Show {count} results" },
  "shopPaging.showResultsPending": "Show results",
  "shopPaging.sort": "Sort by",
  "shopPaging.sort.newest": "Newest",
  "shopPaging.sort.priceAsc": "Price: low to high",
  "shopPaging.sort.priceDesc": "Price: high to low",
  "shopPaging.inStock": "In stock only",
  "shopPaging.size": "Size",
  "shopPaging.color": "Colour",
  "shopPaging.chip": "{label} ({count})",
  "shopPaging.minPrice": "Lowest price (AED)",
  "shopPaging.maxPrice": "Highest price (AED)",
  "shopPaging.apply": "Apply",
  "shopPaging.clear": "Clear filters",
  "shopPaging.emptyFiltered": "No products match these filters.",
} as const satisfies Record<string, Message>;
