import type { orderEditsEn } from "./order-edits.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type Texts = { readonly [K in keyof typeof orderEditsEn]: string };

/** Edits before dispatch as the shopper meets them: Arabic texts, merged into the main catalogue by `ar.ts`. */
export const orderEditsAr: Texts = {
  "orderAddress.open": "تغيير العنوان",
  "orderAddress.title": "تغيير عنوان التوصيل",
  "orderAddress.description": "يمكنكِ تغيير عنوان توصيل طلبك إلى أن يُجهَّز. تبقى رسوم التوصيل كما هي.",
  "orderAddress.save": "حفظ العنوان",
  "orderAddress.cancel": "إبقاء العنوان الحالي",
  "orderAddress.done": "تم تغيير عنوان توصيل طلبك.",
  "orderAddress.failed": "تعذّر تغيير العنوان. يُرجى المحاولة مرة أخرى.",
  "notifications.orderEdited": "عدّلنا منتجات طلبك رقم {number}. الإجمالي الجديد {total} (كان {before}).",
  "error.code.too_late_to_edit": "بدأ تجهيز هذا الطلب، فلم يعد بالإمكان تعديله.",
  "error.code.address_emirate_changed":
    "يجب أن يكون العنوان الجديد في الإمارة نفسها: سُعّر التوصيل لها. لإرساله إلى إمارة أخرى، ألغي الطلب واطلبي من جديد.",
  "error.code.order_items_required": "يبقى في الطلب منتج واحد على الأقل. لإزالة كل شيء، ألغي الطلب بدلًا من ذلك.",
};
