import type { PluralMessage } from "../types";
import type { adminReviewsEn } from "./admin-reviews.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type Texts = { readonly [K in keyof typeof adminReviewsEn]: (typeof adminReviewsEn)[K] extends string ? string : PluralMessage };

export const adminReviewsAr: Texts = {
  "admin.reviews.open": "تقييمات {name}",
  "admin.reviews.title": "تقييمات {name}",
  "admin.reviews.description": "قيّمت هذا المنتج متسوقات استلمنه. التقييم المخفي لا يظهر في المتجر ولا يدخل في المتوسط.",
  "admin.reviews.close": "إغلاق",
  "admin.reviews.loading": "جارٍ تحميل التقييمات...",
  "admin.reviews.loadFailed": "تعذر تحميل التقييمات.",
  "admin.reviews.empty": "لا توجد تقييمات بعد.",
  "admin.reviews.rating": {
    zero: "لا نجوم",
    one: "نجمة واحدة",
    two: "نجمتان",
    few: "{count} نجوم",
    many: "{count} نجمة",
    other: "{count} نجمة",
  },
  "admin.reviews.hide": "إخفاء",
  "admin.reviews.hideReview": "إخفاء تقييم {name}",
  "admin.reviews.hidden": "مخفي",
  "admin.reviews.hiddenDone": "أُخفي التقييم",
  "admin.reviews.more": "عرض المزيد",
};
