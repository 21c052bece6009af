import type { codCheckEn } from "./cod-check.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type CodCheckCatalogue = { readonly [K in keyof typeof codCheckEn]: string };

export const codCheckAr: CodCheckCatalogue = {
  "codCheck.title": "الدفع عند الاستلام غير متاح لهذا الطلب",
  "codCheck.reason.customer_blocked": "الدفع عند الاستلام غير متاح لحسابك. يرجى التواصل معنا لإتمام هذا الطلب.",
  "codCheck.reason.emirate_unavailable": "الدفع عند الاستلام غير متاح حاليًا في {emirate}. يرجى اختيار عنوان توصيل آخر.",
  "codCheck.reason.refusal_history": "الدفع عند الاستلام غير متاح بسبب رفض استلام طلبات سابقة. يرجى التواصل معنا لإتمام هذا الطلب.",
  "codCheck.reason.below_minimum": "الدفع عند الاستلام متاح للطلبات من {minimum}. أضيفي ما قيمته {difference} إلى سلتك.",
  "codCheck.reason.above_maximum": "الدفع عند الاستلام متاح حتى {maximum}. أزيلي ما قيمته {difference} من سلتك أو قسّميها على طلبين.",
  "codCheck.reason.new_customer_limit":
    "الطلب الأول بالدفع عند الاستلام حتى {maximum}. أزيلي ما قيمته {difference} من سلتك، ويرتفع الحد بعد أول توصيل.",
  "codCheck.reason.unknown": "يرجى التواصل معنا لإتمام هذا الطلب.",
};
