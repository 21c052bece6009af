import type { stockAlertsEn } from "./stock-alerts.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type StockAlertsCatalogue = { readonly [K in keyof typeof stockAlertsEn]: string };

export const stockAlertsAr: StockAlertsCatalogue = {
  "stockAlerts.title": "نفد مؤقتًا",
  "stockAlerts.notify": "نبّهيني عند توفره",
  "stockAlerts.waiting": "سنخبركِ عند توفره.",
  "stockAlerts.stop": "إلغاء التنبيه",
  "stockAlerts.visitor": "نفد مقاسكِ؟ سجّلي الدخول وسنخبركِ عند توفره.",
  "stockAlerts.signIn": "تسجيل الدخول",
  "stockAlerts.started": "سنخبركِ عند توفره",
  "stockAlerts.startedBody": "عند توفر {variant} ستصلكِ رسالة بالبريد الإلكتروني وإشعار.",
  "stockAlerts.stopped": "لن ننبّهكِ بعد الآن عن {variant}.",
  "stockAlerts.inStock": "خبر سار: هذا المقاس متوفر الآن، ويمكنكِ طلبه.",
  "stockAlerts.failed": "تعذّر ذلك. يُرجى المحاولة مرة أخرى.",
  "account.notifications.backInStock": "{product} ({variant}) متوفر من جديد. اطلبيه قبل أن ينفد مرة أخرى.",
  "account.notifications.backInStockOneSize": "{product} متوفر من جديد. اطلبيه قبل أن ينفد مرة أخرى.",
};
