import type { AdminCatalogue } from "./catalogue";
import { adminCatalogAr } from "./messages/admin-catalog.ar";
import { adminListsAr } from "./messages/admin-lists.ar";
import { adminOrdersAr } from "./messages/admin-orders.ar";
import { adminOrderAmountsAr } from "./messages/admin-order-amounts.ar";
import { adminCustomersAr } from "./messages/admin-customers.ar";
import { adminPagesAr } from "./messages/admin-pages.ar";
import { adminStockAr } from "./messages/admin-stock.ar";
import { adminStockAlertsAr } from "./messages/admin-stock-alerts.ar";
import { adminReviewsAr } from "./messages/admin-reviews.ar";
import { packingSlipAr } from "./messages/packing-slip.ar";
import { auditAr } from "./messages/audit.ar";
import { auditPlainAr } from "./messages/audit-plain.ar";
import { auditNamesAr } from "./messages/audit-names.ar";
import { adminCodAr } from "./messages/admin-cod.ar";
import { adminSettingsCodAr } from "./messages/admin-settings-cod.ar";
import { adminCategoriesCountAr } from "./messages/admin-categories-count.ar";
import { adminCodRulesAr } from "./messages/admin-cod-rules.ar";
import { adminHealthAr } from "./messages/admin-health.ar";
import { adminDeliveryAr } from "./messages/admin-delivery.ar";
import { adminBusinessAr } from "./messages/admin-business.ar";
import { adminCouponsAr } from "./messages/admin-coupons.ar";
import { adminColoursAr } from "./messages/admin-colours.ar";
import { adminOrderEditsAr } from "./messages/admin-order-edits.ar";
import { adminReturnsAr } from "./messages/admin-returns.ar";
import { adminErasureAr } from "./messages/admin-erasure.ar";
import { adminRetentionAr } from "./messages/admin-retention.ar";

/** The back office's Arabic texts, typed against the English admin keys: a missing or extra key fails the typecheck. */
export const adminAr: AdminCatalogue = {
  "admin.title": "لوحة التحكم",
  "admin.menu": "قائمة الإدارة",
  "admin.menuDescription": "تنقّل بين أقسام لوحة التحكم.",
  "admin.group.management": "الإدارة",
  "admin.nav.dashboard": "لوحة التحكم",
  "admin.nav.products": "المنتجات",
  "admin.nav.orders": "الطلبات",
  "admin.nav.categories": "الفئات",
  "admin.nav.banners": "البانرات",
  "admin.nav.settings": "الإعدادات",
  "admin.goHome": "الذهاب إلى الرئيسية",
  "admin.logout": "تسجيل الخروج",
  "admin.toggleSidebar": "إظهار الشريط الجانبي أو إخفاؤه",
  "admin.dashboard.title": "نظرة عامة على لوحة التحكم",
  "admin.products.title": "إدارة المنتجات",
  "admin.orders.title": "إدارة الطلبات",
  "admin.categories.title": "إدارة الفئات",
  "admin.banners.title": "إدارة البانرات",
  "admin.settings.title": "الإعدادات",
  ...adminCatalogAr,
  ...adminOrdersAr,
  ...adminOrderAmountsAr,
  ...adminListsAr,
  ...adminPagesAr,
  ...adminStockAr,
  ...adminStockAlertsAr,
  ...adminReviewsAr,
  ...adminCustomersAr,
  ...packingSlipAr,
  ...auditAr,
  ...auditPlainAr,
  ...auditNamesAr,
  ...adminCodAr,
  ...adminSettingsCodAr,
  ...adminCategoriesCountAr,
  ...adminCodRulesAr,
  ...adminHealthAr,
  ...adminDeliveryAr,
  ...adminBusinessAr,
  ...adminCouponsAr,
  ...adminColoursAr,
  ...adminOrderEditsAr,
  ...adminReturnsAr,
  ...adminErasureAr,
  ...adminRetentionAr,
};
