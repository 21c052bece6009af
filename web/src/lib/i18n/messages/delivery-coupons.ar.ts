import type { PluralMessage } from "../types";
import type { deliveryCouponsEn } from "./delivery-coupons.en";

/** Typed against the English keys, so a text missing here fails the typecheck. Shoppers are addressed in the feminine. */
type DeliveryCouponsCatalogue = {
  readonly [K in keyof typeof deliveryCouponsEn]: (typeof deliveryCouponsEn)[K] extends string ? string : PluralMessage;
};

export const deliveryCouponsAr: DeliveryCouponsCatalogue = {
  "header.freeDelivery": "توصيل مجاني للطلبات التي تتجاوز {amount} د.إ.",

  "delivery.remaining": "أضيفي ما قيمته {amount} لتحصلي على توصيل مجاني",
  "delivery.qualifies": "طلبك مؤهَّل للتوصيل المجاني",

  "orderAmounts.discount": "الخصم ({code})",
  "orderAmounts.discountPlain": "الخصم",
  "orderAmounts.deliveryFee": "رسوم التوصيل",
  "orderAmounts.free": "مجاني",
  "orderAmounts.deliveryUpTo": "بحدٍّ أقصى، وتختلف حسب الإمارة",
  "orderAmounts.eta": {
    zero: "{min}–{count} يوم",
    one: "{min}–{count} يوم",
    two: "{min}–{count} يوم",
    few: "{min}–{count} أيام",
    many: "{min}–{count} يومًا",
    other: "{min}–{count} يوم",
  },
  "orderAmounts.etaExact": {
    zero: "{count} يوم",
    one: "يوم واحد",
    two: "يومان",
    few: "{count} أيام",
    many: "{count} يومًا",
    other: "{count} يوم",
  },
  "orderAmounts.etaSameDay": "في اليوم نفسه",

  "coupon.label": "رمز القسيمة",
  "coupon.apply": "تطبيق",
  "coupon.applying": "جارٍ التحقق…",
  "coupon.remove": "إزالة",
  "coupon.removeLabel": "إزالة القسيمة {code}",
  "coupon.applied": "تم تطبيق القسيمة {code}",
  "coupon.required": "أدخلي رمز القسيمة أولًا.",
  "coupon.failed": "تعذّر التحقق من الرمز الآن. يرجى المحاولة مرة أخرى.",
  "coupon.reason.unknown": "لا توجد قسيمة بالرمز {code}. تحققي من الرمز وحاولي مرة أخرى.",
  "coupon.reason.inactive": "لا يمكن استخدام القسيمة {code} حاليًا.",
  "coupon.reason.not_started": "يمكنك استخدام القسيمة {code} ابتداءً من {date}.",
  "coupon.reason.expired": "انتهت صلاحية القسيمة {code}.",
  "coupon.reason.used_up": "استُخدمت القسيمة {code} العدد الأقصى من المرات المسموح به.",
  "coupon.reason.min_subtotal": "القسيمة {code} للطلبات بقيمة {minSubtotal} فأكثر. أضيفي ما قيمته {difference} لاستخدامها.",
  "coupon.reason.min_subtotal_short": "القسيمة {code} للطلبات بقيمة {minSubtotal} فأكثر.",
  "coupon.reason.already_used": "سبق أن استخدمتِ القسيمة {code}.",
  "coupon.reason.other": "لا يمكن استخدام القسيمة {code} في هذا الطلب.",
};
