import type { adminOrderEditsEn } from "./admin-order-edits.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type Texts = { readonly [K in keyof typeof adminOrderEditsEn]: string };

export const adminOrderEditsAr: Texts = {
  "adminOrderEdits.open": "تعديل المنتجات",
  "adminOrderEdits.title": "تعديل منتجات الطلب رقم {number}",
  "adminOrderEdits.description":
    "غيّري الكميات أو احذفي سطرًا أو أضيفي منتجًا. تعود القطع إلى المخزون أو تُحجز منه عند الحفظ، وتُبلَّغ العميلة بالبريد.",
  "adminOrderEdits.quantity": "كمية {item}",
  "adminOrderEdits.remove": "حذف {item}",
  "adminOrderEdits.search": "إضافة منتج",
  "adminOrderEdits.searchPlaceholder": "ابحثي عن منتج بالاسم",
  "adminOrderEdits.searching": "جارٍ البحث…",
  "adminOrderEdits.noResults": "لا يوجد منتج نشط مطابق.",
  "adminOrderEdits.add": "إضافة {item}",
  "adminOrderEdits.inStock": "المتوفر: {count}",
  "adminOrderEdits.newLine": "جديد",
  "adminOrderEdits.subtotal": "المجموع الفرعي الجديد",
  "adminOrderEdits.estimate": "الإجمالي الجديد التقديري",
  "adminOrderEdits.estimateNote": "يُحسب التوصيل والقسيمة كما كانا عند تقديم الطلب، ويظهر الإجمالي الدقيق بعد الحفظ.",
  "adminOrderEdits.was": "كان {amount}",
  "adminOrderEdits.empty": "يبقى في الطلب منتج واحد على الأقل. لإزالة كل شيء، ألغي الطلب بدلًا من ذلك.",
  "adminOrderEdits.save": "حفظ المنتجات",
  "adminOrderEdits.keep": "إبقاؤه كما هو",
  "adminOrderEdits.done": "حُفظت منتجات الطلب.",
  "adminOrderEdits.outOfStock": "الكمية غير كافية من {product}: يمكن إضافة {available} قطعة على الأكثر.",
  "adminOrderEdits.tooLate": "جُهّز هذا الطلب أو تجاوز ذلك (أو أُلغي)، فلم يعد بالإمكان تغيير منتجاته.",
  "adminOrderEdits.history.OrderItemsEdited": "تغيّرت المنتجات",
  "adminOrderEdits.history.OrderAddressChanged": "تغيّر عنوان التوصيل",
  "adminOrderEdits.history.lines": "المنتجات: {before} ← {after}",
  "adminOrderEdits.history.totals": "الإجمالي: {totalBefore} ← {total}",
  "audit.event.OrderItemsEdited": "الطلب رقم {orderNumber}: تغيّرت المنتجات ({before} ← {after})، والإجمالي {totalBefore} ← {total} د.إ.",
  "audit.event.OrderAddressChanged": "الطلب رقم {orderNumber}: غيّرت العميلة عنوان التوصيل ({cityBefore} ← {city})",
  "audit.event.StockReleased.order_edited": "أُعيدت {quantity} قطعة إلى المخزون من طلب مُعدَّل، وتبقّى {remaining}",
  "adminOrderEdits.history.itemsEdited": "تغيّرت المنتجات: {before} ← {after} منتجات، والإجمالي {totalBefore} ← {total}",
  "adminOrderEdits.history.addressChanged": "غيّرت العميلة عنوان التوصيل: {before} ← {after}",
};
