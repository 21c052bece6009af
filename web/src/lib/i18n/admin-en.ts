import { adminCatalogEn } from "./messages/admin-catalog.en";
import { adminListsEn } from "./messages/admin-lists.en";
import { adminOrdersEn } from "./messages/admin-orders.en";
import { adminOrderAmountsEn } from "./messages/admin-order-amounts.en";
import { adminCustomersEn } from "./messages/admin-customers.en";
import { adminPagesEn } from "./messages/admin-pages.en";
import { adminStockEn } from "./messages/admin-stock.en";
import { adminStockAlertsEn } from "./messages/admin-stock-alerts.en";
import { adminReviewsEn } from "./messages/admin-reviews.en";
import { packingSlipEn } from "./messages/packing-slip.en";
import { auditEn } from "./messages/audit.en";
import { auditPlainEn } from "./messages/audit-plain.en";
import { auditNamesEn } from "./messages/audit-names.en";
import { adminCodEn } from "./messages/admin-cod.en";
import { adminSettingsCodEn } from "./messages/admin-settings-cod.en";
import { adminCategoriesCountEn } from "./messages/admin-categories-count.en";
import { adminCodRulesEn } from "./messages/admin-cod-rules.en";
import { adminHealthEn } from "./messages/admin-health.en";
import { adminDeliveryEn } from "./messages/admin-delivery.en";
import { adminBusinessEn } from "./messages/admin-business.en";
import { adminCouponsEn } from "./messages/admin-coupons.en";
import { adminColoursEn } from "./messages/admin-colours.en";
import { adminOrderEditsEn } from "./messages/admin-order-edits.en";
import type { Message } from "./types";
import { adminReturnsEn } from "./messages/admin-returns.en";
import { adminErasureEn } from "./messages/admin-erasure.en";
import { adminRetentionEn } from "./messages/admin-retention.en";

/**
 * The back office's English texts. They live apart from the storefront catalogue (`en.ts`) so a shopper's first
 * download carries none of them: `admin.ts` registers them when the admin layout's chunk loads. Their keys still
 * type `t()` everywhere (see `catalogue.ts`), so a missing key fails the typecheck as before.
 */
export const adminEn = {
  "admin.title": "Admin Dashboard",
  "admin.menu": "Admin menu",
  "admin.menuDescription": "Move between the sections of the back office.",
  "admin.group.management": "Management",
  "admin.nav.dashboard": "Dashboard",
  "admin.nav.products": "Products",
  "admin.nav.orders": "Orders",
  "admin.nav.categories": "Categories",
  "admin.nav.banners": "Banners",
  "admin.nav.settings": "Settings",
  "admin.goHome": "Go to Home",
  "admin.logout": "Logout",
  "admin.toggleSidebar": "Toggle Sidebar",
  "admin.dashboard.title": "Dashboard Overview",
  "admin.products.title": "Products Management",
  "admin.orders.title": "Orders Management",
  "admin.categories.title": "Categories Management",
  "admin.banners.title": "Banners Management",
  "admin.settings.title": "Settings",
  ...adminCatalogEn,
  ...adminOrdersEn,
  ...adminOrderAmountsEn,
  ...adminListsEn,
  ...adminPagesEn,
  ...adminStockEn,
  ...adminStockAlertsEn,
  ...adminReviewsEn,
  ...adminCustomersEn,
  ...packingSlipEn,
  ...auditEn,
  ...auditPlainEn,
  ...auditNamesEn,
  ...adminCodEn,
  ...adminSettingsCodEn,
  ...adminCategoriesCountEn,
  ...adminCodRulesEn,
  ...adminHealthEn,
  ...adminDeliveryEn,
  ...adminBusinessEn,
  ...adminCouponsEn,
  ...adminColoursEn,
  ...adminOrderEditsEn,
  ...adminReturnsEn,
  ...adminErasureEn,
  ...adminRetentionEn,
} as const satisfies Record<string, Message>;
