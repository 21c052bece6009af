import type { AdminCatalogue } from "../catalogue";
import type { adminDeliveryEn } from "./admin-delivery.en";

/** Delivery fees and times in Arabic, key for key with `admin-delivery.en.ts`. */
export const adminDeliveryAr: Pick<AdminCatalogue, keyof typeof adminDeliveryEn> = {
  "admin.nav.delivery": "رسوم التوصيل",

  "deliveryAdmin.title": "رسوم التوصيل",
  "deliveryAdmin.intro": "حدّد رسوم التوصيل إلى كل إمارة، وعدد أيام التوصيل، والمبلغ الذي يصبح التوصيل بعده مجانيًا.",
  "deliveryAdmin.loading": "جارٍ تحميل رسوم التوصيل...",
  "deliveryAdmin.loadFailed": "تعذّر تحميل رسوم التوصيل.",

  "deliveryAdmin.zonesTitle": "الرسوم ومدة التوصيل حسب الإمارة",
  "deliveryAdmin.zonesDescription": "تظهر للمتسوّقة عند إتمام الطلب رسوم وأيام التوصيل إلى إمارة عنوانها. المدة بالأيام الكاملة، من 0 إلى 60.",
  "deliveryAdmin.changedAt": "آخر تغيير {date}",
  "deliveryAdmin.never": "لم تتغيّر بعد: التوصيل مجاني إلى كل مكان ويستغرق من يوم إلى 3 أيام.",
  "deliveryAdmin.fee": "رسوم التوصيل (د.إ.)",
  "deliveryAdmin.etaMin": "أقل مدة (بالأيام)",
  "deliveryAdmin.etaMax": "أطول مدة (بالأيام)",
  "deliveryAdmin.threshold": "توصيل مجاني للطلبات ابتداءً من (د.إ.)",
  "deliveryAdmin.thresholdHint": "يُقارن بقيمة المنتجات بعد خصم القسيمة إن وُجدت. اتركه فارغًا إن لم ترد توصيلًا مجانيًا.",
  "deliveryAdmin.noThreshold": "بلا توصيل مجاني",

  "deliveryAdmin.save": "حفظ رسوم التوصيل",
  "deliveryAdmin.saving": "جارٍ حفظ رسوم التوصيل...",
  "deliveryAdmin.reset": "العودة إلى الرسوم المعمول بها",
  "deliveryAdmin.saved": "تم حفظ رسوم التوصيل",
  "deliveryAdmin.fix": "صحّح الحقول المحدَّدة.",

  "deliveryAdmin.error.fee": "أدخل مبلغًا بالدرهم، مثل 15 أو 12.50 (0 للتوصيل المجاني)",
  "deliveryAdmin.error.days": "أدخل عددًا كاملًا من الأيام من 0 إلى 60",
  "deliveryAdmin.error.minAboveMax": "لا يمكن أن تكون أقل مدة أطول من أطول مدة",
  "deliveryAdmin.error.threshold": "أدخل مبلغًا بالدرهم أكبر من 0، مثل 500، أو اتركه فارغًا إن لم ترد توصيلًا مجانيًا",
  "deliveryAdmin.error.invalid": "لم يقبل المتجر رسوم التوصيل هذه. راجعها وحاول مرة أخرى.",
};
