import type { adminErasureEn } from "./admin-erasure.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type AdminErasureCatalogue = { readonly [K in keyof typeof adminErasureEn]: string };

export const adminErasureAr: AdminErasureCatalogue = {
  "admin.erasure.title": "محو البيانات الشخصية",
  "admin.erasure.note":
    "يمحو اسم هذه العميلة وبريدها وهواتفها وعناوينها وملاحظاتها نهائيًا ويُسجّل خروجها. تبقى طلباتها بأرقامها ومبالغها.",
  "admin.erasure.open": "محو البيانات الشخصية",
  "admin.erasure.confirmTitle": "محو البيانات الشخصية لـ {name} نهائيًا؟",
  "admin.erasure.reason": "السبب (يُسجَّل مع المحو)",
  "admin.erasure.reasonRequired": "اذكر سبب محو هذا الحساب",
  "admin.erasure.keep": "إلغاء",
  "admin.erasure.confirm": "محو نهائي",
  "admin.erasure.erasing": "جارٍ المحو…",
  "admin.erasure.done": "مُحيت البيانات الشخصية للعميلة",
  "admin.erasure.failed": "تعذّر محو البيانات الشخصية.",
  "admin.erasure.staffAccount": "لا يمكن محو حساب موظف؛ اجعل دوره عميلًا أولًا.",
  "admin.erasure.ownAccount": "لا يمكنك محو حسابك أنت.",
  "admin.erasure.alreadyErased": "مُحيت بيانات هذه العميلة من قبل.",
  "admin.erasure.erased": "البيانات الشخصية ممحوّة",
};
