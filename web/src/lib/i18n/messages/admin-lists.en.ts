import type { Message } from "../types";

/** The back office's paged tables: their totals, "Load more", filters and the orders export. Admin catalogue only. */
export const adminListsEn = {
  "adminLists.loadMore": "Load more",
  "adminLists.loadingMore": "Loading more…",
  "adminLists.loadMoreFailed": "Could not load more rows. Try again.",
  "adminLists.shown": "Showing {shown} of {total}",
  "adminLists.shownOfMore": "Showing {shown} of more than {total}",
  "adminLists.searchLabel": "Search",
  "adminLists.clearFilters": "Clear filters",
  "adminLists.noMatch": "Nothing matches these filters.",
  "adminLists.filters": "Filters",

  "adminLists.orders.total": { one: "{count} order", other: "{count} orders" },
  "adminLists.orders.totalMore": { one: "More than {count} order", other: "More than {count} orders" },
  "adminLists.orders.searchPlaceholder": "Order no., name, phone, email",
  "adminLists.orders.status": "Status",
  "adminLists.orders.allStatuses": "All statuses",
  "adminLists.orders.from": "From",
  "adminLists.orders.to": "To",
  "adminLists.orders.daysNote": "Days in UAE time",
  "adminLists.orders.export": "Export CSV",
  "adminLists.orders.exportHint": "Every order these filters match, one line per item",

  "adminLists.products.total": { one: "{count} product", other: "{count} products" },
  "adminLists.products.searchPlaceholder": "Name in English or Arabic, or slug",
  "adminLists.products.category": "Category",
  "adminLists.products.allCategories": "All categories",
  "adminLists.products.status": "Status",
  "adminLists.products.allStatuses": "Active and inactive",
  "adminLists.products.stock": "Stock",
  "adminLists.products.anyStock": "Any stock",
  "adminLists.products.stockOut": "A variant sold out",
  "adminLists.products.stockLow": "A variant low (1 to 4 left)",
  "adminLists.products.sort": "Sort",
  "adminLists.products.sortNewest": "Newest first",
  "adminLists.products.sortName": "Name (A to Z)",
} as const satisfies Record<string, Message>;
