import type { PluralMessage } from "../types";
import type { accountEn } from "./account.en";

/** Typed against the English keys, so an account text missing here fails the typecheck. */
type AccountCatalogue = {
  readonly [K in keyof typeof accountEn]: (typeof accountEn)[K] extends string ? string : PluralMessage;
};

// "\u2066…\u2069" isolates "#1003" as left-to-right inside Arabic sentences; without it the "#" drifts to the far end.
export const accountAr: AccountCatalogue = {
  "account.status.placed": "تم الطلب",
  "account.status.confirmed": "مؤكَّد",
  "account.status.packed": "تم التغليف",
  "account.status.shipped": "تم الشحن",
  "account.status.delivered": "تم التوصيل",

  "account.menu": "حسابي",
  "account.backOffice": "لوحة الإدارة",
  "account.nav.label": "أقسام الحساب",
  "account.nav.orders": "طلباتي",
  "account.nav.notifications": "الإشعارات",
  "account.loadFailed": "تعذّر التحميل. يرجى المحاولة مرة أخرى.",
  "account.retry": "إعادة المحاولة",

  "account.orders.title": "طلباتي",
  "account.orders.number": "الطلب \u2066#{number}\u2069",
  "account.orders.itemCount": {
    zero: "لا منتجات",
    one: "منتج واحد",
    two: "منتجان",
    few: "{count} منتجات",
    many: "{count} منتجًا",
    other: "{count} منتج",
  },
  "account.orders.empty": "لم تقدّمي أي طلب بعد.",
  "account.orders.startShopping": "ابدئي التسوّق",
  "account.orders.more": "عرض المزيد من الطلبات",
  "account.orders.view": "عرض الطلب \u2066#{number}\u2069",

  "account.order.back": "العودة إلى طلباتي",
  "account.order.placedOn": "تم الطلب في {date}",
  "account.order.items": "المنتجات",
  "account.order.quantity": "{count} × {price}",
  "account.order.shipping": "بيانات الشحن",
  "account.order.deliveryNote": "ملاحظة: {note}",
  "account.order.status": "حالة الطلب",
  "account.order.timeline": "مراحل الطلب",
  "account.order.currentStep": "(المرحلة الحالية)",
  "account.order.payment": "الدفع",
  "account.order.subtotal": "المجموع الفرعي",
  "account.order.codFee": "رسوم الدفع عند الاستلام",
  "account.order.payOnDelivery": "المبلغ المطلوب نقدًا عند الاستلام",
  "account.order.notFound": "الطلب غير موجود",
  "account.order.notFoundBody": "هذا الطلب غير موجود، أو أنه ليس من طلباتك.",

  "account.notifications.open": "عرض",
  "account.notifications.title": "الإشعارات",
  "account.notifications.bell": {
    zero: "الإشعارات",
    one: "الإشعارات، إشعار واحد غير مقروء",
    two: "الإشعارات، إشعاران غير مقروءين",
    few: "الإشعارات، {count} إشعارات غير مقروءة",
    many: "الإشعارات، {count} إشعارًا غير مقروء",
    other: "الإشعارات، {count} إشعار غير مقروء",
  },
  "account.notifications.empty": "لا توجد إشعارات بعد. سنخبرك هنا حين تتقدّم طلباتك.",
  "account.notifications.markAllRead": "تعليم الكل كمقروء",
  "account.notifications.markRead": "تعليم كمقروء",
  "account.notifications.unread": "غير مقروء",
  "account.notifications.more": "عرض المزيد",
  "account.notifications.unknown": "تحديث بخصوص حسابك.",
  "account.notifications.orderStatus.placed": "استلمنا طلبك \u2066#{number}\u2069.",
  "account.notifications.orderStatus.confirmed": "تم تأكيد طلبك \u2066#{number}\u2069.",
  "account.notifications.orderStatus.packed": "تم تغليف طلبك \u2066#{number}\u2069.",
  "account.notifications.orderStatus.shipped": "طلبك \u2066#{number}\u2069 في الطريق إليك. يرجى تجهيز {amount}.",
  "account.notifications.orderStatus.delivered": "تم توصيل طلبك \u2066#{number}\u2069. شكرًا لك!",
};
