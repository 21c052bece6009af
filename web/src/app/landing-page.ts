/*
 * What the pages shoppers land on (home, shop, product) need before they can show: their code and their API reads.
 * The entry (src/boot.ts) preloads both the moment the page starts, so they are on their way while the app's own
 * code still downloads and runs; the router then finds the code in the module map and its loaders' fetches
 * (storefront-loaders.ts) take the preloaded answers, instead of starting only once the app has started.
 *
 * The reads are plain strings, not the query definitions: importing those would pull the data library into the
 * entry. An address that drifted from its read would cost only the head start (and a console warning that the
 * preload went unused); landing-page.test.ts pins them.
 */

import { filtersFromSearch, PRODUCTS_PAGE_SIZE, productListUrl } from "../features/catalog/lib/product-filters";
import { NEW_ARRIVALS_COUNT, newArrivalsFilters } from "../features/catalog/lib/products";

/** Route modules of the landing pages (src/app/routes/<name>.tsx); the build lists each one's chunks in index.html. */
export const landingPages = ["home", "shop", "product"] as const;
export type LandingPage = (typeof landingPages)[number];

/** The category cards' read (features/catalog/api/get-category-showcases.ts). */
const cardsRead = "/api/category-cards";

/** Id of the JSON block in index.html that maps each landing page to the chunks of its route module. */
export const landingChunksId = "landing-chunks";

/**
 * The landing page at an address and its reads. Product lists are read a page at a time, each at the address
 * product-filters.ts builds (a plain module, cheap in the entry): the home page's new arrivals, a category's or a
 * search's first page; the category cards' one read (home, and the shop without a category or a search).
 */
export function landingPage(pathname: string, search = ""): { page: LandingPage; reads: string[] } | null {
  if (pathname === "/") {
    return { page: "home", reads: ["/api/banners", "/api/categories", cardsRead, productListUrl(newArrivalsFilters, NEW_ARRIVALS_COUNT)] };
  }
  if (pathname === "/shop") {
    const filters = filtersFromSearch(new URLSearchParams(search));
    const list = filters.q || filters.category ? [productListUrl(filters, PRODUCTS_PAGE_SIZE)] : [cardsRead];
    return { page: "shop", reads: ["/api/categories", ...list] };
  }
  const slug = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
  if (!slug) return null;
  try {
    // Encoded as the product read encodes it, whatever encoding the address bar kept.
    return { page: "product", reads: [`/api/products/${encodeURIComponent(decodeURIComponent(slug))}`] };
  } catch {
    return null;
  }
}

/** Preloads the code and the reads of the landing page at `pathname` (and `search`), if it is one. */
export function preloadLandingPage(pathname: string, search = ""): void {
  const landing = landingPage(pathname, search);
  if (!landing) return;
  for (const href of chunksOf(landing.page)) {
    addLink({ rel: "modulepreload", href, crossOrigin: "" });
  }
  for (const href of landing.reads) {
    // A preloaded answer is used only by a fetch with the same credentials mode: the reads send the session cookie.
    addLink({ rel: "preload", as: "fetch", href, crossOrigin: "use-credentials" });
  }
}

/** The read the header of every shop page makes (features/delivery/api/get-delivery.ts): the free-delivery strip's amount. */
export const storeFrameRead = "/api/delivery";

/**
 * Preloads the header's read on any shop page, the landing pages' and the others alike; not on the back office's or
 * the auditors' pages, which have no such header. Low priority: the page's own reads and largest picture come first,
 * and the strip keeps its place (and height) until its words arrive.
 */
export function preloadStoreFrame(pathname: string): void {
  if (/^\/(admin|audit)(\/|$)/.test(pathname)) return;
  addLink({ rel: "preload", as: "fetch", href: storeFrameRead, crossOrigin: "use-credentials", fetchPriority: "low" });
}

function chunksOf(page: LandingPage): string[] {
  try {
    const map = JSON.parse(document.getElementById(landingChunksId)?.textContent || "{}") as Partial<Record<LandingPage, string[]>>;
    return map[page] ?? [];
  } catch {
    return [];
  }
}

/** Adds a `<link>` to the head (a preload of code or of a read). */
export function addLink(attributes: { rel: string; href: string; crossOrigin: string; as?: string; fetchPriority?: "low" }): void {
  const link = document.createElement("link");
  link.rel = attributes.rel;
  if (attributes.as) link.as = attributes.as;
  if (attributes.fetchPriority) link.fetchPriority = attributes.fetchPriority;
  link.crossOrigin = attributes.crossOrigin;
  link.href = attributes.href;
  document.head.append(link);
}
