import type { PluralMessage } from "../types";
import type { errorsEn } from "./errors.en";

/** Typed against the English keys, so an error text missing here fails the typecheck. */
type ErrorsCatalogue = {
  readonly [K in keyof typeof errorsEn]: (typeof errorsEn)[K] extends string ? string : PluralMessage;
};

export const errorsAr: ErrorsCatalogue = {
  // Which of a value's two languages the texts use: a product's name comes as `product` and `productAr`.
  "error.valueLanguage": "ar",
  "error.code.invalid": "بعض البيانات المُرسلة غير صحيحة. يرجى مراجعتها والمحاولة مرة أخرى.",
  "error.code.unauthenticated": "يرجى تسجيل الدخول للمتابعة.",
  "error.code.forbidden": "لا تملك صلاحية القيام بهذا.",
  "error.code.not_found": "لم يُعثر على المطلوب. ربما تمت إزالته.",
  "error.code.conflict": "تعذّر إتمام ذلك لأن شيئًا ما تغيّر في الأثناء. يرجى إعادة التحميل والمحاولة مرة أخرى.",
  "error.code.mismatch": "هذا لا يطابق ما أُرسل من قبل. يرجى البدء من جديد.",
  "error.code.unsupported_media_type": "لا يمكن إرسال هذا النوع من المحتوى.",
  "error.code.unprocessable": "تعذّرت معالجة الطلب.",
  "error.code.unavailable": "المتجر غير متاح لحظيًا. يرجى المحاولة بعد قليل.",
  "error.code.internal": "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
  "error.code.malformed_json": "تعذّرت قراءة الطلب. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.",
  "error.code.invalid_log_position": "تعذّرت قراءة الطلب. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.",
  "error.code.concurrent_change": "تغيّرت البيانات أثناء الحفظ. يرجى المحاولة مرة أخرى.",

  "error.code.invalid_limit": "يجب أن يكون حجم الصفحة عددًا صحيحًا من 1 إلى {max}.",
  "error.code.invalid_cursor": "تغيّرت هذه القائمة. يرجى البدء من الصفحة الأولى.",
  "error.code.invalid_filter": "أحد عوامل التصفية غير صالح. يرجى تغييره أو مسح عوامل التصفية.",
  "error.code.invalid_credentials": "بيانات الدخول غير صحيحة",
  "error.code.email_taken": "يوجد حساب بهذا البريد الإلكتروني بالفعل.",
  "error.code.invalid_image_url": "يجب أن تكون الصورة عنوان http(s) أو صورة مرفوعة بصيغة PNG أو JPEG أو WebP أو GIF أو AVIF",
  "error.code.image_too_large": "حجم الصورة أكبر من 5 ميغابايت",
  "error.code.not_an_image": "الملف المرفوع ليس صورة PNG أو JPEG أو WebP أو GIF أو AVIF",
  "error.code.unknown_image": "لم يتم العثور على الصورة",
  "error.code.invalid_phone": "يرجى إدخال رقم هاتف إماراتي صحيح.",
  "error.code.product_not_found": "أحد المنتجات في سلتك لم يعد موجودًا.",
  "error.code.product_unavailable": "{product} لم يعد متاحًا",
  "error.code.variant_not_found": "أحد المقاسات أو الألوان في سلتك لم يعد متوفرًا.",
  "error.code.out_of_stock": "نفد {product} من المخزون",
  "error.code.insufficient_stock": "لم يتبقَّ من {product} سوى {available}",
  "error.code.stock_changed": "تغيّر المخزون أثناء تقديم الطلب. يرجى المحاولة مرة أخرى.",
  "error.code.order_total_too_large": "إجمالي الطلب كبير جدًا.",
  "error.code.order_deleted": "تم حذف هذا الطلب.",
  "error.code.stale_product": "عدّل شخص آخر هذا المنتج في الأثناء. أعيدي تحميله لرؤية التعديلات.",
  "error.code.slug_taken": "يوجد عدد كبير جدًا من العناصر بهذا الاسم. غيّري الاسم قليلًا واحفظي مرة أخرى.",
  "error.code.duplicate_category_name": "توجد فئة بهذا الاسم بالفعل.",
  "error.code.category_has_products": {
    zero: "لا تزال هذه الفئة تحتوي على منتجات؛ انقليها أو احذفيها أولًا",
    one: "لا تزال هذه الفئة تحتوي على منتج واحد؛ انقليه أو احذفيه أولًا",
    two: "لا تزال هذه الفئة تحتوي على منتجين؛ انقليهما أو احذفيهما أولًا",
    few: "لا تزال هذه الفئة تحتوي على {count} منتجات؛ انقليها أو احذفيها أولًا",
    many: "لا تزال هذه الفئة تحتوي على {count} منتجًا؛ انقليها أو احذفيها أولًا",
    other: "لا تزال هذه الفئة تحتوي على {count} منتج؛ انقليها أو احذفيها أولًا",
  },
};
