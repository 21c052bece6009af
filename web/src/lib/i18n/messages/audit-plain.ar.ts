import type { Message, PluralMessage } from "../types";
import type { auditPlainEn } from "./audit-plain.en";

/** كلمات منطقة التدقيق الواضحة: جملة لكل حدث، ومفتاح الأحداث الداخلية، ومعنى موضع الختم وعدده. */
export const auditPlainAr = {
  "audit.subject.unknown": "حساب",

  "audit.event.UserRegistered.erased": "سجّل {name}",
  "audit.event.EmailClaimed.erased": "حُجز بريد إلكتروني ({who})",
  "audit.event.UserRoleChanged": "غيّر {actor} دور {user} من {from} إلى {to}",
  "audit.event.UserRoleChanged.auditor": "منح {actor} دور المدقق إلى {user}",
  "audit.event.UserRoleChanged.admin": "منح {actor} دور المسؤول إلى {user}",
  "audit.event.UserRoleChanged.customer": "سحب {actor} صلاحيات الموظفين من {user} (الدور الآن: عميل)",
  "audit.event.UserRenamed": "تغيّر اسم الحساب إلى «{name}»",
  "audit.event.UserRenamed.erased": "تغيّر اسم حساب ({who})",
  "audit.event.PasswordChanged": "غُيّرت كلمة مرور حساب {user}",
  "audit.event.ShopperNotificationsRead": "قُرئ {notifications} من إشعارات {user}",
  "audit.event.AddressSaved": "حُفظ عنوان توصيل في {city} في دفتر عناوين {user}",
  "audit.event.AddressRevised": "عُدّل عنوان توصيل في دفتر عناوين {user}، وأصبح في {city}",
  "audit.event.DefaultAddressChosen": "اختير عنوان التوصيل الافتراضي في دفتر عناوين {user}",
  "audit.event.AddressRemoved": "حُذف عنوان توصيل من دفتر عناوين {user}",
  "audit.event.WishlistItemAdded": "أُضيف منتج إلى قائمة أمنيات {user}",
  "audit.event.WishlistItemRemoved": "أُزيل منتج من قائمة أمنيات {user}",
  "audit.event.ReviewWritten": "مراجعة من {user} لمنتج: {rating} من 5 نجوم، مع تعليق",
  "audit.event.ReviewWritten.noComment": "تقييم من {user} لمنتج: {rating} من 5 نجوم",
  "audit.event.ReviewHidden": "أخفى {actor} مراجعة كتبها {user} ({rating} من 5 نجوم)",
  "audit.event.ReviewRequested": "طُلب من {user} تقييم ما وصلها في الطلب رقم {orderNumber}",
  "audit.event.StockAlertRequested": "سُجّل طلب {user} للتنبيه عند عودة منتج نفد",
  "audit.event.StockAlertCancelled": "أُلغي طلب {user} للتنبيه عند عودة منتج نفد",
  "audit.event.StockAlertFired": "عاد «{product}» إلى المخزون: أُبلغ {user}",
  "audit.event.StoreCreditAdded": "أُضيف {amount} د.إ. إلى رصيد {user} في المتجر من الإشعار الدائن {creditNoteNumber}؛ الرصيد الآن {balance} د.إ.",
  "audit.event.StoreCreditAdded.goodwill": "أضاف {actor} مبلغ {amount} د.إ. إلى رصيد {user} في المتجر كبادرة حسن نية؛ الرصيد الآن {balance} د.إ.",
  "audit.event.StoreCreditSpent": "استخدم الطلب رقم {orderNumber} مبلغ {amount} د.إ. من رصيد {user} في المتجر؛ الرصيد الآن {balance} د.إ.",
  "audit.event.StoreCreditRestored": "أُلغي الطلب رقم {orderNumber}: أُعيد {amount} د.إ. إلى رصيد {user} في المتجر؛ الرصيد الآن {balance} د.إ.",

  "audit.log.showInternal": "إظهار الأحداث الداخلية",
  "audit.log.showInternalHint": "قيود يكتبها المتجر بجانب ما حدث: حجز البريد والعناوين والأرقام، ومفاتيح إعادة المحاولة، والمخزون المحجوز للطلبات، وعدّادات الدفع عند الاستلام.",

  "audit.seal.explained": {
    zero: "لا يغطي الختم أي حدث بعد (الموضع {position}).",
    one: "يغطي الختم أول حدث في السجل، في الموضع {position}.",
    two: "يغطي الختم أول حدثين في السجل، حتى الموضع {position}. المواضع أرقام السجل نفسه، وتتخطى أرقامًا لم تُعتمد قط، لذا قد يكون آخر موضع أكبر من عدد الأحداث.",
    few: "يغطي الختم أول {count} أحداث في السجل، حتى الموضع {position}. المواضع أرقام السجل نفسه، وتتخطى أرقامًا لم تُعتمد قط، لذا قد يكون آخر موضع أكبر من عدد الأحداث.",
    many: "يغطي الختم أول {count} حدثًا في السجل، حتى الموضع {position}. المواضع أرقام السجل نفسه، وتتخطى أرقامًا لم تُعتمد قط، لذا قد يكون آخر موضع أكبر من عدد الأحداث.",
    other: "يغطي الختم أول {count} حدث في السجل، حتى الموضع {position}. المواضع أرقام السجل نفسه، وتتخطى أرقامًا لم تُعتمد قط، لذا قد يكون آخر موضع أكبر من عدد الأحداث.",
  },
} as const satisfies {
  readonly [K in keyof typeof auditPlainEn]: (typeof auditPlainEn)[K] extends string ? string : PluralMessage;
} & Record<string, Message>;
