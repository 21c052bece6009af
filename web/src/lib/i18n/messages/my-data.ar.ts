import type { myDataEn } from "./my-data.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type MyDataCatalogue = { readonly [K in keyof typeof myDataEn]: string };

export const myDataAr: MyDataCatalogue = {
  "myData.consentTitle": "العروض والأخبار",
  "myData.consentLabel": "راسلوني بالبريد الإلكتروني عن العروض والتشكيلات الجديدة",
  "myData.consentNote": "تصلكِ رسائل طلباتكِ، ورسائل توفّر المقاسات التي تطلبينها، في كل الأحوال.",
  "myData.consentOn": "ستصلكِ العروض والأخبار.",
  "myData.consentOff": "لن تصلكِ العروض والأخبار بعد الآن.",
  "myData.consentFailed": "تعذّر حفظ اختياركِ.",
  "myData.exportTitle": "بياناتكِ",
  "myData.exportNote":
    "نزّلي كل ما يحفظه المتجر عنكِ في ملف JSON واحد: حسابكِ وعناوينكِ وطلباتكِ ومرتجعاتكِ وتقييماتكِ وقائمة أمنياتكِ وإشعاراتكِ ورصيدكِ في المتجر وتنبيهات توفّر المقاسات.",
  "myData.download": "تنزيل بياناتي",
  "myData.downloading": "جارٍ تجهيز ملفكِ…",
  "myData.downloaded": "تم تنزيل بياناتكِ",
  "myData.downloadFailed": "تعذّر تنزيل بياناتكِ. يُرجى المحاولة مرة أخرى.",
};
