import type { PluralMessage } from "../types";
import type { shopPagingEn } from "./shop-paging.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type ShopPagingCatalogue = {
  readonly [K in keyof typeof shopPagingEn]: (typeof shopPagingEn)[K] extends string ? string : PluralMessage;
};

export const shopPagingAr: ShopPagingCatalogue = {
  "shopPaging.loadMore": "عرض المزيد",
  "shopPaging.loadingMore": "جارٍ تحميل المزيد…",
  "shopPaging.shown": "عرض {shown} من {total}",
  "shopPaging.loadFailed": "تعذّر تحميل المزيد من المنتجات.",
  "shopPaging.filters": "التصفية",
  "shopPaging.filtersOn": {
    zero: "لا تصفية",
    one: "تصفية واحدة مفعّلة",
    two: "تصفيتان مفعّلتان",
    few: "{count} تصفيات مفعّلة",
    many: "{count} تصفية مفعّلة",
    other: "{count} تصفية مفعّلة",
  },
  "shopPaging.showResults": {
    zero: "لا توجد نتائج",
    one: "عرض نتيجة واحدة",
    two: "عرض نتيجتين",
    few: "عرض {count} نتائج",
    many: "عرض {count} نتيجة",
    other: "عرض {count} نتيجة",
  },
  "shopPaging.showResultsPending": "عرض النتائج",
  "shopPaging.sort": "ترتيب حسب",
  "shopPaging.sort.newest": "الأحدث",
  "shopPaging.sort.priceAsc": "السعر: من الأقل إلى الأعلى",
  "shopPaging.sort.priceDesc": "السعر: من الأعلى إلى الأقل",
  "shopPaging.inStock": "المتوفر فقط",
  "shopPaging.size": "المقاس",
  "shopPaging.color": "اللون",
  "shopPaging.chip": "{label} ({count})",
  "shopPaging.minPrice": "أقل سعر (درهم)",
  "shopPaging.maxPrice": "أعلى سعر (درهم)",
  "shopPaging.apply": "تطبيق",
  "shopPaging.clear": "مسح التصفية",
  "shopPaging.emptyFiltered": "لا توجد منتجات تطابق هذه الخيارات.",
};
