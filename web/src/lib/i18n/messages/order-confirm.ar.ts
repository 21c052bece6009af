import type { orderConfirmEn } from "./order-confirm.en";

/** Typed against the English keys, so a text missing here fails the typecheck. Shoppers are addressed in the feminine. */
type OrderConfirmCatalogue = { readonly [K in keyof typeof orderConfirmEn]: string };

// "\u2066…\u2069" isolates "#1003" as left-to-right inside Arabic sentences.
export const orderConfirmAr: OrderConfirmCatalogue = {
  "orderConfirm.title": "طلبك \u2066#{number}\u2069",
  "orderConfirm.intro": "يُرجى مراجعة طلبك. لن يتغير شيء حتى تضغطي أحد الزرّين أدناه.",
  "orderConfirm.items": "المنتجات",
  "orderConfirm.subtotal": "المجموع الفرعي",
  "orderConfirm.codFee": "رسوم الدفع عند الاستلام",
  "orderConfirm.total": "المبلغ المطلوب نقدًا عند الاستلام",
  "orderConfirm.address": "عنوان التوصيل",
  "orderConfirm.confirm": "تأكيد طلبي",
  "orderConfirm.confirming": "جارٍ التأكيد…",
  "orderConfirm.cancel": "إلغاء طلبي",
  "orderConfirm.confirmed": "شكرًا لكِ: تم تأكيد طلبك، ونعمل الآن على تجهيزه.",
  "orderConfirm.cancelled": "تم إلغاء طلبك، ولا يترتب عليكِ أي مبلغ.",
  "orderConfirm.alreadyConfirmed": "هذا الطلب مؤكَّد. سنكتب إليكِ عندما يصبح في الطريق إليكِ.",
  "orderConfirm.inProgress": "هذا الطلب قيد التجهيز أو في الطريق إليكِ، لذا لم يعد ممكنًا تغييره من هنا.",
  "orderConfirm.closed": "هذا الطلب مُغلق.",
  "orderConfirm.status": "الحالة: {status}",
  "orderConfirm.failed": "لم تنجح العملية. يُرجى المحاولة مرة أخرى.",
  "orderConfirm.tooLate": "طلبك في الطريق إليكِ، لذا لم يعد ممكنًا إلغاؤه.",
  "orderConfirm.orderCancelled": "تم إلغاء هذا الطلب، لذا لم يعد ممكنًا تأكيده.",
  "orderConfirm.invalidTitle": "هذا الرابط لا يعمل",
  "orderConfirm.invalidBody": "قد يكون الرابط ناقصًا أو تغيّر. يُرجى فتحه مجددًا من رسالة طلبك، أو تسجيل الدخول لعرض طلباتك.",
  "orderConfirm.notFoundTitle": "الطلب غير موجود",
  "orderConfirm.notFoundBody": "هذا الطلب لم يعد موجودًا. يُرجى تسجيل الدخول لعرض طلباتك.",
  "orderConfirm.myOrders": "طلباتي",
  "orderConfirm.shopMore": "متابعة التسوّق",

  "cancelOrder.button": "إلغاء الطلب",
  "cancelOrder.title": "إلغاء الطلب \u2066#{number}\u2069؟",
  "cancelOrder.body": "ستعود منتجاته إلى البيع ولن يُوصَل إليكِ شيء. لا يمكن التراجع عن ذلك.",
  "cancelOrder.reason": "السبب (اختياري)",
  "cancelOrder.reasonHint": "أخبرينا بالسبب إن شئتِ، فهذا يساعدنا على التحسّن.",
  "cancelOrder.keep": "الإبقاء على طلبي",
  "cancelOrder.confirm": "نعم، ألغيه",
  "cancelOrder.cancelling": "جارٍ الإلغاء…",
  "cancelOrder.done": "تم إلغاء الطلب \u2066#{number}\u2069",
  "cancelOrder.failed": "تعذّر إلغاء الطلب. يُرجى المحاولة مرة أخرى.",
  "cancelOrder.tooLate": "هذا الطلب قيد التجهيز، لذا لم يعد ممكنًا إلغاؤه.",

  "account.status.cancelled": "ملغى",
  "account.status.returning": "في طريق العودة إلينا",
  "account.status.returned": "تمت إعادته",
  "account.order.shipment": "التوصيل",
  "account.order.courier": "شركة التوصيل: {name}",
  "account.order.tracking": "رقم التتبع: \u2066{number}\u2069",
  "account.order.cancelledNote": "تم إلغاء هذا الطلب، ولا يترتب عليكِ أي مبلغ.",
  "account.notifications.orderStatus.cancelled": "تم إلغاء طلبك \u2066#{number}\u2069.",
  "account.notifications.orderStatus.returning": "تعذّر توصيل طلبك \u2066#{number}\u2069، وهو في طريق العودة إلينا.",
  "account.notifications.orderStatus.returned": "عاد طلبك \u2066#{number}\u2069 إلينا.",
};

