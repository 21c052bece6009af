import type { PluralMessage } from "../types";
import type { storefrontEn } from "./storefront.en";

/** Typed against the English keys, so a storefront text missing here fails the typecheck. */
type StorefrontCatalogue = {
  readonly [K in keyof typeof storefrontEn]: (typeof storefrontEn)[K] extends string ? string : PluralMessage;
};

export const storefrontAr: StorefrontCatalogue = {
  "pages.empty": "لا يوجد نص في هذه الصفحة بعد.",
  "storefront.home.title": "سكينة للأزياء المحتشمة",
  "storefront.hero.label": "مجموعات مختارة",
  "storefront.hero.slideLabel": "{index} من {total}",
  "storefront.hero.previous": "الشريحة السابقة",
  "storefront.hero.next": "الشريحة التالية",
  "storefront.hero.goTo": "الانتقال إلى الشريحة {index}",
  "storefront.hero.shopNow": "تسوّقي الآن",
  "storefront.hero.fallbackTitle": "أناقة في كل طبقة",
  "storefront.hero.fallbackSubtitle": "عبايات وفساتين وحجابات بأقمشة ناعمة وألوان هادئة.",

  "storefront.categories.title": "تصفّحي الفئات",
  "storefront.categories.subtitle": "اعثري على القطع التي تشبهك.",
  "storefront.categories.empty": "لا توجد فئات بعد. يرجى العودة قريبًا.",
  "storefront.newArrivals.title": "وصل حديثًا",
  "storefront.newArrivals.subtitle": "أحدث القطع التي انضمت إلى المجموعة.",
  "storefront.newArrivals.viewAll": "عرض الكل",
  "storefront.newArrivals.empty": "قطع جديدة في طريقها إلينا.",

  "storefront.shop.intro": "اختاري فئة لاستكشاف المجموعة.",
  "storefront.shop.backToCategories": "العودة إلى الفئات",
  "storefront.shop.productCount": {
    zero: "لا توجد منتجات",
    one: "منتج واحد",
    two: "منتجان",
    few: "{count} منتجات",
    many: "{count} منتجًا",
    other: "{count} منتج",
  },
  "storefront.shop.emptyCategory": "لا توجد منتجات في هذه الفئة بعد.",
  "storefront.shop.categoryNotFound": "الفئة غير موجودة",
  "storefront.shop.categoryNotFoundBody": "ربما تغيّر اسم هذه الفئة أو أُزيلت.",
  "storefront.shop.searchEmpty": "لا توجد منتجات تطابق «{query}».",
  "storefront.shop.searchHint": "جرّبي كلمة أقصر، أو تصفّحي الفئات.",
  "storefront.shop.view": "طريقة العرض",
  "storefront.shop.viewGrid": "عرض شبكي",
  "storefront.shop.viewList": "عرض قائمة",

  "storefront.product.from": "ابتداءً من {price}",
  "storefront.product.outOfStock": "غير متوفر",
  "storefront.product.lowStock": {
    zero: "لم يتبقَّ أي قطعة في المخزون!",
    one: "لم يتبقَّ في المخزون سوى قطعة واحدة!",
    two: "لم يتبقَّ في المخزون سوى قطعتين!",
    few: "لم يتبقَّ في المخزون سوى {count} قطع!",
    many: "لم يتبقَّ في المخزون سوى {count} قطعة!",
    other: "لم يتبقَّ في المخزون سوى {count} قطعة!",
  },
  "storefront.product.inStock": "متوفر",
  "storefront.product.size": "المقاس",
  "storefront.product.colour": "اللون",
  "storefront.product.sizeColour": "المقاس واللون",
  "storefront.product.chosenOption": "{option}: {value}",
  "storefront.product.oneSize": "مقاس واحد",
  "storefront.product.optionUnavailable": "(غير متوفر)",
  "storefront.product.addToCart": "أضيفي إلى السلة",
  "storefront.product.selectSizeTitle": "اختاري المقاس",
  "storefront.product.selectSizeBody": "يرجى اختيار المقاس أولًا",
  "storefront.product.unavailableBody": "هذا المنتج غير متوفر حاليًا",
  "storefront.product.added": "تمت الإضافة إلى السلة",
  "storefront.product.wishlist": "أضيفي إلى المفضلة",
  "storefront.product.gallery": "صور المنتج",
  "storefront.product.showImage": "عرض الصورة {index} من {total}",
  "storefront.product.imageAlt": "{name}، الصورة {index} من {total}",
  "storefront.product.noImage": "الصورة قريبًا",
  "storefront.product.codNote": "الدفع عند الاستلام في جميع أنحاء الإمارات",
  "storefront.product.breadcrumb": "مسار التنقل",
  "storefront.product.notFound": "المنتج غير موجود",
  "storefront.product.notFoundBody": "ربما نفدت هذه القطعة أو أُزيلت من المتجر.",
  "storefront.product.backToShop": "العودة إلى المتجر",

  "storefront.error.body": "تعذّر تحميل هذا الجزء من المتجر.",
  "storefront.error.retry": "حاولي مرة أخرى",
};
