import type { storeCreditEn } from "./store-credit.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type StoreCreditCatalogue = { readonly [K in keyof typeof storeCreditEn]: string };

export const storeCreditAr: StoreCreditCatalogue = {
  "storeCredit.use": "استخدام رصيدي في المتجر",
  "storeCredit.available": "لديكِ {amount} رصيداً في المتجر.",
  "storeCredit.applied": "رصيد المتجر",
  "storeCredit.amountDue": "المبلغ المستحق عند الاستلام",
  "storeCredit.paidInFull": "رصيدكِ في المتجر يغطي هذا الطلب: لا شيء للدفع عند الاستلام.",
  "storeCredit.orderTotal": "إجمالي الطلب",
  "storeCredit.orderCredit": "مدفوع من رصيد المتجر",
  "storeCredit.nav": "رصيد المتجر",
  "storeCredit.title": "رصيد المتجر",
  "storeCredit.balance": "رصيدكِ",
  "storeCredit.balanceHint": "استخدميه عند إتمام الطلب: اختاري «استخدام رصيدي في المتجر» فيُخصم مما تدفعينه عند الاستلام.",
  "storeCredit.movements": "الحركات",
  "storeCredit.empty": "لا يوجد رصيد بعد. تظهر هنا المبالغ المستردة التي تختارين استلامها رصيداً في المتجر.",
  "storeCredit.kind.added": "إضافة",
  "storeCredit.kind.spent": "استخدام",
  "storeCredit.kind.restored": "استرجاع",
  "storeCredit.source.return": "استرداد مرتجع (إشعار دائن {note})",
  "storeCredit.source.returnNoNote": "استرداد مرتجع",
  "storeCredit.source.goodwill": "من فريقنا",
  "storeCredit.onOrder": "الطلب رقم {number}",
  "storeCredit.restoredOrder": "إلغاء الطلب رقم {number}",
  "storeCredit.balanceAfter": "الرصيد {amount}",
  "storeCredit.more": "عرض المزيد",
  "storeCredit.loadFailed": "تعذّر تحميل رصيدكِ في المتجر.",
} as const;
