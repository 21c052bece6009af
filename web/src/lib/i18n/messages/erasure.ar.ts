import type { erasureEn } from "./erasure.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type ErasureCatalogue = { readonly [K in keyof typeof erasureEn]: string };

export const erasureAr: ErasureCatalogue = {
  "erasure.erasedCustomer": "عميل محذوف",
  "erasure.title": "حذف حسابي",
  "erasure.note":
    "يُمحى اسمك وبريدك الإلكتروني وأرقام هواتفك وعناوينك وملاحظاتك والاسم الظاهر على تقييماتك نهائيًا، ويُسجَّل خروجك من كل الأجهزة. لا يمكن التراجع عن ذلك.",
  "erasure.password": "كلمة المرور",
  "erasure.passwordRequired": "أدخلي كلمة المرور لحذف حسابك",
  "erasure.wrongPassword": "كلمة المرور غير صحيحة",
  "erasure.open": "حذف حسابي",
  "erasure.confirmTitle": "هل تريدين حذف حسابك نهائيًا؟",
  "erasure.confirmErased": "يُمحى: اسمك وبريدك الإلكتروني وأرقام هواتفك وعناوين التوصيل ودفتر العناوين والملاحظات والاسم الظاهر على تقييماتك.",
  "erasure.confirmKept":
    "يُحتفظ به دون اسمك: أرقام طلباتك ومنتجاتها ومبالغها وتواريخها، كما يقتضي قانون الضريبة في الإمارات؛ وتبقى نجوم تقييماتك ونصّها دون اسمك.",
  "erasure.confirmAfter": "سيُسجَّل خروجك، ويمكن فتح حساب جديد بهذا البريد لاحقًا.",
  "erasure.keep": "إبقاء حسابي",
  "erasure.confirm": "حذف نهائي",
  "erasure.deleting": "جارٍ الحذف…",
  "erasure.done": "تم حذف حسابك",
  "erasure.doneNote": "مُحيت بياناتك الشخصية. شكرًا لتسوقك معنا.",
  "erasure.failed": "تعذّر حذف حسابك. يرجى المحاولة مرة أخرى.",
  "erasure.staffAccount": "لا يمكن حذف حساب موظف من هنا؛ اطلب من مسؤول آخر أن يجعل دوره عميلًا أولًا.",
};
