import type { AdminCatalogue } from "../catalogue";
import type { adminListsEn } from "./admin-lists.en";

/** The Arabic of `admin-lists.en.ts`. */
export const adminListsAr = {
  "adminLists.loadMore": "عرض المزيد",
  "adminLists.loadingMore": "جارٍ تحميل المزيد…",
  "adminLists.loadMoreFailed": "تعذّر تحميل المزيد. حاول مرة أخرى.",
  "adminLists.shown": "عرض {shown} من {total}",
  "adminLists.searchLabel": "بحث",
  "adminLists.clearFilters": "مسح عوامل التصفية",
  "adminLists.noMatch": "لا توجد نتائج مطابقة لعوامل التصفية هذه.",
  "adminLists.filters": "عوامل التصفية",

  "adminLists.orders.total": {
    zero: "لا طلبات",
    one: "طلب واحد",
    two: "طلبان",
    few: "{count} طلبات",
    many: "{count} طلبًا",
    other: "{count} طلب",
  },
  "adminLists.orders.searchPlaceholder": "رقم الطلب، الاسم، الهاتف، البريد",
  "adminLists.orders.status": "الحالة",
  "adminLists.orders.allStatuses": "كل الحالات",
  "adminLists.orders.from": "من",
  "adminLists.orders.to": "إلى",
  "adminLists.orders.daysNote": "الأيام بتوقيت الإمارات",
  "adminLists.orders.export": "تصدير CSV",
  "adminLists.orders.exportHint": "كل الطلبات المطابقة لعوامل التصفية، سطر لكل منتج",

  "adminLists.products.total": {
    zero: "لا منتجات",
    one: "منتج واحد",
    two: "منتجان",
    few: "{count} منتجات",
    many: "{count} منتجًا",
    other: "{count} منتج",
  },
  "adminLists.products.searchPlaceholder": "الاسم بالعربية أو الإنجليزية، أو الرابط المختصر",
  "adminLists.products.category": "الفئة",
  "adminLists.products.allCategories": "كل الفئات",
  "adminLists.products.status": "الحالة",
  "adminLists.products.allStatuses": "النشطة وغير النشطة",
  "adminLists.products.stock": "المخزون",
  "adminLists.products.anyStock": "أي مخزون",
  "adminLists.products.stockOut": "خيار نفد من المخزون",
  "adminLists.products.stockLow": "خيار قارب على النفاد (1 إلى 4)",
  "adminLists.products.sort": "الترتيب",
  "adminLists.products.sortNewest": "الأحدث أولًا",
  "adminLists.products.sortName": "الاسم (أ إلى ي)",
} as const satisfies Pick<AdminCatalogue, keyof typeof adminListsEn>;
