import type { Message } from "../types";
import type { adminRetentionEn } from "./admin-retention.en";

export const adminRetentionAr = {
  "admin.settings.retentionYears": "سنوات الاحتفاظ بالبيانات الشخصية للعميلة غير النشطة",
  "admin.settings.retentionYearsHint":
    "العميلة التي لم تطلب ولم تسجّل الدخول طوال هذا العدد من السنوات يمحو المتجر بياناتها الشخصية، مرة كل يوم. تبقى طلباتها ومبالغها.",
  "admin.settings.retentionYearsInvalid": "أدخل عددًا صحيحًا بين 1 و20",
  "admin.settings.retentionSaved": "حُفظت مدة الاحتفاظ",
  "admin.settings.retentionSave": "حفظ مدة الاحتفاظ",
  "admin.settings.retentionSaving": "جارٍ الحفظ...",
} as const satisfies Record<keyof typeof adminRetentionEn, Message>;
