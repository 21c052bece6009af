import type { PluralMessage } from "../types";
import type { cartCheckoutEn } from "./cart-checkout.en";

/** Typed against the English keys, so a cart or checkout text missing here fails the typecheck. */
type CartCheckoutCatalogue = {
  readonly [K in keyof typeof cartCheckoutEn]: (typeof cartCheckoutEn)[K] extends string ? string : PluralMessage;
};

export const cartCheckoutAr: CartCheckoutCatalogue = {
  "cartPage.empty.title": "سلتك فارغة",
  "cartPage.empty.body": "اختاري عباءة أو فستانًا أو حجابًا يعجبك، وسينتظرك هنا.",
  "cartPage.empty.cta": "الذهاب إلى المتجر",
  "cartPage.linesHeading": "المنتجات في سلتك",
  "cartPage.size": "المقاس: {size}",
  "cartPage.color": "اللون: {color}",
  "cartPage.each": "{price} للقطعة",
  "cartPage.quantityOf": "كمية {name}",
  "cartPage.decrease": "إنقاص كمية {name}",
  "cartPage.increase": "زيادة كمية {name}",
  "cartPage.remove": "إزالة",
  "cartPage.removeItem": "إزالة {name} من السلة",
  "cartPage.continue": "متابعة التسوق",

  "orderSummary.title": "ملخص الطلب",
  "orderSummary.subtotal": "المجموع الفرعي",
  "orderSummary.codFee": "رسوم الدفع عند الاستلام",
  "orderSummary.total": "الإجمالي",
  "orderSummary.error": "خطأ",
  "orderSummary.feeFailed": "تعذّر تحميل رسوم التوصيل",
  "orderSummary.feeLoading": "جارٍ تحميل رسوم التوصيل…",
  "orderSummary.retry": "إعادة المحاولة",
  "orderSummary.checkout": "المتابعة لإتمام الطلب",
  "orderSummary.codNote": "تدفعين نقدًا عند استلام طلبك.",

  "checkout.shippingTitle": "بيانات الشحن",
  "checkout.name": "الاسم الكامل",
  "checkout.phone": "رقم الهاتف",
  "checkout.city": "المدينة",
  "checkout.address1": "العنوان (السطر الأول)",
  "checkout.address2": "العنوان (السطر الثاني)",
  "checkout.note": "ملاحظة للتوصيل",
  "checkout.optional": "اختياري",
  "checkout.nameRequired": "الاسم الكامل مطلوب",
  "checkout.phoneRequired": "رقم الهاتف مطلوب",
  "checkout.cityRequired": "المدينة مطلوبة",
  "checkout.address1Required": "السطر الأول من العنوان مطلوب",
  "checkout.notePlaceholder": "المبنى أو أقرب معلم أو أنسب وقت للاتصال",
  "checkout.paymentTitle": "طريقة الدفع",
  "checkout.cod": "الدفع عند الاستلام",
  "checkout.codHint": "ادفعي نقدًا لمندوب التوصيل عند وصول طلبك. لا حاجة إلى بطاقة.",
  "checkout.placeOrder": "تأكيد الطلب",
  "checkout.placing": "جارٍ تأكيد الطلب…",
  "checkout.backToCart": "العودة إلى السلة",
  "checkout.loginRequired": "يلزم تسجيل الدخول",
  "checkout.loginRequiredBody": "يرجى تسجيل الدخول لإتمام الطلب",
  "checkout.cartEmpty": "السلة فارغة",
  "checkout.cartEmptyBody": "أضيفي منتجات إلى السلة أولًا",
  "checkout.success": "تم تقديم الطلب بنجاح",
  "checkout.successBody": "شكرًا لك! سنتواصل معك قريبًا.",
  "checkout.failed": "تعذّر إنشاء الطلب",
};
