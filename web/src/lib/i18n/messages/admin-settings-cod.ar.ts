import type { AdminCatalogue } from "../catalogue";
import type { adminSettingsCodEn } from "./admin-settings-cod.en";

/** إعدادات دورة الطلب بالدفع عند الاستلام في لوحة الإدارة. */
export const adminSettingsCodAr: Pick<AdminCatalogue, keyof typeof adminSettingsCodEn> = {
  "admin.settings.lifeTitle": "التأكيد والتوصيل",
  "admin.settings.lifeDescription": "المدة التي ينتظر فيها الطلب تأكيده، وعدد محاولات المندوب للتوصيل.",
  "admin.settings.unconfirmedCancelHours": "إلغاء الطلبات غير المؤكدة بعد (ساعات)",
  "admin.settings.unconfirmedCancelHoursHint": "القيمة 0 تُبقي كل طلب حتى يتصرّف فيه الفريق. تُرسل رسالة إلى المتسوقة عند إلغاء المتجر للطلب.",
  "admin.settings.unconfirmedCancelHoursInvalid": "أدخل عددًا صحيحًا من الساعات بين 0 و720",
  "admin.settings.maxDeliveryAttempts": "محاولات التوصيل قبل إعادة الشحنة",
  "admin.settings.maxDeliveryAttemptsHint": "المحاولة التي تبلغ هذا العدد دون تسليم تُعيد الشحنة إلى المتجر.",
  "admin.settings.maxDeliveryAttemptsInvalid": "أدخل عددًا صحيحًا بين 1 و10",
  "admin.settings.lifeSave": "حفظ إعدادات التوصيل",
  "admin.settings.lifeSaving": "جارٍ حفظ إعدادات التوصيل...",
  "admin.settings.codFeeTooPrecise": "يجب ألا تزيد رسوم الدفع عند الاستلام على منزلتين عشريتين",
};
